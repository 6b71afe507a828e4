import ContactsCore
import Localization

@MainActor
public protocol DuplicatesPresentationLogic {
    func presentGroups(response: Duplicates.ShowGroups.Response)
}

/// A row per group: the names, how many, and what they share.
@MainActor
public final class DuplicatesPresenter: DuplicatesPresentationLogic {
    public weak var view: DuplicatesDisplayLogic?

    public init() {}

    public func presentGroups(response: Duplicates.ShowGroups.Response) {
        let width = response.viewport.columns
        let visible = response.groups.indices.dropFirst(response.firstRow).prefix(response.viewport.rows)
        let rows = visible.map { index in
            let group = response.groups[index]
            let shared = Self.shared(group.reasons)
            let names = group.names.map(\.terminalSafe).joined(separator: " · ")
            let right = "  \(shared) "
            let left = " " + DisplayWidth.fit(names, to: max(0, width - 1 - DisplayWidth.of(right)))
            return Duplicates.ShowGroups.ViewModel.Row(text: left + right, isSelected: index == response.selectedRow)
        }
        let message: StatusMessage? =
            switch response.outcome {
            case .merged(let count, let name, _)?:
                StatusMessage(
                    trn(
                        "Merged {count} contact into {name} (u in the list undoes)", "Merged {count} contacts into {name} (u in the list undoes)",
                        count,
                        ["name": name.terminalSafe]))
            case .dismissed?: StatusMessage(tr("Dismissed: not shown again in this session"))
            case nil: nil
            }
        if let count = response.findingAmong {
            view?.displayGroups(
                viewModel: .init(
                    title: tr("Possible duplicates"), trailing: tr("looking…"), rows: [],
                    emptyMessage: trn("Looking for duplicates among {count} contact…", "Looking for duplicates among {count} contacts…", count),
                    message: message))
            return
        }
        view?.displayGroups(
            viewModel: .init(
                title: tr("Possible duplicates"), trailing: trn("{count} group", "{count} groups", response.groups.count),
                rows: rows, emptyMessage: response.groups.isEmpty ? tr("No duplicates: no two contacts share an email, a phone or a name.") : nil,
                message: message))
    }

    /// What a group's contacts share: "same email, phone".
    static func shared(_ reasons: Set<DuplicateFinder.Reason>) -> String {
        switch (reasons.contains(.email), reasons.contains(.name), reasons.contains(.phone)) {
        case (true, false, false): tr("same email")
        case (false, true, false): tr("same name")
        case (false, false, true): tr("same phone")
        case (true, true, false): tr("same email, name")
        case (true, false, true): tr("same email, phone")
        case (false, true, true): tr("same name, phone")
        case (true, true, true): tr("same email, name, phone")
        case (false, false, false): ""
        }
    }
}

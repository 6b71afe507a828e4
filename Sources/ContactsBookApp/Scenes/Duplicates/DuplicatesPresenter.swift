import ContactsCore

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
            let shared = "same " + group.reasons.sorted().map(\.rawValue).joined(separator: ", ")
            let names = group.names.map(\.terminalSafe).joined(separator: " · ")
            let right = "  \(shared) "
            let left = " " + DisplayWidth.fit(names, to: max(0, width - 1 - DisplayWidth.of(right)))
            return Duplicates.ShowGroups.ViewModel.Row(text: left + right, isSelected: index == response.selectedRow)
        }
        let message: StatusMessage? =
            switch response.outcome {
            case .merged(let count, let name, _)?: StatusMessage("Merged \(count) contacts into \(name.terminalSafe) (u in the list undoes)")
            case .dismissed?: StatusMessage("Dismissed: not shown again in this session")
            case nil: nil
            }
        if let count = response.findingAmong {
            view?.displayGroups(
                viewModel: .init(
                    title: "Possible duplicates", trailing: "looking…", rows: [],
                    emptyMessage: "Looking for duplicates among \(CountFormatting.contacts(count))…", message: message))
            return
        }
        view?.displayGroups(
            viewModel: .init(
                title: "Possible duplicates",
                trailing: response.groups.count == 1 ? "1 group" : "\(CountFormatting.grouped(response.groups.count)) groups",
                rows: rows, emptyMessage: response.groups.isEmpty ? "No duplicates: no two contacts share an email, a phone or a name." : nil,
                message: message))
    }
}

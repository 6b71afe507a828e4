import ContactsCore
import Localization

@MainActor
public protocol SyncConflictsPresentationLogic {
    func presentConflicts(response: SyncConflicts.ShowConflicts.Response)
}

/// The conflicts by name, and the selected one as two cards: side by side, each half the width,
/// from 80 columns; one above the other below that, so values keep room to be read.
@MainActor
public final class SyncConflictsPresenter: SyncConflictsPresentationLogic {
    public weak var view: SyncConflictsDisplayLogic?

    static let sideBySideWidth = 80

    public init() {}

    public func presentConflicts(response: SyncConflicts.ShowConflicts.Response) {
        let sideBySide = response.columns >= Self.sideBySideWidth
        let cardWidth = sideBySide ? (response.columns - 1) / 2 : response.columns
        let rows = response.conflicts.enumerated().map { index, conflict in
            ListRow(
                text: " " + DisplayWidth.fit(conflict.mine.displayName.terminalSafe, to: max(1, response.columns - 2)),
                isSelected: index == response.selectedIndex)
        }
        let selected = response.conflicts.indices.contains(response.selectedIndex) ? response.conflicts[response.selectedIndex] : nil
        let count = response.conflicts.count
        view?.displayConflicts(
            viewModel: .init(
                title: count == 0
                    ? tr("Sync conflicts")
                    : trn(
                        "Sync conflicts — {count} contact changed here and in the vdir",
                        "Sync conflicts — {count} contacts changed here and in the vdir",
                        count),
                rows: rows,
                mineHeading: tr("Mine (this book)"), theirsHeading: tr("Theirs (the vdir, from the server)"),
                mine: selected.map { ContactCard.lines($0.mine, columns: cardWidth) } ?? [],
                theirs: selected.map { ContactCard.lines($0.theirs, columns: cardWidth) } ?? [],
                sideBySide: sideBySide,
                differences: selected.map(Self.differences) ?? "",
                emptyMessage: count == 0 ? tr("No conflicts left. Esc goes back; S there sends your choices to the server.") : nil,
                message: message(response)))
    }

    private func message(_ response: SyncConflicts.ShowConflicts.Response) -> StatusMessage? {
        if let error = response.error { return StatusMessage(error.description.terminalSafe, isError: true) }
        guard let settled = response.settled else { return nil }
        let name = settled.name.terminalSafe
        guard settled.now else {
            return StatusMessage(tr("{name} was settled or changed again meanwhile; nothing was done (S shows it anew)", ["name": name]))
        }
        switch settled.choice {
        case .keepMine: return StatusMessage(tr("Kept your version of {name} (the next sync sends it)", ["name": name]))
        case .keepTheirs: return StatusMessage(tr("Took their version of {name} into the book (u in the list undoes)", ["name": name]))
        case .keepBoth: return StatusMessage(tr("Kept both versions of {name}: theirs is a new contact (the next sync sends it)", ["name": name]))
        }
    }

    /// The fields whose values differ, by the card's labels.
    static func differences(_ conflict: SyncConflict) -> String {
        let mine = ContactCard.lines(conflict.mine, columns: 1_000)
        let theirs = ContactCard.lines(conflict.theirs, columns: 1_000)
        var labels: [String] = []
        for line in mine + theirs where !(mine.contains(line) && theirs.contains(line)) {
            let label = line.label.isEmpty ? tr("Notes") : line.label
            if !labels.contains(label) { labels.append(label) }
        }
        guard !labels.isEmpty else { return tr("Differs only in what the card cannot show") }
        // TRANSLATORS: {fields} lists the card's labels of the fields that differ: "Nickname, Phone".
        return tr("Differs: {fields}", ["fields": labels.joined(separator: ", ")])
    }
}

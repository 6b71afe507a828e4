import ContactsCore

@MainActor
public protocol DuplicatesBusinessLogic {
    func showGroups(request: Duplicates.ShowGroups.Request)
    func moveSelection(request: Duplicates.MoveSelection.Request)
}

/// The selected group for the router; what the group screen came to, passed back on pop.
@MainActor
public protocol DuplicatesDataStore: AnyObject {
    var selectedGroup: [Contact.ID]? { get }
    /// Set by the group screen's router: the group was merged or dismissed.
    var lastOutcome: Duplicates.Outcome? { get set }
}

/// Finds the groups through the worker (again only when the book changed); a dismissed group
/// stays out for the session.
@MainActor
public final class DuplicatesInteractor: DuplicatesBusinessLogic, DuplicatesDataStore {
    public var presenter: DuplicatesPresentationLogic?
    private let worker: ContactWorker
    private let progress: ProgressReporting?
    private var groups: [Duplicates.GroupSummary] = []
    private var foundInVersion: Int?
    private var dismissed: Set<[Contact.ID]> = []
    /// Contacts taken out of a merged group: not grouped with the merged contact again.
    private var apart: Set<Duplicates.Apart> = []
    private var selection = SelectionWindow()
    public var lastOutcome: Duplicates.Outcome? {
        didSet {
            if lastOutcome == .dismissed, let group = selectedGroup { dismissed.insert(group) }
            if case .merged(_, _, let keptApart)? = lastOutcome { apart.formUnion(keptApart) }
        }
    }

    public init(worker: ContactWorker, progress: ProgressReporting? = nil) {
        self.worker = worker
        self.progress = progress
    }

    public var selectedGroup: [Contact.ID]? {
        groups.indices.contains(selection.selectedIndex) ? groups[selection.selectedIndex].ids : nil
    }

    public func showGroups(request: Duplicates.ShowGroups.Request) {
        if foundInVersion != worker.version || lastOutcome == .dismissed {
            progress?.report(.findingDuplicates(count: worker.count))
            groups = worker.duplicateGroups().compactMap { group in
                let ids = Set(group.contacts.map(\.id))
                let contacts = group.contacts.filter { contact in !apart.contains { pair in pair.out == contact.id && ids.contains(pair.kept) } }
                guard contacts.count > 1 else { return nil }
                return Duplicates.GroupSummary(ids: contacts.map(\.id), names: contacts.map(\.displayName), reasons: group.reasons)
            }.filter { !dismissed.contains($0.ids) }
            foundInVersion = worker.version
        }
        present(viewport: request.viewport)
        lastOutcome = nil
    }

    public func moveSelection(request: Duplicates.MoveSelection.Request) {
        selection.move(request.movement, count: groups.count, rows: request.viewport.rows)
        lastOutcome = nil
        present(viewport: request.viewport)
    }

    private func present(viewport: ContactList.Viewport) {
        let visible = selection.visibleRange(count: groups.count, rows: viewport.rows)
        presenter?.presentGroups(
            response: .init(
                groups: groups, firstRow: visible.lowerBound, selectedRow: selection.selectedIndex, viewport: viewport, outcome: lastOutcome))
    }
}

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

/// Finds the groups off the run loop (again only when the book changed), so keys never wait
/// for a large book's grouping; a dismissed group stays out for the session.
@MainActor
public final class DuplicatesInteractor: DuplicatesBusinessLogic, DuplicatesDataStore {
    public var presenter: DuplicatesPresentationLogic?
    private let worker: ContactWorker
    private let work: BackgroundWork
    private var groups: [Duplicates.GroupSummary] = []
    private var foundInVersion: Int?
    /// The book's version being grouped, while that runs: no groups are shown meanwhile.
    private var findingIn: Int?
    private var dismissed: Set<[Contact.ID]> = []
    /// Contacts taken out of a merged group: not grouped with the merged contact again.
    private var apart: Set<Duplicates.Apart> = []
    private var selection = SelectionWindow()
    private var viewport = ContactList.Viewport(rows: 0, columns: 0)
    /// What the last group came to, said until the next key (also over groups found after it).
    private var outcome: Duplicates.Outcome?
    public var lastOutcome: Duplicates.Outcome? {
        didSet {
            if lastOutcome == .dismissed, let group = selectedGroup { dismissed.insert(group) }
            if case .merged(_, _, let keptApart)? = lastOutcome { apart.formUnion(keptApart) }
        }
    }

    /// The books shown, when not every book is: only their contacts are grouped.
    public var books: Set<String>?

    public init(worker: ContactWorker, work: BackgroundWork) {
        self.worker = worker
        self.work = work
    }

    public var selectedGroup: [Contact.ID]? {
        findingIn == nil && groups.indices.contains(selection.selectedIndex) ? groups[selection.selectedIndex].ids : nil
    }

    public func showGroups(request: Duplicates.ShowGroups.Request) {
        viewport = request.viewport
        groups.removeAll { dismissed.contains($0.ids) }
        outcome = lastOutcome
        lastOutcome = nil
        if foundInVersion != worker.version && findingIn != worker.version { find() }
        present()
    }

    public func moveSelection(request: Duplicates.MoveSelection.Request) {
        viewport = request.viewport
        selection.move(request.movement, count: groups.count, rows: request.viewport.rows)
        (lastOutcome, outcome) = (nil, nil)
        present()
    }

    /// Groups the book as it is now on another thread; a newer search makes an older one's
    /// result moot.
    private func find() {
        let (contacts, version, books) = (worker.contacts, worker.version, books)
        findingIn = version
        work.run({ DuplicateFinder.groups(of: contacts.shown(in: books)) }, then: { [weak self] found in self?.found(found, in: version) })
    }

    private func found(_ found: [(contacts: [Contact], reasons: Set<DuplicateFinder.Reason>)], in version: Int) {
        guard findingIn == version else { return }
        findingIn = nil
        foundInVersion = version
        groups = found.compactMap { group in
            let ids = Set(group.contacts.map(\.id))
            let contacts = group.contacts.filter { contact in !apart.contains { pair in pair.out == contact.id && ids.contains(pair.kept) } }
            guard contacts.count > 1 else { return nil }
            return Duplicates.GroupSummary(ids: contacts.map(\.id), names: contacts.map(\.displayName), reasons: group.reasons)
        }.filter { !dismissed.contains($0.ids) }
        // The book may have changed while it was grouped: group it again.
        if version != worker.version { find() }
        present()
    }

    private func present() {
        let shown = findingIn == nil ? groups : []
        let visible = selection.visibleRange(count: shown.count, rows: viewport.rows)
        presenter?.presentGroups(
            response: .init(
                groups: shown, firstRow: visible.lowerBound, selectedRow: selection.selectedIndex, viewport: viewport, outcome: outcome,
                findingAmong: findingIn == nil ? nil : worker.count))
    }
}

import ContactsCore

/// What the list keeps for its router: which contact is selected. A router coming back from
/// the edit screen sets it to the contact just saved.
@MainActor
public protocol ContactListDataStore: AnyObject {
    var selectedContactID: Contact.ID? { get set }
    /// Only contacts with this tag are listed; the tag picker sets it.
    var tagFilter: String? { get set }
    /// The books shown, when several are open and not all of them are (`B`).
    var bookFilter: [String]? { get }
    /// What the last sync left for the person to settle.
    var syncConflicts: [SyncConflict] { get }
    /// Another screen deleted a contact: the list says so.
    func noteDeleted(name: String)
}

/// The list as the person sees it, shared by the scene's three Interactors (listing, marks and
/// acting, sync): the filter and order, the contacts they let through, the selection and its
/// scroll position, the marks and what the status line says. It is the scene's data store and
/// the one place that presents the list.
@MainActor
public final class ContactListState: ContactListDataStore {
    public var presenter: ContactListPresentationLogic?
    let worker: ContactWorker
    private let progress: ProgressReporting?
    public internal(set) var syncConflicts: [SyncConflict] = []
    public var selectedContactID: Contact.ID?
    /// Where the selection is among the contacts shown: after a delete, the neighbour at the
    /// same place is selected.
    private(set) var selection = SelectionWindow()
    var lastError: StoreError?
    var lastWarning: String?
    var lastNotice: ContactList.Notice?
    var filter = ContactList.Filter()
    public var tagFilter: String? {
        get { filter.tag }
        set { filter.tag = newValue }
    }
    public var bookFilter: [String]? { filter.books }
    /// The contacts the filter lets through, in order, and what they were made from.
    private(set) var shown = ContactListing()
    private(set) var shownFrom: (version: Int, filter: ContactList.Filter)?
    /// Marked contacts, kept across searches and sorts; d, T, x and m act on them.
    var marks = ListMarks()

    /// `sort`: the order the list starts in (the settings' `sort`).
    public init(worker: ContactWorker, progress: ProgressReporting? = nil, sort: ContactSort = .lastName) {
        self.worker = worker
        self.progress = progress
        filter.sort = sort
    }

    public func noteDeleted(name: String) {
        lastNotice = .deletedOne(name: name)
    }

    /// The listing is made again only when the book or the filter changed since it was made;
    /// marks of contacts that are gone go with them. Only a first listing, a new order or a new
    /// tag is said in the status line first: a new search, or a book changed by a save or a
    /// reload (indexed as it changed), takes milliseconds even at 100,000 contacts, and saying
    /// so flickered the status line at every key and every save.
    func refreshListing() {
        if let from = shownFrom, from.version == worker.version, from.filter == filter { return }
        let sameOrderAndTag =
            shownFrom.map { $0.filter.sort == filter.sort && $0.filter.tag == filter.tag && $0.filter.books == filter.books } ?? false
        if !sameOrderAndTag { progress?.report(.listing(count: worker.count)) }
        if shownFrom?.version != worker.version { marks.keep { worker.contact(id: $0) != nil } }
        shown = worker.listing(matching: ContactSearch(filter.query), tag: filter.tag, inBooks: filter.books.map(Set.init), sortedBy: filter.sort)
        shownFrom = (worker.version, filter)
    }

    /// Finds the selected contact's place after the book or the listing changed; when it is
    /// gone, the contact now at its old place (its neighbour) is selected.
    func resolveSelection() {
        refreshListing()
        if let id = selectedContactID, let index = shown.index(of: id) {
            selection.select(index, count: shown.count)
        } else {
            select(selection.selectedIndex)
        }
    }

    /// Selects the contact shown at `index` (the nearest one there is).
    func select(_ index: Int) {
        selection.select(index, count: shown.count)
        selectedContactID = shown.isEmpty ? nil : shown[selection.selectedIndex].id
    }

    /// Selects the row'th contact of those in view; false when no contact is there.
    func selectVisible(row: Int, rows: Int) -> Bool {
        let visible = selection.visibleRange(count: shown.count, rows: rows)
        guard visible.contains(visible.lowerBound + row) else { return false }
        select(visible.lowerBound + row)
        return true
    }

    /// Moves the selection and shows the list with a clean status line, as any move does.
    func move(_ movement: ContactList.Movement, viewport: ContactList.Viewport) {
        resolveSelection()
        selection.move(movement, count: shown.count, rows: viewport.rows)
        selectedContactID = shown.isEmpty ? nil : shown[selection.selectedIndex].id
        (lastError, lastWarning, lastNotice) = (nil, nil, nil)
        present(viewport: viewport)
    }

    /// The marked contacts, in the book's order; else the selected one.
    var targets: (contacts: [Contact], isMarked: Bool) {
        resolveSelection()
        if !marks.isEmpty { return (worker.contacts.filter { marks.ids.contains($0.id) }, true) }
        return (selectedContactID.flatMap(worker.contact(id:)).map { [$0] } ?? [], false)
    }

    /// The contacts a question was about, as the book has them now (those deleted meanwhile
    /// left out); nil: the marked (else the selected) contacts now.
    func resolve(_ fixed: ContactList.Targets?) -> (contacts: [Contact], isMarked: Bool) {
        guard let fixed else { return targets }
        // One contact (the selected one, most often) is looked up, not found among them all.
        if fixed.ids.count == 1 { return (fixed.ids.compactMap(worker.contact(id:)), fixed.isMarked) }
        let ids = Set(fixed.ids)
        return (worker.contacts.filter { ids.contains($0.id) }, fixed.isMarked)
    }

    /// Marked contacts the search or tag does not show, said before a bulk action.
    var hiddenMarks: Int { marks.hidden(by: shown, narrowed: filter.isNarrowing) }

    /// Whether changes are being written, and why they could not be, as last shown.
    private var shownWriting: Writing = (false, nil)
    private typealias Writing = (isSaving: Bool, unsaved: StoreError?)
    private var writing: Writing { (worker.hasChangesToWrite, worker.writeFailure) }
    /// Whether the list shows the book as it is now, and its saving as it stands.
    var isCurrent: Bool { shownFrom?.version == worker.version && shownWriting == writing }

    func failed(_ error: StoreError, viewport: ContactList.Viewport) {
        lastError = error
        resolveSelection()
        present(viewport: viewport)
    }

    func present(viewport: ContactList.Viewport, clipboard: String? = nil) {
        shownWriting = writing
        // Shown until the next move, like an error; saves made on other screens report here too.
        if let warning = worker.takeSaveWarning() { lastWarning = warning }
        let visible = selection.visibleRange(count: shown.count, rows: viewport.rows)
        let response = ContactList.ShowContacts.Response(
            bookName: worker.storeName,
            books: worker.bookNames,
            total: worker.count,
            shown: shown.count,
            page: Array(shown[visible]),
            firstIndex: visible.lowerBound,
            selectedIndex: shown.isEmpty ? nil : selection.selectedIndex,
            viewport: viewport,
            filter: filter,
            error: lastError, warning: lastWarning, notice: lastNotice, marked: marks.ids, clipboard: clipboard,
            preview: viewport.previewColumns > 0 && !shown.isEmpty ? shown[selection.selectedIndex] : nil, isReading: worker.isReading,
            isSaving: writing.isSaving, unsaved: writing.unsaved)
        presenter?.presentContacts(response: response)
    }
}

import ContactsCore

@MainActor
public protocol ContactListBusinessLogic {
    func showContacts(request: ContactList.ShowContacts.Request)
    func moveSelection(request: ContactList.MoveSelection.Request)
    func search(request: ContactList.Search.Request)
    func selectRow(request: ContactList.SelectRow.Request)
    func cycleSort(request: ContactList.CycleSort.Request)
    func toggleFavorite(request: ContactList.ToggleFavorite.Request)
    func undo(request: ContactList.Undo.Request)
    func redo(request: ContactList.Redo.Request)
    func reload(request: ContactList.Reload.Request)
    func saveBack(request: ContactList.BookGone.Request)
    func clearFilter(request: ContactList.ClearFilter.Request)
    func toggleMark(request: ContactList.ToggleMark.Request)
    func changeMarks(request: ContactList.ChangeMarks.Request)
    func clearMarks(request: ContactList.ClearMarks.Request)
    func askForText(request: ContactList.AskForText.Request)
    func actOnMarked(request: ContactList.ActOnMarked.Request)
    func copyToClipboard(request: ContactList.CopyToClipboard.Request)
    func writeEmail(request: ContactList.WriteEmail.Request)
    func editInEditor(request: ContactList.EditInEditor.Request)
    func askToDelete(request: ContactList.AskToDelete.Request)
    func deleteContact(request: ContactList.DeleteContact.Request)
    func sync(request: ContactList.Sync.Request)
}

/// What the list keeps for its router: which contact is selected. A router coming back from
/// the edit screen sets it to the contact just saved.
@MainActor
public protocol ContactListDataStore: AnyObject {
    var selectedContactID: Contact.ID? { get set }
    /// Only contacts with this tag are listed; the tag picker sets it.
    var tagFilter: String? { get set }
    /// What the last sync left for the person to settle.
    var syncConflicts: [SyncConflict] { get }
    /// Another screen deleted a contact: the list says so.
    func noteDeleted(name: String)
}

/// Owns the filter, the order, the selection and the scroll position; changes contacts
/// through the worker. Acting on the marked or selected contacts (copy, mail, edit as text, tag,
/// export) is in ContactListInteractor+Acting.swift; the state it shares is internal, not
/// private, for that file alone.
@MainActor
public final class ContactListInteractor: ContactListBusinessLogic, ContactListDataStore {
    public var presenter: ContactListPresentationLogic?
    let worker: ContactWorker
    /// Copy, mail, edit as text, export: the acting that leaves the book.
    let actions: ContactActions
    private let progress: ProgressReporting?
    /// Nil when no vdir is configured: S then says how to set one.
    private let syncSession: BookSyncing?
    public private(set) var syncConflicts: [SyncConflict] = []
    public var selectedContactID: Contact.ID?
    /// Where the selection is among the contacts shown: after a delete, the neighbour at the
    /// same place is selected.
    private var selection = SelectionWindow()
    var lastError: StoreError?
    private var lastWarning: String?
    var lastNotice: ContactList.Notice?
    var filter = ContactList.Filter()
    public var tagFilter: String? {
        get { filter.tag }
        set { filter.tag = newValue }
    }
    /// The contacts the filter lets through, in order, and what they were made from.
    var shown = ContactListing()
    private var shownFrom: (version: Int, filter: ContactList.Filter)?
    /// Marked contacts, kept across searches and sorts; d, T, x and m act on them.
    var marks = ListMarks()
    /// An edit made in the editor that met another program's change, until the person says
    /// which to keep.
    var pendingEditorEdit: (form: ContactForm, base: Contact)?

    /// `sort`: the order the list starts in (the settings' `sort`).
    public init(
        worker: ContactWorker, programs: ExternalPrograms? = nil, progress: ProgressReporting? = nil, sync: BookSyncing? = nil,
        sort: ContactSort = .lastName
    ) {
        self.worker = worker
        actions = ContactActions(programs: programs)
        self.progress = progress
        self.syncSession = sync
        filter.sort = sort
    }

    public func noteDeleted(name: String) {
        lastNotice = .deletedOne(name: name)
    }

    public func showContacts(request: ContactList.ShowContacts.Request) {
        resolveSelection()
        present(viewport: request.viewport)
    }

    public func moveSelection(request: ContactList.MoveSelection.Request) {
        resolveSelection()
        selection.move(request.movement, count: shown.count, rows: request.viewport.rows)
        selectedContactID = shown.isEmpty ? nil : shown[selection.selectedIndex].id
        lastError = nil
        lastWarning = nil
        lastNotice = nil
        present(viewport: request.viewport)
    }

    public func selectRow(request: ContactList.SelectRow.Request) {
        resolveSelection()
        let visible = selection.visibleRange(count: shown.count, rows: request.viewport.rows)
        guard visible.contains(visible.lowerBound + request.row) else { return }
        selection.select(visible.lowerBound + request.row, count: shown.count)
        selectedContactID = shown[selection.selectedIndex].id
        present(viewport: request.viewport)
    }

    /// Each key press of the search narrows the list again; the best match (the first) is selected.
    public func search(request: ContactList.Search.Request) {
        filter.query = request.query
        refreshListing()
        selection.select(0, count: shown.count)
        selectedContactID = shown.first?.id
        present(viewport: request.viewport)
    }

    /// Every contact again: no search, no tag; the selected contact stays selected.
    public func clearFilter(request: ContactList.ClearFilter.Request) {
        filter = ContactList.Filter(sort: filter.sort)
        resolveSelection()
        present(viewport: request.viewport)
    }

    /// The next order; the selected contact stays selected, wherever it moves.
    public func cycleSort(request: ContactList.CycleSort.Request) {
        filter.sort = filter.sort.next
        resolveSelection()
        present(viewport: request.viewport)
    }

    public func toggleFavorite(request: ContactList.ToggleFavorite.Request) {
        resolveSelection()
        guard let id = selectedContactID, var contact = worker.contact(id: id) else { return }
        contact.favorite.toggle()
        do {
            try worker.save(contact)
            lastError = nil
        } catch {
            lastError = error
        }
        resolveSelection()
        present(viewport: request.viewport)
    }

    /// The restored contact is selected; a search that would hide it is cleared.
    public func undo(request: ContactList.Undo.Request) {
        takeBack(viewport: request.viewport, redoing: false)
    }

    public func redo(request: ContactList.Redo.Request) {
        takeBack(viewport: request.viewport, redoing: true)
    }

    private func takeBack(viewport: ContactList.Viewport, redoing: Bool) {
        do {
            guard let result = try redoing ? worker.redo() : worker.undo() else {
                lastNotice = redoing ? .nothingToRedo : .nothingToUndo
                return present(viewport: viewport)
            }
            lastError = nil
            lastNotice = redoing ? .redid(result.description) : .undid(result.description)
            if let id = result.contactIDs.first {
                selectedContactID = id
                refreshListing()
                if shown.index(of: id) == nil { filter = ContactList.Filter(sort: filter.sort) }
            }
        } catch {
            lastError = error
        }
        resolveSelection()
        present(viewport: viewport)
    }

    /// The selected contact stays selected (its neighbour, when it went); marks of contacts
    /// that went go too. Nothing is drawn when nothing changed unasked.
    public func reload(request: ContactList.Reload.Request) {
        do {
            // By hand the file is read now; else what was read when the watcher said so.
            if let count = try request.byHand ? worker.reloadIfChangedElsewhere() : worker.changesFromElsewhere() {
                lastNotice = .reloaded(count)
            } else if request.byHand {
                lastNotice = .reloadFoundNothing
            } else if shownFrom?.version == worker.version, shownWriting == writing {
                // Nothing changed unasked (the whole book read after its first page does, and
                // so does a write finished or failed).
                return
            }
            lastError = nil
        } catch {
            lastError = error
            if case .bookGone = error {
                resolveSelection()
                present(viewport: request.viewport)
                return presenter?.presentBookGone(response: .init(location: worker.storeLocation)) ?? ()
            }
        }
        resolveSelection()
        present(viewport: request.viewport)
    }

    /// The book another program removed is written back from what is shown.
    public func saveBack(request: ContactList.BookGone.Request) {
        do {
            try worker.saveBack()
            (lastNotice, lastError) = (.savedBack, nil)
        } catch {
            lastError = error
        }
        resolveSelection()
        present(viewport: request.viewport)
    }

    public func deleteContact(request: ContactList.DeleteContact.Request) {
        let (contacts, isMarked) = resolve(request.targets)
        if isMarked { return delete(Set(contacts.map(\.id)), viewport: request.viewport) }
        // Gone meanwhile (deleted elsewhere and reloaded): nothing else is deleted instead.
        guard let contact = contacts.first else {
            resolveSelection()
            return present(viewport: request.viewport)
        }
        let id = contact.id
        do {
            try worker.delete(id: id, resolution: request.resolution)
            selectedContactID = nil
            lastError = nil
            lastNotice = worker.contact(id: id) == nil ? .deletedOne(name: contact.displayName) : nil
        } catch .conflict(let conflict) {
            return presenter?.presentDeleteConflict(response: .init(conflict: conflict)) ?? ()
        } catch {
            lastError = error
        }
        resolveSelection()
        present(viewport: request.viewport)
    }

    /// One change for all of them (one undo step); one another program changed meanwhile is kept.
    private func delete(_ ids: Set<Contact.ID>, viewport: ContactList.Viewport) {
        do {
            let kept = try worker.delete(ids: ids)
            lastNotice = .deleted(count: ids.count - kept, kept: kept)
            marks.clear()
            lastError = nil
        } catch {
            lastError = error
        }
        resolveSelection()
        present(viewport: viewport)
    }

    /// Progress goes to the status line step by step; conflicts go to their own screen.
    public func sync(request: ContactList.Sync.Request) {
        lastError = nil
        guard let syncSession else {
            lastNotice = .syncFailed(.notConfigured)
            return present(viewport: request.viewport)
        }
        do {
            let outcome = try syncSession.sync(forceDelete: false) { [progress] step in progress?.report(.syncing(step)) }
            lastNotice = .synced(outcome)
            syncConflicts = outcome.report.conflicts
        } catch {
            lastNotice = .syncFailed(error)
        }
        resolveSelection()
        present(viewport: request.viewport)
        if !syncConflicts.isEmpty { presenter?.presentSyncConflicts(response: .init(conflicts: syncConflicts)) }
    }

    /// The listing is made again only when the book or the filter changed since it was made;
    /// marks of contacts that are gone go with them. Only a first listing, a new order or a new
    /// tag is said in the status line first: a new search, or a book changed by a save or a
    /// reload (indexed as it changed), takes milliseconds even at 100,000 contacts, and saying
    /// so flickered the status line at every key and every save.
    private func refreshListing() {
        if let from = shownFrom, from.version == worker.version, from.filter == filter { return }
        let sameOrderAndTag = shownFrom.map { $0.filter.sort == filter.sort && $0.filter.tag == filter.tag } ?? false
        if !sameOrderAndTag { progress?.report(.listing(count: worker.count)) }
        if shownFrom?.version != worker.version { marks.keep { worker.contact(id: $0) != nil } }
        shown = worker.listing(matching: ContactSearch(filter.query), tag: filter.tag, sortedBy: filter.sort)
        shownFrom = (worker.version, filter)
    }

    /// Finds the selected contact's place after the book or the listing changed; when it is
    /// gone, the contact now at its old place (its neighbour) is selected.
    func resolveSelection() {
        refreshListing()
        if let id = selectedContactID, let index = shown.index(of: id) {
            selection.select(index, count: shown.count)
        } else {
            selection.select(selection.selectedIndex, count: shown.count)
            selectedContactID = shown.isEmpty ? nil : shown[selection.selectedIndex].id
        }
    }

    /// Whether changes are being written, and why they could not be, as last shown.
    private var shownWriting: Writing = (false, nil)
    private typealias Writing = (isSaving: Bool, unsaved: StoreError?)
    private var writing: Writing { (worker.hasChangesToWrite, worker.writeFailure) }

    func present(viewport: ContactList.Viewport, clipboard: String? = nil) {
        shownWriting = writing
        // Shown until the next move, like an error; saves made on other screens report here too.
        if let warning = worker.takeSaveWarning() { lastWarning = warning }
        let visible = selection.visibleRange(count: shown.count, rows: viewport.rows)
        let response = ContactList.ShowContacts.Response(
            bookName: worker.storeName,
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

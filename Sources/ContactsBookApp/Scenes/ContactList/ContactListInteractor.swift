import ContactsCore

@MainActor
public protocol ContactListBusinessLogic {
    func showContacts(request: ContactList.ShowContacts.Request)
    func moveSelection(request: ContactList.MoveSelection.Request)
    func search(request: ContactList.Search.Request)
    func selectRow(request: ContactList.SelectRow.Request)
    func cycleSort(request: ContactList.CycleSort.Request)
    func clearFilter(request: ContactList.ClearFilter.Request)
    func toggleFavorite(request: ContactList.ToggleFavorite.Request)
    func undo(request: ContactList.Undo.Request)
    func redo(request: ContactList.Redo.Request)
    func reload(request: ContactList.Reload.Request)
    func saveBack(request: ContactList.BookGone.Request)
    func askForBooks(request: ContactList.ChooseBooks.Request)
    func showBooks(request: ContactList.ChooseBooks.ChoiceRequest)
}

/// The listing: moving, searching, ordering, the selected contact's favourite star, undo and
/// redo, and the book changed elsewhere. Marks and acting on contacts are
/// `ContactListActingInteractor`'s, sync is `ContactListSyncInteractor`'s; all three share the
/// list as shown (`ContactListState`).
@MainActor
public final class ContactListInteractor: ContactListBusinessLogic {
    let state: ContactListState
    private var worker: ContactWorker { state.worker }

    public init(state: ContactListState) {
        self.state = state
    }

    public func showContacts(request: ContactList.ShowContacts.Request) {
        state.resolveSelection()
        state.present(viewport: request.viewport)
    }

    public func moveSelection(request: ContactList.MoveSelection.Request) {
        state.move(request.movement, viewport: request.viewport)
    }

    public func selectRow(request: ContactList.SelectRow.Request) {
        state.resolveSelection()
        guard state.selectVisible(row: request.row, rows: request.viewport.rows) else { return }
        state.present(viewport: request.viewport)
    }

    /// Each key press of the search narrows the list again; the best match (the first) is selected.
    public func search(request: ContactList.Search.Request) {
        state.filter.query = request.query
        state.refreshListing()
        state.select(0)
        state.present(viewport: request.viewport)
    }

    /// Every contact again: no search, no tag; the selected contact stays selected.
    public func clearFilter(request: ContactList.ClearFilter.Request) {
        state.filter = ContactList.Filter(sort: state.filter.sort)
        state.resolveSelection()
        state.present(viewport: request.viewport)
    }

    /// The next order; the selected contact stays selected, wherever it moves.
    public func cycleSort(request: ContactList.CycleSort.Request) {
        state.filter.sort = state.filter.sort.next
        state.resolveSelection()
        state.present(viewport: request.viewport)
    }

    public func toggleFavorite(request: ContactList.ToggleFavorite.Request) {
        state.resolveSelection()
        guard let id = state.selectedContactID, var contact = worker.contact(id: id) else { return }
        contact.favorite.toggle()
        do {
            try worker.save(contact)
            state.lastError = nil
        } catch {
            state.lastError = error
        }
        state.resolveSelection()
        state.present(viewport: request.viewport)
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
                state.lastNotice = redoing ? .nothingToRedo : .nothingToUndo
                return state.present(viewport: viewport)
            }
            state.lastError = nil
            state.lastNotice = redoing ? .redid(result.description) : .undid(result.description)
            if let id = result.contactIDs.first {
                state.selectedContactID = id
                state.refreshListing()
                if state.shown.index(of: id) == nil { state.filter = ContactList.Filter(sort: state.filter.sort) }
            }
        } catch {
            state.lastError = error
        }
        state.resolveSelection()
        state.present(viewport: viewport)
    }

    /// The selected contact stays selected (its neighbour, when it went); marks of contacts
    /// that went go too. Nothing is drawn when nothing changed unasked.
    public func reload(request: ContactList.Reload.Request) {
        do {
            // By hand the file is read now; else what was read when the watcher said so.
            if let count = try request.byHand ? worker.reloadIfChangedElsewhere() : worker.changesFromElsewhere() {
                state.lastNotice = .reloaded(count)
            } else if request.byHand {
                state.lastNotice = .reloadFoundNothing
            } else if state.isCurrent {
                // Nothing changed unasked (the whole book read after its first page does, and
                // so does a write finished or failed).
                return
            }
            state.lastError = nil
        } catch {
            state.lastError = error
            if case .bookGone = error {
                state.resolveSelection()
                state.present(viewport: request.viewport)
                return state.presenter?.presentBookGone(response: .init(location: worker.storeLocation)) ?? ()
            }
        }
        state.resolveSelection()
        state.present(viewport: request.viewport)
    }

    /// The book another program removed is written back from what is shown.
    public func saveBack(request: ContactList.BookGone.Request) {
        do {
            try worker.saveBack()
            (state.lastNotice, state.lastError) = (.savedBack, nil)
        } catch {
            state.lastError = error
        }
        state.resolveSelection()
        state.present(viewport: request.viewport)
    }
}

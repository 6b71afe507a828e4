import ContactsCore

@MainActor
public protocol ContactListBusinessLogic {
    func showContacts(request: ContactList.ShowContacts.Request)
    func moveSelection(request: ContactList.MoveSelection.Request)
    func askToDelete(request: ContactList.AskToDelete.Request)
    func deleteContact(request: ContactList.DeleteContact.Request)
}

/// What the list keeps for its router: which contact is selected. A router coming back from
/// the edit screen sets it to the contact just saved.
@MainActor
public protocol ContactListDataStore: AnyObject {
    var selectedContactID: Contact.ID? { get set }
}

/// Owns the selection and the scroll position, and deletes through the worker.
@MainActor
public final class ContactListInteractor: ContactListBusinessLogic, ContactListDataStore {
    public var presenter: ContactListPresentationLogic?
    private let worker: ContactWorker
    public var selectedContactID: Contact.ID?
    /// Where the selection is: after a delete, the neighbour at the same place is selected.
    private var selection = SelectionWindow()
    private var lastError: StoreError?
    private var lastWarning: String?

    public init(worker: ContactWorker) {
        self.worker = worker
    }

    public func showContacts(request: ContactList.ShowContacts.Request) {
        resolveSelection()
        present(viewport: request.viewport)
    }

    public func moveSelection(request: ContactList.MoveSelection.Request) {
        resolveSelection()
        selection.move(request.movement, count: worker.count, rows: request.viewport.rows)
        selectedContactID = worker.count > 0 ? worker.contact(at: selection.selectedIndex).id : nil
        lastError = nil
        lastWarning = nil
        present(viewport: request.viewport)
    }

    public func askToDelete(request: ContactList.AskToDelete.Request) {
        resolveSelection()
        guard let id = selectedContactID, let contact = worker.contact(id: id) else { return }
        presenter?.presentDeleteConfirmation(response: .init(contact: contact))
    }

    public func deleteContact(request: ContactList.DeleteContact.Request) {
        resolveSelection()
        guard let id = selectedContactID else { return }
        do {
            try worker.delete(id: id, resolution: request.resolution)
            selectedContactID = nil
            lastError = nil
        } catch .conflict(let conflict) {
            return presenter?.presentDeleteConflict(response: .init(conflict: conflict)) ?? ()
        } catch {
            lastError = error
        }
        resolveSelection()
        present(viewport: request.viewport)
    }

    /// Finds the selected contact's place after the book changed; when it is gone, the contact
    /// now at its old place (its neighbour) is selected.
    private func resolveSelection() {
        if let id = selectedContactID, let index = worker.index(of: id) {
            selection.select(index, count: worker.count)
        } else {
            selection.select(selection.selectedIndex, count: worker.count)
            selectedContactID = worker.count > 0 ? worker.contact(at: selection.selectedIndex).id : nil
        }
    }

    private func present(viewport: ContactList.Viewport) {
        // Shown until the next move, like an error; saves made on other screens report here too.
        if let warning = worker.takeSaveWarning() { lastWarning = warning }
        let visible = selection.visibleRange(count: worker.count, rows: viewport.rows)
        let response = ContactList.ShowContacts.Response(
            bookName: worker.storeName,
            total: worker.count,
            page: worker.contacts(in: visible),
            firstIndex: visible.lowerBound,
            selectedIndex: worker.count > 0 ? selection.selectedIndex : nil,
            viewport: viewport,
            error: lastError, warning: lastWarning)
        presenter?.presentContacts(response: response)
    }
}

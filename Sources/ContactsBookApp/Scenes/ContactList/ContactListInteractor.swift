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
    /// Where the selection was: after a delete, the neighbour at the same place is selected.
    private var selectedIndex = 0
    private var firstVisibleIndex = 0
    private var lastError: StoreError?

    public init(worker: ContactWorker) {
        self.worker = worker
    }

    public func showContacts(request: ContactList.ShowContacts.Request) {
        resolveSelection()
        present(viewport: request.viewport)
    }

    public func moveSelection(request: ContactList.MoveSelection.Request) {
        resolveSelection()
        let page = max(1, request.viewport.rows - 1)
        switch request.movement {
        case .up: selectedIndex -= 1
        case .down: selectedIndex += 1
        case .pageUp: selectedIndex -= page
        case .pageDown: selectedIndex += page
        case .first: selectedIndex = 0
        case .last: selectedIndex = worker.count - 1
        }
        selectedIndex = clamp(selectedIndex)
        selectedContactID = worker.count > 0 ? worker.contact(at: selectedIndex).id : nil
        lastError = nil
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
            try worker.delete(id: id)
            selectedContactID = nil
            lastError = nil
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
            selectedIndex = index
        } else {
            selectedIndex = clamp(selectedIndex)
            selectedContactID = worker.count > 0 ? worker.contact(at: selectedIndex).id : nil
        }
    }

    private func clamp(_ index: Int) -> Int { max(0, min(index, worker.count - 1)) }

    private func present(viewport: ContactList.Viewport) {
        let rows = max(1, viewport.rows)
        if selectedIndex < firstVisibleIndex { firstVisibleIndex = selectedIndex }
        if selectedIndex >= firstVisibleIndex + rows { firstVisibleIndex = selectedIndex - rows + 1 }
        firstVisibleIndex = max(0, min(firstVisibleIndex, worker.count - rows))
        let response = ContactList.ShowContacts.Response(
            bookName: worker.storeName,
            total: worker.count,
            page: worker.contacts(in: firstVisibleIndex..<firstVisibleIndex + rows),
            firstIndex: firstVisibleIndex,
            selectedIndex: worker.count > 0 ? selectedIndex : nil,
            viewport: viewport,
            error: lastError)
        presenter?.presentContacts(response: response)
    }
}

import ContactsCore

@MainActor
public protocol ContactDetailBusinessLogic {
    func showContact(request: ContactDetail.ShowContact.Request)
    func askToDelete(request: ContactDetail.AskToDelete.Request)
    func deleteContact(request: ContactDetail.DeleteContact.Request)
}

@MainActor
public protocol ContactDetailDataStore: AnyObject {
    var contactID: Contact.ID? { get set }
}

@MainActor
public final class ContactDetailInteractor: ContactDetailBusinessLogic, ContactDetailDataStore {
    public var presenter: ContactDetailPresentationLogic?
    private let worker: ContactWorker
    public var contactID: Contact.ID?

    public init(worker: ContactWorker) {
        self.worker = worker
    }

    private var contact: Contact? { contactID.flatMap(worker.contact(id:)) }

    public func showContact(request: ContactDetail.ShowContact.Request) {
        presenter?.presentContact(response: .init(contact: contact, columns: request.columns, warning: worker.takeSaveWarning()))
    }

    public func askToDelete(request: ContactDetail.AskToDelete.Request) {
        guard let contact else { return }
        presenter?.presentDeleteConfirmation(response: .init(contact: contact))
    }

    public func deleteContact(request: ContactDetail.DeleteContact.Request) {
        guard let id = contactID, let name = contact?.displayName else { return }
        do {
            try worker.delete(id: id, resolution: request.resolution)
            presenter?.presentDeleted(response: .init(name: name))
        } catch .conflict(let conflict) {
            presenter?.presentDeleteConflict(response: .init(conflict: conflict))
        } catch {
            presenter?.presentContact(response: .init(contact: contact, columns: request.columns, error: error))
        }
    }
}

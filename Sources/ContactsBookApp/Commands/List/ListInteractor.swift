import ContactsCore
import Foundation

@MainActor
public protocol ListBusinessLogic {
    func list(request: ListContacts.Request)
}

@MainActor
public final class ListInteractor: ListBusinessLogic {
    public var presenter: ListPresentationLogic?
    private let worker: ContactWorker

    public init(worker: ContactWorker) {
        self.worker = worker
    }

    public func list(request: ListContacts.Request) {
        let search = ContactSearch(request.query)
        presenter?.presentList(response: .init(contacts: worker.contacts.filter(search.matches), json: request.json, columns: request.columns))
    }
}

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
        let matching = request.onlyID.map { id in worker.contact(id: id).map { [$0] } ?? [] } ?? worker.contacts(matching: search)
        let contacts = request.sort.sorted(matching)
        presenter?.presentList(response: .init(contacts: contacts, json: request.json, columns: request.columns))
    }
}

import ContactsCore

@MainActor
public protocol QueryBusinessLogic {
    func query(request: QueryContacts.Request)
}

@MainActor
public final class QueryInteractor: QueryBusinessLogic {
    public var presenter: QueryPresentationLogic?
    private let worker: ContactWorker

    public init(worker: ContactWorker) {
        self.worker = worker
    }

    public func query(request: QueryContacts.Request) {
        let search = ContactSearch(request.query)
        let contacts = worker.contacts(matching: search).filter { !$0.emails.isEmpty }
        presenter?.presentQuery(response: .init(query: request.query, contacts: contacts))
    }
}

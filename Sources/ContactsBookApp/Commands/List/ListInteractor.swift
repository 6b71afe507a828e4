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
        var matching = request.onlyID.map { id in worker.contact(id: id).map { [$0] } ?? [] } ?? worker.contacts(matching: search)
        if let tag = request.tag?.trimmingWhitespace.lowercased() {
            matching = matching.filter { $0.tags.contains { $0.trimmingWhitespace.lowercased() == tag } }
        }
        presenter?.presentList(response: .init(contacts: request.sort.sorted(matching), layout: request.layout, shown: request.shown))
    }
}

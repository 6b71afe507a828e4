import ContactsCore
import Foundation

@MainActor
public protocol ListBusinessLogic {
    func list(request: ListContacts.Request)
}

@MainActor
public final class ListInteractor: ListBusinessLogic {
    public var presenter: ListPresentationLogic?
    private let library: ContactLibrary

    public init(library: ContactLibrary) {
        self.library = library
    }

    public func list(request: ListContacts.Request) {
        let search = ContactSearch(request.query)
        var matching =
            request.onlyID.map { id in library.contact(id: id).map { [$0] } ?? [] } ?? library.contacts(matching: search, sortedBy: request.sort)
        if let tag = request.tag?.trimmingWhitespace.lowercased() {
            matching = matching.filter { $0.contact.tags.contains { $0.trimmingWhitespace.lowercased() == tag } }
        }
        presenter?.presentList(
            response: .init(found: matching, namesBooks: library.isSeveral, layout: request.layout, shown: request.shown))
    }
}

import ContactsCore

@MainActor
public protocol QueryBusinessLogic {
    func query(request: QueryContacts.Request)
}

@MainActor
public final class QueryInteractor: QueryBusinessLogic {
    public var presenter: QueryPresentationLogic?
    private let library: ContactLibrary

    public init(library: ContactLibrary) {
        self.library = library
    }

    /// Every book is searched (those `-a` names, else all).
    public func query(request: QueryContacts.Request) {
        let search = ContactSearch(request.query)
        let found = library.contacts(matching: search, sortedBy: .lastName).filter { !$0.contact.emails.isEmpty }
        presenter?.presentQuery(response: .init(query: request.query, found: found, namesBooks: library.isSeveral))
    }
}

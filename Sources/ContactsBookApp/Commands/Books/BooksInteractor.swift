import ContactsCore

@MainActor
public protocol BooksBusinessLogic {
    func listBooks(request: ListBooks.Request)
}

/// Counts each book's contacts through `ids` (the wiring reads the book's file, never
/// writing it): a book whose file is missing or damaged is reported, the others still listed.
/// Contacts with the id of one in a book listed before are counted by that book: both are
/// kept, and the app shows the first.
@MainActor
public final class BooksInteractor: BooksBusinessLogic {
    public var presenter: BooksPresentationLogic?
    private let ids: (String) -> Result<[Contact.ID]?, StoreError>

    public init(ids: @escaping (String) -> Result<[Contact.ID]?, StoreError>) {
        self.ids = ids
    }

    public func listBooks(request: ListBooks.Request) {
        var seen: [Contact.ID: String] = [:]
        let rows = request.books.map { book in
            let read = ids(book.file)
            var shared: [String: Int] = [:]
            for id in (try? read.get()).flatMap({ $0 }) ?? [] {
                if let first = seen[id] { shared[first, default: 0] += 1 } else { seen[id] = book.name ?? "" }
            }
            let sharing = request.books.compactMap { other in other.name.flatMap { name in shared[name].map { (book: name, count: $0) } } }
            return ListBooks.Response.Row(book: book, count: read.map { $0?.count }, sharedIDs: sharing)
        }
        presenter?.presentBooks(response: .init(rows: rows, parsable: request.parsable))
    }
}

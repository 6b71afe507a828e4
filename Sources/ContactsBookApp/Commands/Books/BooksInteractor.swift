import ContactsCore

@MainActor
public protocol BooksBusinessLogic {
    func listBooks(request: ListBooks.Request)
}

/// Counts each book's contacts through `count` (the wiring reads the book's file, never
/// writing it): a book whose file is missing or damaged is reported, the others still listed.
@MainActor
public final class BooksInteractor: BooksBusinessLogic {
    public var presenter: BooksPresentationLogic?
    private let count: (String) -> Result<Int?, StoreError>

    public init(count: @escaping (String) -> Result<Int?, StoreError>) {
        self.count = count
    }

    public func listBooks(request: ListBooks.Request) {
        let rows = request.books.map { ListBooks.Response.Row(book: $0, count: count($0.file)) }
        presenter?.presentBooks(response: .init(rows: rows, parsable: request.parsable))
    }
}

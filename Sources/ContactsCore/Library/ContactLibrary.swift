/// The address books a person keeps, seen as one: each a `ContactWorker` over its own file,
/// under its name. Commands and scenes ask the library and never learn how many files there
/// are; one book (no `[books]` in the settings) is a library of one, without a name.
public final class ContactLibrary {
    /// One book of the library.
    public struct Book {
        /// Nil for the one book of a library without named books.
        public let name: String?
        public let worker: ContactWorker

        public init(name: String?, worker: ContactWorker) {
            (self.name, self.worker) = (name, worker)
        }
    }

    /// A contact and the book it is in.
    public struct Found: Equatable, Sendable {
        public let book: String?
        public let contact: Contact

        public init(book: String?, contact: Contact) {
            (self.book, self.contact) = (book, contact)
        }
    }

    /// In the order given (the settings' order of names); ties between books go by it.
    public let books: [Book]

    public init(_ books: [Book]) {
        self.books = books
    }

    /// A library of one unnamed book.
    public convenience init(worker: ContactWorker) {
        self.init([Book(name: nil, worker: worker)])
    }

    /// Whether more than one book is seen: lists then say each contact's book.
    public var isSeveral: Bool { books.count > 1 }

    public var count: Int { books.reduce(0) { $0 + $1.worker.count } }

    /// The contacts of every book matching the search, in the order asked; contacts that sort
    /// alike keep their books' order, and each book's own order.
    public func contacts(matching search: ContactSearch, sortedBy sort: ContactSort) -> [Found] {
        let found = books.map { book in book.worker.contacts(matching: search).map { Found(book: book.name, contact: $0) } }
        // Each book's are in its display order (by last name): merged into one, the other
        // orders are made from it as from one book's, ties kept as they stand.
        let merged = found.count == 1 ? found[0] : Self.byLastName(found.flatMap { $0 })
        return sort.order(merged.map(\.contact)).map { merged[$0] }
    }

    /// In the display order (`Contact.sortKey`), contacts that sort alike in the order given.
    private static func byLastName(_ found: [Found]) -> [Found] {
        var folder = TextFolder()
        let keys = found.map { found in
            var key: [UInt8] = []
            found.contact.appendSortKey(to: &key, folder: &folder)
            return key
        }
        let order = found.indices.sorted { keys[$0] == keys[$1] ? $0 < $1 : keys[$0].lexicographicallyPrecedes(keys[$1]) }
        return order.map { found[$0] }
    }

    /// The contact with this id, in whichever book holds it (the first, should two).
    public func contact(id: Contact.ID) -> Found? {
        for book in books {
            if let contact = book.worker.contact(id: id) { return Found(book: book.name, contact: contact) }
        }
        return nil
    }
}

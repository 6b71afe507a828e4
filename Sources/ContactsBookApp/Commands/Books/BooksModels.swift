import ContactsCore

/// `contactsbook books`: the address books of the settings (`[books.NAME]`), each with how
/// many contacts it holds and its file; without `[books]`, the one book.
public enum ListBooks {
    public struct Book: Equatable, Sendable {
        /// Nil for the one book of a settings file without `[books]`.
        public var name: String?
        public var file: String
        public var isDefault: Bool

        public init(name: String?, file: String, isDefault: Bool) {
            (self.name, self.file, self.isDefault) = (name, file, isDefault)
        }
    }

    public struct Request: Equatable {
        public var books: [Book]
        /// Tab-separated values for scripts: name, count, file, default.
        public var parsable: Bool

        public init(books: [Book], parsable: Bool) {
            (self.books, self.parsable) = (books, parsable)
        }
    }

    public struct Response {
        public struct Row {
            public var book: Book
            /// How many contacts it holds; nil: no file yet.
            public var count: Result<Int?, StoreError>
            /// Its contacts with the id of one in a book listed before, by that book.
            public var sharedIDs: [(book: String, count: Int)] = []
        }

        public var rows: [Row]
        public var parsable: Bool
    }

    public typealias ViewModel = CommandReport
}

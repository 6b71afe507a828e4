/// Contacts of the books a screen shows, when several books are open and not all are shown.
extension Contact {
    /// Whether the contact is in one of `books`; nil: every book is shown.
    public func isShown(in books: Set<String>?) -> Bool {
        books.map { $0.contains(book ?? "") } ?? true
    }
}

extension Array where Element == Contact {
    /// Those in one of `books`; nil: all of them.
    public func shown(in books: Set<String>?) -> [Contact] {
        books == nil ? self : filter { $0.isShown(in: books) }
    }
}

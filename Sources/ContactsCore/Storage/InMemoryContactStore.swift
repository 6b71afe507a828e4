/// A store that keeps the book in memory: tests' store, and the app's for what must never be
/// written (a large book's first-page preview, a damaged book opened read-only).
public final class InMemoryContactStore: ContactStore {
    public private(set) var book: AddressBook?
    public private(set) var saveCount = 0
    /// Set to make the next loads and saves fail, as a damaged file or a full disk would.
    public var failure: StoreError?
    /// Set to refuse every save while reading still works (a read-only book).
    public var writeRefusal: StoreError?
    /// What the next saves report as a backup that could not be kept (tests).
    public var backupProblem: String?
    /// A read-only file's reason, as the JSON store would give it (tests).
    public var writeProtection: String?
    public let displayName: String
    public var location: String { displayName }
    /// The books of a library this store stands for (tests of several books).
    public var bookNames: [String] = []
    public var defaultBook: String?

    public init(book: AddressBook? = nil, displayName: String = "memory") {
        self.book = book
        self.displayName = displayName
    }

    public convenience init(contacts: [Contact]) {
        self.init(book: AddressBook(contacts: contacts))
    }

    public func loadIfPresent() throws(StoreError) -> AddressBook? {
        if let failure { throw failure }
        return book
    }

    private func save(_ book: AddressBook) throws(StoreError) {
        if let failure = failure ?? writeRefusal { throw failure }
        self.book = book
        saveCount += 1
    }

    private var changedElsewhere = false

    /// Replaces the stored book as another program would, for tests of two writers.
    public func writeFromElsewhere(_ book: AddressBook) {
        self.book = book
        changedElsewhere = true
    }

    private var removedElsewhere = false

    /// Removes the stored book as another program would (`rm contacts.json`).
    public func removeFromElsewhere() {
        book = nil
        removedElsewhere = true
    }

    /// As the JSON store says it: once, then there is no book.
    private func sayIfRemoved() throws(StoreError) {
        guard removedElsewhere else { return }
        removedElsewhere = false
        throw .bookGone(path: displayName)
    }

    public func bookChangedElsewhere() throws(StoreError) -> AddressBook? {
        if let failure { throw failure }
        try sayIfRemoved()
        guard changedElsewhere else { return nil }
        changedElsewhere = false
        return book
    }

    public func transaction(_ change: (AddressBook?) throws(StoreError) -> AddressBook?) throws(StoreError) -> AddressBook? {
        if let failure = failure ?? writeRefusal { throw failure }
        try sayIfRemoved()
        let current = changedElsewhere ? book : nil
        guard let updated = try change(current) else { return nil }
        try save(updated)
        changedElsewhere = false
        return updated
    }
}

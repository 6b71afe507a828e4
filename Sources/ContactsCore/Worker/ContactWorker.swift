import Foundation

/// The business operations on the book that every scene and command shares: load it, keep it
/// sorted for display, add, update and delete contacts, each change saved at once through the
/// store. A change is applied in memory only after the store has saved it, so what is shown is
/// always what is on disk.
public final class ContactWorker {
    private let store: ContactStore
    private let now: () -> Date
    private var book = AddressBook()
    private var sorted: [Entry] = []

    private struct Entry {
        var contact: Contact
        /// The folded sort key with the id appended, so equal names keep one stable order;
        /// computed once per contact, compared as bytes.
        var sortKey: String
        init(_ contact: Contact) {
            self.contact = contact
            sortKey = contact.sortKey + "\u{0}" + contact.id.uuidString
        }
    }

    public init(store: ContactStore, now: @escaping () -> Date = Date.init) {
        self.store = store
        self.now = now
    }

    /// The file name (or store name) for headers.
    public var storeName: String { store.displayName }
    /// The store's full location, for messages.
    public var storeLocation: String { store.location }

    /// Reads the book; a store with nothing in it yet is an empty book. Returns whether the
    /// store had a book (false on a first run).
    @discardableResult
    public func load() throws(StoreError) -> Bool {
        let stored = try store.loadIfPresent()
        replaceInMemory(with: stored ?? AddressBook())
        return stored != nil
    }

    /// Stores a whole new book (the first run's empty or sample book) and shows it.
    public func create(_ newBook: AddressBook) throws(StoreError) {
        try store.save(newBook)
        replaceInMemory(with: newBook)
    }

    private func replaceInMemory(with newBook: AddressBook) {
        book = newBook
        sorted = book.contacts.map(Entry.init)
        sortEntries()
    }

    public var count: Int { sorted.count }

    /// The contacts in display order: last name, then first name, folded.
    public var contacts: [Contact] { sorted.map(\.contact) }

    public func contact(at index: Int) -> Contact { sorted[index].contact }

    public func contacts(in range: Range<Int>) -> [Contact] {
        let clamped = range.clamped(to: 0..<sorted.count)
        return sorted[clamped].map(\.contact)
    }

    public func contact(id: Contact.ID) -> Contact? {
        sorted.first { $0.contact.id == id }?.contact
    }

    public func index(of id: Contact.ID) -> Int? {
        sorted.firstIndex { $0.contact.id == id }
    }

    /// Adds the contact, or replaces the one with its id; stamps the times. Returns what was saved.
    @discardableResult
    public func save(_ contact: Contact) throws(StoreError) -> Contact {
        var stamped = contact
        // The file keeps whole seconds: stamp whole seconds so memory matches a reload.
        let time = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        stamped.updatedAt = time
        var updated = book
        if let index = updated.contacts.firstIndex(where: { $0.id == contact.id }) {
            stamped.createdAt = updated.contacts[index].createdAt
            updated.contacts[index] = stamped
        } else {
            stamped.createdAt = time
            updated.contacts.append(stamped)
        }
        try store.save(updated)
        book = updated
        removeEntry(id: stamped.id)
        insertEntry(Entry(stamped))
        return stamped
    }

    /// Merges incoming contacts into the book (matched by `ContactMatcher`) and saves once.
    /// With `dryRun`, says what would happen and writes nothing.
    public func importContacts(_ incoming: [Contact], onDuplicate policy: DuplicatePolicy, dryRun: Bool = false) throws(StoreError) -> ImportSummary {
        var matcher = ContactMatcher(book.contacts)
        var summary = ImportSummary()
        let time = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        for var contact in incoming {
            contact.updatedAt = time
            if let position = matcher.match(for: contact) {
                switch policy {
                case .skip:
                    summary.skipped += 1
                case .update:
                    let existing = matcher.contacts[position]
                    contact.id = existing.id
                    contact.createdAt = existing.createdAt
                    contact.unknownFields = existing.unknownFields.merging(contact.unknownFields) { _, new in new }
                    matcher.replace(at: position, with: contact)
                    summary.updated += 1
                case .add:
                    if matcher.contacts.contains(where: { $0.id == contact.id }) { contact.id = Contact.ID() }
                    contact.createdAt = time
                    matcher.add(contact)
                    summary.added += 1
                }
            } else {
                contact.createdAt = time
                matcher.add(contact)
                summary.added += 1
            }
        }
        guard !dryRun, summary.added + summary.updated > 0 else { return summary }
        var updated = book
        updated.contacts = matcher.contacts
        try store.save(updated)
        replaceInMemory(with: updated)
        return summary
    }

    public func delete(id: Contact.ID) throws(StoreError) {
        guard book.contacts.contains(where: { $0.id == id }) else { return }
        var updated = book
        updated.contacts.removeAll { $0.id == id }
        try store.save(updated)
        book = updated
        removeEntry(id: id)
    }

    // A change moves one entry: the sorted list is kept in step without sorting it again.
    private func removeEntry(id: Contact.ID) {
        if let index = sorted.firstIndex(where: { $0.contact.id == id }) { sorted.remove(at: index) }
    }

    private func insertEntry(_ entry: Entry) {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid].sortKey.utf8.lexicographicallyPrecedes(entry.sortKey.utf8) { low = mid + 1 } else { high = mid }
        }
        sorted.insert(entry, at: low)
    }

    /// Sorts positions rather than entries, so the large contact values are moved once.
    private func sortEntries() {
        let order = sorted.indices.sorted { sorted[$0].sortKey.utf8.lexicographicallyPrecedes(sorted[$1].sortKey.utf8) }
        sorted = order.map { sorted[$0] }
    }
}

import ContactsCore
import Localization

/// Several books' files as one store, for one worker that shows them together (the full-screen
/// app with `[books]`): each contact is read with its book's name (`Contact.book`), and a change
/// is written to the files of the books it changed, each through its own `JSONFileStore` (its
/// lock, fingerprint, atomic write and backups). A contact moved to another book is written
/// to its new book before it leaves the old one, so a failure between the two leaves it in
/// both, never in neither; a book that may not be written is neither locked nor changed.
public final class LibraryStore: ContactStore {
    /// One store a book, each made with its book's name (`JSONFileStore.book`).
    public let stores: [JSONFileStore]
    public let bookNames: [String]
    public let defaultBook: String?
    /// Each book as last read or written; nil for one that could not be read, which is never
    /// written and takes no contact.
    private var known: [AddressBook?]
    /// Contacts whose id a book listed before holds too: kept in their file, shown once. The
    /// ids are found as the books are read, and stay held apart until they are read again, so
    /// a twin is never taken for a contact the book lost.
    private var heldBack: [[Contact]]
    private var heldIDs: [Set<Contact.ID>]
    /// A book was read again (another program wrote it) but not handed to the worker, because
    /// another book could not be read: the next change or reload gets the books as they are.
    private var unseen = false
    private var readNote: String?

    /// `defaultBook`: where new contacts go; the first book when it is none of these.
    public init(_ stores: [JSONFileStore], defaultBook: String?) {
        precondition(stores.allSatisfy { $0.book != nil }, "every book of a library has a name")
        self.stores = stores
        let names = stores.compactMap(\.book)
        bookNames = names
        self.defaultBook = defaultBook.flatMap { names.contains($0) ? $0 : nil } ?? names.first
        known = Array(repeating: AddressBook(), count: stores.count)
        heldBack = Array(repeating: [], count: stores.count)
        heldIDs = Array(repeating: [], count: stores.count)
    }

    public var displayName: String { bookNames.joined(separator: " + ") }
    public var location: String { stores.map(\.location).joined(separator: ", ") }
    public var backupProblem: String? { stores.lazy.compactMap(\.backupProblem).first }
    /// Said for the library only when no book may be written; each book's own is said when a
    /// change to it is refused.
    public var writeProtection: String? {
        let readable = stores.indices.filter { known[$0] != nil }
        guard !readable.isEmpty, readable.allSatisfy({ stores[$0].writeProtection != nil }) else { return nil }
        return stores[readable[0]].writeProtection
    }

    public func takeReadNote() -> String? {
        defer { readNote = nil }
        return readNote
    }

    /// Every book read; one that cannot be read is left out and said (the others open), unless
    /// none can. Nil when no book has a file yet (a first run).
    public func loadIfPresent() throws(StoreError) -> AddressBook? {
        var anyStored = false
        var unread: [(name: String, error: StoreError)] = []
        var missing: [String] = []
        for (place, store) in stores.enumerated() {
            do throws(StoreError) {
                let read = try store.loadIfPresent()
                anyStored = anyStored || read != nil
                if read == nil { missing.append(bookNames[place]) }
                known[place] = read ?? AddressBook()
            } catch {
                known[place] = nil
                unread.append((bookNames[place], error))
            }
        }
        if unread.count == stores.count, let first = unread.first { throw first.error }
        let shown = union(known, reading: true)
        unseen = false
        readNote = Self.note(
            unread: unread, missing: anyStored ? missing : [],
            heldBack: zip(bookNames, heldBack).filter { !$0.1.isEmpty }.map { ($0.0, $0.1.count) })
        return anyStored ? shown.book : nil
    }

    /// The first contacts of each large book, to show while the whole books are read.
    public func preview() -> [Contact]? {
        let previews = stores.compactMap { $0.preview() }
        guard !previews.isEmpty else { return nil }
        var seen = Set<Contact.ID>()
        return previews.joined().filter { seen.insert($0.id).inserted }
    }

    /// Every book read again when another program wrote it; one that cannot be read is said
    /// after the others were read (what they brought is handed over with the next change).
    public func bookChangedElsewhere() throws(StoreError) -> AddressBook? {
        var changed = false
        var failure: StoreError?
        for place in stores.indices where known[place] != nil {
            do throws(StoreError) {
                if let book = try stores[place].bookChangedElsewhere() {
                    known[place] = book
                    changed = true
                }
            } catch {
                forgetIfGone(error)
                failure = failure ?? error
            }
        }
        if let failure {
            unseen = unseen || changed
            throw failure
        }
        guard changed || unseen else { return nil }
        unseen = false
        return union(known, reading: true).book
    }

    /// Every book that may be written locked (in the order of their paths, as any other library
    /// takes them), `change` given the books as one, then each book it changed written.
    public func transaction(_ change: (AddressBook?) throws(StoreError) -> AddressBook?) throws(StoreError) -> AddressBook? {
        let order = stores.indices.filter { known[$0] != nil && stores[$0].isWritable }.sorted { stores[$0].path < stores[$1].path }
        do throws(StoreError) {
            return try locking(order[...], onDisk: [:], change)
        } catch {
            forgetIfGone(error)
            throw error
        }
    }

    /// A book another program removed is known as empty: writing it back (as the person is
    /// asked) then writes every contact it had.
    private func forgetIfGone(_ error: StoreError) {
        guard case .bookGone(let path) = error, let place = stores.firstIndex(where: { $0.path == path }) else { return }
        known[place] = AddressBook()
    }

    private func locking(
        _ remaining: ArraySlice<Int>, onDisk: [Int: AddressBook], _ change: (AddressBook?) throws(StoreError) -> AddressBook?
    ) throws(StoreError) -> AddressBook? {
        guard let place = remaining.first else { return try changeLocked(onDisk: onDisk, change) }
        return try stores[place].locked { book throws(StoreError) in
            var onDisk = onDisk
            if let book { onDisk[place] = book }
            return try locking(remaining.dropFirst(), onDisk: onDisk, change)
        }
    }

    private func changeLocked(
        onDisk: [Int: AddressBook], _ change: (AddressBook?) throws(StoreError) -> AddressBook?
    ) throws(StoreError) -> AddressBook? {
        var bases = known
        for (place, book) in onDisk { bases[place] = book }
        let before = union(bases, reading: !onDisk.isEmpty)
        guard let result = try change(onDisk.isEmpty && !unseen ? nil : before.book) else { return nil }
        let after = try split(result)
        let changed = stores.indices.filter { bases[$0] != nil && after[$0] != before.parts[$0] }
        // Nothing is written unless every book it changes may be.
        for place in changed { try stores[place].checkWritable() }
        // First each book as it ends, keeping the contacts that leave it for another book; then
        // without them: a moved contact is in one file or two at every moment, never in none.
        let arrived = Dictionary(uniqueKeysWithValues: changed.map { ($0, Set(after[$0].map(\.id))) })
        var leaving: [Int: [Contact]] = [:]
        for place in changed {
            let departing = before.parts[place].filter { contact in
                arrived[place]?.contains(contact.id) == false && changed.contains { $0 != place && arrived[$0]?.contains(contact.id) == true }
            }
            if !departing.isEmpty { leaving[place] = departing }
        }
        for place in changed {
            let staged = after[place] + (leaving[place] ?? [])
            if !Self.same(staged, before.parts[place]) { try write(staged, to: place, base: bases[place]) }
        }
        for place in changed where leaving[place] != nil { try write(after[place], to: place, base: bases[place]) }
        for place in onDisk.keys where !changed.contains(place) {
            stores[place].keepReadUnderLock()
            known[place] = bases[place]
        }
        unseen = false
        return result
    }

    private func write(_ contacts: [Contact], to place: Int, base: AddressBook?) throws(StoreError) {
        guard let base else { return }
        let book = AddressBook(version: base.version, contacts: contacts + heldBack[place], unknownFields: base.unknownFields)
        try stores[place].save(book)
        known[place] = book
    }

    /// The same contacts, whatever their order.
    private static func same(_ contacts: [Contact], _ others: [Contact]) -> Bool {
        guard contacts.count == others.count else { return false }
        let byID = Dictionary(others.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return contacts.allSatisfy { byID[$0.id] == $0 }
    }

    /// The books as one: each contact once (a second with the same id held back in its own
    /// book), and each book's part of it. `reading`: the books were just read, so which ids are
    /// held apart is found afresh; else those held before stay held.
    private func union(_ books: [AddressBook?], reading: Bool) -> (book: AddressBook, parts: [[Contact]]) {
        if reading { heldIDs = Array(repeating: [], count: books.count) }
        var seen = Set<Contact.ID>()
        var contacts: [Contact] = []
        var parts = Array(repeating: [Contact](), count: books.count)
        for (place, book) in books.enumerated() {
            heldBack[place] = []
            for contact in book?.contacts ?? [] {
                if !heldIDs[place].contains(contact.id), seen.insert(contact.id).inserted {
                    contacts.append(contact)
                    parts[place].append(contact)
                } else {
                    heldIDs[place].insert(contact.id)
                    heldBack[place].append(contact)
                }
            }
        }
        return (AddressBook(contacts: contacts), parts)
    }

    /// The contacts of each book in `book`, by the book each names (none: the default book).
    private func split(_ book: AddressBook) throws(StoreError) -> [[Contact]] {
        var parts = Array(repeating: [Contact](), count: stores.count)
        for contact in book.contacts {
            let name = contact.book ?? defaultBook
            guard let place = bookNames.firstIndex(where: { $0 == name }) else {
                throw .writeFailed(
                    path: location,
                    reason: tr("{name} is in a book, “{book}”, that the settings do not name", ["name": contact.displayName, "book": name ?? ""]))
            }
            guard known[place] != nil else {
                throw .writeFailed(path: stores[place].path, reason: tr("the book could not be read when it was opened, so nothing is written to it"))
            }
            parts[place].append(contact)
        }
        // A book holding another contact under the same id (kept apart) cannot take this one.
        for place in parts.indices where !heldBack[place].isEmpty {
            let apart = Set(heldBack[place].map(\.id))
            if let arriving = parts[place].first(where: { apart.contains($0.id) }) {
                throw .writeFailed(
                    path: stores[place].path,
                    reason: tr(
                        "it already holds another contact with the id of {name}, so that contact cannot go there", ["name": arriving.displayName]))
            }
        }
        return parts
    }

    static func note(unread: [(name: String, error: StoreError)], missing: [String], heldBack: [(name: String, count: Int)]) -> String? {
        let sentences =
            unread.map {
                tr(
                    "“{book}” is not shown: {problem}; open it alone (-a) to recover it",
                    ["book": $0.name, "problem": $0.error.description.trimmingSuffix(".")])
            }
            + missing.map { tr("“{book}” has no file yet: it is made when a contact goes there", ["book": $0]) }
            + heldBack.map {
                trn(
                    "“{book}” has {count} contact with the id of one in a book before it: kept in its file, shown once",
                    "“{book}” has {count} contacts with the id of one in a book before it: kept in its file, shown once", $0.count,
                    ["book": $0.name])
            }
        return sentences.isEmpty ? nil : sentences.joined(separator: ". ")
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}

import Foundation
import Testing

@testable import ContactsCore

/// A whole book's cards written as its lines are read are, byte for byte and in order, the
/// cards of the book loaded; any file the line scan cannot vouch for is left to the load.
@Suite struct BookCardsTests {
    /// Contacts that exercise every property: kept vCard lines, names from `extra`, labels
    /// vCard has no word for, escapes, folding, favourites, and equal names (ordered by id).
    static func book() -> AddressBook {
        var book = ContactReadingTests.book()
        book.contacts[1].extra = [
            "namePrefix": .string("Dr."), "nameSuffix": .string("Jr."), "department": .string("R&D; Labs"),
            VCardReader.extraKey: .array([.string("X-KEPT:yes"), .string("VERSION:2.1")]),
        ]
        book.contacts[2].phones = [LabeledValue(label: "HOME FAX", value: "1"), LabeledValue(label: "boat", value: "2")]
        book.contacts[2].emails = [LabeledValue(label: "Work", value: "a@b.c"), LabeledValue(label: "", value: "d@e.f")]
        book.contacts[3] = Contact(id: book.contacts[3].id, emails: [LabeledValue(label: "", value: "only@example.org")])
        book.contacts[4].notes = String(repeating: "Ünïcödé, with; escapes\\ ", count: 9)
        book.contacts[5].company = ""
        book.contacts[6].birthday = PartialDate("--02-29")
        book.contacts[10].firstName = book.contacts[11].firstName
        book.contacts[10].lastName = book.contacts[11].lastName
        // Names used as they stand, and names trimmed first (`ScannedNames`).
        (book.contacts[12].firstName, book.contacts[12].lastName) = ("さくら", "田中")
        (book.contacts[13].firstName, book.contacts[13].lastName) = ("\u{3000}Ada ", "\tLovelace\u{00A0}")
        (book.contacts[14].firstName, book.contacts[14].lastName, book.contacts[14].nickname) = (" ", "", " Bo")
        return book
    }

    /// Each card is named and placed as its contact's own display name and sort key say (the
    /// names made strings, `NameParts`), not only as the same composer says for a loaded book.
    @Test func cardsAreNamedAndOrderedByTheContactsOwnNames() throws {
        let book = Self.book()
        var folder = TextFolder()
        let sorted = book.contacts.sorted {
            ContactKeys.sortKey($0.nameParts, id: $0.id, folder: &folder).bytesPrecede(ContactKeys.sortKey($1.nameParts, id: $1.id, folder: &folder))
        }
        try Self.withBook(book) { path throws in
            let cards = try #require(try Self.cards(path, version: .v4))
            let text = String(decoding: cards.bytes.data, as: UTF8.self)
            let names = text.components(separatedBy: "\r\n").filter { $0.hasPrefix("FN:") }.map { String($0.dropFirst(3)) }
            #expect(names == sorted.map(\.displayName))
        }
    }

    static func withBook<T>(_ book: AddressBook, _ body: (String) throws -> T) throws -> T {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try BookJSONWriter.reference(book).write(to: URL(fileURLWithPath: path))
            return try body(path)
        }
    }

    static func cards(_ path: String, version: VCardWriter.Version, chunkSize: Int = BookLineScan.chunkSize) throws -> ExportedContacts? {
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        return BookCards.cards(inFile: descriptor, size: size, version: version, chunkSize: chunkSize)
    }

    /// Small chunks make the file two parts and put lines across chunks.
    @Test(arguments: [VCardWriter.Version.v3, .v4], [64, 300, 1 << 20])
    func cardsWrittenFromTheLinesAreTheLoadedBooksCards(version: VCardWriter.Version, chunkSize: Int) throws {
        try Self.withBook(Self.book()) { path throws in
            let worker = ContactWorker(store: JSONFileStore(path: path))
            try worker.load()
            let loaded = worker.contacts(matching: ContactSearch(""))
            let cards = try #require(try Self.cards(path, version: version, chunkSize: chunkSize))
            #expect(cards.count == loaded.count)
            #expect(String(decoding: cards.bytes.data, as: UTF8.self) == String(decoding: VCardWriter.write(loaded, version: version), as: UTF8.self))
        }
    }

    @Test(arguments: VCardWriter.Version.allCases)
    func aContactInMemoryAndInItsBytesGetTheSameCard(version: VCardWriter.Version) throws {
        let book = Self.book()
        let read = try ContactSpanTests.read(book)
        for (spanned, inMemory) in zip(read.contacts, book.contacts) {
            #expect(VCardWriter.card(for: spanned, version: version) == VCardWriter.card(for: inMemory, version: version))
            #expect(spanned.decodedBox == nil, "a card is written from the bytes, not from a decoded contact")
        }
    }

    @Test func aRepeatedIDOrABrokenFileIsLeftToTheLoad() throws {
        var repeated = Self.book()
        repeated.contacts[20].id = repeated.contacts[3].id
        try Self.withBook(repeated) { path throws in
            // In one part, and in two (the ids then lie in different parts).
            #expect(try Self.cards(path, version: .v4) == nil)
            #expect(try Self.cards(path, version: .v4, chunkSize: 64) == nil)
            #expect(throws: StoreError.self) {
                try ContactWorker(store: JSONFileStore(path: path)).export(matching: ContactSearch(""), format: .vcard)
            }
        }
        let data = try BookJSONWriter.reference(Self.book())
        for cut in [data.count / 3, data.count - 3] {
            try withTemporaryDirectory { directory throws in
                let path = directory + "/contacts.json"
                try data.prefix(cut).write(to: URL(fileURLWithPath: path))
                #expect(try Self.cards(path, version: .v4, chunkSize: 64) == nil, "cut at \(cut)")
            }
        }
    }

    /// A worker that has not read its book lets the store write a whole book's cards; it reads
    /// the book for anything else, and one that has read it writes what it holds.
    @Test func aWorkerExportsFromTheStoreOnlyBeforeItReadTheBook() throws {
        let store = CardsCountingStore(book: Self.book())
        let unread = ContactWorker(store: store)
        let all = try unread.export(matching: ContactSearch(""), format: .vcard, vcardVersion: .v3)
        #expect(store.cardsAsked == 1)
        #expect(all.count == Self.book().contacts.count)
        #expect(all.bytes.data == Data("cards from the store".utf8))
        let csv = try ContactWorker(store: store).export(matching: ContactSearch(""), format: .csv)
        #expect(csv.count == Self.book().contacts.count)
        let some = try ContactWorker(store: store).export(matching: ContactSearch("Zoë 1"), format: .vcard)
        #expect(some.count > 0 && some.count < all.count)
        let read = ContactWorker(store: store)
        try read.load()
        let fromMemory = try read.export(matching: ContactSearch(""), format: .vcard)
        #expect(fromMemory.bytes.data == VCardWriter.write(read.contacts(matching: ContactSearch(""))))
        #expect(store.cardsAsked == 1)
    }
}

/// A store holding a book in memory that counts how often it is asked for cards.
private final class CardsCountingStore: ContactStore {
    private let inner = InMemoryContactStore()
    private(set) var cardsAsked = 0

    init(book: AddressBook) {
        try? inner.save(book)
    }

    var displayName: String { inner.displayName }
    var location: String { inner.location }
    var backupProblem: String? { inner.backupProblem }
    func loadIfPresent() throws(StoreError) -> AddressBook? { try inner.loadIfPresent() }
    func save(_ book: AddressBook) throws(StoreError) { try inner.save(book) }
    func transaction(_ change: (AddressBook?) throws(StoreError) -> AddressBook?) throws(StoreError) -> AddressBook? {
        try inner.transaction(change)
    }

    func cards(version: VCardWriter.Version) throws(StoreError) -> ExportedContacts? {
        cardsAsked += 1
        return ExportedContacts(count: try inner.loadIfPresent()?.contacts.count ?? 0, bytes: PiecedBytes(Data("cards from the store".utf8)))
    }
}

import Foundation
import Testing

@testable import ContactsCore

/// A large book's index (`BookIndex`) stands in for its JSON only for the very bytes it was
/// made from, and gives the same contacts, keys and order as reading the JSON does.
@Suite struct BookIndexTests {
    let kept = KeptBookFileTests()

    /// A book kept in its file with a store that indexes it, and where its index goes.
    func withIndexedBook<T>(_ book: AddressBook = KeptBookFileTests.book(300), _ body: (String, String) throws -> T) throws -> T {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try BookJSONWriter.reference(book).write(to: URL(fileURLWithPath: path))
            kept.age(path)
            return try body(path, directory + "/index")
        }
    }

    func store(_ path: String, _ index: String) -> JSONFileStore { JSONFileStore(path: path, keepsFilesFrom: 0, indexDirectory: index) }

    /// Loads the book and waits for the index its read made.
    @discardableResult
    func load(_ path: String, _ index: String) throws -> AddressBook {
        let book = try #require(try store(path, index).loadIfPresent())
        BookIndexWriter.waitForWrites()
        return book
    }

    /// Only a book read from its index comes with its list order.
    func isFromIndex(_ book: AddressBook) -> Bool { book.source?.keys?.order != nil }

    /// Each contact's keys, with its haystacks' bytes instead of their places.
    func keyValues(_ keys: BookKeys) -> [[UInt8]] {
        keys.parts.flatMap { part in
            part.keys.map { key in
                key.sortKey + [key.favorite ? 1 : 0, key.hasOccasion ? 1 : 0, 0xFF] + part.haystacks[key.text] + [0xFF] + part.haystacks[key.digits]
            }
        }
    }

    @Test func theSecondOpenReadsTheIndexAndFindsTheSameBook() throws {
        let expected = KeptBookFileTests.book(300)
        try withIndexedBook(expected) { path, index throws in
            let fromJSON = try load(path, index)
            #expect(!isFromIndex(fromJSON))
            #expect(FileManager.default.fileExists(atPath: BookIndex.path(forBook: path, in: index)))
            let fromIndex = try load(path, index)
            #expect(isFromIndex(fromIndex))
            #expect(fromIndex == expected)
            #expect(fromIndex.contacts.map(\.id) == fromJSON.contacts.map(\.id))
            #expect(fromIndex.source?.lines == fromJSON.source?.lines)
            #expect(fromIndex.source?.checksums == fromJSON.source?.checksums)
            let jsonKeys = try #require(fromJSON.source?.keys)
            #expect(keyValues(try #require(fromIndex.source?.keys)) == keyValues(jsonKeys))
            #expect(fromIndex.source?.keys?.order == SortKeyOrder.positions(of: jsonKeys.parts.flatMap(\.keys)))
        }
    }

    /// What a person sees: the same list and the same search results either way.
    @Test func aWorkerListsAndSearchesTheSameFromTheIndex() throws {
        try withIndexedBook { path, index throws in
            let fromJSON = ContactWorker(store: store(path, index))
            _ = try fromJSON.load()
            BookIndexWriter.waitForWrites()
            let fromIndex = ContactWorker(store: store(path, index))
            _ = try fromIndex.load()
            #expect(fromIndex.contacts.map(\.id) == fromJSON.contacts.map(\.id))
            for query in ["zola", "民主", "n12", "example.org", "five"] {
                let search = ContactSearch(query)
                #expect(fromIndex.contacts(matching: search).map(\.id) == fromJSON.contacts(matching: search).map(\.id), "\(query)")
                #expect(!fromIndex.contacts(matching: search).isEmpty, "\(query)")
            }
        }
    }

    @Test func aBookChangedSinceItsIndexWasMadeIsReadFromItsJSONAndIndexedAgain() throws {
        try withIndexedBook { path, index throws in
            try load(path, index)
            try kept.rewriteInPlace(path, "\"N7\"", with: "\"M7\"")
            let changed = try load(path, index)
            #expect(!isFromIndex(changed))
            #expect(changed.contacts.contains { $0.firstName == "M7" })
            let again = try load(path, index)
            #expect(isFromIndex(again))
            #expect(again.contacts.contains { $0.firstName == "M7" })
        }
    }

    /// Any byte of the index changed, or its length, and the book is read from its JSON.
    @Test(arguments: [0, 9, 20, 70, 100, 64 + 300 * 64 + 5, -20, -3])
    func aSpoiledIndexIsNotUsed(_ offset: Int) throws {
        let expected = KeptBookFileTests.book(300)
        try withIndexedBook(expected) { path, index throws in
            try load(path, index)
            let indexPath = BookIndex.path(forBook: path, in: index)
            var bytes = [UInt8](try contents(of: indexPath))
            bytes[offset < 0 ? bytes.count + offset : offset] ^= 0x01
            try Data(bytes).write(to: URL(fileURLWithPath: indexPath))
            let book = try #require(try store(path, index).loadIfPresent())
            #expect(!isFromIndex(book))
            #expect(book == expected)
        }
    }

    @Test(arguments: [-1, 1])
    func anIndexOfAnotherLengthIsNotUsed(_ change: Int) throws {
        try withIndexedBook { path, index throws in
            try load(path, index)
            let indexPath = BookIndex.path(forBook: path, in: index)
            var bytes = [UInt8](try contents(of: indexPath))
            if change < 0 { bytes.removeLast() } else { bytes.append(0) }
            try Data(bytes).write(to: URL(fileURLWithPath: indexPath))
            #expect(!isFromIndex(try #require(try store(path, index).loadIfPresent())))
        }
    }

    /// Records that do not describe a book of lines in order are refused even when the index's
    /// own hash agrees (a bug in a writer, not a spoiled disk).
    @Test(arguments: ["swapped records", "an order with a position twice", "a line past the end", "a line starting past any file"])
    func recordsThatCannotBeTheBooksAreRefused(_ spoil: String) throws {
        try withIndexedBook { path, index throws in
            try load(path, index)
            let indexPath = BookIndex.path(forBook: path, in: index)
            var bytes = [UInt8](try contents(of: indexPath))
            let (header, record, count) = (BookIndex.headerSize, BookIndex.recordSize, 300)
            switch spoil {
            case "swapped records":
                let first = Array(bytes[header..<header + record])
                bytes.replaceSubrange(header..<header + record, with: bytes[header + record..<header + 2 * record])
                bytes.replaceSubrange(header + record..<header + 2 * record, with: first)
            case "an order with a position twice":
                let order = header + count * record
                bytes.replaceSubrange(order + 4..<order + 8, with: bytes[order..<order + 4])
            case "a line past the end":
                let last = header + (count - 1) * record
                bytes.replaceSubrange(last + 32..<last + 36, with: [0xFF, 0xFF, 0, 0])
            default:
                let last = header + (count - 1) * record
                bytes.replaceSubrange(last..<last + 8, with: [UInt8](repeating: 0xFF, count: 7) + [0x7F])
            }
            var hasher = FileFingerprint.ContentHasher()
            bytes.dropLast(8).withUnsafeBytes { hasher.combine($0) }
            withUnsafeBytes(of: hasher.finish()) { bytes.replaceSubrange(bytes.count - 8..<bytes.count, with: $0) }
            try Data(bytes).write(to: URL(fileURLWithPath: indexPath))
            #expect(!isFromIndex(try #require(try store(path, index).loadIfPresent())))
        }
    }

    /// A save from a book read from its index copies the unchanged lines from the file, as
    /// from one read from its JSON.
    @Test func aBookReadFromItsIndexSavesTheSameBytes() throws {
        try withIndexedBook { path, index throws in
            try load(path, index)
            let store = store(path, index)
            var book = try #require(try store.loadIfPresent())
            #expect(isFromIndex(book))
            book.contacts[5].nickname = "Five"
            book.contacts.remove(at: 9)
            try store.save(book)
            var expected = KeptBookFileTests.book(300)
            expected.contacts[5].nickname = "Five"
            expected.contacts.remove(at: 9)
            #expect(try contents(of: path) == (try BookJSONWriter.reference(expected)))
        }
    }

    /// The contacts that name the key rules all read, so each of them counts.
    @Test func theRulesAreMadeFromEveryProbe() {
        #expect(BookIndex.rules != 0)
        #expect(BookIndex.probeKeys.count == 4)
    }
}

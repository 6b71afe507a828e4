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

    /// Loads the book with a new store, puts it in use, waits for the index its read made, and
    /// tells how the store read it.
    @discardableResult
    func load(_ path: String, _ index: String?) throws -> (book: AddressBook, read: JSONFileStore.ReadPath?) {
        let store = JSONFileStore(path: path, keepsFilesFrom: 0, indexDirectory: index)
        let book = try #require(try store.loadIfPresent())
        store.loadDidFinish()
        BookIndexWriter.waitForWrites()
        return (book, store.lastRead)
    }

    /// The index is written once the book read is in use (its writing took a core and the
    /// memory's bandwidth from making the list), or when its store goes without saying so.
    @Test func theIndexIsWrittenOnceTheBookIsInUse() throws {
        try withIndexedBook { path, index throws in
            let indexPath = BookIndex.path(forBook: path, in: index)
            let store = store(path, index)
            _ = try #require(try store.loadIfPresent())
            BookIndexWriter.waitForWrites()
            #expect(!FileManager.default.fileExists(atPath: indexPath))
            store.loadDidFinish()
            BookIndexWriter.waitForWrites()
            #expect(FileManager.default.fileExists(atPath: indexPath))

            try FileManager.default.removeItem(atPath: indexPath)
            _ = try #require(try JSONFileStore(path: path, keepsFilesFrom: 0, indexDirectory: index).loadIfPresent())
            BookIndexWriter.waitForWrites()
            #expect(FileManager.default.fileExists(atPath: indexPath))
        }
    }

    /// The worker puts the book in use as soon as its list is made.
    @Test func aWorkerPutsTheBookInUseOnceItIsLoaded() throws {
        try withIndexedBook { path, index throws in
            let store = store(path, index)
            let worker = ContactWorker(store: store)
            try worker.load()
            BookIndexWriter.waitForWrites()
            #expect(FileManager.default.fileExists(atPath: BookIndex.path(forBook: path, in: index)))
            withExtendedLifetime((store, worker)) {}
        }
    }

    /// An index nobody wrote or read for a month (of a book moved, deleted or left alone) is
    /// dropped when another is written; reading an index marks it used, whatever its age.
    @Test func indexesUnusedForAMonthAreDroppedWhenAnotherIsWritten() throws {
        try withIndexedBook { path, index throws in
            try load(path, index)
            let indexPath = BookIndex.path(forBook: path, in: index)
            let (stale, recent, abandoned) = (index + "/0123abc.index", index + "/4567def.index", index + "/.0123abc.index.Ab3xYz")
            // Not ours, whatever their age: never removed.
            let others = ["/notes.txt", "/my-book.index", "/.profile", "/.0123abc.index"].map { index + $0 }
            for file in [stale, recent, abandoned] + others { #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8))) }
            let monthAgo = Date().addingTimeInterval(-Double(BookIndexWriter.unusedIndexLifetime) - 3600)
            for file in [stale, abandoned, indexPath] + others {
                try FileManager.default.setAttributes([.modificationDate: monthAgo], ofItemAtPath: file)
            }
            func modified(_ file: String) throws -> Date {
                try #require(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
            }

            #expect(try load(path, index).read == .index)
            #expect(try modified(indexPath) > Date().addingTimeInterval(-600))
            #expect(FileManager.default.fileExists(atPath: stale))

            try FileManager.default.removeItem(atPath: indexPath)
            #expect(try load(path, index).read == .lines)
            #expect(FileManager.default.fileExists(atPath: indexPath))
            #expect(!FileManager.default.fileExists(atPath: stale))
            #expect(!FileManager.default.fileExists(atPath: abandoned))
            #expect(FileManager.default.fileExists(atPath: recent))
            for file in others { #expect(FileManager.default.fileExists(atPath: file), "\(file)") }
        }
    }

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
            #expect(try load(path, index).read == .lines)
            #expect(FileManager.default.fileExists(atPath: BookIndex.path(forBook: path, in: index)))
            let (fromIndex, secondRead) = try load(path, index)
            #expect(secondRead == .index)
            #expect(fromIndex == expected)
            try expectSameAsJSON(fromIndex, path)
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

    /// A book read in parts on the cores lists and searches as one read in one part: each
    /// contact's text is searched in its own part's haystacks.
    @Test func aWorkerListsAndSearchesABookReadInPartsAsOneReadWhole() throws {
        try withIndexedBook { path, _ throws in
            func worker(chunkSize: Int) throws -> (ContactWorker, parts: Int?) {
                let store = JSONFileStore(path: path, keepsFilesFrom: 0)
                store.chunkSize = chunkSize
                let parts = try store.loadIfPresent()?.source?.keys?.parts.count
                let worker = ContactWorker(store: store)
                try worker.load()
                return (worker, parts)
            }
            let (inParts, parts) = try worker(chunkSize: 512)
            let (inOne, one) = try worker(chunkSize: BookLineScan.chunkSize)
            #expect(parts == BookLineScan.partsOfALargeBook && one == 1)
            #expect(inParts.contacts.map(\.id) == inOne.contacts.map(\.id))
            for query in ["zola", "民主", "n12", "n299", "example.org", "five"] {
                let search = ContactSearch(query)
                #expect(inParts.contacts(matching: search).map(\.id) == inOne.contacts(matching: search).map(\.id), "\(query)")
                #expect(!inParts.contacts(matching: search).isEmpty, "\(query)")
            }
        }
    }

    /// A book read in parts, with no index yet, is refused when two contacts share an id, in
    /// one part or in two, naming the first repeat as a read of the whole JSON does.
    @Test(arguments: [(3, 290), (40, 41)])
    func aRepeatedIDAcrossPartsIsRefused(first: Int, second: Int) throws {
        var book = KeptBookFileTests.book(300)
        book.contacts[second] = Contact(id: book.contacts[first].id, firstName: "Twin")
        try withIndexedBook(book) { path, index throws in
            let store = JSONFileStore(path: path, keepsFilesFrom: 0, indexDirectory: index)
            store.chunkSize = 512
            #expect(
                throws: StoreError.malformed(
                    path: path, detail: "contacts[\(first)] and contacts[\(second)] have the same id \(book.contacts[first].id)")
            ) {
                try store.loadIfPresent()
            }
        }
    }

    /// The same contacts, lines, checksums, keys and order as reading the JSON gives.
    func expectSameAsJSON(_ book: AddressBook, _ path: String) throws {
        let (fromJSON, read) = try load(path, nil)
        #expect(read == .lines)
        #expect(book == fromJSON)
        #expect(book.contacts.map(\.id) == fromJSON.contacts.map(\.id))
        #expect(book.source?.lines == fromJSON.source?.lines)
        #expect(book.source?.checksums == fromJSON.source?.checksums)
        let jsonKeys = try #require(fromJSON.source?.keys)
        #expect(keyValues(try #require(book.source?.keys)) == keyValues(jsonKeys))
        #expect(book.source?.keys?.order == SortKeyOrder.positions(of: jsonKeys.parts.flatMap(\.keys)))
    }

    /// A book saved with changes (one edited, one removed, one added, lines moved): the lines
    /// the index knows are taken from it, the others read from their JSON, and the index made
    /// again is the one a read of the JSON makes.
    @Test func aBookChangedSinceItsIndexWasMadeReadsOnlyItsChangedLines() throws {
        try withIndexedBook { path, index throws in
            try load(path, index)
            var changed = KeptBookFileTests.book(300)
            changed.contacts[7].firstName = "Seventh"
            changed.contacts.remove(at: 20)
            changed.contacts.swapAt(3, 250)
            changed.contacts.append(
                Contact(id: UUID(), firstName: "Aaron", lastName: "Zola", phones: [LabeledValue(label: "work", value: "+1 555 0100")]))
            try BookJSONWriter.reference(changed).write(to: URL(fileURLWithPath: path))
            kept.age(path)
            let (book, read) = try load(path, index)
            #expect(read == .indexAndChangedLines)
            #expect(book == changed)
            try expectSameAsJSON(book, path)
            let indexPath = BookIndex.path(forBook: path, in: index)
            let madeAfterChange = try contents(of: indexPath)
            #expect(try load(path, index).read == .index)
            try FileManager.default.removeItem(atPath: indexPath)
            try load(path, index)
            #expect(try contents(of: indexPath) == madeAfterChange)
        }
    }

    /// Another program changed a letter in place: the book has the index's size but other
    /// bytes, so it is not taken from the index (hashed beside its read), and the line changed
    /// is read from its JSON.
    @Test func aBookOfTheIndexsSizeWithOtherBytesReadsItsChangedLines() throws {
        try withIndexedBook { path, index throws in
            #expect(try load(path, index).book.contacts[7].firstName == "N7")
            try kept.rewriteInPlace(path, "\"N7\"", with: "\"M7\"")
            let (book, read) = try load(path, index)
            #expect(read == .indexAndChangedLines)
            #expect(book.contacts[7].firstName == "M7")
            try expectSameAsJSON(book, path)
            #expect(try load(path, index).read == .index)
        }
    }

    /// Every line moved since the index was made: the haystacks the index holds lie in another
    /// order than the book's, and a search (which reads them in the order they lie) still lists
    /// what the same book read from its JSON lists.
    @Test func aBookWithItsLinesMovedSearchesAsItsJSON() throws {
        try withIndexedBook { path, index throws in
            try load(path, index)
            var moved = KeptBookFileTests.book(300)
            moved.contacts.reverse()
            moved.contacts[5].lastName = "Zolander"
            try BookJSONWriter.reference(moved).write(to: URL(fileURLWithPath: path))
            kept.age(path)
            let indexed = store(path, index)
            let fromIndex = ContactWorker(store: indexed)
            _ = try fromIndex.load()
            #expect(indexed.lastRead == .indexAndChangedLines)
            let fromJSON = ContactWorker(store: JSONFileStore(path: path, keepsFilesFrom: 0))
            _ = try fromJSON.load()
            ListingTests.expectSameListings(fromIndex, as: fromJSON, tags: [nil], "lines moved")
            for typed in ["z", "zo", "zol", "zola", "zolan"] {
                let search = ContactSearch(typed)
                #expect(
                    fromIndex.listing(matching: search, sortedBy: .lastName).map(\.id)
                        == fromJSON.listing(matching: search, sortedBy: .lastName).map(\.id))
            }
        }
    }

    /// When most lines changed, the haystacks the index held for the old ones are not kept.
    @Test func aBookMostlyChangedKeepsOnlyTheHaystacksItUses() throws {
        try withIndexedBook { path, index throws in
            try load(path, index)
            var changed = KeptBookFileTests.book(300)
            for position in changed.contacts.indices where position % 4 != 0 { changed.contacts[position].nickname = "Nick \(position)" }
            try BookJSONWriter.reference(changed).write(to: URL(fileURLWithPath: path))
            kept.age(path)
            let (book, read) = try load(path, index)
            #expect(read == .indexAndChangedLines)
            try expectSameAsJSON(book, path)
            let keys = try #require(book.source?.keys)
            #expect(keys.parts[0].haystacks.count == keys.parts[0].keys.reduce(0) { $0 + $1.text.count + $1.digits.count })
        }
    }

    /// A new line with another contact's id, an old line twice, or two new lines with one new
    /// id (only the lines read from their JSON are compared with every id), is refused as a
    /// read of the JSON refuses it.
    @Test(arguments: ["a new line", "an old line twice", "two new lines"])
    func aRepeatedIDInAChangedBookIsRefused(_ repetition: String) throws {
        try withIndexedBook { path, index throws in
            try load(path, index)
            var changed = KeptBookFileTests.book(300)
            if repetition == "a new line" {
                var copy = changed.contacts[5]
                copy.firstName = "Other"
                changed.contacts.append(copy)
            } else if repetition == "an old line twice" {
                changed.contacts.append(changed.contacts[5])
            } else {
                changed.contacts[5].firstName = "New"
                var copy = changed.contacts[5]
                copy.firstName = "Newer"
                changed.contacts.append(copy)
            }
            try BookJSONWriter.reference(changed).write(to: URL(fileURLWithPath: path))
            kept.age(path)
            #expect(throws: StoreError.malformed(path: path, detail: "contacts[5] and contacts[300] have the same id \(changed.contacts[5].id)")) {
                try JSONFileStore(path: path, keepsFilesFrom: 0, indexDirectory: index).loadIfPresent()
            }
        }
    }

    /// Any byte of the index changed, or its length, and the book is read from its JSON, the
    /// same book or one changed since the index was made.
    @Test(arguments: [0, 9, 20, 70, 100, 64 + 300 * 64 + 5, -20, -3], [false, true])
    func aSpoiledIndexIsNotUsed(_ offset: Int, bookChanged: Bool) throws {
        let expected = KeptBookFileTests.book(300)
        try withIndexedBook(expected) { path, index throws in
            try load(path, index)
            let indexPath = BookIndex.path(forBook: path, in: index)
            var bytes = [UInt8](try contents(of: indexPath))
            bytes[offset < 0 ? bytes.count + offset : offset] ^= 0x01
            try Data(bytes).write(to: URL(fileURLWithPath: indexPath))
            if bookChanged { try kept.rewriteInPlace(path, "\"N7\"", with: "\"M7\"") }
            let (book, read) = try load(path, index)
            #expect(read == .lines)
            #expect(book.contacts.map(\.firstName) == expected.contacts.map { $0.firstName == "N7" && bookChanged ? "M7" : $0.firstName })
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
            #expect(try load(path, index).read == .lines)
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
            #expect(try load(path, index).read == .lines)
        }
    }

    /// A save from a book read from its index copies the unchanged lines from the file, as
    /// from one read from its JSON.
    @Test func aBookReadFromItsIndexSavesTheSameBytes() throws {
        try withIndexedBook { path, index throws in
            try load(path, index)
            let store = store(path, index)
            var book = try #require(try store.loadIfPresent())
            #expect(store.lastRead == .index)
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

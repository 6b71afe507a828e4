import Foundation
import TestSupport
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// A save rewrites only what changed: contacts nobody touched keep their spelling, and a book
/// that cannot be read unambiguously is refused.
@Suite struct JSONFileStoreFaithfulRewriteTests {
    @Test func untouchedContactsKeepTheSpellingOfTheirIDAndTimes() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try write(
                """
                {"version": 1, "contacts": [
                  {"id": "75f0e5cd-0c3f-4a4e-9d55-6c8b1f2a3b4c", "firstName": "Ada",
                   "createdAt": "2026-01-01T09:00:00.250+02:00", "updatedAt": "2026-01-02T10:00:00Z"},
                  {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "firstName": "Alan",
                   "createdAt": "2026-01-01T09:00:00Z", "updatedAt": "2026-01-01T09:00:00Z"}]}
                """, to: path)
            let worker = ContactWorker(store: JSONFileStore(path: path), now: { Date(timeIntervalSince1970: 1_900_000_000) })
            try worker.load()
            var alan = try #require(worker.contacts.first { $0.firstName == "Alan" })
            alan.lastName = "Turing"
            try worker.save(alan)
            let text = String(decoding: try contents(of: path), as: UTF8.self)
            #expect(text.contains("75f0e5cd-0c3f-4a4e-9d55-6c8b1f2a3b4c"))
            #expect(text.contains("2026-01-01T09:00:00.250+02:00"))
            #expect(text.contains("2030-03-17T17:46:40Z"), "the edited contact gets a new updatedAt")
        }
    }

    /// The save copies unchanged contacts' lines as they were read, spacing and escapes and
    /// all, and writes the changed ones anew.
    @Test func unchangedContactsAreCopiedAsReadAndChangedOnesWrittenAnew() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            let ada = #"{"id": "75F0E5CD-0C3F-4A4E-9D55-6C8B1F2A3B4C", "firstName": "Ada", "notes": "caf\u00e9"}"#
            let grace = #"{"firstName" : "Grace", "id" : "01234567-0C3F-4A4E-9D55-6C8B1F2A3B4C"}"#
            try write(
                """
                {"version": 1, "contacts": [
                    \(ada),
                    {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "firstName": "Alan"},
                    \(grace)]}
                """, to: path)
            let store = JSONFileStore(path: path)
            var book = try #require(try store.loadIfPresent())
            book.contacts[1].lastName = "Turing"
            try store.save(book)
            let lines = String(decoding: try contents(of: path), as: UTF8.self).split(separator: "\n")
            #expect(lines.contains { $0 == "    " + ada + "," }, "copied byte for byte")
            #expect(lines.contains { $0 == "    " + grace })
            #expect(lines.contains { $0.contains(#""firstName":"Alan","id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","lastName":"Turing""#) })
            #expect(try JSONFileStore(path: path).loadIfPresent() == book)
        }
    }

    /// A book with a contact over several lines (an earlier version's layout, or another
    /// tool's) is written anew as a whole, one contact a line.
    @Test func aBookOfSeveralLinesAContactIsWrittenAnew() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try write(
                """
                {"version": 1, "contacts": [
                  {"id": "75F0E5CD-0C3F-4A4E-9D55-6C8B1F2A3B4C", "firstName": "Ada"},
                  {"id": "01234567-0C3F-4A4E-9D55-6C8B1F2A3B4C",
                   "firstName": "Grace"}]}
                """, to: path)
            let store = JSONFileStore(path: path)
            let book = try #require(try store.loadIfPresent())
            #expect(BookJSONReader.readWithLines(try contents(of: path))?.lines == nil, "no contact lines to copy")
            try store.save(book)
            #expect(try contents(of: path) == BookJSONWriter.reference(book))
        }
    }

    /// Whatever happens to the book between reading and saving (edits, deletions, additions,
    /// moves, contacts put back), the save copies only what is unchanged: the file is byte for
    /// byte the one written anew, and reads back as the book.
    @Test(arguments: 0..<40)
    func anyChangeSavesExactlyTheBookInMemory(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let written = AddressBook(contacts: (0..<30).map { Contact(firstName: "N\($0)", notes: "line \($0)") })
        let data = try BookJSONWriter.reference(written)
        let read = try #require(BookJSONReader.readWithLines(data))
        let source = BookSource(contacts: read.book.contacts, lines: try #require(read.lines), file: FileFingerprint(info: stat(), hash: read.hash))
        var book = read.book
        book.makeRandomChanges(&random)
        let file = try BookJSONWriter.file(book, source: source)
        let saved = try #require(data.withUnsafeBytes { file.data(copying: ChunkedBytes.reading($0)) })
        #expect(saved == (try BookJSONWriter.reference(book)))
        #expect(try JSONDecoder().decode(AddressBook.self, from: saved) == book)
    }

    /// Each save notes where the lines landed, so the next save copies from the file the last
    /// one wrote: saves one after another are each the book written anew, byte for byte.
    @Test func savesOneAfterAnotherCopyFromTheFileTheLastOneWrote() throws {
        try withWrittenBook(count: 40) { path, store, _ throws in
            var book = try #require(try store.loadIfPresent())
            var random = SeededRandom(seed: 7)
            for _ in 0..<5 {
                book.makeRandomChanges(&random)
                try store.save(book)
                #expect(try contents(of: path) == (try BookJSONWriter.reference(book)))
            }
        }
    }

    /// A file another program put in place after the read is never copied from: its lines may
    /// lie elsewhere. The save writes every line anew.
    @Test func aFileReplacedSinceTheReadIsNotCopiedFrom() throws {
        try withWrittenBook(count: 20) { path, store, written throws in
            var book = try #require(try store.loadIfPresent())
            // Another program's book, each line shifted by a longer first contact.
            var other = written
            other.contacts[0].notes = String(repeating: "x", count: 100)
            try BookJSONWriter.reference(other).write(to: URL(fileURLWithPath: path + ".new"))
            #expect(rename(path + ".new", path) == 0)
            book.contacts[5].lastName = "Changed"
            try store.save(book)
            #expect(try contents(of: path) == (try BookJSONWriter.reference(book)))
        }
    }

    /// A book of `count` contacts written by this app at `path`, and a store on it.
    private func withWrittenBook(count: Int, _ body: (String, JSONFileStore, AddressBook) throws -> Void) throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            let written = AddressBook(contacts: (0..<count).map { Contact(firstName: "N\($0)", notes: "line \($0)") })
            try BookJSONWriter.reference(written).write(to: URL(fileURLWithPath: path))
            try body(path, JSONFileStore(path: path), written)
        }
    }

    /// A book written by this app and saved again unchanged is copied run by run, down to the
    /// last line (whose comma the copy must leave out) and the members around the contacts.
    @Test func aBookSavedUnchangedIsTheSameBytes() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try write(SampleBookJSON.text.replacingOccurrences(of: "\"contacts\" : [", with: "\"app\" : {\"x\":[1]},\n  \"contacts\" : ["), to: path)
            let store = JSONFileStore(path: path)
            let before = try contents(of: path)
            try store.save(try #require(try store.loadIfPresent()))
            #expect(try contents(of: path) == before)
        }
    }

    /// A contact changed where it lies (its box not shared, so changed in place) must not be
    /// copied from what was read: the one way a save could silently lose an edit.
    @Test func aContactChangedInPlaceIsNeverCopiedAsRead() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try write(#"{"version": 1, "contacts": [{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "firstName": "Alan"}]}"#, to: path)
            let store = JSONFileStore(path: path)
            var book = try #require(try store.loadIfPresent())
            var contacts = book.contacts
            book.contacts = []
            for index in contacts.indices { contacts[index].tags.append("changed") }
            book.contacts = contacts
            try store.save(book)
            #expect(try JSONFileStore(path: path).loadIfPresent()?.contacts.first?.tags == ["changed"])
        }
    }

    /// Contacts from another reading are written anew, not copied from this book's bytes.
    @Test func contactsFromAnotherReadingAreWrittenAnew() throws {
        try withTemporaryDirectory { directory throws in
            let first = directory + "/first.json"
            let second = directory + "/second.json"
            try write(#"{"version": 1, "contacts": [{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "firstName": "Alan"}]}"#, to: first)
            try write(#"{"version": 1, "contacts": [{"id": "01234567-0C3F-4A4E-9D55-6C8B1F2A3B4C", "firstName": "Grace"}]}"#, to: second)
            var book = try #require(try JSONFileStore(path: first).loadIfPresent())
            let other = try #require(try JSONFileStore(path: second).loadIfPresent())
            book.contacts = other.contacts
            try JSONFileStore(path: first).save(book)
            #expect(try JSONFileStore(path: first).loadIfPresent()?.contacts.map(\.firstName) == ["Grace"])
        }
    }

    /// Foundation read the first "contacts", Python and jq the last: a save dropped the others.
    @Test(arguments: [
        (#"{"version": 1, "contacts": [{"firstName": "Ada"}], "contacts": [{"firstName": "Alan"}]}"#, "\"contacts\""),
        (#"{"version": 1, "contacts": [{"firstName": "Ada", "notes": 1.5, "firstName": "Alan"}]}"#, "\"contacts[0].firstName\""),
    ])
    func aBookWithAKeyWrittenTwiceIsRefusedAndLeftAlone(_ text: String, _ named: String) throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try write(text, to: path)
            let error = loadError(JSONFileStore(path: path))
            guard case .malformed(_, let detail)? = error else {
                Issue.record("expected .malformed, got \(String(describing: error))")
                return
            }
            #expect(detail.contains("\(named) is written twice"), "\(detail)")
            #expect(String(decoding: try contents(of: path), as: UTF8.self) == text)
        }
    }

    @Test func aBookWithTwoContactsSharingAnIDIsRefusedAndLeftAlone() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            let text = """
                {"version": 1, "contacts": [
                  {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "firstName": "Ada"},
                  {"id": "01234567-0C3F-4A4E-9D55-6C8B1F2A3B4C", "firstName": "Alan"},
                  {"id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "firstName": "Ada copy"}]}
                """
            try write(text, to: path)
            let error = loadError(JSONFileStore(path: path))
            guard case .malformed(_, let detail)? = error else {
                Issue.record("expected .malformed, got \(String(describing: error))")
                return
            }
            #expect(detail.contains("contacts[0] and contacts[2] have the same id"))
            #expect(String(decoding: try contents(of: path), as: UTF8.self) == text)
        }
    }
}

@Suite struct WorkerKeepsOrderTests {
    @Test func aRenamedContactMovesToItsNewPlaceAndAnAddedOneLandsInOrder() throws {
        let contacts = ["Adams", "Baker", "Clark", "Davis"].map { person("X", $0) }
        let worker = ContactWorker(store: InMemoryContactStore(contacts: contacts.shuffled()))
        try worker.load()
        var baker = try #require(worker.contacts.first { $0.lastName == "Baker" })
        baker.lastName = "Evans"
        try worker.save(baker)
        try worker.save(person("X", "Łukasiewicz"))
        try worker.save(person("X", "Ørsted"))
        #expect(worker.contacts.map(\.lastName) == ["Adams", "Clark", "Davis", "Evans", "Łukasiewicz", "Ørsted"])
        #expect(worker.contacts.firstIndex { $0.id == baker.id } == 3)
    }
}

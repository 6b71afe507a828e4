import Foundation
import Testing

@testable import ContactsCore

/// A book read from disk keeps each contact as its span of the bytes read and decodes it when a
/// field is read (docs/DECISIONS.md #53): what is read must be what the file says, on any
/// thread, and a change must leave the bytes alone.
@Suite struct ContactSpanTests {
    static func book(count: Int) -> AddressBook {
        AddressBook(
            contacts: (0..<count).map { index in
                var contact = fullContact()
                contact.id = UUID()
                contact.firstName = "Zoë \(index)"
                contact.lastName = index % 3 == 0 ? "" : "Ångström-\(index % 7)"
                contact.favorite = index % 5 == 0
                contact.tags = index % 2 == 0 ? ["family", "t\(index % 4)"] : []
                return contact
            })
    }

    static func read(_ book: AddressBook) throws -> AddressBook {
        try #require(BookJSONReader.read(JSONFileStore.encode(book)))
    }

    @Test func aBookReadFromDiskHoldsSpansNotFields() throws {
        let read = try Self.read(Self.book(count: 20))
        #expect(read.contacts.allSatisfy { $0.decodedBox == nil })
        // Reading a field decodes into the thread's cache, not into the contact.
        _ = read.contacts[3].firstName
        #expect(read.contacts[3].decodedBox == nil)
    }

    @Test func spansReadAsTheContactsTheyWereWrittenFrom() throws {
        let book = Self.book(count: 50)
        let read = try Self.read(book)
        #expect(read == book)
        // Fields of two contacts read in turn: the one-entry cache must not mix them up.
        for (mine, theirs) in zip(read.contacts, book.contacts) {
            #expect(mine.firstName == theirs.firstName)
            #expect(read.contacts[0].firstName == book.contacts[0].firstName)
            #expect(mine.emails == theirs.emails)
            #expect(mine.id == theirs.id)
        }
    }

    @Test func spansReadOnManyThreadsAtOnceGiveEachContactItsOwnFields() throws {
        let book = Self.book(count: 400)
        let read = try Self.read(book)
        let mismatches = Parallel.map(count: 4 * read.contacts.count, minimumPerPart: 1) { range in
            range.filter { index in
                let position = (index * 7919) % read.contacts.count
                return read.contacts[position].displayName != book.contacts[position].displayName
                    || read.contacts[position].tags != book.contacts[position].tags
            }.count
        }
        #expect(mismatches.reduce(0, +) == 0)
    }

    @Test func aChangedSpanHoldsFieldsAndIsNoLongerTheOneRead() throws {
        let read = try Self.read(Self.book(count: 3))
        var changed = read.contacts[1]
        changed.nickname = "Zed"
        #expect(changed.decodedBox != nil)
        #expect(!changed.isUnchanged(from: read.contacts[1]))
        #expect(read.contacts[1].isUnchanged(from: read.contacts[1]))
        #expect(changed.lastName == read.contacts[1].lastName)
        #expect(read.contacts[1].nickname != "Zed")
        #expect(changed != read.contacts[1])
    }

    @Test func theKeysMadeWhileReadingAreThoseOfTheContactsRead() throws {
        let book = Self.book(count: 60)
        let data = try JSONFileStore.encode(book)
        let read = try #require(BookJSONReader.read(data))
        try Self.expectKeys(of: read, madeFrom: book.contacts)
    }

    /// The keys the reader made for `read` are those made from `contacts`' fields.
    static func expectKeys(of read: AddressBook, madeFrom contacts: [Contact]) throws {
        let keys = try #require(read.source?.keys)
        try #require(keys.parts.count == 1)
        var folder = TextFolder()
        var expected = BookKeys()
        for contact in contacts { expected.add(contact, folder: &folder) }
        let (made, wanted) = (keys.parts[0], expected.parts[0])
        #expect(made.haystacks == wanted.haystacks)
        #expect(made.keys.map(\.sortKey) == wanted.keys.map(\.sortKey))
        #expect(made.keys.map(\.favorite) == wanted.keys.map(\.favorite))
        #expect(made.keys.map(\.hasOccasion) == wanted.keys.map(\.hasOccasion))
        #expect(made.keys.map(\.text) == wanted.keys.map(\.text))
        #expect(made.keys.map(\.digits) == wanted.keys.map(\.digits))
    }

    /// Keys are made from the members as they are read, not from built contacts: they must be
    /// those of the contacts the same bytes decode to, for nulls, escapes, unknown members and
    /// text folded whole (Hangul, a combining mark) as well.
    @Test func keysMadeFromTheBytesAreThoseOfTheDecodedContacts() throws {
        let lines = [
            #"{"firstName":"\u00c9mile","id":"00000000-0000-0000-0000-000000000001","lastName":null,"notes":"한국어 e\u0301","x":[1,{"y":null}]}"#,
            #"{"emails":[{"label":"home","value":null},{"value":"b@example.org"}],"id":"00000000-0000-0000-0000-000000000002","phones":null}"#,
            #"{"addresses":[{"city":"Zürich","label":null,"street":"A \"quoted\" street"}],"id":"00000000-0000-0000-0000-000000000003","phones":[{"label":"x","value":null},{"value":"(0)20 7946","z":true}],"tags":["a,b","ß"]}"#,
            #"{"birthday":null,"company":"  ","favorite":null,"id":"00000000-0000-0000-0000-000000000004","nickname":"Nick","uid":null}"#,
        ]
        let data = Data(("{\"contacts\":[\n    " + lines.joined(separator: ",\n    ") + "\n],\"version\":1}\n").utf8)
        let read = try #require(BookJSONReader.read(data))
        try Self.expectKeys(of: read, madeFrom: read.contacts)
        // The first email stands in for a name even when it is empty (as the contact's own rule says).
        #expect(read.contacts[1].displayName == "(no name)")
        #expect(read.contacts[3].displayName == "Nick")
    }

    /// Whatever the reader refuses while only making keys, decoding would refuse too, and the
    /// other way round: the book is then Foundation's to read (and to explain).
    @Test(arguments: [
        #"{"id":"00000000-0000-0000-0000-000000000001","notes":"\#u{FF}"}"#,
        #"{"id":"00000000-0000-0000-0000-000000000001","x":1,"x":2}"#,
        #"{"emails":[{"label":3}],"id":"00000000-0000-0000-0000-000000000001"}"#,
        #"{"emails":[{"value":"a","value":"b"}],"id":"00000000-0000-0000-0000-000000000001"}"#,
        #"{"birthday":"1815-13-40","id":"00000000-0000-0000-0000-000000000001"}"#,
        #"{"tags":[null],"id":"00000000-0000-0000-0000-000000000001"}"#,
        #"{"firstName":"Ada"}"#,
    ])
    func whatTheKeyMakerRefusesIsRefused(_ line: String) {
        var bytes = Array(("{\"contacts\":[\n    " + line + "\n],\"version\":1}\n").utf8)
        // "\u{FF}" stands for a byte that is not UTF-8 at all.
        if let marker = bytes.firstIndex(of: 0xC3), bytes[marker + 1] == 0xBF { bytes.replaceSubrange(marker...marker + 1, with: [0xFF]) }
        #expect(BookJSONReader.read(Data(bytes)) == nil)
    }

    @Test func theKeysOfABookReadInTwoHalvesLineUpWithItsContacts() throws {
        let book = BookJSONReaderPartsTests.largeBook(unknown: [:])
        let data = try JSONFileStore.encode(book)
        let read = try #require(BookJSONReader.read(data))
        let keys = try #require(read.source?.keys)
        // Two parts, never joined: the contacts of the first half, then those of the second.
        #expect(keys.parts.count == 2)
        #expect(keys.count == book.contacts.count)
        let firstCount = keys.parts[0].keys.count
        for index in [0, 1, firstCount - 1, firstCount, firstCount + 1, book.contacts.count - 1] {
            let part = keys.parts[index < firstCount ? 0 : 1]
            let made = part.keys[index < firstCount ? index : index - firstCount]
            var one = BookKeys()
            var folder = TextFolder()
            one.add(book.contacts[index], folder: &folder)
            let wanted = one.parts[0]
            #expect(made.sortKey == wanted.keys[0].sortKey)
            #expect(Array(part.haystacks[made.text]) == Array(wanted.haystacks[wanted.keys[0].text]))
            #expect(Array(part.haystacks[made.digits]) == Array(wanted.haystacks[wanted.keys[0].digits]))
        }
    }
}

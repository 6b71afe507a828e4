import Foundation
import Testing

@testable import ContactsCore

/// One `ContactReading` serves every contact (`Contact.read(into:)`): a contact still in its
/// bytes is walked there, any other is handed over from its fields in the file's order. Both
/// must hand over the same members.
@Suite struct ContactReadingTests {
    static func book() -> AddressBook {
        var book = ContactSpanTests.book(count: 40)
        book.contacts[7].unknownFields = ["zeta": .integer(1), "alpha": .array([.string("a"), .null])]
        book.contacts[8].uid = nil
        book.contacts[9].addresses.append(PostalAddress(label: "work", city: "Zürich", unknownFields: ["floor": .integer(3)]))
        return book
    }

    @Test func aContactReadFromItsFieldsOrItsBytesBuildsItself() throws {
        let book = Self.book()
        let read = try ContactSpanTests.read(book)
        for (spanned, inMemory) in zip(read.contacts, book.contacts) {
            var fromFields = ContactBuilder()
            inMemory.read(into: &fromFields)
            #expect(fromFields.contact == inMemory)
            var fromBytes = ContactBuilder()
            spanned.read(into: &fromBytes)
            #expect(fromBytes.contact == inMemory)
            #expect(spanned.decodedBox == nil, "walking a span keeps it a span")
        }
    }

    /// The key maker gets the members from fields in the order the file writes them, so a
    /// contact's haystack is the same bytes either way (the search relies on it).
    @Test func keysMadeFromFieldsAreThoseMadeFromTheBytes() throws {
        let book = Self.book()
        let read = try ContactSpanTests.read(book)
        var maker = ContactKeyMaker(capacity: book.contacts.count)
        for contact in book.contacts { contact.read(into: &maker) }
        let (made, wanted) = (maker.keys.parts[0], try #require(read.source?.keys).parts[0])
        #expect(made.haystacks == wanted.haystacks)
        #expect(made.keys.map(\.sortKey) == wanted.keys.map(\.sortKey))
        #expect(made.keys.map(\.text) == wanted.keys.map(\.text))
        #expect(made.keys.map(\.digits) == wanted.keys.map(\.digits))
    }

    /// The key maker copies a sort key from the names folded in the haystack when the last name
    /// needs no trimming, and folds it from the names made strings otherwise (white space at an
    /// end, none at all): the contact's own key either way, whatever folding the names need
    /// (accents, a combining mark folded with its letter).
    @Test func sortKeysMadeFromTheBytesAreTheContactsOwn() throws {
        let lasts = ["Lovelace", " Lovelace", "Lovelace\u{00A0}", "\u{3000}", "", "", "O\"Brien", "Ågren", "李", "x"]
        var book = AddressBook()
        for (index, last) in lasts.enumerated() {
            book.contacts.append(
                Contact(
                    firstName: index % 3 == 0 ? "" : index % 2 == 0 ? "Zoe\u{0308} \(index)" : "Ádá \(index)", lastName: last,
                    nickname: index == 4 ? "Countess" : "",
                    company: index % 2 == 0 ? "Co\\\(index)" : "", emails: [LabeledValue(label: "home", value: "a\(index)@example.org")]))
        }
        let read = try ContactSpanTests.read(book)
        let keys = try #require(read.source?.keys).parts[0].keys
        var folder = TextFolder()
        #expect(keys.count == lasts.count)
        for (key, contact) in zip(keys, book.contacts) {
            var haystacks: [UInt8] = []
            #expect(key.sortKey == ContactKeys(contact, haystacks: &haystacks, folder: &folder).sortKey, "\(contact.lastName)")
        }
    }

    /// A phone's digits in the haystack are its number's `digits` in any script: ASCII ones
    /// copied from the bytes, others (Arabic-Indic, full-width) told by their characters.
    @Test func phoneDigitsAreTheNumbersDigitsInAnyScript() {
        let numbers = ["+1 (555) 010-0199", "", "no digits", "12:30/4.5 ext. 9", "٠١٢ ٣٤", "０３ー１２３４", "+44 ٧٨٩ 12", "1"]
        let contact = Contact(firstName: "A", phones: numbers.map { LabeledValue(label: "home", value: $0) })
        var (haystacks, folder) = ([UInt8](), TextFolder())
        let (_, digits) = ContactSearch.Haystack.append(contact, to: &haystacks, folder: &folder)
        #expect(Array(haystacks[digits]) == Array(numbers.map(\.digits).joined(separator: " ").utf8))
    }

    @Test func duplicatesAreFoundAlikeInContactsReadAndInContactsInMemory() throws {
        var book = Self.book()
        for index in book.contacts.indices {
            book.contacts[index].emails = [LabeledValue(label: "home", value: "person\(index)@example.org")]
            book.contacts[index].phones = [LabeledValue(label: "home", value: "+1 555 01\(index) 0\(index)")]
        }
        book.contacts[3].emails = [LabeledValue(label: "home", value: " SAME@example.org")]
        book.contacts[30].emails.append(LabeledValue(label: "work", value: "same@example.org"))
        book.contacts[5].phones = [LabeledValue(label: "mobile", value: "+44 (0)20 7946 0999")]
        book.contacts[6].phones = [LabeledValue(label: "work", value: "020 7946 0999")]
        let read = try ContactSpanTests.read(book)
        let groups = DuplicateFinder.groups(in: read.contacts)
        #expect(groups == DuplicateFinder.groups(in: book.contacts))
        #expect(groups.contains { $0.positions.contains(3) && $0.positions.contains(30) && $0.reasons.contains(.email) })
        #expect(groups.contains { $0.positions == [5, 6] && $0.reasons == [.phone] })
        #expect(read.contacts.allSatisfy { $0.decodedBox == nil })
    }
}

/// A reading that drops the times (the key maker's) has them checked, not made into dates: it
/// must refuse exactly the contacts the builder refuses, or a book keyed at its first open
/// would hold a contact that does not decode.
@Suite struct CheckedTimesTests {
    @Test(arguments: [
        "2026-01-01T09:00:00Z", "2026-01-01 09:00:00Z", "2026-02-29T09:00:00Z", "2024-02-29T09:00:00Z", "2026-01-01T24:00:00Z",
        "2026-01-01T09:60:00Z", "2026-01-01T09:00:60Z", "2026-01-01T09:00:61Z", "2026-01-01T09:00:00.125Z", "2026-01-01T09:00:00+02:00",
        "2026-01-01T09:00:00-0200", "2026-01-01T09:00:00", "2026-01-01T09:00:00ZZ", "2026-13-01T09:00:00Z", "26-01-01T09:00:00Z", "",
        "2026-01-01T09:00:00.Z", "2026-01-01T09:0a:00Z",
    ])
    func theKeyMakerRefusesTheTimesTheBuilderRefuses(time: String) {
        let line = #"{"createdAt":"\#(time)","firstName":"Ada","id":"17FC695A-07A0-4A6E-8822-E8F36C031199"}"#
        let bytes = Array(line.utf8)
        func walks(_ reading: inout some ContactReading) -> Bool {
            bytes.withUnsafeBufferPointer { buffer in
                var scanner = JSONScanner(buffer)
                return (try? scanner.contactFields(into: &reading)) != nil && scanner.isAtEnd
            }
        }
        var builder = ContactBuilder()
        var maker = ContactKeyMaker(capacity: 1)
        #expect(!ContactKeyMaker.readsTimes && ContactBuilder.readsTimes)
        #expect(walks(&maker) == walks(&builder), "\(time)")
        #expect(walks(&builder) == (Timestamp.date(from: time) != nil))
    }
}

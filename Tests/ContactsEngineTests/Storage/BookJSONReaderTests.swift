import Foundation
import FuzzChecks
import PropertyBased
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// The fast reader reads every book it accepts exactly as Foundation's decoder does, and gives
/// up (so the store falls back to Foundation) on whatever it is not sure of.
@Suite struct BookJSONReaderTests {
    /// Both readers agree: the same book, and the same bytes when written again.
    static func expectSameAsFoundation(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let data = Data(json.utf8)
        let fast = try #require(BookJSONReader.read(data), "the fast reader gave up", sourceLocation: sourceLocation)
        let reference = try JSONDecoder().decode(AddressBook.self, from: data)
        #expect(fast == reference, sourceLocation: sourceLocation)
        #expect(try JSONFileStore.encode(fast) == JSONFileStore.encode(reference), sourceLocation: sourceLocation)
    }

    @Test func readsTheSampleBookAsFoundationDoes() throws {
        try Self.expectSameAsFoundation(SampleBookJSON.text)
    }

    @Test func readsNullsEscapesAndUnknownKeysAsFoundationDoes() throws {
        try Self.expectSameAsFoundation(
            """
            {"version": 1, "app": {"theme": [1, -2, true, null, "x"]}, "contacts": [
              {"id": "8f1f3b1e-2c44-4d7b-9a51-0c7a1f2b3c4d", "firstName": "Zo\\u00eb \\ud83c\\udf55",
               "lastName": "O\\"Brien\\\\\\/\\n\\t", "nickname": null, "favorite": null, "tags": ["a", "b"],
               "phones": [{"label": null, "value": "+1", "type": {"pref": 1}}], "emails": null,
               "addresses": [{"street": "1 Rue", "country": "FR", "geo": [48, 2]}], "birthday": "--04-02",
               "anniversary": "2001-05-06", "uid": "urn:x", "extra": {"abook": {"custom1": "v"}},
               "createdAt": "2026-01-01T09:00:00.5+01:00", "updatedAt": null, "x-other": 9223372036854775807}
            ]}
            """)
    }

    @Test func readsAnEmptyBookAndOneWithoutContacts() throws {
        try Self.expectSameAsFoundation(#"{"version":1,"contacts":[]}"#)
        try Self.expectSameAsFoundation(#" {"version":1} "#)
        try Self.expectSameAsFoundation(#"{"contacts":null,"version":0}"#)
    }

    @Test(arguments: [
        (#"{"version":1,"version":1,"contacts":[]}"#, "a repeated key"),
        (#"{"version":1,"contacts":[{"id":"8F1F3B1E-2C44-4D7B-9A51-0C7A1F2B3C4D","notes":"a","notes":"b"}]}"#, "a repeated field"),
        (#"{"version":1,"contacts":[{"id":"8F1F3B1E-2C44-4D7B-9A51-0C7A1F2B3C4D","x-pet":"a","x-pet":"b"}]}"#, "a repeated unknown field"),
        (#"{"version":1,"x":1.5}"#, "a fraction"),
        (#"{"version":1,"x":1e3}"#, "an exponent"),
        (#"{"version":1,"x":-0}"#, "minus zero"),
        (#"{"version":1,"x":99999999999999999999}"#, "a number too large"),
        (#"{"version":2,"contacts":[]}"#, "a newer version"),
        (#"{"contacts":[]}"#, "no version"),
        (#"{"version":1,"contacts":[{"firstName":"No id"}]}"#, "a contact without an id"),
        (#"{"version":1,"contacts":[{"id":"not-a-uuid"}]}"#, "an id that is not a UUID"),
        (#"{"version":1,"contacts":[{"id":"8F1F3B1E-2C44-4D7B-9A51-0C7A1F2B3C4D","firstName":5}]}"#, "a number for text"),
        (#"{"version":1,"x":"\udc00"}"#, "a lone surrogate"),
        ("{\"version\":1,\"x\":\"tab\u{9}inside\"}", "a control character"),
        (#"{"version":1} x"#, "text after the book"),
        ("\u{FEFF}{\"version\":1}", "a byte order mark"),
    ])
    func givesUpOnWhatItIsNotSureOf(json: String, what: String) {
        #expect(BookJSONReader.read(Data(json.utf8)) == nil, "\(what)")
    }

    @Test func givesUpOnInvalidUTF8AndDeepNesting() {
        #expect(BookJSONReader.read(Data(#"{"version":1,"x":""#.utf8) + Data([0xC3, 0x28]) + Data(#""}"#.utf8)) == nil)
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(BookJSONReader.read(Data(#"{"version":1,"x":\#(deep)}"#.utf8)) == nil)
    }

    @Test func validatesUTF8AsTheStandardLibraryDoes() async {
        let interesting: [UInt8] = [0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xC3, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xA0, 0x90, 0x8F]
        let bytes = Gen<UInt8?>.element(of: interesting).compactMap { $0 }.array(of: 0...8)
        await propertyCheck(count: 3000, input: bytes) { bytes in
            let expected = String(validating: bytes as [UInt8], as: UTF8.self) != nil
            #expect(bytes.withUnsafeBufferPointer { ScannedString.isValidUTF8($0) } == expected, "\(bytes)")
        }
    }

    /// The word-at-a-time ASCII test says what the byte-at-a-time one would.
    @Test func wordTestForASCIIAgreesWithTheByteTest() async {
        let interesting: [UInt8] = [0x41, 0x0A, 0x00, 0x7F, 0x80, 0xC3, 0xFF]
        await propertyCheck(count: 3000, input: Gen<UInt8?>.element(of: interesting).compactMap { $0 }.array(of: 0...24)) { bytes in
            #expect(bytes.withUnsafeBufferPointer(\.isASCII) == bytes.allSatisfy { $0 < 0x80 }, "\(bytes)")
        }
    }

    /// The eight-byte test a string's scan skips ahead with marks first exactly the first
    /// quote, backslash or control byte of a word, whatever the bytes around it (the scan goes
    /// straight to it), and nothing in a word without one.
    @Test func wordTestFindsTheFirstByteThatEndsAString() async {
        let interesting: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF, 0x41, 0x01]
        func firstMarked(_ bytes: [UInt8]) -> Int? {
            let found = JSONScanner.stringEnds(bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
            return found == 0 ? nil : found.trailingZeroBitCount / 8
        }
        await propertyCheck(count: 5000, input: Gen<UInt8?>.element(of: interesting).compactMap { $0 }.array(of: 8...8)) { bytes in
            let expected = bytes.firstIndex { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }
            #expect(firstMarked(bytes) == expected, "\(bytes)")
        }
        for stop: UInt8 in [0x22, 0x5C, 0x00, 0x1F, 0x0A] {
            for place in 0..<8 {
                var bytes = [UInt8](repeating: 0xFF, count: 8)
                bytes[place] = stop
                #expect(firstMarked(bytes) == place, "\(stop) at \(place)")
            }
        }
    }

    /// Strings whose quote, escape or control byte falls at every place of a word are read as
    /// Foundation reads them.
    @Test(arguments: 0..<17)
    func readsStringsEndingAnywhereInAWord(length: Int) throws {
        let text = String(repeating: "ä", count: length / 2) + String(repeating: "b", count: length % 2)
        for (json, expected) in [("\"\(text)\"", text), ("\"\(text)\\n\"", text + "\n"), ("\"\(text)\u{01}\"", nil)] {
            let data = Data(#"{"version":1,"x":\#(json),"y":"\#(text)"}"#.utf8)
            let book = BookJSONReader.read(data)
            #expect(book?.unknownFields["x"] == expected.map { .string($0) }, "\(json)")
            if expected != nil { #expect(book?.unknownFields["y"] == .string(text)) }
        }
    }

    @Test func readsRandomBooksAsFoundationDoes() async throws {
        await propertyCheck(count: 200, input: RoundTripPropertyTests.wide.array(of: 0...4)) { contacts in
            let data = try JSONFileStore.encode(AddressBook(contacts: contacts))
            #expect(FuzzInput.fastReaderProblem(in: data) == nil)
            #expect(BookJSONReader.read(data) != nil)
        }
    }

    /// Sync state and card file names on disk are made with this hash: it must never change.
    @Test func stableHashNeverChanges() {
        #expect(StableHash.of(Data("abc".utf8)) == 0xe71f_a219_0541_574b)
    }
}

/// A large book is read in parts on all cores, split at contact boundaries found in any layout.
@Suite struct BookJSONReaderPartsTests {
    static func book(count: Int, unknown: [String: JSONValue] = [:]) -> AddressBook {
        let contacts = (0..<count).map { index in
            Contact(
                firstName: "N\(index)", emails: [LabeledValue(label: "home", value: "\(index)@example.org")],
                notes: "Line one\nline two, \"quoted\" }, {\"id\": {\n    {",
                unknownFields: index % 100 == 0 ? ["x": .array([.object(["k": .integer(1)])])] : [:])
        }
        return AddressBook(contacts: contacts, unknownFields: unknown)
    }

    @Test(arguments: [[:], ["aaa": JSONValue.array([.object(["a": .integer(1)])]), "zzz": .object(["b": .array([.object([:])])])]])
    func readsABookInPartsAsWritten(unknown: [String: JSONValue]) throws {
        let book = Self.book(count: 300, unknown: unknown)
        let data = try JSONFileStore.encode(book)
        for parts in 1...5 {
            // Chunks smaller than a contact, and than a member, are read on until a step fits.
            for chunk in [16, 333, BookJSONReader.chunkSize] {
                let read = try #require(BookJSONReader.read(data, parts: parts, chunk: chunk))
                #expect(read == book)
                #expect(try JSONFileStore.encode(read) == data)
            }
        }
    }

    /// A book large enough to be read in parts by the store keeps its contacts' lines.
    @Test func aLargeBookIsReadInPartsWithItsLines() throws {
        let book = Self.book(count: BookJSONReader.partsSize / 150)
        let data = try JSONFileStore.encode(book)
        #expect(data.count >= BookJSONReader.partsSize)
        let read = try #require(BookJSONReader.readWithLines(data))
        #expect(read.book == book)
        #expect(read.lines?.count == book.contacts.count)
        #expect(read.hash == FileFingerprint.hash(data))
    }

    /// Other tools' layouts split too: pretty-printed (an earlier version's, Python's) and all
    /// on one line.
    @Test(arguments: [true, false])
    func readsOtherLayoutsInParts(pretty: Bool) throws {
        let book = Self.book(count: 300)
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys] : []
        let data = try encoder.encode(book)
        for parts in 2...5 { #expect(BookJSONReader.read(data, parts: parts) == book) }
    }

    /// Objects inside a contact that look like contacts (a list of them kept from another
    /// tool) may be taken for a boundary: the part before it then does not end there, and the
    /// book is read in one pass, never read differently.
    @Test func aBoundaryGuessedInsideAContactGivesUp() throws {
        var book = Self.book(count: 60)
        for index in book.contacts.indices {
            book.contacts[index].unknownFields = ["z": .array([.object(["id": .integer(1)]), .object(["firstName": .string("x")])])]
        }
        let data = try JSONEncoder().encode(book)
        for parts in 2...8 {
            let read = BookJSONReader.read(data, parts: parts)
            #expect(read == nil || read == book)
        }
        #expect(BookJSONReader.read(data) == book)
    }

    @Test func givesUpOnABrokenBook() throws {
        var broken = try JSONFileStore.encode(Self.book(count: 300))
        broken[broken.count - 3] = UInt8(ascii: "]")
        for parts in 2...5 { #expect(BookJSONReader.read(broken, parts: parts) == nil) }
    }
}

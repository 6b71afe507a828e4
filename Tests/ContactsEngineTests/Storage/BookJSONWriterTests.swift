import Foundation
import FuzzChecks
import PropertyBased
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// The fast writer writes every book it takes byte for byte as Foundation's encoder does, and
/// leaves to Foundation what it would write differently.
@Suite struct BookJSONWriterTests {
    static func expectSameAsFoundation(_ book: AddressBook, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fast = try BookJSONWriter.write(book)
        let reference = try BookJSONWriter.reference(book)
        #expect(String(decoding: fast, as: UTF8.self) == String(decoding: reference, as: UTF8.self), sourceLocation: sourceLocation)
    }

    @Test func writesTheSampleBookAsFoundationDoes() throws {
        try Self.expectSameAsFoundation(JSONFileStore(path: "sample").decode(Data(SampleBookJSON.text.utf8)))
    }

    @Test func writesEmptyBooksListsAndUnknownKeysAsFoundationDoes() throws {
        try Self.expectSameAsFoundation(AddressBook())
        try Self.expectSameAsFoundation(AddressBook(contacts: [Contact()], unknownFields: ["a": .object([:]), "z": .array([])]))
        var contact = Contact(
            firstName: "Zoë \"Q\" \\ /\u{1}\u{7F}\n\t\r\u{8}\u{C}\u{2028}😀",
            phones: [LabeledValue(label: "", value: "", unknownFields: ["pref": .integer(1)])],
            addresses: [PostalAddress(street: "1", unknownFields: ["geo": .array([.integer(-48), .bool(true), .null])])],
            birthday: PartialDate("--04-02"), anniversary: PartialDate("0099-01-02"), tags: ["b", "a"], favorite: true, uid: "u",
            extra: ["abook": .object(["custom1": .string("v"), "Custom": .string("")])], createdAt: Date(timeIntervalSince1970: 1.5),
            unknownFields: ["aaa": .string("first"), "idz": .integer(Int64.min), "zzz": .object(["b": .null, "a": .array([.object([:])])])])
        contact.urls = [LabeledValue(label: "home", value: "https://example.org/a")]
        try Self.expectSameAsFoundation(AddressBook(version: 0, contacts: [contact, Contact()], unknownFields: ["app": .string("x")]))
    }

    /// Large books are written in parts on all cores; the parts must join seamlessly.
    @Test func writesALargeBookInPartsAsFoundationDoes() throws {
        let contacts = (0..<25_000).map { index in
            Contact(firstName: "N\(index)", emails: index % 2 == 0 ? [LabeledValue(label: "home", value: "\(index)@x.org")] : [])
        }
        try Self.expectSameAsFoundation(AddressBook(contacts: contacts))
    }

    @Test func leavesDoublesAndKeysOutsideASCIIToFoundation() throws {
        try Self.expectSameAsFoundation(AddressBook(unknownFields: ["x": .number(1.5)]))
        try Self.expectSameAsFoundation(AddressBook(contacts: [Contact(unknownFields: ["é": .null, "z": .number(0.25)]), Contact(firstName: "B")]))
    }

    @Test func writesRandomBooksAsFoundationDoes() async {
        await propertyCheck(count: 200, input: RoundTripPropertyTests.wide.array(of: 0...4)) { contacts in
            #expect(FuzzInput.fastWriterProblem(with: AddressBook(contacts: contacts)) == nil)
        }
    }
}

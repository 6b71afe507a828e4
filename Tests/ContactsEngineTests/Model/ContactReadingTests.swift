import Foundation
import TestSupport
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// A contact's JSON, walked by the scanner, builds the contact itself.
@Suite struct ContactReadingTests {
    static func book() -> AddressBook {
        var book = variedBook(count: 40)
        book.contacts[7].unknownFields = ["zeta": .integer(1), "alpha": .array([.string("a"), .null])]
        book.contacts[8].uid = nil
        book.contacts[9].addresses.append(PostalAddress(label: "work", city: "Zürich", unknownFields: ["floor": .integer(3)]))
        return book
    }

    @Test func aContactReadFromItsBytesBuildsItself() throws {
        let book = Self.book()
        let data = try JSONFileStore.encode(book)
        for (index, inMemory) in book.contacts.enumerated() {
            // The same contact's line in the file, walked by the scanner.
            let line = try JSONSerialization.data(
                withJSONObject: try #require(
                    (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["contacts"] as? [Any])[index])
            var fromBytes = ContactBuilder()
            line.withUnsafeBytes { raw in
                var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
                _ = try? scanner.contactFields(into: &fromBytes)
            }
            #expect(fromBytes.build() == inMemory)
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
}

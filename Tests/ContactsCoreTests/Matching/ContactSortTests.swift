import Foundation
import Testing

@testable import ContactsCore

/// The orders a list can be put in, against the plain reading of each rule: first name then
/// last name, company (none last), most recently changed first; equal keys keep the book's order.
@Suite struct ContactSortTests {
    static let contacts: [Contact] = {
        var random = SeededRandom(seed: 7)
        let names = ["Zoë", "zoe", "Ada", "ÅSA", "émile", "Émile", "", "小明", "Bob", "O\"Brien", "back\\slash"]
        return (0..<300).map { _ in
            Contact(
                firstName: names.randomElement(using: &random) ?? "", lastName: names.randomElement(using: &random) ?? "",
                company: ["", "Acme", "acmé", "Zed"].randomElement(using: &random) ?? "",
                updatedAt: Date(timeIntervalSince1970: Double(Int.random(in: 0..<20, using: &random))))
        }
    }()

    static func byKeys<Key>(_ keys: [Key], _ precedes: (Key, Key) -> Bool, _ equal: (Key, Key) -> Bool) -> [Int] {
        keys.indices.sorted { equal(keys[$0], keys[$1]) ? $0 < $1 : precedes(keys[$0], keys[$1]) }
    }

    @Test func eachOrderIsItsRuleWithTiesInTheBooksOrder() {
        let contacts = Self.contacts
        let firstNames = contacts.map { Array(($0.firstName.folded + "\u{1}" + $0.lastName.folded).utf8) }
        let companies = contacts.map { Array((($0.company.isEmpty ? "1" : "0") + $0.company.folded).utf8) }
        #expect(ContactSort.firstName.order(contacts) == Self.byKeys(firstNames, { $0.lexicographicallyPrecedes($1) }, ==))
        #expect(ContactSort.company.order(contacts) == Self.byKeys(companies, { $0.lexicographicallyPrecedes($1) }, ==))
        #expect(ContactSort.changed.order(contacts) == Self.byKeys(contacts.map(\.updatedAt), >, ==))
        #expect(ContactSort.lastName.order(contacts) == Array(contacts.indices))
    }

    /// Contacts read from a file are ordered as the same contacts in memory (escaped names too).
    @Test func contactsReadFromAFileAreOrderedAsInMemory() throws {
        let read = try readBack(AddressBook(contacts: Self.contacts))
        for sort in ContactSort.allCases { #expect(sort.order(read.contacts) == sort.order(Self.contacts), "\(sort)") }
    }
}

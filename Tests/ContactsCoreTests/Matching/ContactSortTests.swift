import Foundation
import TestSupport
import Testing

@testable import ContactsCore

/// The orders a list can be put in, against the plain reading of each rule: first name then
/// last name, company (none last), most recently changed first; equal keys keep the book's order.
@Suite struct ContactSortTests {
    static let contacts = contactsWithNamesThatFoldAlike()

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
}

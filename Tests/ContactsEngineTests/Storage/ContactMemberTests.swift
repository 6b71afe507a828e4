import Foundation
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// The reader tells a contact's known members from their keys by length and first letter, then
/// compares once: every known key must be found, and no other.
@Suite struct ContactMemberTests {
    func member(_ key: String) -> ContactMember? {
        var key = key
        return key.withUTF8 { ContactMember(.raw($0)) }
    }

    @Test func everyKnownKeyIsFound() {
        for rawValue in 0..<ContactMember.allCases.count {
            let known = ContactMember(rawValue: rawValue)
            #expect(known.map { member($0.name.description) } == known)
        }
        #expect(ContactMember(rawValue: ContactMember.allCases.count) == nil)
    }

    /// Each name has a slot of its own.
    @Test func noTwoNamesShareASlot() {
        let slots = ContactMember.allCases.map { member in
            let count = member.name.utf8CodeUnitCount
            let start = member.name.utf8Start
            return ContactMember.slot(count: count, first: start[0], second: start[min(1, count - 1)], fifth: start[min(4, count - 1)])
        }
        #expect(Set(slots).count == ContactMember.allCases.count)
    }

    /// Keys of sixteen bytes more than a name's share its slot, and are still told apart.
    @Test(arguments: [
        "", "i", "ID", "ix", "notez", "emailz", "firstname", "lastNames", "uids", "urlz", "createdAT", "x", "id" + String(repeating: "x", count: 16),
        "firstName" + String(repeating: "e", count: 16),
    ])
    func otherKeysAreUnknown(_ key: String) {
        #expect(member(key) == nil)
    }

    /// A key that looks like a known one stays the contact's own unknown member.
    @Test func aNearMissIsKeptAsAnUnknownMember() throws {
        let line = #"{"id":"00000000-0000-0000-0000-000000000001","notez":"kept","notes":"real"}"#
        let read = try #require(BookJSONReader.read(Data(("{\"contacts\":[\n    " + line + "\n],\"version\":1}\n").utf8)))
        #expect(read.contacts[0].notes == "real")
        #expect(read.contacts[0].unknownFields == ["notez": .string("kept")])
    }
}

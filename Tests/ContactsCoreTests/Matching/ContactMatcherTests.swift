import Foundation
import Testing

@testable import ContactsCore

/// An incoming contact is a book's contact again only by id, by UID, or (where either has no
/// UID) by its whole content; what an import adds is never matched again.
@Suite struct ContactMatcherTests {
    static let ada = Contact(firstName: "Ada", lastName: "Lovelace", emails: [LabeledValue(label: "home", value: "ada@example.org")], uid: "ada-1")

    @Test func theSameIDOrUIDIsTheSameContact() {
        let matcher = ContactMatcher([Self.ada])
        #expect(matcher.match(for: Contact(id: Self.ada.id, firstName: "Someone else")) == 0)
        #expect(matcher.match(for: Contact(firstName: "Augusta", uid: "ada-1")) == 0)
    }

    @Test func theSameContentIsTheSameContactUnlessBothUIDsDiffer() {
        var copy = Self.ada
        copy.id = UUID()
        copy.uid = nil
        #expect(ContactMatcher([Self.ada]).match(for: copy) == 0)
        copy.uid = "another-system-7"
        #expect(ContactMatcher([Self.ada]).match(for: copy) == nil)
        var withoutUID = Self.ada
        withoutUID.uid = nil
        #expect(ContactMatcher([withoutUID]).match(for: copy) == 0)
        copy.phones = [LabeledValue(label: "mobile", value: "+44 20 7946 0018")]
        #expect(ContactMatcher([withoutUID]).match(for: copy) == nil)
    }

    @Test func aSharedEmailOrNameAloneIsAnotherPerson() {
        let matcher = ContactMatcher([Self.ada])
        #expect(matcher.match(for: Contact(firstName: "Byron", emails: Self.ada.emails)) == nil)
        #expect(matcher.match(for: Contact(firstName: "Ada", lastName: "Lovelace")) == nil)
    }

    @Test func whatAnImportAddsIsNeverMatchedAndKeepsItsIDsApart() {
        var matcher = ContactMatcher([Self.ada])
        let twin = Contact(firstName: "Cy", lastName: "Berg")
        matcher.add(twin)
        #expect(matcher.match(for: twin) == nil)
        matcher.add(twin)
        matcher.add(Contact(id: Self.ada.id, firstName: "Taken"))
        #expect(matcher.contacts.count == 4)
        #expect(Set(matcher.contacts.map(\.id)).count == 4)
        #expect(matcher.contacts[1].id == twin.id)
    }
}

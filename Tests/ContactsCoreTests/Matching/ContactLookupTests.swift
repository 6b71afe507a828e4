import ContactsCore
import Foundation
import Testing

/// A command acts on exactly the contact meant, or on none: an argument that could be an id
/// prefix and words that match another contact is ambiguous.
@Suite struct ContactLookupTests {
    static let byID = Contact(id: UUID(uuidString: "4930AE11-0000-4000-8000-000000000001")!, firstName: "Ilse", lastName: "Id")
    static let byPhone = Contact(
        id: UUID(uuidString: "7E000000-0000-4000-8000-000000000002")!, firstName: "Zoë", lastName: "Ström",
        phones: [LabeledValue(label: "mobile", value: "+49 30 555 0199")])
    static let cafe = Contact(id: UUID(uuidString: "CAFE0000-0000-4000-8000-000000000003")!, company: "Bäckerei")
    // Fixed ids: a random one began with "7e" one run in 256 and made a prefix ambiguous.
    static let book = [byID, byPhone, cafe, Contact(id: UUID(uuidString: "D1000000-0000-4000-8000-000000000004")!, company: "Café Central")]

    @Test func anIDPrefixThatAlsoMatchesAnotherContactsWordsIsAmbiguous() {
        // "4930" is Ilse's id prefix and the digits of Zoë's phone.
        #expect(ContactLookup.find("4930", in: Self.book) == .ambiguous([Self.byID, Self.byPhone]))
        // "cafe" begins Bäckerei's id and is a word of Café Central's name.
        guard case .ambiguous(let candidates) = ContactLookup.find("cafe", in: Self.book) else {
            Issue.record("cafe named one contact")
            return
        }
        #expect(candidates.first == Self.cafe && candidates.count == 2)
    }

    /// Found, but as words: a bare hex argument could have been a word, so a delete asks.
    @Test func aPrefixOnlyAnIDMatchesNamesThatContactAsAWordWould() {
        #expect(ContactLookup.find("4930ae", in: Self.book) == .found(Self.byID, by: .words))
        #expect(ContactLookup.find("4930AE11-0000", in: Self.book) == .found(Self.byID, by: .words))
    }

    @Test func shortHexIsWordsOnlyAndSaysSo() {
        // Under four hex digits is too short to be an id a person copied: words alone.
        #expect(ContactLookup.find("49", in: Self.book) == .found(Self.byPhone, by: .words))
        #expect(ContactLookup.find("ström", in: Self.book) == .found(Self.byPhone, by: .words))
    }

    @Test func aFullIDIsThatContactOrNone() {
        #expect(ContactLookup.find(Self.byPhone.id.uuidString.lowercased(), in: Self.book) == .found(Self.byPhone, by: .id))
        #expect(ContactLookup.find(UUID().uuidString, in: Self.book) == .notFound)
    }

    @Test func anExplicitIDPrefixIsNeverReadAsWords() {
        #expect(ContactLookup.find(idPrefix: "7e", in: Self.book) == .found(Self.byPhone, by: .id))
        #expect(ContactLookup.find(idPrefix: "ström", in: Self.book) == .notFound)
        #expect(ContactLookup.find(idPrefix: "", in: Self.book) == .notFound)
        let twins = [
            Contact(id: UUID(uuidString: "AB000000-0000-4000-8000-000000000001")!),
            Contact(id: UUID(uuidString: "AB000000-0000-4000-8000-000000000002")!),
        ]
        #expect(ContactLookup.find(idPrefix: "ab", in: twins) == .ambiguous(twins))
    }
}

import ContactsCore
import Foundation
import TestSupport
import Testing

/// What the importer makes of each exporter family's cards (Fixtures/vcard/README.md).
@Suite struct VCardFixtureTests {
    static func fixture(_ name: String) throws -> Data {
        return try Data(contentsOf: TestFixtures.file("vcard/\(name)"))
    }

    static func only(_ name: String) throws -> Contact {
        let result = VCardReader.read(try fixture(name))
        #expect(result.problems.isEmpty, "\(result.problems)")
        return try #require(result.contacts.first)
    }

    @Test func appleGroupedLabelsOmittedYearAndKeptProperties() throws {
        let ada = try Self.only("apple-3.0.vcf")
        #expect(ada.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(ada.firstName == "Ada" && ada.lastName == "Lovelace")
        #expect(ada.company == "Analytical Engines Ltd")
        #expect(ada.department == "Research")
        #expect(ada.jobTitle == "Mathematician")
        #expect(ada.emails.map(\.value) == ["ada@example.org", "ada@work.example.org"])
        #expect(ada.emails.map(\.label) == ["other", "work"])
        #expect(ada.phones.map(\.label) == ["mobile", "Grandma's"])
        #expect(ada.addresses.first?.city == "London")
        #expect(ada.addresses.first?.label == "home")
        #expect(ada.birthday == PartialDate("--12-10"))
        #expect(ada.notes == "First line\nSecond line, with comma")
        guard case .array(let kept)? = ada.extra[VCardReader.extraKey] else {
            Issue.record("no kept properties")
            return
        }
        #expect(ada.profiles == [LabeledValue(label: "twitter", value: "https://twitter.com/ada")])
        #expect(ada.photo == "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD")
        #expect(kept.count == 1)
        #expect(kept.contains(.string("item3.X-ABADR:gb")))
    }

    @Test func googleFoldsTypesAndCategories() throws {
        let grace = try Self.only("google-3.0.vcf")
        #expect(grace.notes.hasPrefix("A very long note that Google folds because it is longer than seventy-five octets"))
        #expect(grace.tags == ["myContacts", "Navy"])
        #expect(grace.birthday == PartialDate("1906-12-09"))
        #expect(
            grace.addresses.first
                == PostalAddress(label: "work", street: "1000 Navy Pentagon", city: "Washington", region: "DC", postalCode: "20350", country: "USA"))
        #expect(grace.urls.first?.value == "https://example.org/grace")
        #expect(grace.uid == nil)
    }

    @Test func android21QuotedPrintableWithSoftBreaksAndBareTypes() throws {
        let anders = try Self.only("android-2.1.vcf")
        #expect(anders.lastName == "Ångström")
        #expect(anders.phones.map(\.value) == ["+46184710000", "+46 18 555 00 00"])
        #expect(anders.phones.map(\.label) == ["mobile", "home"])
        #expect(anders.emails.first?.label == "work")
        #expect(anders.notes == "Physicist. Studied the solar spectrum ☀")
    }

    @Test func outlookWindows1252() throws {
        let jose = try Self.only("outlook-2.1-cp1252.vcf")
        #expect(jose.firstName == "José" && jose.lastName == "Müller")
        #expect(jose.jobTitle == "Ingénieur €")
    }

    @Test func rfc40WithBomTelUriAndAnniversary() throws {
        let wang = try Self.only("rfc-4.0.vcf")
        #expect(wang.id == UUID(uuidString: "4fbe8971-0bc3-424c-9c26-36c3e1eff6b1"))
        #expect(wang.lastName == "王")
        #expect(wang.phones.first == LabeledValue(label: "mobile", value: "+86-10-5555-0100"))
        #expect(wang.addresses.first?.city == "北京")
        #expect(wang.anniversary == PartialDate("2010-06-15"))
        #expect(wang.birthday == PartialDate("--04-12"))
    }

    @Test func aDamagedLineCostsOnlyItselfAndACardNamingNoOneIsKept() throws {
        let result = VCardReader.read(try Self.fixture("mixed-damaged.vcf"))
        #expect(result.contacts.map(\.displayName) == ["Émile Zola", "Missing End", "Broken Card", "+1 555 0000", "(no name)", "Last One"])
        #expect(result.contacts[2].notes == "Met at the fair\nthis line has no colon at all")
        #expect(result.contacts[4].notes == "nobody")
        #expect(result.skipped == 0)
        #expect(result.cards == 6)
        #expect(result.problems.map(\.line) == [7, 15, 21])
        #expect(result.problems[0].message.contains("END:VCARD"))
        #expect(result.problems[1].message == "not a vCard property: read as the next line of the NOTE on line 14")
        #expect(result.problems[2].message == "card names no one (no name, organisation, email or phone): imported as “(no name)”")
        #expect(result.contacts.last?.uid == "not-a-uuid-123@example.com")
    }
}

@Suite struct VObjectFixtureTests {
    @Test func aCardWrittenByVObjectIsReadWhole() throws {
        let marie = try VCardFixtureTests.only("vobject-3.0.vcf")
        #expect(marie.firstName == "Marie" && marie.lastName == "Curie")
        #expect(marie.company == "Institut du Radium")
        #expect(marie.department == "Laboratoire")
        #expect(marie.notes.hasSuffix("seventy-five octets: ☢"))
        #expect(marie.notes.hasPrefix("Two Nobel prizes; physics, chemistry.\nLine two"))
        #expect(marie.addresses.first?.city == "Paris")
        #expect(marie.phones.first?.label == "work")
        #expect(marie.tags == ["science", "physics"])
    }
}

import ContactsEngine
import Foundation
import Testing

@testable import ContactsCore

/// A name in all its parts, and as another program wrote it whole, comes in and goes out
/// unchanged; books that kept some parts in `extra` still open with them in place.
@Suite struct NamePartsTests {
    static let card = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        N:Doe;John;Richter,James;Mr.;Sr.\r
        FN:Mr. John Richter James Doe Sr.\r
        X-PHONETIC-FIRST-NAME:Jon\r
        ORG:Acme;Research\r
        END:VCARD\r

        """

    @Test(arguments: VCardWriter.Version.allCases)
    func everyPartAndTheNameAsWrittenSurviveARoundTrip(_ version: VCardWriter.Version) throws {
        let john = try #require(VCardReader.read(Data(Self.card.utf8)).contacts.first)
        #expect((john.firstName, john.middleName, john.lastName) == ("John", "Richter,James", "Doe"))
        #expect((john.namePrefix, john.nameSuffix, john.phoneticFirstName) == ("Mr.", "Sr.", "Jon"))
        #expect(john.formattedName == "Mr. John Richter James Doe Sr." && john.displayName == john.formattedName)
        #expect(john.company == "Acme" && john.department == "Research")
        let card = VCardWriter.card(for: john, version: version)
        #expect(card.contains("\r\nN:Doe;John;Richter,James;Mr.;Sr.\r\n"))
        #expect(card.contains("\r\nFN:Mr. John Richter James Doe Sr.\r\n"))
        #expect(VCardReader.read(Data(card.utf8)).contacts.first.map(\.formattedName) == john.formattedName)
    }

    @Test func aNameAsWrittenThatSaysNoMoreIsNotKept() {
        let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n"
        #expect(VCardReader.read(Data(card.utf8)).contacts.first?.formattedName == "")
    }

    @Test func aDepartmentWithoutACompanyStaysADepartment() throws {
        var contact = Contact(firstName: "Ada")
        contact.department = "Research"
        let back = try #require(VCardReader.read(VCardWriter.write([contact])).contacts.first)
        #expect(back.company.isEmpty && back.department == "Research")
    }

    @Test func partsKeptInExtraByOlderVersionsMoveIntoTheirFields() throws {
        let contact = Contact(firstName: "Ada", extra: ["namePrefix": .string("Dr."), "department": .string("Research"), "other": .string("x")])
        #expect(contact.namePrefix == "Dr." && contact.department == "Research")
        #expect(contact.extra == ["other": .string("x")])
        let json = #"{"version":1,"contacts":[{"id":"6F2B0E55-7C36-4B7B-9B0B-1B6E9A0E0A01","firstName":"Ada","extra":{"nameSuffix":"PhD"}}]}"#
        let fast = try JSONFileStore(path: "/tmp/none.json").decode(Data(json.utf8))
        #expect(fast.contacts.first?.nameSuffix == "PhD" && fast.contacts.first?.extra == [:])
        let foundation = try JSONDecoder().decode(AddressBook.self, from: Data(json.utf8))
        #expect(foundation.contacts.first?.nameSuffix == "PhD")
    }

    @Test func theBookFileKeepsEveryPart() throws {
        var contact = Contact(firstName: "John", lastName: "Doe")
        (contact.middleName, contact.namePrefix, contact.nameSuffix) = ("James", "Mr.", "Sr.")
        (contact.formattedName, contact.phoneticFirstName, contact.phoneticLastName) = ("Johnny D", "Jon", "Do")
        contact.department = "Research"
        let data = try JSONFileStore.encode(AddressBook(contacts: [contact]))
        let back = try #require(try JSONFileStore(path: "/tmp/none.json").decode(data).contacts.first)
        #expect(back == contact)
        let foundation = try JSONDecoder().decode(AddressBook.self, from: data)
        #expect(foundation.contacts.first == contact)
    }

    @Test func aSearchFindsEveryPart() {
        var contact = Contact(firstName: "John", lastName: "Doe")
        (contact.middleName, contact.department, contact.phoneticLastName) = ("Richter", "Research", "Doh")
        for word in ["richter", "research", "doh"] { #expect(ContactSearch(word).matches(contact), "\(word)") }
    }

    @Test func aSearchFindsRoleProfilesPeopleAndFurtherOrganisations() {
        var contact = Contact(firstName: "Ada")
        contact.role = "Analyst"
        contact.profiles = [.init(label: "skype", value: "ada.lovelace")]
        contact.related = [.init(label: "spouse", value: "William King")]
        contact.organizations = [.init(label: "Fellow", value: "Royal Society")]
        for word in ["analyst", "ada.lovelace", "william", "fellow", "royal"] { #expect(ContactSearch(word).matches(contact), "\(word)") }
        #expect(!ContactSearch("skype").matches(contact))
    }

    @Test func aMergeKeepsTheSecondRecordsParts() {
        var second = Contact(firstName: "John", lastName: "Doe")
        (second.middleName, second.department) = ("Richter", "Research")
        let merged = ContactMerge.merged([Contact(firstName: "John", lastName: "Doe"), second])
        #expect(merged.middleName == "Richter" && merged.department == "Research")
    }
}

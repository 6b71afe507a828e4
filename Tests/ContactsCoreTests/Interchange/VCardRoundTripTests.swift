import ContactsCore
import Foundation
import TestSupport
import Testing

/// Export then import gives back the same contacts, for both versions and awkward text.
@Suite struct VCardRoundTripTests {
    static func awkward() -> Contact {
        var contact = Contact(
            firstName: "Zoë; \"the\" \\ best,", lastName: "Ström-王", nickname: "Z", company: "ACME; Inc.", jobTitle: "Boss, of all",
            phones: [LabeledValue(label: "mobile", value: "+49 30 555 0199"), LabeledValue(label: "Grandma", value: "+1 555")],
            emails: [LabeledValue(label: "home", value: "zoe@example.de"), LabeledValue(label: "work", value: "z@work.example")],
            urls: [LabeledValue(label: "", value: "https://example.org/a,b;c")],
            addresses: [
                PostalAddress(label: "home", street: "1 Main St\nFlat 2", city: "Köln", region: "NRW", postalCode: "50667", country: "Deutschland")
            ],
            birthday: PartialDate("--02-29"), anniversary: PartialDate("2001-09-10"),
            notes: "Line one\nLine two; with, punctuation \\ and emoji 👩‍👩‍👧 " + String(repeating: "long ", count: 40),
            tags: ["friends", "a,b"], favorite: true)
        contact.extra = ["vcard": .array([.string("X-CUSTOM;TYPE=thing:kept value")])]
        contact.profiles = [LabeledValue(label: "xmpp", value: "z@example.org")]
        contact.updatedAt = Date(timeIntervalSince1970: 1_800_000_000)
        return contact
    }

    @Test(arguments: VCardWriter.Version.allCases)
    func aContactSurvivesExportAndImport(_ version: VCardWriter.Version) throws {
        let original = Self.awkward()
        let result = VCardReader.read(VCardWriter.write([original], version: version))
        #expect(result.problems.isEmpty, "\(result.problems)")
        let back = try #require(result.contacts.first)
        #expect(back.id == original.id)
        #expect(back.firstName == original.firstName && back.lastName == original.lastName)
        #expect(back.nickname == original.nickname && back.company == original.company && back.jobTitle == original.jobTitle)
        #expect(back.phones == original.phones)
        #expect(back.emails == original.emails)
        #expect(back.urls == original.urls)
        #expect(back.addresses == original.addresses)
        #expect(back.birthday == original.birthday && back.anniversary == original.anniversary)
        #expect(back.notes == original.notes)
        #expect(back.tags == original.tags)
        #expect(back.favorite)
        #expect(back.extra["vcard"] == original.extra["vcard"])
        #expect(back.profiles == original.profiles)
        let again = VCardWriter.write([back], version: version)
        #expect(VCardReader.read(again).contacts.first?.phones == original.phones)
    }

    @Test func everyCardHasTheRequiredPropertiesAndCRLF() {
        let text = String(decoding: VCardWriter.write([Contact(firstName: "Ada"), Contact(company: "ACME")]), as: UTF8.self)
        #expect(text.components(separatedBy: "BEGIN:VCARD").count == 3)
        for property in ["VERSION:4.0", "FN:", "N:", "UID:urn:uuid:", "REV:"] {
            #expect(text.components(separatedBy: "\r\n" + property).count == 3, "\(property)")
        }
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test(arguments: VCardWriter.Version.allCases)
    func anIndependentReaderAcceptsTheExport(_ version: VCardWriter.Version) throws {
        let data = VCardWriter.write([Self.awkward(), Contact(firstName: "小明", lastName: "王")], version: version)
        let script = """
            cards = list(vobject.readComponents(open(sys.argv[1], encoding="utf-8").read()))
            assert len(cards) == 2, len(cards)
            assert cards[0].n.value.family == "Ström-王", cards[0].n.value.family
            assert cards[0].note.value.startswith("Line one\\nLine two; with, punctuation \\\\ and emoji"), repr(cards[0].note.value)
            assert cards[1].fn.value == "小明 王", cards[1].fn.value
            print("ok")
            """
        let (status, text) = try VObject.run(script, on: data)
        #expect(status == 0 && text.contains("ok"), "vobject said: \(text)")
    }
}

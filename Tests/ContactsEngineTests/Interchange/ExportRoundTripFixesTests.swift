import ContactsEngine
import Foundation
import Testing

@testable import ContactsCore

/// What an export wrote comes back as it was: the cases that once changed on the way.
@Suite struct ExportRoundTripFixesTests {
    static func csvRoundTrip(_ contact: Contact, _ layout: CSVLayout) throws -> (text: String, back: Contact) {
        let data = ContactCSVWriter.write([contact], layout: layout)
        let back = try #require(try Interchange.read(data, format: .csv, path: "x.csv").contacts.first)
        return (String(decoding: data, as: UTF8.self), back)
    }

    @Test func aYearlessBirthdayGoesToGoogleAsGoogleWritesIt() throws {
        let (text, back) = try Self.csvRoundTrip(Contact(firstName: "Ada", birthday: PartialDate("--12-10")), .google)
        #expect(text.contains(",--12-10,") && !text.contains("'--12-10"))
        #expect(back.birthday == PartialDate("--12-10"))
        // A formula is still neutralised.
        #expect(ContactCSVWriter.neutralised("--1+2") == "'--1+2")
    }

    /// Outlook has no date without a year: never a made-up one, but a line in Notes, which
    /// comes back as the date.
    @Test func aYearlessBirthdayGoesToOutlookAsANoteAndComesBack() throws {
        let ada = Contact(firstName: "Ada", birthday: PartialDate("--12-10"), anniversary: PartialDate("1835-07-08"), notes: "Mathematician")
        let (text, back) = try Self.csvRoundTrip(ada, .outlook)
        #expect(text.contains(",,7/8/1835,\"Mathematician\nBirthday: --12-10\","))
        #expect(!text.contains("1604"))
        #expect(back.birthday == PartialDate("--12-10") && back.anniversary == PartialDate("1835-07-08") && back.notes == "Mathematician")
        // A file of Apple's convention still reads 1604 as no year.
        #expect(CSVRow.outlookDate("12/10/1604") == PartialDate("--12-10"))
    }

    @Test func aPrimaryValueWithNoLabelComesBackUnlabelled() throws {
        let ada = Contact(firstName: "Ada", emails: [.init(label: "", value: "ada@example.org"), .init(label: "work", value: "ada@work.example")])
        let (_, back) = try Self.csvRoundTrip(ada, .google)
        #expect(back.emails == ada.emails)
    }

    @Test func aTagHoldingACommaStaysOneTag() throws {
        let ada = Contact(firstName: "Ada", tags: ["Smith, Jones & Co", "chess"])
        let (_, back) = try Self.csvRoundTrip(ada, .generic)
        #expect(back.tags == ada.tags)
        let (plain, _) = try Self.csvRoundTrip(Contact(firstName: "Ada", tags: ["a", "b"]), .generic)
        #expect(plain.contains(",\"a, b\","))
    }

    /// The generic layout is the app's own: its times come back; vCard's REV is the time of
    /// the last change, in its compact and extended spellings.
    @Test func timesComeBackThroughTheGenericLayoutAndREV() throws {
        var ada = Contact(firstName: "Ada")
        (ada.createdAt, ada.updatedAt) = (Date(timeIntervalSince1970: 1_000_000_000), Date(timeIntervalSince1970: 1_700_000_000))
        let (_, back) = try Self.csvRoundTrip(ada, .generic)
        #expect(back.createdAt == ada.createdAt && back.updatedAt == ada.updatedAt)
        for version in VCardWriter.Version.allCases {
            #expect(VCardReader.read(VCardWriter.write([ada], version: version)).contacts.first?.updatedAt == ada.updatedAt)
        }
        #expect(VCardDates.revision("2023-11-14T22:13:20Z") == ada.updatedAt)
        #expect(VCardDates.revision("20231114") == Date(timeIntervalSince1970: 1_699_920_000))
        #expect(VCardDates.revision("yesterday") == nil)
    }

    @Test(arguments: VCardWriter.Version.allCases)
    func aContactWithOnlyAnEmailOrPhoneComesBackWithoutAName(_ version: VCardWriter.Version) throws {
        let contacts = [Contact(emails: [.init(label: "", value: "ada@example.org")]), Contact(phones: [.init(label: "", value: "+44 20 555")])]
        let back = VCardReader.read(VCardWriter.write(contacts, version: version)).contacts
        #expect(back.map(\.firstName) == ["", ""])
        #expect(back.map(\.displayName) == ["ada@example.org", "+44 20 555"])
    }
}

import ContactsCore
import ContactsEngine
import Foundation
import TestSupport
import Testing

@Suite struct CSVFixtureTests {
    static func read(_ name: String) throws -> InterchangeReadResult {
        let data = try Data(contentsOf: TestFixtures.file("csv/\(name)"))
        #expect(InterchangeFormat.detect(path: "no-extension", data: data) == .csv)
        return try Interchange.read(data, format: .csv, path: name)
    }

    @Test func googleCurrentWithPrimaryMarksMultiValuesAndLabels() throws {
        let result = try Self.read("google-current.csv")
        #expect(result.problems.isEmpty)
        #expect(result.contacts.count == 2)
        let ada = result.contacts[0]
        #expect(ada.firstName == "Ada" && ada.lastName == "Lovelace")
        #expect(ada.notes == "Line one\nLine two, with \"quotes\"")
        #expect(ada.tags == ["Friends", "Science"])
        #expect(ada.emails.map(\.value) == ["ada@example.org", "ada@old.example.org", "ada@work.example"])
        #expect(ada.emails.map(\.label) == ["home", "home", "work"])
        #expect(ada.phones == [LabeledValue(label: "mobile", value: "+44 20 7946 0018")])
        #expect(ada.addresses.first?.postalCode == "SW1Y 4JH")
        #expect(ada.anniversary == PartialDate("1835-07-08"))
        #expect(ada.urls.first?.value == "https://example.org/ada")
        #expect(ada.company == "Analytical Engines" && ada.jobTitle == "Mathematician")
        #expect(result.contacts[1].company == "Pizzeria Napoli")
        #expect(result.contacts[1].birthday == PartialDate("--04-02"))
    }

    @Test func googleLegacy() throws {
        let grace = try #require(try Self.read("google-legacy.csv").contacts.first)
        #expect(grace.firstName == "Grace" && grace.middleName == "Brewster" && grace.lastName == "Hopper")
        #expect(grace.nickname == "Amazing Grace")
        #expect(grace.tags == ["Navy"])
        #expect(grace.emails.first == LabeledValue(label: "work", value: "grace@example.mil"))
        #expect(grace.company == "US Navy")
        #expect(grace.addresses.first?.city == "Washington")
    }

    @Test func outlookInWindows1252WithSemicolons() throws {
        let jose = try #require(try Self.read("outlook-cp1252-semicolons.csv").contacts.first)
        #expect(jose.firstName == "José" && jose.lastName == "Müller")
        #expect(jose.jobTitle == "Ingénieur")
        #expect(jose.phones.map(\.label) == ["mobile", "work", "work fax"])
        #expect(jose.addresses.first?.country == "España")
        #expect(jose.birthday == PartialDate("1970-03-14"))
        #expect(jose.notes == "Prefers €; not $")
        #expect(jose.tags == ["Work", "Spain"])
        #expect(jose.namePrefix == "Dr." && jose.extra.isEmpty)
    }

    @Test func anUnknownHeaderIsRefusedWithAMessage() {
        #expect(throws: StoreError.self) { try Interchange.read(Data("a,b,c\n1,2,3\n".utf8), format: .csv, path: "x.csv") }
    }
}

@Suite struct CSVWriterTests {
    static let contact: Contact = {
        var contact = Contact(
            firstName: "Zoë \"Z\"", lastName: "Ström, Jr.", company: "=HYPERLINK(\"http://evil\")", jobTitle: "@boss",
            phones: [LabeledValue(label: "mobile", value: "+49 30 555 0199"), LabeledValue(label: "work", value: "-5 ext")],
            emails: [LabeledValue(label: "home", value: "zoe@example.de"), LabeledValue(label: "work", value: "z@work.example")],
            addresses: [PostalAddress(label: "home", street: "1 Main St\nFlat 2", city: "Köln", postalCode: "50667", country: "DE")],
            birthday: PartialDate("1990-02-03"), anniversary: PartialDate("--06-07"), notes: "Line one\nLine two, \"quoted\"", tags: ["a", "b"])
        return contact
    }()

    @Test func formulasAreNeutralisedButPhoneNumbersKept() {
        #expect(ContactCSVWriter.neutralised("=SUM(A1)") == "'=SUM(A1)")
        #expect(ContactCSVWriter.neutralised("@cmd") == "'@cmd")
        #expect(ContactCSVWriter.neutralised("+cmd") == "'+cmd")
        #expect(ContactCSVWriter.neutralised("-x") == "'-x")
        #expect(ContactCSVWriter.neutralised("+44 20 7946 0018") == "+44 20 7946 0018")
        #expect(ContactCSVWriter.neutralised("-5") == "-5")
        #expect(ContactCSVWriter.neutralised("plain") == "plain")
    }

    @Test(arguments: [CSVLayout.generic, .google])
    func aContactSurvivesARoundTrip(_ layout: CSVLayout) throws {
        let data = ContactCSVWriter.write([Self.contact], layout: layout)
        let back = try #require(try Interchange.read(data, format: .csv, path: "x.csv").contacts.first)
        #expect(back.firstName == Self.contact.firstName && back.lastName == Self.contact.lastName)
        #expect(back.company == Self.contact.company, "the apostrophe the writer adds is taken off on reading")
        #expect(back.phones.map(\.value) == ["+49 30 555 0199", "-5 ext"])
        #expect(String(decoding: data, as: UTF8.self).contains("'=HYPERLINK"))
        #expect(back.emails == Self.contact.emails)
        #expect(back.addresses == Self.contact.addresses)
        #expect(back.birthday == Self.contact.birthday && back.anniversary == Self.contact.anniversary)
        #expect(back.notes == Self.contact.notes)
        #expect(back.tags == Self.contact.tags)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\r\n"))
    }

    @Test func outlookRoundTripKeepsWhatItsColumnsHold() throws {
        let data = ContactCSVWriter.write([Self.contact], layout: .outlook)
        let back = try #require(try Interchange.read(data, format: .csv, path: "x.csv").contacts.first)
        #expect(back.lastName == Self.contact.lastName)
        #expect(back.phones.map(\.label) == ["mobile", "work"])
        #expect(back.emails.map(\.value) == Self.contact.emails.map(\.value))
        #expect(back.addresses.first?.city == "Köln")
        #expect(back.birthday == Self.contact.birthday)
    }
}

/// The rarely filled fields come in from each layout's columns and go out to them.
@Suite struct CSVWideFieldsTests {
    static func read(_ text: String) throws -> InterchangeReadResult {
        try Interchange.read(Data(text.utf8), format: .csv, path: "x.csv")
    }

    @Test func googlesOlderLayoutGivesGenderMessagingOrganisationsAndEvents() throws {
        let header = [
            "Name", "Given Name", "Family Name", "Gender", "Organization 1 - Name", "Organization 1 - Title",
            "Organization 1 - Job Description", "Organization 2 - Type", "Organization 2 - Name", "Organization 2 - Title",
            "Organization 2 - Department", "IM 1 - Type", "IM 1 - Service", "IM 1 - Value", "Relation 1 - Type", "Relation 1 - Value",
            "Event 1 - Type", "Event 1 - Value", "Event 2 - Type", "Event 2 - Value", "Event 3 - Type", "Event 3 - Value",
        ].joined(separator: ",")
        let row =
            "Ada Lovelace,Ada,Lovelace,female,Analytical Engines,Analyst,Writes programs,,Royal Society,Fellow,Sciences,Home,Jabber,ada@example.org,Spouse,William King,Anniversary,1835-07-08,Graduation,2010-06-01,Other,someday"
        let result = try Self.read(header + "\n" + row + "\n")
        let ada = try #require(result.contacts.first)
        #expect(ada.gender == "female" && ada.role == "Writes programs")
        #expect(ada.organizations == [LabeledValue(label: "Fellow", value: "Royal Society; Sciences")])
        #expect(ada.profiles == [LabeledValue(label: "xmpp", value: "ada@example.org")])
        #expect(ada.related == [LabeledValue(label: "spouse", value: "William King")])
        #expect(ada.anniversary == PartialDate("1835-07-08") && ada.dates == [LabeledValue(label: "graduation", value: "2010-06-01")])
        #expect(ada.extra["csv"] == .object(["Event 3 - Type": .string("Other"), "Event 3 - Value": .string("someday")]))
    }

    @Test func outlooksPeopleAndGenderComeInAndGoOut() throws {
        var ada = Contact(firstName: "Ada")
        ada.gender = "female"
        ada.related = [.init(label: "spouse", value: "William King"), .init(label: "child", value: "Byron, Annabella")]
        ada.related.append(.init(label: "child", value: "Ralph"))
        let data = ContactCSVWriter.write([ada], layout: .outlook)
        let back = try #require(try Interchange.read(data, format: .csv, path: "x.csv").contacts.first)
        // Outlook has one Children column: the two entries share it.
        #expect(back.gender == "female" && back.related.map(\.value) == ["William King", "Byron, Annabella, Ralph"])
        // Outlook's own placeholder is no gender.
        let unset = String(decoding: data, as: UTF8.self).replacingOccurrences(of: ",Female,", with: ",Unspecified,")
        #expect(try Self.read(unset).contacts.first?.gender == "")
    }

    @Test func namedColumnsForPeopleAndProfiles() throws {
        let ada = try #require(try Self.read("Name,Email,Spouse,Skype,Twitter,Gender\nAda,ada@example.org,William,ada.l,@ada,F\n").contacts.first)
        #expect(ada.related == [LabeledValue(label: "spouse", value: "William")])
        #expect(ada.profiles == [LabeledValue(label: "skype", value: "ada.l"), LabeledValue(label: "twitter", value: "@ada")])
        #expect(ada.gender == "F")
    }

    /// A headerless file's dates and postcodes are no phone numbers.
    @Test func aHeaderlessRowsDatesAndPostcodesStayKept() throws {
        let result = try Self.read("Ada Lovelace,ada@example.org,2024-03-15,90210,+44 20 7946 0018,chess\n")
        #expect(result.contacts.first?.phones.map(\.value) == ["+44 20 7946 0018"])
        #expect(result.problems.first == "the file has no header row: its columns were taken for Name, Email, Phone by what the first row holds")
    }
}

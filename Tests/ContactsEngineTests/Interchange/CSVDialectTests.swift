import ContactsEngine
import Foundation
import Testing

@testable import ContactsCore

/// CSV files as the exporters people leave write them: every row comes in, and every column
/// the book has no field for is kept and said.
@Suite struct CSVDialectTests {
    static func read(_ text: String, path: String = "contacts.csv") throws -> InterchangeReadResult {
        try Interchange.read(Data(text.utf8), format: .csv, path: path)
    }

    /// Thunderbird's export header as it writes it (US build), with a yearless birthday.
    static let thunderbird = """
        First Name,Last Name,Display Name,Nickname,Primary Email,Secondary Email,Screen Name,Work Phone,Home Phone,\
        Fax Number,Pager Number,Mobile Number,Home Address,Home Address 2,Home City,Home State,Home ZipCode,Home Country,\
        Work Address,Work Address 2,Work City,Work State,Work ZipCode,Work Country,Job Title,Department,Organization,\
        Web Page 1,Web Page 2,Birth Year,Birth Month,Birth Day,Custom 1,Custom 2,Custom 3,Custom 4,Notes\r
        Ada,Lovelace,Ada Lovelace,,ada@example.org,ada@work.example,,+44 20 555,+44 20 666,,,+44 7700 900,\
        12 St James Square,Flat 2,London,,SW1Y 4JH,United Kingdom,,,,,,,Analyst,Engines,Analytical Society,\
        https://example.org/ada,,,12,10,locker 7,,,,"Met at the fair"\r

        """

    @Test func thunderbirdComesInWithEveryEmailPhoneAddressAndURL() throws {
        let result = try Self.read(Self.thunderbird)
        let ada = try #require(result.contacts.first)
        #expect(ada.firstName == "Ada" && ada.lastName == "Lovelace")
        #expect(ada.emails.map(\.value) == ["ada@example.org", "ada@work.example"])
        #expect(
            ada.phones == [
                .init(label: "work", value: "+44 20 555"), .init(label: "home", value: "+44 20 666"), .init(label: "mobile", value: "+44 7700 900"),
            ])
        #expect(
            ada.addresses == [
                PostalAddress(
                    label: "home", street: "12 St James Square\nFlat 2", city: "London", region: "", postalCode: "SW1Y 4JH", country: "United Kingdom"
                )
            ])
        #expect(ada.urls.map(\.value) == ["https://example.org/ada"])
        #expect(ada.company == "Analytical Society" && ada.jobTitle == "Analyst")
        #expect(ada.department == "Engines")
        #expect(ada.birthday == PartialDate(year: nil, month: 12, day: 10))
        #expect(ada.notes == "Met at the fair")
        #expect(ada.extra[ContactCSVReader.extraKey] == .object(["Custom 1": .string("locker 7")]))
        #expect(result.problems == [#"column "Custom 1" has no field in the book: kept as written (1 contact)"#])
    }

    @Test func aSheetWithOnlyAnEmailColumnIsRead() throws {
        let result = try Self.read("Email\nada@example.org\n\ngrace@example.mil\n")
        #expect(result.contacts.map(\.displayName) == ["ada@example.org", "grace@example.mil"])
    }

    @Test func yahooStyleNamesAndAPhoneOnlyRow() throws {
        let result = try Self.read("First,Middle,Last,Email,Mobile,Comments\nGrace,Brewster,Hopper,,,\n,,,,+1 555 0100,call back\n")
        #expect(result.contacts.map(\.displayName) == ["Grace Hopper", "+1 555 0100"])
        #expect(result.contacts.first?.middleName == "Brewster")
        #expect(result.contacts.last?.notes == "call back")
    }

    @Test(arguments: [
        "sep=;\nName;Email\nAda Lovelace;ada@example.org\n", "Name;Email\nAda Lovelace;ada@example.org\n",
        "Name\tEmail\nAda Lovelace\tada@example.org\n",
    ])
    func separatorsAreHintedOrTold(_ text: String) throws {
        let result = try Self.read(text)
        #expect(result.contacts.map(\.primaryEmail) == ["ada@example.org"])
        #expect(result.contacts.map(\.displayName) == ["Ada Lovelace"])
    }

    /// What `abook --convert --outformat csv` writes (abook 0.6.1): no header, emails in one cell.
    @Test func abooksHeaderlessExportIsRead() throws {
        let text = """
            "Ada Lovelace","ada@example.org,ada@work.example","+44 20 555","First line","Ada"
            "Søren Kierkegaard","soren@example.dk","","Philosopher; wrote, a lot",""

            """
        let data = Data(text.utf8)
        #expect(InterchangeFormat.detect(path: "export", data: data) == .csv)
        let result = try Interchange.read(data, format: .csv, path: "abook.csv")
        #expect(result.contacts.map(\.displayName) == ["Ada Lovelace", "Søren Kierkegaard"])
        #expect(result.contacts[0].emails.map(\.value) == ["ada@example.org", "ada@work.example"])
        #expect(result.contacts[0].nickname == "Ada" && result.contacts[0].primaryPhone == "+44 20 555")
        #expect(result.contacts[1].notes == "Philosopher; wrote, a lot")
        #expect(result.problems.isEmpty)
    }

    @Test func outlooksOlderCountryColumnAndSecondStreetLineAreRead() throws {
        let text =
            "First Name,Last Name,E-mail Address,Home Street,Home Street 2,Home City,Home Country,Business Country/Region,Priority\n"
            + "José,Müller,jose@example.es,Calle Mayor 1,2º,Madrid,España,Portugal,Normal\n"
        let jose = try #require(try Self.read(text).contacts.first)
        #expect(jose.addresses.map(\.street) == ["Calle Mayor 1\n2º", ""])
        #expect(jose.addresses.map(\.country) == ["España", "Portugal"])
        // Outlook's default for a column nobody set is not data to keep.
        #expect(jose.extra[ContactCSVReader.extraKey] == nil)
    }

    @Test func twoColumnsOfOneNameAndCellsPastTheHeaderAreKept() throws {
        let result = try Self.read("Name,Email,Email\nAda Lovelace,ada@example.org,ada@work.example,spare cell\n")
        let ada = try #require(result.contacts.first)
        #expect(ada.emails.map(\.value) == ["ada@example.org", "ada@work.example"])
        #expect(ada.extra[ContactCSVReader.extraKey] == .object(["column 4": .string("spare cell")]))
        #expect(result.problems == [#"column "column 4" has no field in the book: kept as written (1 contact)"#])
    }

    @Test func aDateThatIsNoDateIsKeptNotLost() throws {
        let result = try Self.read("Name,Birthday\nAda Lovelace,sometime in December\n")
        #expect(result.contacts.first?.birthday == nil)
        #expect(result.contacts.first?.extra[ContactCSVReader.extraKey] == .object(["Birthday": .string("sometime in December")]))
    }

    @Test func googlesOtherEventsAreLabelledDates() throws {
        let text =
            "First Name,Last Name,Phone 1 - Label,Phone 1 - Value,Event 1 - Label,Event 1 - Value\n"
            + "Ada,Lovelace,Mobile,+44 20 555,Graduation,1833-06-05\n"
        let ada = try #require(try Self.read(text).contacts.first)
        #expect(ada.anniversary == nil && ada.extra.isEmpty)
        #expect(ada.dates == [LabeledValue(label: "graduation", value: "1833-06-05")])
    }

    @Test func aHeaderNamingNothingIsRefusedWithWhatItNeeds() {
        #expect(
            throws: StoreError.notImportable(
                path: "x.csv",
                detail:
                    #"its first row ("a", "b", "c") names no column this app reads: give the file a header row with columns such as Name, Email or Phone"#
            )
        ) { try Self.read("a,b,c\n1,2,3\n", path: "x.csv") }
    }
}

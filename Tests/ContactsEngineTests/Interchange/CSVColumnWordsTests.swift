import ContactsCore
import ContactsEngine
import Foundation
import Testing

/// Columns as other programs name them are read by their words, and abook's own headerless
/// exports are read, never refused.
@Suite struct CSVColumnWordsTests {
    static func read(_ text: String) throws -> InterchangeReadResult {
        try Interchange.read(Data(text.utf8), format: .csv, path: "t.csv")
    }

    @Test func aGenericExportsColumnsAreReadByTheirWords() throws {
        let result = try Self.read(
            """
            Display Name,Email Home,Email Work,Email Other,Home Mobile,Home Zip,Work City,Work State,Work Zip,Work Country,Birthday,Anniversary,\
            IM Skype,IM Jabber,Website Home Page,Website Work,Website Blog
            Ada Lovelace,ada@home.example,ada@work.example,ada@other.example,+44 7700 900123,SW1A 1AA,Leeds,West Yorkshire,LS1 1AA,UK,\
            25/12/1815,08/07/1835,ada.skype,ada@jabber.example,https://ada.example,https://work.example/ada,https://blog.example/ada

            """)
        let ada = try #require(result.contacts.first)
        #expect(
            ada.emails == [
                .init(label: "home", value: "ada@home.example"), .init(label: "work", value: "ada@work.example"),
                .init(label: "other", value: "ada@other.example"),
            ])
        #expect(ada.phones == [.init(label: "mobile", value: "+44 7700 900123")])
        #expect(ada.addresses.map(\.label) == ["home", "work"])
        #expect(ada.addresses.last?.city == "Leeds" && ada.addresses.last?.postalCode == "LS1 1AA" && ada.addresses.last?.country == "UK")
        #expect(ada.profiles == [.init(label: "skype", value: "ada.skype"), .init(label: "xmpp", value: "ada@jabber.example")])
        #expect(ada.urls.map(\.label) == ["home", "work", "blog"])
        // One date can only be day first, so the file's dates are all read so, and that is said.
        #expect(ada.birthday == PartialDate("1815-12-25") && ada.anniversary == PartialDate("1835-07-08"))
        #expect(ada.extra["csv"] == nil, "nothing left unread")
        #expect(result.problems == ["dates such as 25/12/1990 are read day first (D/M/YYYY), as the file writes them"])
    }

    @Test func slashDatesThatCouldBeEitherAreReadMonthFirstAndSaidSo() throws {
        let result = try Self.read("Name,Birthday\nAda,08/07/1835\n")
        #expect(result.contacts.first?.birthday == PartialDate("1835-08-07"))
        #expect(result.problems == ["dates such as 08/07/1990 are read month first (M/D/YYYY, as Outlook writes them)"])
    }

    /// A first row of data is never taken for a header because an email holds "mail".
    @Test func aHeaderlessFileWhoseEmailHoldsAColumnWordIsStillData() throws {
        let result = try Self.read("John Doe,john@mail.ru,+7 495 555 0101\nJane Roe,jane@mail.de,\n")
        #expect(result.contacts.map(\.displayName) == ["John Doe", "Jane Roe"])
        #expect(result.contacts.first?.emails.map(\.value) == ["john@mail.ru"])
    }

    /// Columns about a value are not the value; a year-first date decides nothing.
    @Test func typeAndCodeColumnsStayAsWrittenAndAYearFirstDateDecidesNothing() throws {
        let result = try Self.read("Name,Address,Address Type,Country Code,Birthday,Anniversary\nAda,1 Main St,Home,44,1990/12/25,07/04/1990\n")
        let ada = try #require(result.contacts.first)
        #expect(ada.addresses.first?.street == "1 Main St" && ada.addresses.first?.country == "")
        #expect(ada.anniversary == PartialDate("1990-07-04"), "month first, as Outlook writes it")
    }

    /// abook 0.6.1's `--outformat palmcsv`, as Debian's abook wrote it here: a one-word name
    /// leaves out the first-name cell.
    @Test func abooksPalmExportIsRead() throws {
        let result = try Self.read(
            """
            "Lovelace","Ada","","","","+44 20 7946 0018","","+44 7700 900123","ada@example.org,ada@work.example","1 Main St","London","","SW1","UK","ada","","","","Countess","0","abook"
            "Solo","","","","","","","","","","","","","","","","","","0","abook"

            """)
        #expect(result.contacts.map(\.displayName) == ["Ada Lovelace", "Solo"])
        let ada = try #require(result.contacts.first)
        #expect(ada.emails.map(\.value) == ["ada@example.org", "ada@work.example"])
        #expect(ada.phones.map(\.label) == ["home", "mobile"])
        #expect(ada.addresses.first?.city == "London" && ada.nickname == "ada" && ada.notes == "Countess")
        #expect(result.contacts.allSatisfy { $0.extra["csv"] == nil && $0.tags.isEmpty })
        #expect(result.problems.isEmpty && result.skipped == 0)
    }
}

/// Files built to make a reader work without end are read in time, and said in few lines.
@Suite struct HostileInterchangeTests {
    @Test func aCardOfManyLinesOfOneKindIsReadUpToTheCapAndSaidOnce() {
        let phones = (0..<(VCardReader.maximumPerCard + 5)).map { "TEL:+1 555 \($0)" }
        let card = (["BEGIN:VCARD", "VERSION:3.0", "FN:Many"] + phones + ["CATEGORIES:a,b", "CATEGORIES:b,c", "END:VCARD"]).joined(separator: "\r\n")
        let result = VCardReader.read(Data(card.utf8))
        #expect(result.contacts.first?.phones.count == VCardReader.maximumPerCard)
        #expect(result.contacts.first?.tags == ["a", "b", "c"])
        #expect(result.linesLeftOut == 5)
        #expect(
            result.problems.map(\.message) == [
                "the card has 10005 TEL lines: the first 10000 were read, 5 left out (a card keeps at most 10000 of one kind)"
            ])
    }

    @Test func aCharsetThisAppCannotDecodeIsSaid() {
        let card = Data("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=X-MARTIAN:".utf8) + Data([0x8E, 0x52, 0x93, 0x63]) + Data("\r\nEND:VCARD\r\n".utf8)
        let result = VCardReader.read(card)
        #expect(
            result.problems.map(\.description) == [
                "line 3: N is not text in X-MARTIAN this app can decode: read as Windows-1252, so it may be garbled"
            ])
    }

    @Test func aFileOfManyUnknownColumnsNamesAScreenfulAndCountsTheRest() throws {
        let columns = ["Name", "Email"] + (0..<100).map { "Extra \($0)" }
        let text = columns.joined(separator: ",") + "\n" + (["Ada", "ada@example.org"] + (0..<100).map { "v\($0)" }).joined(separator: ",") + "\n"
        let result = try Interchange.read(Data(text.utf8), format: .csv, path: "t.csv")
        #expect(result.problems.count == 21)
        #expect(result.problems.last == "80 more columns have no field in the book: kept as written")
        #expect(result.contacts.first?.extra["csv"].map { if case .object(let cells) = $0 { cells.count } else { 0 } } == 100)
    }
}

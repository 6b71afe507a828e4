import Foundation
import Testing

@testable import ContactsCore

/// Every value as it was written: what real exporters put in their cards comes through import
/// and export (3.0 and 4.0) the same, and a line that cannot be read is said, never glued on.
@Suite struct VCardFidelityTests {
    static func card(_ lines: [String], version: String = "3.0") -> Data {
        Data((["BEGIN:VCARD", "VERSION:\(version)"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n").utf8)
    }

    static func read(_ lines: [String], version: String = "3.0") throws -> (Contact, VCardReadResult) {
        let result = VCardReader.read(card(lines, version: version))
        return (try #require(result.contacts.first), result)
    }

    /// The card's lines as written for `version`, unfolded.
    static func exported(_ contact: Contact, _ version: VCardWriter.Version) -> [String] {
        VCardWriter.card(for: contact, version: version).replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
    }

    // MARK: Identity

    @Test(arguments: VCardWriter.Version.allCases)
    func aBareOrCapitalUUIDGoesBackAsWritten(_ version: VCardWriter.Version) throws {
        for uid in ["5a3f0c2e-9b1d-4c6e-8f00-1234567890ab", "5A3F0C2E-9B1D-4C6E-8F00-1234567890AB", "URN:UUID:5A3F0C2E-9B1D-4C6E-8F00-1234567890AB"] {
            let (contact, _) = try Self.read(["UID:\(uid)", "FN:Ada Lovelace"])
            #expect(contact.id == UUID(uuidString: "5A3F0C2E-9B1D-4C6E-8F00-1234567890AB"))
            #expect(Self.exported(contact, version).contains("UID:\(uid)"), "\(uid)")
        }
        let (own, _) = try Self.read(["UID:urn:uuid:5a3f0c2e-9b1d-4c6e-8f00-1234567890ab", "FN:Ada Lovelace"])
        #expect(own.uid == nil)
    }

    @Test func linesThatAreNoPropertyAreLeftOutNeverGluedOn() throws {
        let (contact, result) = try Self.read([
            "UID:ada-1", "# written by hand", "FN:Ada Lovelace", "FN", "X-messaging/xmpp-All:ada@jabber.example", "EMAIL:ada@example.org",
        ])
        #expect(contact.uid == "ada-1")
        #expect(contact.displayName == "Ada Lovelace")
        #expect(contact.profiles == [LabeledValue(label: "xmpp", value: "ada@jabber.example")])
        #expect(
            result.problems.map(\.description) == [
                "line 4: not a vCard property, and not the text of the property before it; left out",
                "line 6: not a vCard property, and not the text of the property before it; left out",
                "line 7: KAddressBook's X-messaging line read as IMPP, the property it means",
            ])
        #expect(result.linesLeftOut == 2)
    }

    @Test func aNoteStillTakesTheLinesAnUnfoldingExporterBrokeItInto() throws {
        let (contact, _) = try Self.read(["FN:Ada", "NOTE:Agenda", "Call me at 10:30", "X-Custom/Thing:no", "EMAIL:ada@example.org"])
        #expect(contact.notes == "Agenda\nCall me at 10:30")
    }

    // MARK: Encodings

    /// 表 is 0x95 0x5C in Shift_JIS: read as Windows-1252, its second byte was a backslash.
    @Test func shiftJISIsDecodedAndItsBackslashByteIsNoEscape() throws {
        let bytes =
            Data("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=SHIFT_JIS:".utf8) + Data([0x95, 0x5C, 0x3B, 0x91, 0xBE, 0x98, 0x59])
            + Data("\r\nEND:VCARD\r\n".utf8)
        let result = VCardReader.read(bytes)
        #expect(result.contacts.first?.lastName == "表")
        #expect(result.contacts.first?.firstName == "太郎")
        #expect(result.problems.isEmpty)
    }

    /// The bytes as iconv writes them.
    @Test(
        arguments: [
            ("KOI8-R", [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4], "Привет"), ("WINDOWS-1251", [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2], "Привет"),
            ("ISO-2022-JP", [0x1B, 0x24, 0x42, 0x46, 0x7C, 0x4B, 0x5C, 0x38, 0x6C, 0x1B, 0x28, 0x42], "日本語"),
            ("EUC-KR", [0xC7, 0xD1, 0xB1, 0xB9, 0xBE, 0xEE], "한국어"), ("BIG5", [0xA4, 0xA4, 0xA4, 0xE5], "中文"),
        ] as [(String, [UInt8], String)])
    func otherCharsetsAreDecoded(_ charset: String, _ encoded: [UInt8], _ text: String) throws {
        let bytes = Data("BEGIN:VCARD\r\nVERSION:2.1\r\nFN;CHARSET=\(charset):".utf8) + Data(encoded) + Data("\r\nEND:VCARD\r\n".utf8)
        #expect(VCardReader.read(bytes).contacts.first?.displayName == text)
    }

    @Test func unmarkedUTF16ThatIsMostlyJapaneseIsRead() throws {
        let note = String(repeating: "東京都千代田区丸の内一丁目", count: 30)
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nNOTE:\(note)\r\nFN:山田太郎\r\nEND:VCARD\r\n"
        let bytes = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let result = VCardReader.read(Data(bytes))
        #expect(result.contacts.first?.displayName == "山田太郎")
        #expect(result.contacts.first?.notes == note)
    }

    // MARK: vCard 2.1

    @Test func aSoftBreakBeforeAnIndentedLineLeavesNoEqualsSign() throws {
        let (contact, _) = try Self.read(["FN:Ada", "NOTE;ENCODING=QUOTED-PRINTABLE:Please come=", " to the door"], version: "2.1")
        #expect(contact.notes == "Please cometo the door")
    }

    @Test func aBackslashAtALinesEndContinuesTheAddress() throws {
        let (contact, result) = try Self.read(["FN:Ada", "ADR;WORK:;;100 Waters Edge\\", "Building 7;Baytown;LA;30314;USA"], version: "2.1")
        #expect(contact.addresses.first?.street == "100 Waters Edge\nBuilding 7")
        #expect(contact.addresses.first?.city == "Baytown")
        #expect(result.problems.map(\.message) == ["not a vCard property: read as the next line of the ADR on line 4"])
    }

    @Test func aNestedAgentCardLeavesTheOuterCardWhole() throws {
        let (contact, result) = try Self.read(
            ["FN:Ada Lovelace", "AGENT:", "BEGIN:VCARD", "VERSION:2.1", "FN:Charles Babbage", "TEL:+44 1", "END:VCARD", "TEL;CELL:+44 2"],
            version: "2.1")
        #expect(result.contacts.count == 1)
        #expect(contact.phones.map(\.value) == ["+44 2"])
        #expect(result.problems.isEmpty)
        let agent = Self.exported(contact, .v3).first { $0.hasPrefix("AGENT:") }
        #expect(agent == "AGENT:BEGIN:VCARD\\nVERSION:2.1\\nFN:Charles Babbage\\nTEL:+44 1\\nEND:VCARD")
    }

    @Test func aQuotedPrintableLineBreakComesBackTheSame() throws {
        let (contact, _) = try Self.read(["FN:Ada", "NOTE;ENCODING=QUOTED-PRINTABLE:one=0D=0Atwo=0Dthree"], version: "2.1")
        #expect(contact.notes == "one\ntwo\nthree")
        let back = VCardReader.read(Data(VCardWriter.card(for: contact, version: .v4).utf8)).contacts.first
        #expect(back?.notes == contact.notes)
    }

    // MARK: Structure

    @Test(arguments: VCardWriter.Version.allCases)
    func listsAndUnitsGoBackAsWritten(_ version: VCardWriter.Version) throws {
        let (contact, _) = try Self.read([
            "FN:Ada Lovelace", "NICKNAME:Ada,Countess", "NICKNAME:Enchantress of Numbers", "ORG:Analytical Engines;Research;Numbers;Bernoulli",
            "ADR;TYPE=HOME:PO Box 12;Flat 3;12 St James's Square;London;;SW1Y 4JH;UK",
        ])
        #expect(contact.nickname == "Ada, Countess; Enchantress of Numbers")
        #expect(contact.department == "Research; Numbers; Bernoulli")
        #expect(contact.addresses.first?.poBox == "PO Box 12")
        #expect(contact.addresses.first?.extendedAddress == "Flat 3")
        #expect(contact.addresses.first?.street == "12 St James's Square")
        let lines = Self.exported(contact, version)
        #expect(lines.filter { $0.hasPrefix("NICKNAME") } == ["NICKNAME:Ada,Countess", "NICKNAME:Enchantress of Numbers"])
        #expect(lines.contains("ORG:Analytical Engines;Research;Numbers;Bernoulli"))
        #expect(lines.contains { $0.hasSuffix(":PO Box 12;Flat 3;12 St James's Square;London;;SW1Y 4JH;UK") })
    }

    @Test(arguments: VCardWriter.Version.allCases)
    func phoneAndRelationTypesStay(_ version: VCardWriter.Version) throws {
        let (contact, _) = try Self.read([
            "FN:Ada", "TEL;TYPE=CAR:+44 1", "TEL;TYPE=WORK,VOICE,VIDEO:+44 2", "TEL;TYPE=ISDN:+44 3", "TEL;TYPE=HOME:+44 4",
            "RELATED;TYPE=friend,colleague;VALUE=text:Charles",
        ])
        #expect(contact.phones.map(\.label) == ["car", "work video", "isdn", "home"])
        #expect(contact.related.first?.label == "friend,colleague")
        let lines = Self.exported(contact, version).map { $0.lowercased() }
        // The first phone is the book's primary: written as preferred.
        for expected in ["tel;type=car;", "tel;type=work,video:+44 2", "tel;type=isdn:+44 3"] {
            #expect(lines.contains { $0.hasPrefix(expected) }, "\(expected)")
        }
        if version == .v4 { #expect(lines.contains("related;type=friend,colleague;value=text:charles")) }
    }

    @Test(arguments: VCardWriter.Version.allCases)
    func theTypesBesideAppleLabelsStay(_ version: VCardWriter.Version) throws {
        let (contact, _) = try Self.read([
            "FN:Ada", "item1.TEL;type=CELL;type=VOICE;type=pref:+44 1", "item1.X-ABLabel:Kids", "item2.EMAIL;type=INTERNET;type=WORK:a@b.example",
            "item2.X-ABLabel:Club",
        ])
        #expect(contact.phones.map(\.label) == ["Kids"])
        let lines = Self.exported(contact, version)
        #expect(lines.contains { $0 == "item1.TEL;TYPE=CELL:+44 1" })
        #expect(lines.contains("item2.EMAIL;TYPE=WORK:a@b.example"))
        let back = VCardReader.read(Data(VCardWriter.card(for: contact, version: version).utf8)).contacts.first
        #expect(back?.phones == contact.phones && back?.emails == contact.emails)
    }

    @Test(arguments: VCardWriter.Version.allCases)
    func anIMPPWithASchemeTheBookDoesNotKnowGoesBackAsWritten(_ version: VCardWriter.Version) throws {
        let (contact, _) = try Self.read(["FN:Ada", "IMPP:msn:ada@hotmail.example", "IMPP:xmpp:ada@jabber.example"])
        let lines = Self.exported(contact, version)
        #expect(lines.contains("IMPP:msn:ada@hotmail.example"))
        #expect(lines.contains("IMPP:xmpp:ada@jabber.example"))
    }

    @Test func geoAndTimeZoneAreWrittenInTheVersionsOwnSyntax() throws {
        let (fromThree, _) = try Self.read(["FN:Ada", "GEO:37.386013;-122.082932", "TZ:-05:00"])
        #expect(Self.exported(fromThree, .v4).contains("GEO:geo:37.386013,-122.082932"))
        #expect(Self.exported(fromThree, .v4).contains("TZ;VALUE=utc-offset:-0500"))
        #expect(Self.exported(fromThree, .v3).contains("GEO:37.386013;-122.082932"))
        #expect(Self.exported(fromThree, .v3).contains("TZ:-05:00"))
        let (fromFour, _) = try Self.read(["FN:Ada", "GEO:geo:37.386013,-122.082932", "TZ:America/New_York"], version: "4.0")
        #expect(Self.exported(fromFour, .v3).contains("GEO:37.386013;-122.082932"))
        #expect(Self.exported(fromFour, .v3).contains("TZ;VALUE=text:America/New_York"))
        #expect(Self.exported(fromFour, .v4).contains("TZ:America/New_York"))
    }

    @Test func kAddressBooksOwnFieldsAreRead() throws {
        let (contact, _) = try Self.read([
            "FN:Ada", "ORG:Analytical Engines", "X-KADDRESSBOOK-X-Anniversary:1835-07-08", "X-KADDRESSBOOK-X-Department:Research",
            "X-KADDRESSBOOK-X-IMAddress:ada@im.example", "X-KADDRESSBOOK-X-Profession:Mathematician",
        ])
        #expect(contact.anniversary == PartialDate(year: 1835, month: 7, day: 8))
        #expect(contact.department == "Research")
        #expect(contact.role == "Mathematician")
        #expect(contact.profiles == [LabeledValue(label: "im", value: "ada@im.example")])
    }

    @Test func aGroupCardTagsItsMembersAndIsNoContact() {
        let ada = "urn:uuid:5a3f0c2e-9b1d-4c6e-8f00-1234567890ab"
        let text = [
            "BEGIN:VCARD", "VERSION:3.0", "UID:\(ada)", "FN:Ada Lovelace", "END:VCARD",
            "BEGIN:VCARD", "VERSION:3.0", "UID:charles", "FN:Charles Babbage", "END:VCARD",
            "BEGIN:VCARD", "VERSION:3.0", "FN:Engine Club", "N:Engine Club;;;;", "X-ADDRESSBOOKSERVER-KIND:group",
            "X-ADDRESSBOOKSERVER-MEMBER:\(ada.uppercased())", "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:charles",
            "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:00000000-0000-0000-0000-000000000000", "END:VCARD",
        ].joined(separator: "\r\n")
        let result = VCardReader.read(Data(text.utf8))
        #expect(result.contacts.map(\.displayName) == ["Ada Lovelace", "Charles Babbage"])
        #expect(result.contacts.map(\.tags) == [["Engine Club"], ["Engine Club"]])
        #expect(
            result.problems.map(\.description) == [
                "line 11: group card “Engine Club” read as the tag “Engine Club” on its 2 members (1 not in this file, left out)"
            ])
    }

    // MARK: CSV export

    @Test(arguments: [CSVLayout.google, .outlook, .generic])
    func aContactNamedOnlyAsShownComesBackFromCSV(_ layout: CSVLayout) throws {
        var contact = Contact(notes: "meets on Tuesdays")
        contact.formattedName = "The Analytical Society"
        let back = try ContactCSVReader.read(ContactCSVWriter.write([contact], layout: layout), path: "x.csv")
        #expect(back.contacts.map(\.displayName) == ["The Analytical Society"])
    }

    @Test func outlookPutsAnUnlabelledOrSecondAddressInTheOtherColumns() throws {
        for labels in [["home", ""], ["home", "home"]] {
            let contact = Contact(
                firstName: "Ada", addresses: labels.enumerated().map { PostalAddress(label: $1, street: "\($0 + 1) Street", poBox: "\($0 + 7)") })
            let back = try ContactCSVReader.read(ContactCSVWriter.write([contact], layout: .outlook), path: "x.csv")
            #expect(back.contacts.first?.addresses.map(\.street) == ["1 Street", "2 Street"], "\(labels)")
            #expect(back.contacts.first?.addresses.map(\.poBox) == ["7", "8"], "\(labels)")
        }
    }

    @Test(arguments: [CSVLayout.google, .generic])
    func thePOBoxAndExtendedAddressComeBackFromCSV(_ layout: CSVLayout) throws {
        let address = PostalAddress(label: "home", street: "12 Square", city: "London", poBox: "12", extendedAddress: "Flat 3")
        let back = try ContactCSVReader.read(ContactCSVWriter.write([Contact(firstName: "Ada", addresses: [address])], layout: layout), path: "x.csv")
        #expect(back.contacts.first?.addresses == [address])
    }
}

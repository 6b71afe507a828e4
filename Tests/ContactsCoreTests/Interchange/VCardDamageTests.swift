import Foundation
import Testing

@testable import ContactsCore

/// A line that cannot be read costs that line, never the card; what is read otherwise than
/// written is said with its line.
@Suite struct VCardDamageTests {
    static func read(_ lines: [String]) -> VCardReadResult {
        VCardReader.read(Data((["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n").utf8))
    }

    @Test func textWithAColonButNoPropertyNameContinuesTheValueBeforeIt() throws {
        let result = Self.read(["FN:Ada Lovelace", "NOTE:Agenda", "Lunch at 12:30", "Talk at 14:00", "EMAIL:ada@example.org"])
        let ada = try #require(result.contacts.first)
        #expect(ada.notes == "Agenda\nLunch at 12:30\nTalk at 14:00")
        #expect(ada.primaryEmail == "ada@example.org")
        #expect(
            result.problems.map(\.description) == [
                "line 5: not a vCard property: read as the next line of the NOTE on line 4",
                "line 6: not a vCard property: read as the next line of the NOTE on line 4",
            ])
    }

    @Test func aLineWithNothingBeforeItToContinueIsLeftOutAndSaid() {
        let result = Self.read(["stray words", "FN:Ada Lovelace"])
        #expect(result.contacts.map(\.displayName) == ["Ada Lovelace"])
        #expect(result.problems.map(\.description) == ["line 3: not a vCard property, and no property before it to continue; left out"])
    }

    @Test func aDateThatIsNoDateIsKeptAsWrittenAndSaid() throws {
        let result = Self.read(["FN:Ada Lovelace", "BDAY:sometime in December"])
        let ada = try #require(result.contacts.first)
        #expect(ada.birthday == nil)
        #expect(ada.extra[VCardReader.extraKey] == .array([.string("BDAY:sometime in December")]))
        #expect(result.problems.map(\.description) == [#"line 4: BDAY "sometime in December" is not a date: kept as written, and exported so"#])
    }

    /// Android's quoted-printable ORG ends in a lone =80: the value keeps its characters, and
    /// the report says which line was read otherwise than written.
    @Test func textThatIsNotTheUTF8ItSaysKeepsItsCharacters() throws {
        let result = Self.read(["FN:Ada Lovelace", "ORG;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=91and=80"])
        #expect(result.contacts.first?.company == "Ñand\u{FFFD}")
        #expect(result.problems.map(\.description) == ["line 4: ORG is not the UTF-8 it says: its broken bytes read as �"])
    }

    /// Latin-1 labelled UTF-8 holds no UTF-8 character at all: read as Windows-1252, never as �.
    @Test func latin1LabelledUTF8IsReadAsWhatItIs() throws {
        let result = Self.read(["FN:Ada Lovelace", "NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:caf=E9"])
        #expect(result.contacts.first?.notes == "café")
        #expect(result.problems.map(\.description) == ["line 4: NOTE is not the UTF-8 it says: read as Windows-1252"])
    }

    @Test func aSecondOrganisationAndTitleAreNotWrittenOver() throws {
        let result = Self.read(["FN:Ada Lovelace", "ORG:Analytical Society", "TITLE:Analyst", "ORG:Royal Society", "TITLE:Fellow"])
        let ada = try #require(result.contacts.first)
        #expect(ada.company == "Analytical Society" && ada.jobTitle == "Analyst")
        #expect(ada.organizations == [LabeledValue(label: "Fellow", value: "Royal Society")])
    }

    @Test func aCardWithFNButNoNIsThePersonNotTheirCompany() throws {
        let person = try #require(Self.read(["FN:Ada Lovelace", "ORG:Analytical Society"]).contacts.first)
        #expect(person.displayName == "Ada Lovelace" && person.company == "Analytical Society")
        // An organisation's own card names it in FN too: it stays a company.
        let company = try #require(Self.read(["FN:Analytical Society", "ORG:Analytical Society"]).contacts.first)
        #expect(company.firstName.isEmpty && company.displayName == "Analytical Society")
    }

    @Test func aPhoneAloneIsSomeoneAndShowsAsTheirName() {
        let result = Self.read(["TEL;TYPE=CELL:+44 20 7946 0000", "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ"])
        #expect(result.contacts.map(\.displayName) == ["+44 20 7946 0000"])
        #expect(result.skipped == 0)
        // A card holding only a photo names no one, and still comes in; one holding nothing does not.
        let photoOnly = Self.read(["PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ"])
        #expect(photoOnly.contacts.map(\.displayName) == ["(no name)"] && photoOnly.skipped == 0)
        #expect(photoOnly.problems.map(\.message) == ["card names no one (no name, organisation, email or phone): imported as “(no name)”"])
        let empty = Self.read(["UID:nothing-else"])
        #expect(empty.contacts.isEmpty && empty.skipped == 1)
        #expect(empty.problems.map(\.message) == ["card holds nothing to import; skipped"])
    }

    /// A second N is another representation of the name (RFC 6350's ALTID): the first is the
    /// name and the second stays in the book, out of exports, which Radicale refuses with two N.
    @Test func aSecondNameIsKeptInTheBookNotExported() throws {
        let result = Self.read(["N;ALTID=1;LANGUAGE=ja:山田;太郎;;;", "N;ALTID=1;LANGUAGE=en:Yamada;Taro;;;", "FN:Taro Yamada"])
        let taro = try #require(result.contacts.first)
        #expect(taro.lastName == "山田" && taro.extra[VCardReader.extraKey] == .array([.string("N;ALTID=1;LANGUAGE=en:Yamada;Taro;;;")]))
        for version in VCardWriter.Version.allCases {
            #expect(VCardWriter.card(for: taro, version: version).components(separatedBy: "\r\nN").count == 2, "one N")
        }
    }
}

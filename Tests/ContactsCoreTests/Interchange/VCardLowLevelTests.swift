import Foundation
import Testing

@testable import ContactsCore

@Suite struct VCardLowLevelTests {
    @Test func aFoldInsideAMultiByteCharacterIsJoinedBeforeDecoding() {
        // "é" is C3 A9: the fold falls between its two bytes.
        let bytes: [UInt8] = Array("BEGIN:VCARD\r\nFN:Ren".utf8) + [0xC3] + Array("\r\n ".utf8) + [0xA9] + Array("\r\nEND:VCARD\r\n".utf8)
        let result = VCardReader.read(Data(bytes))
        #expect(result.contacts.first?.displayName == "René")
    }

    @Test func parameterEscapesFollowRFC6868() {
        #expect(VCardProperty.unescapeParameter("a^nb^'c^^d") == "a\nb\"c^d")
    }

    @Test func escapedSeparatorsStayInsideTheirComponent() {
        #expect(VCardText.split(#"Last\;Name;First\,Given;;"#, on: ";") == ["Last;Name", "First,Given", "", ""])
    }

    @Test func valuesAreEscapedAndEveryKindOfLineBreakIsOneNewline() {
        var contact = Contact(firstName: "A;B", lastName: "C,D")
        contact.notes = "back\\slash\r\ncrlf\rcr\nlf, comma; semicolon"
        contact.tags = ["x,y", "z"]
        let card = VCardWriter.card(for: contact, version: .v4)
        #expect(card.contains("\r\nN:C\\,D;A\\;B;;;\r\n"))
        #expect(card.contains(#"NOTE:back\\slash\ncrlf\ncr\nlf\, comma\; semicolon"#))
        #expect(card.contains(#"CATEGORIES:x\,y,z"#))
    }

    @Test(arguments: [
        ("1815-12-10", PartialDate("1815-12-10")), ("18151210", PartialDate("1815-12-10")), ("--1210", PartialDate("--12-10")),
        ("--12-10", PartialDate("--12-10")), ("1604-12-10", PartialDate("--12-10")), ("1990-01-02T10:00:00Z", PartialDate("1990-01-02")),
        ("someday", nil), ("2023-02-29", nil),
    ])
    func datesInTheirForms(_ text: String, _ expected: PartialDate?) {
        #expect(VCardDates.parse(text, omittedYear: nil) == expected)
    }

    @Test func foldingNeverSplitsACharacterAndKeepsLinesWithin75Octets() {
        let line = "NOTE:" + String(repeating: "日本語テキスト", count: 20)
        let folded = VCardWriter.fold(line)
        for physical in folded.components(separatedBy: "\r\n") where !physical.isEmpty {
            #expect(physical.utf8.count <= 75)
            #expect(String(validating: Array(physical.utf8), as: UTF8.self) != nil)
        }
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line + "\r\n")
    }
}

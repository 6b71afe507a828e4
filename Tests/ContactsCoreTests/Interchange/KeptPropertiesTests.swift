import Foundation
import TestSupport
import Testing

@testable import ContactsCore

/// What a 2.1 phone export carries beyond the book's fields goes out again in the syntax of
/// the version written, never as 2.1's (a server refuses such cards), and keeps its labels.
@Suite struct KeptPropertiesTests {
    static let phoneCard = [
        "BEGIN:VCARD", "VERSION:2.1", "N;CHARSET=UTF-8:Lovelace;Ada;;;", "FN:Ada Lovelace", "TEL;CELL;PREF:+44 20 555",
        "ADR;HOME:;;12 St James Square;London;;SW1Y 4JH;UK",
        "LABEL;HOME;ENCODING=QUOTED-PRINTABLE:12 St James Square=0D=0ALondon SW1Y 4JH", "LABEL;WORK:1 Engine Row",
        "X-CUSTOM;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:caf=E9", "PHOTO;ENCODING=BASE64;TYPE=JPEG:", " /9j/4AAQSkZJRgABAQ",
        " AAAQABAAD", "", "SOUND;ENCODING=BASE64;TYPE=WAV:UklGRg==", "CALURI;TYPE=HOME,PREF:https://cal.example/ada", "item1.X-ABDATE:2010-06-15",
        "item1.X-ABLabel:_$!<Anniversary>!$_",
        "item2.X-MAIDENNAME:Milbanke", "item2.X-ABLabel:maiden name", "item4.X-ABRELATEDNAMES:Byron", "item4.X-ABLabel:_$!<Father>!$_",
        "item3.EMAIL:ada@club.example", "item3.X-ABLabel:Chess club",
        "END:VCARD",
    ].joined(separator: "\r\n")

    static func ada() throws -> Contact {
        try #require(VCardReader.read(Data(phoneCard.utf8)).contacts.first)
    }

    static func lines(_ contact: Contact, _ version: VCardWriter.Version) -> [String] {
        VCardWriter.card(for: contact, version: version).replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
    }

    @Test func appleLabelsOfKeptPropertiesAreKeptAndItsAnniversaryIsRead() throws {
        let ada = try Self.ada()
        #expect(ada.anniversary == PartialDate("2010-06-15"))
        #expect(ada.emails == [LabeledValue(label: "Chess club", value: "ada@club.example")])
        guard case .array(let kept)? = ada.extra[VCardReader.extraKey] else { throw CancellationError() }
        #expect(kept.contains(.string("item2.X-ABLabel:maiden name")))
        #expect(ada.related == [LabeledValue(label: "father", value: "Byron")])
        #expect(!kept.contains(.string("item1.X-ABLabel:_$!<Anniversary>!$_")))
    }

    @Test func version4GetsDataURIsAddressLabelsAndPREF() throws {
        let lines = Self.lines(try Self.ada(), .v4)
        #expect(lines.contains(#"ADR;TYPE=home;LABEL="12 St James Square^nLondon SW1Y 4JH":;;12 St James Square;London;;SW1Y 4JH;UK"#))
        #expect(lines.contains(#"ADR;TYPE=WORK;LABEL="1 Engine Row":;;;;;;"#))
        #expect(lines.contains("X-CUSTOM:café"))
        #expect(lines.contains("PHOTO:data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD"))
        #expect(lines.contains("SOUND:data:audio/wav;base64,UklGRg=="))
        #expect(lines.contains("CALURI;TYPE=HOME;PREF=1:https://cal.example/ada"))
        // The card's own item1 (the email's label) and the kept item2 stay apart.
        #expect(lines.contains("item1.EMAIL:ada@club.example") && lines.contains("item1.X-ABLabel:Chess club"))
        #expect(lines.contains("item2.RELATED;VALUE=text:Byron") && lines.contains("item2.X-ABLabel:father"))
        #expect(lines.contains("item3.X-MAIDENNAME:Milbanke") && lines.contains("item3.X-ABLABEL:maiden name"))
        let text = lines.joined(separator: "\n")
        for word in ["QUOTED-PRINTABLE", "CHARSET", "BASE64", "\nLABEL"] { #expect(!text.contains(word), "\(word)") }
    }

    @Test func version3GetsItsOwnEncodingAndKeepsLABEL() throws {
        let lines = Self.lines(try Self.ada(), .v3)
        #expect(lines.contains(#"LABEL;TYPE=HOME:12 St James Square\nLondon SW1Y 4JH"#))
        #expect(lines.contains("PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD"))
        #expect(lines.contains("SOUND;TYPE=WAV;ENCODING=b:UklGRg=="))
        #expect(lines.contains("X-CUSTOM:café"))
        #expect(!lines.joined().contains("QUOTED-PRINTABLE"))
    }

    @Test func aVersion4ExportReadsBackWithItsLabelsAndParsesInVObject() throws {
        let data = VCardWriter.write([try Self.ada()], version: .v4)
        let back = try #require(VCardReader.read(data).contacts.first)
        #expect(back.addresses.map(\.street) == ["12 St James Square", "1 Engine Row"])
        #expect(VCardWriter.card(for: back, version: .v4).contains(#"LABEL="12 St James Square^nLondon SW1Y 4JH""#))
        let script = """
            card = vobject.readOne(open(sys.argv[1], encoding="utf-8").read(), validate=True)
            assert card.version.value == "4.0"
            assert [uri.params.get("PREF") for uri in card.contents["caluri"]] == [["1"]], card.contents["caluri"]
            print("ok")
            """
        let (status, text) = try VObject.run(script, on: data)
        #expect(status == 0 && text.contains("ok"), "vobject said: \(text)")
    }
}

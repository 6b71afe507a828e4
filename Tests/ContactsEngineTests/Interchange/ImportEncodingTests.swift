import ContactsEngine
import Foundation
import Testing

@testable import ContactsCore

/// Files come in whichever Unicode encoding their exporter chose: every one reads the same.
@Suite struct ImportEncodingTests {
    static let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Zoë Ström\r\nN:Ström;Zoë;;;\r\nTEL:+46 70 555 0101\r\nEND:VCARD\r\n"

    static func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
        let units = text.utf16.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return (mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []) + units
    }

    @Test(arguments: [(false, true), (true, true), (false, false), (true, false)])
    func utf16IsReadWithOrWithoutAMark(bigEndian: Bool, mark: Bool) {
        let bytes = Self.utf16(Self.card, bigEndian: bigEndian, mark: mark)
        let decoded = UnicodeFile.utf8(bytes)
        #expect(decoded.bytes == Array(Self.card.utf8))
        #expect(decoded.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
        let result = VCardReader.read(Data(bytes))
        #expect(result.contacts.map(\.displayName) == ["Zoë Ström"])
        #expect(result.problems.isEmpty)
    }

    @Test func utf8LosesItsMarkAndOtherBytesAreLeftForTheReader() {
        #expect(UnicodeFile.utf8([0xEF, 0xBB, 0xBF] + Array("BEGIN".utf8)).bytes == Array("BEGIN".utf8))
        let windows1252: [UInt8] = Array("FN:Jos".utf8) + [0xE9]
        #expect(UnicodeFile.utf8(windows1252) == (windows1252, .utf8))
    }

    @Test func anOddLastByteOrALoneSurrogateCostsOneCharacter() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8, 0x42, 0x00, 0x43]
        #expect(String(decoding: UnicodeFile.utf8(bytes).bytes, as: UTF8.self) == "A\u{FFFD}B\u{FFFD}")
    }

    @Test func aUTF16FileIsRecognisedAndImportedWhole() throws {
        let bytes = Data(Self.utf16(Self.card, bigEndian: false, mark: true))
        #expect(InterchangeFormat.detect(path: "export", data: bytes) == .vcard)
        let result = try Interchange.read(bytes, format: .vcard, path: "export")
        #expect(result.contacts.map(\.primaryPhone) == ["+46 70 555 0101"])
    }

    @Test func aUTF16CSVIsReadAsText() throws {
        let csv = "First Name,Last Name,E-mail Address\r\nZoë,Ström,zoe@example.de\r\n"
        let result = try Interchange.read(Data(Self.utf16(csv, bigEndian: false, mark: true)), format: .csv, path: "outlook.csv")
        #expect(result.contacts.map(\.displayName) == ["Zoë Ström"])
        #expect(result.problems.isEmpty)
    }

    @Test func aFileThatIsNotUTF8SaysItWasReadAsWindows1252() throws {
        let bytes = Array("First Name,Last Name\r\nJos".utf8) + [0xE9] + Array(",M".utf8) + [0xFC] + Array("ller\r\n".utf8)
        let result = try Interchange.read(Data(bytes), format: .csv, path: "outlook.csv")
        #expect(result.contacts.map(\.displayName) == ["José Müller"])
        #expect(result.problems == ["the file is not UTF-8: read as Windows-1252, the encoding Excel and Outlook write"])
    }

    @Test func aFileWithNoCardIsNotImportableAndSaysSo() {
        #expect(throws: StoreError.notImportable(path: "notes.vcf", detail: "it holds no vCard (no BEGIN:VCARD line)")) {
            try Interchange.read(Data("Call Ada about the engine\n".utf8), format: .vcard, path: "notes.vcf")
        }
        // An empty file holds no one to lose: it reads as nothing.
        #expect((try? Interchange.read(Data(), format: .vcard, path: "empty.vcf"))?.contacts == [])
    }
}

import Foundation
import Testing

@testable import ContactsCore

/// Names read as they stand in the bytes give the display name the names made strings give
/// (`NameParts`), whether they are used as they stand or trimmed first.
@Suite struct ScannedNamesTests {
    /// White space of every width at either end, scripts whose first or last bytes look like
    /// white space's (hiragana leads with E3, as U+3000 does; many scalars end in 80-8A), and
    /// names missing in turn, down to none at all.
    static let nameSets: [NameParts] = [
        NameParts(first: "Ada", last: "Lovelace", nickname: "", company: "", firstEmail: ""),
        NameParts(first: " Ada", last: "Lovelace\t", nickname: "", company: "Analytical", firstEmail: ""),
        NameParts(first: "\u{3000}さくら", last: "田中\u{00A0}", nickname: "", company: "", firstEmail: ""),
        NameParts(first: "さくら", last: "ほのか", nickname: "", company: "", firstEmail: ""),
        NameParts(first: "Zoë", last: "Ω", nickname: "", company: "\u{2003}", firstEmail: ""),
        NameParts(first: "", last: "", nickname: " Bo ", company: "Acme", firstEmail: "bo@example.org"),
        NameParts(first: "\u{2028}", last: "", nickname: "", company: "Acme\u{205F}", firstEmail: ""),
        NameParts(first: "", last: "", nickname: "", company: "", firstEmail: "only@example.org"),
        NameParts(first: "", last: " ", nickname: "", company: "", firstEmail: ""),
        NameParts(first: "Émile", last: "", nickname: "", company: "Ｗｉｄｅ", firstEmail: ""),
    ]

    /// Each set read from bytes (`raw`) or from decoded strings, as escaped JSON strings are.
    static func withScanned(_ names: NameParts, raw: Bool, _ body: (ScannedNames) -> Void) {
        let texts = [names.first, names.last, names.nickname, names.company, names.firstEmail].map { Array($0.utf8) }
        texts[0].withUnsafeBufferPointer { first in
            texts[1].withUnsafeBufferPointer { last in
                texts[2].withUnsafeBufferPointer { nickname in
                    texts[3].withUnsafeBufferPointer { company in
                        texts[4].withUnsafeBufferPointer { email in
                            func scanned(_ bytes: UnsafeBufferPointer<UInt8>) -> ScannedString? {
                                // An absent member and an empty one read the same.
                                bytes.isEmpty ? nil : raw ? .raw(bytes) : .decoded(String(decoding: bytes, as: UTF8.self))
                            }
                            body(
                                ScannedNames(
                                    first: scanned(first), last: scanned(last), nickname: scanned(nickname), company: scanned(company),
                                    firstEmail: scanned(email)))
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: nameSets, [true, false])
    func theDisplayNameIsTheNamesOwn(names: NameParts, raw: Bool) {
        Self.withScanned(names, raw: raw) { scanned in
            let (name, last) = scanned.displayNameParts
            #expect(name.withUTF8 { String(decoding: $0, as: UTF8.self) } == names.displayNameParts.0)
            #expect(last?.withUTF8 { String(decoding: $0, as: UTF8.self) } == names.displayNameParts.1)
        }
    }

    /// Told from the ends alone, exactly: white space of any width there, or malformed bytes,
    /// say "not sure" (false), and so does nothing at all.
    @Test func untrimmedTextIsToldFromItsEnds() {
        func untrimmed(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer(String.isUntrimmed) }
        for text in ["a", "Ada Lovelace", "さくら", "田中", "Ω", "Ｗｉｄｅ", "ẞ", "👩‍🔬", "x\u{3000}y"] {
            #expect(untrimmed(Array(text.utf8)), "\(text)")
        }
        for text in ["", " a", "a ", "\ta", "a\n", "\u{3000}さくら", "田中\u{00A0}", "\u{2003}x", "x\u{205F}", "\u{85}x", "x\u{1680}"] {
            #expect(!untrimmed(Array(text.utf8)), "\(text.debugDescription)")
        }
        // Cut or malformed ends.
        for bytes: [UInt8] in [[0xE3, 0x81], [0x61, 0xE3, 0x81], [0x81, 0x61], [0xFF], [0x61, 0x81, 0x81, 0x81, 0x81]] {
            #expect(!untrimmed(bytes), "\(bytes)")
        }
    }
}

import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// Folding scalar by scalar (remembered) gives what folding the whole text with Foundation gives.
@Suite struct ScalarFoldingTests {
    /// Letters of many scripts and widths, with the combining marks, ligatures and Hangul that
    /// must fall back to folding the whole text.
    static let pool: [Character] =
        Array(
            "aZ09 -'.ÅåÉéÈÖöÜüßøØłŁæÆœŒðÐþÞıİĳǅﬁΣσςΆάΐЁёЖжЙй王小明さくらサクラｻｸﾗＡＢｃ한국어محمدعلي\u{64B}אבג" + "e\u{301}n\u{303}ก่ไทย"
                + "ḀḁẞỲỳ①ⅣＧ") + ["\u{1F469}\u{200D}\u{1F467}", "👍🏽", "\u{FE0F}"]

    @Test func foldingScalarByScalarIsFoldingTheWholeText() async {
        await propertyCheck(count: 2000, input: Gen<Character?>.element(of: Self.pool).compactMap { $0 }.string(of: 0...10)) { text in
            #expect(text.folded == text.foldedWhole, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// ASCII is lowercased eight bytes at a time: every byte, at every place in the word.
    @Test func asciiFoldsToLowercaseAtEveryOffset() {
        let ascii = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        for offset in 0..<9 {
            let text = String(repeating: "é", count: offset) + ascii + "Ä" + ascii.reversed()
            var folder = TextFolder()
            var bytes: [UInt8] = []
            folder.append(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == text.foldedWhole, "offset \(offset)")
        }
    }

    /// One folder folding a whole book learns a table of recent letters; letters sharing a slot
    /// of it (U+00E9 and U+01E9, U+0439 and U+0539...) must still fold each as its own.
    @Test func aFolderThatFoldsManyTextsFoldsEachAsFoundationDoes() {
        var folder = TextFolder()
        var random = SeededRandom(seed: 7)
        let texts = (0..<400).map { _ in String(Self.pool.shuffled(using: &random).prefix(8)) }
        for text in texts + ["ǩéʙ", "éǩ", "йԹ"] {
            var bytes: [UInt8] = []
            folder.append(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == text.foldedWhole, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func everyLetterOfTheCommonScriptsFoldsAsFoundationDoes() {
        let ranges: [ClosedRange<UInt32>] = [0x80...0x24F, 0x370...0x52F, 0x1E00...0x1EFF, 0xFF00...0xFFEF, 0x3040...0x30FF]
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "Z"
            #expect(text.folded == text.foldedWhole, "U+\(String(value, radix: 16))")
        }
    }

    @Test func foldsWhatAContactsBookNeeds() {
        #expect("Ångström".folded == "angstrom")
        #expect("Łukasiewicz".folded == "lukasiewicz")
        #expect("ＡＢＣ".folded == "abc")
        #expect("Straße".folded == "strasse")
    }
}

/// The byte search the filter uses finds what a string search finds.
@Suite struct ByteSearchTests {
    @Test func findsWhatStringSearchFinds() async {
        // Long enough haystacks for the sixteen-at-a-time loop and its tail, matches at any lane.
        let letters = Gen<Character?>.element(of: Array("aab€é")).compactMap { $0 }
        await propertyCheck(count: 2000, input: zip(letters.string(of: 0...48), letters.string(of: 0...5))) { haystack, needle in
            let (bytes, wanted) = (Array(haystack.utf8), Array(needle.utf8))
            let naive =
                wanted.isEmpty
                || (bytes.count >= wanted.count
                    && (0...(bytes.count - wanted.count)).contains { start in
                        bytes[start..<start + wanted.count].elementsEqual(wanted)
                    })
            #expect(bytes.containsBytes(wanted) == naive, "\(haystack) \(needle)")
        }
    }

    /// A range inside a longer buffer: the last places are compared with bytes past the range
    /// (the buffer still holds them), which must never be taken for a match.
    @Test func findsTheFirstPlaceWhollyInsideARange() async {
        let letters = Gen<Character?>.element(of: Array("aab€é")).compactMap { $0 }
        let input = zip(letters.string(of: 0...60), letters.string(of: 0...5), Gen<Int>.int(in: 0...60), Gen<Int>.int(in: 0...60))
        await propertyCheck(count: 3000, input: input) { haystack, needle, one, other in
            let (bytes, wanted) = (Array(haystack.utf8), Array(needle.utf8))
            let range = min(one, other, bytes.count)..<min(max(one, other), bytes.count)
            let naive = range.first { start in
                start + wanted.count <= range.upperBound && bytes[start..<start + wanted.count].elementsEqual(wanted)
            }
            let found = bytes.withUnsafeBytes { bytes in wanted.withUnsafeBytes { bytes.firstOffset(of: $0, in: range) } }
            #expect(found == (wanted.isEmpty ? range.lowerBound : naive), "\(haystack) \(needle) \(range)")
        }
    }
}

/// The hand-written UUID reader and byte order agree with Foundation's and the standard library's.
@Suite struct FastPrimitiveTests {
    static func parse(_ text: String) -> (id: UUID, hasLowercase: Bool)? {
        var text = text
        return text.withUTF8 { UUIDBytes.parse(utf8: $0) }
    }

    @Test func uuidTextIsReadAsFoundationReadsIt() async {
        let text = Gen<Character?>.element(of: Array("0aF9-g ")).compactMap { $0 }.string(of: 30...38)
        await propertyCheck(count: 2000, input: text) { text in
            if let parsed = Self.parse(text) { #expect(parsed.id == UUID(uuidString: text), "\(text)") }
        }
        for _ in 0..<200 {
            let id = UUID()
            #expect(Self.parse(id.uuidString)?.id == id)
            #expect(Self.parse(id.uuidString)?.hasLowercase == false)
            #expect(Self.parse(id.uuidString.lowercased())?.id == id)
            #expect(Self.parse(id.uuidString.lowercased())?.hasLowercase == id.uuidString.contains { ("A"..."F").contains($0) })
        }
    }

    /// Shaped as ids, with digits from either case and at times one byte next to the hex
    /// ranges: read exactly when Foundation reads them, noting a lower-case letter.
    @Test func uuidShapedTextIsReadExactlyWhenFoundationReadsIt() async {
        let digits = Gen<Character?>.element(of: Array("0259abfABF")).compactMap { $0 }.array(of: 32)
        // A "0" in place of a digit leaves the id valid: about half are.
        let odd = Gen<Character?>.element(of: Array("/:@G`g\u{7F}\u{C0}00000000")).compactMap { $0 }
        let text = zip(digits, odd, Gen<Int>.int(in: 0...31)).map { digits, odd, place in
            var digits = digits
            digits[place] = odd
            // Dashes where an id has them: 8-4-4-4-12.
            return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }.joined(separator: "-")
        }
        await propertyCheck(count: 3000, input: text) { text in
            let parsed = Self.parse(text)
            #expect(parsed?.id == UUID(uuidString: text), "\(text)")
            if let parsed { #expect(parsed.hasLowercase == text.contains { ("a"..."f").contains($0) }, "\(text)") }
        }
    }

    @Test func bytesPrecedeIsLexicographicOrder() async {
        let bytes = Gen<UInt8?>.element(of: [0, 1, 0x61, 0xC3, 0xFF]).compactMap { $0 }.array(of: 0...5)
        await propertyCheck(count: 2000, input: zip(bytes, bytes)) { first, second in
            #expect(first.bytesPrecede(second) == first.lexicographicallyPrecedes(second))
        }
    }
}

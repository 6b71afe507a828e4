import Foundation
import Localization

extension String {
    /// A key that compares the way people expect in a contacts book, whatever LANG says:
    /// case, accents and width ignored, so "Ångström" sorts with A and "Émile" with E.
    public var folded: String {
        var folder = TextFolder()
        return folder.fold(self)
    }

    /// Foundation's folding of the whole text, and the letters it leaves: the reference that
    /// `TextFolder` remembers scalar by scalar.
    var foldedWhole: String {
        let folded = folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        guard folded.unicodeScalars.contains(where: { Self.letterFoldings[$0] != nil }) else { return folded }
        var result = ""
        for scalar in folded.unicodeScalars {
            if let replacement = Self.letterFoldings[scalar] { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Letters whose "accent" is part of the letter (a stroke, a ligature), which Unicode does
    /// not decompose, so diacritic folding leaves them: Łukasiewicz must still sort with L.
    private static let letterFoldings: [Unicode.Scalar: String] = [
        "ł": "l", "ø": "o", "đ": "d", "ð": "d", "ħ": "h", "ŧ": "t", "ı": "i", "ŀ": "l",
        "æ": "ae", "œ": "oe", "ß": "ss", "þ": "th",
    ]
}

/// Folding one scalar at a time, each scalar's folding asked of Foundation once and then
/// remembered: a book uses a few hundred distinct letters, and Foundation's folding costs
/// microseconds a call, which made folding 100,000 names take most of a second. Text with
/// scalars whose folding depends on their neighbours (combining marks, Hangul) is folded whole.
///
/// A folder remembers for itself: whoever folds many texts (a part of a book, a search, the
/// duplicate keys) keeps one folder for all of them, and folders on other cores never wait
/// on each other.
package struct TextFolder {
    private enum Folding {
        /// Up to eight bytes, the first in the lowest byte, kept in the value itself: a shared
        /// array's reference count, touched by both cores at every letter, made folding a book
        /// in parallel slower than alone.
        case short(UInt64, count: Int)
        case long([UInt8])
        /// Folding this scalar alone may differ from folding it in its text.
        case contextual
    }

    private var learned: [Unicode.Scalar: Folding] = [:]
    /// Read once: a folder serves one sort.
    private let collation = Collation.current
    /// The short foldings met last, each in the slot of its scalar's low bits: looked up without
    /// hashing (the dictionary's hashing was a sixth of a `query` over 100,000 contacts).
    /// Made only once a folder has learnt a few letters: most folders fold one name and would
    /// make it for nothing.
    private var recent: [(scalar: UInt32, packed: UInt64, count: Int)] = []
    private static let recentSlots = 256
    private static let learnedBeforeRecent = 8

    package init() {}

    /// The folding of `text` as a string (`String.folded`).
    package mutating func fold(_ text: String) -> String {
        // ASCII has no accents or widths to fold: lowercasing is the same, and many times faster.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var bytes: [UInt8] = []
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the folding of `text` for a sort key: as `append`, but in Spanish ñ is a letter
    /// of its own after n (folded to "n" and DEL, which sorts after every letter), where the
    /// search still finds "nino" in "Niño".
    package mutating func appendSortable(_ text: String, to bytes: inout [UInt8]) {
        guard collation == .spanish, text.unicodeScalars.contains(where: { Self.tildes.contains($0) }) else {
            return append(text, to: &bytes)
        }
        let pieces = text.precomposedStringWithCanonicalMapping.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "ñ" || $0 == "Ñ" })
        for (index, piece) in pieces.enumerated() {
            if index > 0 { bytes.append(contentsOf: [UInt8(ascii: "n"), 0x7F]) }
            append(String(piece), to: &bytes)
        }
    }

    /// ñ and Ñ, composed or as n and a combining tilde.
    private static let tildes: Set<Unicode.Scalar> = ["\u{F1}", "\u{D1}", "\u{303}"]

    /// Appends the folded UTF-8 of `text`: ASCII lowercased as it is copied, other scalars
    /// looked up; the whole text folded by Foundation when a scalar's folding depends on its
    /// neighbours.
    package mutating func append(_ text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        if !append(utf8: text.utf8.span, to: &bytes) {
            bytes.removeSubrange(start...)
            bytes.append(contentsOf: text.foldedWhole.utf8)
        }
    }

    /// The same for well-formed UTF-8; false when a scalar's folding depends on its neighbours.
    private mutating func append(utf8: Span<UInt8>, to bytes: inout [UInt8]) -> Bool {
        var index = 0
        while index < utf8.count {
            // The ASCII up to the next scalar past it, lowercased as it is copied: room made
            // once a run (a room check a byte took twice as long).
            bytes.append(addingCapacity: utf8.count - index) { ascii in
                while index < utf8.count, utf8[index] < 0x80 {
                    let byte = utf8[index]
                    // A byte from "A" to "Z" gets the lowercase bit.
                    ascii.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                    index += 1
                }
            }
            guard index < utf8.count else { break }
            let (scalar, length) = Self.scalar(in: utf8, at: index)
            guard appendFolding(of: scalar, to: &bytes) else { return false }
            index += length
        }
        return true
    }

    /// The scalar whose UTF-8 starts at `index` (a byte past ASCII), and its length.
    private static func scalar(in utf8: Span<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(utf8[index])
        let length = min(lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2, utf8.count - index)
        var value = lead & (0x7F >> length)
        for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Appends the folding of a scalar outside ASCII; false when it depends on its neighbours.
    private mutating func appendFolding(of scalar: Unicode.Scalar, to bytes: inout [UInt8]) -> Bool {
        let slot = Int(scalar.value) & (Self.recentSlots - 1)
        if !recent.isEmpty, recent[slot].scalar == scalar.value {
            Self.append(recent[slot].packed, count: recent[slot].count, to: &bytes)
            return true
        }
        switch learned[scalar] ?? learn(scalar) {
        case .short(let packed, let count):
            if !recent.isEmpty { recent[slot] = (scalar.value, packed, count) }
            Self.append(packed, count: count, to: &bytes)
        case .long(let replacement): bytes.append(contentsOf: replacement)
        case .contextual: return false
        }
        return true
    }

    /// The first `count` bytes of a folding packed in an integer.
    private static func append(_ packed: UInt64, count: Int, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: count * 8, by: 8) { bytes.append(UInt8(truncatingIfNeeded: packed >> shift)) }
    }

    private mutating func learn(_ scalar: Unicode.Scalar) -> Folding {
        let alone = String(Character(scalar)).foldedWhole
        // Marks (or what folds to one, as half-width katakana sound marks do), Hangul jamo and
        // syllables, joiners and selectors combine with their neighbours.
        let contextual =
            ([scalar] + alone.unicodeScalars).contains { scalar in
                let properties = scalar.properties
                return properties.canonicalCombiningClass != .notReordered
                    || [.nonspacingMark, .spacingMark, .enclosingMark, .format].contains(properties.generalCategory)
                    || properties.isVariationSelector
            }
            || (0x1100...0x11FF).contains(scalar.value) || (0x3130...0x318F).contains(scalar.value)
            || (0xAC00...0xD7A3).contains(scalar.value)
        let folding: Folding =
            contextual
            ? .contextual
            : alone.utf8.count <= 8
                ? .short(alone.utf8.reversed().reduce(0) { $0 << 8 | UInt64($1) }, count: alone.utf8.count) : .long(Array(alone.utf8))
        learned[scalar] = folding
        if learned.count == Self.learnedBeforeRecent { recent = Array(repeating: (UInt32.max, 0, 0), count: Self.recentSlots) }
        return folding
    }
}

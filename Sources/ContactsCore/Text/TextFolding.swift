import Foundation
import Synchronization

extension String {
    /// A key that compares the way people expect in a contacts book, whatever LANG says:
    /// case, accents and width ignored, so "Ångström" sorts with A and "Émile" with E.
    public var folded: String {
        // ASCII has no accents or widths to fold: lowercasing is the same, and many times faster.
        if utf8.allSatisfy({ $0 < 0x80 }) { return lowercased() }
        return ScalarFolding.fold(self) ?? foldedWhole
    }

    /// Foundation's folding of the whole text, and the letters it leaves: the reference that
    /// `ScalarFolding` remembers scalar by scalar.
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
enum ScalarFolding {
    private enum Folding {
        case replaced(String)
        /// Folding this scalar alone may differ from folding it in its text.
        case contextual
    }

    private static let remembered = Mutex<[Unicode.Scalar: Folding]>([:])

    /// nil when the text must be folded whole.
    static func fold(_ text: String) -> String? {
        remembered.withLock { table in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            for scalar in text.unicodeScalars {
                if scalar.isASCII {
                    let byte = UInt8(truncatingIfNeeded: scalar.value)
                    bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
                    continue
                }
                let folding = table[scalar] ?? learn(scalar, into: &table)
                guard case .replaced(let replacement) = folding else { return nil }
                bytes += replacement.utf8
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private static func learn(_ scalar: Unicode.Scalar, into table: inout [Unicode.Scalar: Folding]) -> Folding {
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
        let folding: Folding = contextual ? .contextual : .replaced(alone)
        table[scalar] = folding
        return folding
    }
}

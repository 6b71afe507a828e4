import Foundation

extension String {
    /// A key that compares the way people expect in a contacts book, whatever LANG says:
    /// case, accents and width ignored, so "Ångström" sorts with A and "Émile" with E.
    public var folded: String {
        // ASCII has no accents or widths to fold: lowercasing is the same, and many times faster.
        if utf8.allSatisfy({ $0 < 0x80 }) { return lowercased() }
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

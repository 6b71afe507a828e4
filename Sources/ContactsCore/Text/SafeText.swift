extension String {
    /// The text with control and escape characters made harmless and visible, for drawing on
    /// one line: tabs and line breaks become spaces; other C0 controls and DEL become their
    /// Control Pictures (ESC shows as ␛, BEL as ␇); C1 controls and the bidirectional
    /// overrides and isolates (which could reorder what is shown) become U+FFFD. So a hostile
    /// data file can neither move the cursor, set a title, write the clipboard (OSC 52), nor
    /// disguise text.
    /// Grapheme clusters stay whole (a ZWJ emoji such as 👩‍💻 reaches a mail client as one).
    /// The one sanitiser of every text for people, on the screens and from every command.
    public var terminalSafe: String { safe(keepingJoiners: true) }

    /// What a full-screen terminal draws: the same with zero-width joiners dropped, since
    /// terminals disagree on how wide a joined emoji sequence is (tmux 3.3 and ncurses
    /// differ), while its parts alone have one agreed width. Only the terminal backends use it.
    public var screenSafe: String { safe(keepingJoiners: false) }

    private func safe(keepingJoiners: Bool) -> String {
        guard unicodeScalars.contains(where: { Self.needsReplacing($0) && !(keepingJoiners && $0 == "\u{200D}") }) else { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x2028, 0x2029: result.append(" ")
            case 0x200D: if keepingJoiners { result.append(scalar) }
            case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F: result.append("\u{2421}")
            case _ where Self.needsReplacing(scalar): result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// The text with every character `terminalSafe` would change, except tabs and line breaks,
    /// written `\uXXXX` (as JSON and `list --parsable` write them): reversible, still valid
    /// JSON, and harmless on a terminal. Line breaks and tabs keep the layout.
    public var escapingControls: String {
        guard unicodeScalars.contains(where: Self.isEscaped) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if Self.isEscaped(scalar) {
                result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        needsReplacing(scalar) && scalar != "\t" && scalar != "\n" && scalar != "\r" && scalar != "\u{200D}"
    }

    private static func needsReplacing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x200D: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true  // bidi embeddings, overrides, isolates
        default: return false
        }
    }
}

extension StringProtocol {
    /// The text's lines, split at any line break ("\n", "\r\n", "\r", U+2028), keeping empty lines.
    public var textLines: [String] {
        split(omittingEmptySubsequences: false, whereSeparator: { (character: Character) in character.isNewline }).map { String($0) }
    }
}

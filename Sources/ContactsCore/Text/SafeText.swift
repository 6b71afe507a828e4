extension String {
    /// The text with control and escape characters made harmless, for drawing on one line:
    /// tabs and line breaks become spaces, any other control character becomes U+FFFD, so a
    /// hostile data file cannot move the cursor or change the terminal's state.
    /// Zero-width joiners are dropped: terminals disagree on how wide a joined emoji sequence
    /// is (tmux 3.3 and ncurses differ), while its parts alone have one agreed width.
    public var terminalSafe: String {
        guard unicodeScalars.contains(where: { Self.isControl($0) || $0 == Self.zeroWidthJoiner }) else { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar {
            case "\t", "\n", "\r": result.append(" ")
            case Self.zeroWidthJoiner: continue
            case _ where Self.isControl(scalar): result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
            || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}

extension StringProtocol {
    /// The text's lines, split at any line break ("\n", "\r\n", "\r", U+2028), keeping empty lines.
    public var textLines: [String] {
        split(omittingEmptySubsequences: false, whereSeparator: { (character: Character) in character.isNewline }).map { String($0) }
    }
}

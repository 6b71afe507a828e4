import ContactsCore
import Testing

@Suite struct SafeTextTests {
    @Test func escapeSequenceLosesItsEscape() {
        let safe = "\u{1B}[2J".terminalSafe
        #expect(!safe.unicodeScalars.contains("\u{1B}"))
        #expect(safe == "␛[2J", "shown as a visible placeholder")
    }

    @Test func escapingControlsWritesThemAsJSONDoesAndKeepsTheLayout() {
        let text = "a\u{1B}]52;c;eA==\u{07}\tb\nc\r\n\u{9B}2J\u{202E}d\u{7F}\u{2028}👩\u{200D}💻"
        #expect(text.escapingControls == "a\\u001b]52;c;eA==\\u0007\tb\nc\r\n\\u009b2J\\u202ed\\u007f\\u2028👩\u{200D}💻")
        #expect("plain ë 日".escapingControls == "plain ë 日")
    }

    @Test func lineBreaksAndTabsBecomeSpaces() {
        #expect("a\nb\tc\rd".terminalSafe == "a b c d")
    }

    @Test func crlfBecomesSpaces() {
        let safe = "a\r\nb".terminalSafe
        #expect(!safe.unicodeScalars.contains { $0 == "\r" || $0 == "\n" })
        #expect(safe.hasPrefix("a ") && safe.hasSuffix(" b"))
    }

    @Test(arguments: [(0x00, "␀"), (0x07, "␇"), (0x08, "␈"), (0x1B, "␛"), (0x7F, "␡")] as [(UInt32, String)])
    func c0ControlsShowAsControlPictures(_ code: UInt32, _ picture: String) {
        let text = "x" + String(Unicode.Scalar(code)!) + "y"
        #expect(text.terminalSafe == "x\(picture)y")
    }

    @Test(arguments: [0x85, 0x9B, 0x202E, 0x202D, 0x2066, 0x2069] as [UInt32])
    func c1ControlsAndBidiOverridesBecomeReplacementCharacters(_ code: UInt32) {
        let text = "x" + String(Unicode.Scalar(code)!) + "y"
        #expect(text.terminalSafe == "x\u{FFFD}y")
    }

    @Test func lineAndParagraphSeparatorsAreLineBreaks() {
        #expect("x\u{2028}y\u{2029}z".terminalSafe == "x y z")
    }

    @Test func ordinaryTextIsUnchanged() {
        let text = "Zoë e\u{301} 王 🍕 ~!@#"
        #expect(text.terminalSafe == text)
    }

    @Test func resultHasNoControlScalars() {
        let hostile = "\u{1B}]0;title\u{07}\u{1B}[31mred\u{9B}2J\u{8}\u{0}"
        let safe = hostile.terminalSafe
        #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
        #expect(safe.contains("title") && safe.contains("red"))
    }
}

@Suite struct JoinedEmojiTests {
    @Test func zeroWidthJoinersAreDroppedOnTheScreenSoTerminalsAgreeOnTheWidth() {
        let family = "a\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}b"
        #expect(family.screenSafe == "a\u{1F469}\u{1F469}\u{1F467}b")
        #expect(DisplayWidth.of(family.screenSafe) == 8)
    }

    /// What commands print keeps clusters whole: a mail client gets 👩‍💻, not 👩💻.
    @Test func joinedEmojiAndCombiningMarksStayWholeInTextForPeople() {
        let name = "Ada \u{1F469}\u{200D}\u{1F4BB} Jose\u{301}"
        #expect(name.terminalSafe == name)
        #expect(DisplayWidth.of(name.terminalSafe) == DisplayWidth.of(name.screenSafe))
        #expect(("\u{1B}]0;x\u{07}\u{1F469}\u{200D}\u{1F4BB}").terminalSafe == "␛]0;x␇\u{1F469}\u{200D}\u{1F4BB}")
    }
}

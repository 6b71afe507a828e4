import ContactsCore
import Testing

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneColumn() {
        #expect(DisplayWidth.of("a") == 1)
        #expect(DisplayWidth.of("Hello, world") == 12)
    }

    @Test func composedAndDecomposedAccentsAreOneColumn() {
        let composed = "\u{E9}"
        let decomposed = "e\u{301}"
        #expect(DisplayWidth.of(composed) == 1)
        #expect(DisplayWidth.of(decomposed) == 1)
        #expect(DisplayWidth.of(Character(decomposed)) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x301)!) == 0)
    }

    @Test func cjkAndEmojiAreTwoColumns() {
        #expect(DisplayWidth.of("王") == 2)
        #expect(DisplayWidth.of("🍕") == 2)
        #expect(DisplayWidth.of(Character("王")) == 2)
        #expect(DisplayWidth.of("王先生") == 6)
        #expect(DisplayWidth.of("Zoë 王 🍕") == 9)
    }

    @Test func emptyAndControlTextTakeNoColumns() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("\u{1B}") == 0)
        #expect(DisplayWidth.of("\u{7F}") == 0)
    }

    @Test func fitPadsShortText() {
        #expect(DisplayWidth.fit("abc", to: 5) == "abc  ")
        #expect(DisplayWidth.fit("王", to: 3) == "王 ")
        #expect(DisplayWidth.fit("abc", to: 3) == "abc")
    }

    @Test func fitCutsLongTextWithAnEllipsis() {
        #expect(DisplayWidth.fit("abcdef", to: 4) == "abc…")
        #expect(DisplayWidth.fit("e\u{301}xyz", to: 3) == "e\u{301}x…")
    }

    @Test func fitNeverSplitsAWideCharacter() {
        // "王王" is 4 columns: with room for 3 before the ellipsis only one 王 fits, and a space pads.
        #expect(DisplayWidth.fit("王王王", to: 4) == "王… ")
        #expect(DisplayWidth.fit("王王王", to: 5) == "王王…")
        #expect(DisplayWidth.fit("王", to: 1) == "…")
        #expect(DisplayWidth.fit("a王", to: 2) == "a…")
    }

    @Test func fitToZeroColumnsIsEmpty() {
        #expect(DisplayWidth.fit("abc", to: 0) == "")
        #expect(DisplayWidth.fit("abc", to: -3) == "")
    }

    @Test(arguments: 1...12)
    func fitAlwaysGivesExactlyTheColumns(_ columns: Int) {
        for text in ["", "a", "Ångström", "e\u{301}e\u{301}e\u{301}", "王先生 and friends", "🍕🍕🍕🍕🍕🍕🍕", "a王b王c王d"] {
            let fitted = DisplayWidth.fit(text, to: columns)
            #expect(DisplayWidth.of(fitted) == columns, "\(text) fitted to \(columns): \(fitted)")
        }
    }

    @Test func prefixFittingStopsBeforeAWideCharacterThatDoesNotFit() {
        #expect(DisplayWidth.prefix("王王", fitting: 3) == "王")
        #expect(DisplayWidth.prefix("王王", fitting: 1) == "")
        #expect(DisplayWidth.prefix("a王", fitting: 2) == "a")
        #expect(DisplayWidth.prefix("a王", fitting: 3) == "a王")
    }

    @Test func prefixFittingKeepsCombiningMarksWithTheirLetter() {
        #expect(DisplayWidth.prefix("e\u{301}a", fitting: 1) == "e\u{301}")
    }

    @Test func prefixFittingLimits() {
        #expect(DisplayWidth.prefix("abc", fitting: 0) == "")
        #expect(DisplayWidth.prefix("abc", fitting: 2) == "ab")
        #expect(DisplayWidth.prefix("abc", fitting: 10) == "abc")
    }
}

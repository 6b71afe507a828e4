import ContactsCore
import Testing

@Suite struct WordWrapTests {
    @Test func wrapsOnWords() {
        #expect(WordWrap.lines("the quick brown fox", width: 10) == ["the quick", "brown fox"])
    }

    @Test func lineMayFillTheWidthExactly() {
        #expect(WordWrap.lines("abc def", width: 7) == ["abc def"])
        #expect(WordWrap.lines("abc def", width: 6) == ["abc", "def"])
    }

    @Test func keepsParagraphsAndBlankLines() {
        #expect(WordWrap.lines("one\n\ntwo three", width: 5) == ["one", "", "two", "three"])
    }

    @Test func collapsesRunsOfSpaces() {
        #expect(WordWrap.lines("a    b", width: 10) == ["a b"])
    }

    @Test func cutsWordsLongerThanALine() {
        #expect(WordWrap.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(WordWrap.lines("see abcdefghij", width: 4) == ["see", "abcd", "efgh", "ij"])
    }

    @Test func measuresCJKInColumns() {
        // Each 王 is two columns: two fit in four columns, not four.
        let lines = WordWrap.lines("王王王 王", width: 4)
        #expect(lines == ["王王", "王", "王"])
    }

    @Test func wideCharacterInWidthOneTerminates() {
        // A 2-column character can never fit in 1 column; it must still be placed, one per line.
        let lines = WordWrap.lines("王王", width: 1)
        #expect(lines == ["王", "王"])
    }

    @Test func windowsLineBreaksAreParagraphBreaks() {
        // "\r\n" is one Character in Swift: splitting must be on any line break, not on "\n".
        #expect(WordWrap.lines("one\r\ntwo", width: 10) == ["one", "two"])
        #expect(!WordWrap.lines("one\r\ntwo", width: 10).joined().contains("\r"))
    }

    @Test func zeroWidthGivesNoLines() {
        #expect(WordWrap.lines("anything", width: 0) == [])
    }

    @Test func emptyTextIsOneEmptyLine() {
        #expect(WordWrap.lines("", width: 10) == [""])
    }

    @Test func controlCharactersAreMadeSafe() {
        let lines = WordWrap.lines("bad\u{1B}[2J text", width: 20)
        #expect(!lines.joined().unicodeScalars.contains("\u{1B}"))
    }

    @Test(arguments: 2...20)
    func noLineIsWiderThanTheWidth(_ width: Int) {
        let text = "Ada Lovelace wrote 王先生 the first 🍕🍕🍕 program, Ångström e\u{301}e\u{301} supercalifragilistic\nand more"
        for line in WordWrap.lines(text, width: width) {
            #expect(DisplayWidth.of(line) <= width, "\"\(line)\" at width \(width)")
        }
        // Nothing but the spaces is lost.
        let kept = WordWrap.lines(text, width: width).joined().filter { $0 != " " }
        #expect(kept == text.filter { $0 != " " && $0 != "\n" })
    }
}

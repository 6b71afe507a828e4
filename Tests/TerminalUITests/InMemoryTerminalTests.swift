import TerminalUI
import Testing

@MainActor @Suite struct InMemoryTerminalTests {
    @Test func startsBlank() {
        let terminal = InMemoryTerminal(rows: 3, columns: 5)
        #expect(terminal.lines == ["", "", ""])
        #expect(terminal.text == "\n\n")
        #expect(terminal.style(row: 2, column: 4) == .normal)
    }

    @Test func drawsAtTheGivenCell() {
        let terminal = InMemoryTerminal(rows: 2, columns: 10)
        terminal.draw("Ada", row: 1, column: 2, style: .normal)
        #expect(terminal.lines == ["", "  Ada"])
    }

    @Test func clipsAtTheRightEdge() {
        let terminal = InMemoryTerminal(rows: 1, columns: 5)
        terminal.draw("abcdefg", row: 0, column: 2, style: .normal)
        #expect(terminal.text == "  abc")
    }

    @Test func ignoresRowsAndColumnsOffScreen() {
        let terminal = InMemoryTerminal(rows: 2, columns: 5)
        terminal.draw("x", row: 2, column: 0, style: .normal)
        terminal.draw("x", row: -1, column: 0, style: .normal)
        terminal.draw("x", row: 0, column: -1, style: .normal)
        terminal.draw("x", row: 0, column: 5, style: .normal)
        #expect(terminal.text == "\n")
    }

    @Test func wideCharacterTakesTwoCellsAndShowsOnce() {
        // Given
        let terminal = InMemoryTerminal(rows: 1, columns: 6)
        // When
        terminal.draw("a王b", row: 0, column: 0, style: .bold)
        terminal.draw("|", row: 0, column: 4, style: .normal)
        // Then "b" is in column 3, right after the two cells of 王
        #expect(terminal.text == "a王b|")
        #expect(terminal.style(row: 0, column: 1) == .bold)
        #expect(terminal.style(row: 0, column: 2) == .bold)
        #expect(terminal.style(row: 0, column: 4) == .normal)
    }

    @Test func wideCharacterThatDoesNotFitIsLeftOut() {
        let terminal = InMemoryTerminal(rows: 1, columns: 3)
        terminal.draw("ab王", row: 0, column: 0, style: .normal)
        #expect(terminal.text == "ab")
    }

    @Test func combiningMarksAttachToTheirLetter() {
        let terminal = InMemoryTerminal(rows: 1, columns: 5)
        terminal.draw("e\u{301}x", row: 0, column: 0, style: .normal)
        terminal.draw("|", row: 0, column: 2, style: .normal)
        #expect(terminal.text == "e\u{301}x|")
        #expect(terminal.lines[0].count == 3)
    }

    @Test func stylesAreRecordedPerCell() {
        let terminal = InMemoryTerminal(rows: 1, columns: 8)
        terminal.draw("ab", row: 0, column: 0, style: .bold)
        terminal.draw("cd", row: 0, column: 2, style: [.reverse, .underline])
        #expect(terminal.style(row: 0, column: 0) == .bold)
        #expect(terminal.style(row: 0, column: 1) == .bold)
        #expect(terminal.style(row: 0, column: 2) == [.reverse, .underline])
        #expect(terminal.style(row: 0, column: 4) == .normal)
    }

    @Test func drawBarFillsTheRow() {
        // Given
        let terminal = InMemoryTerminal(rows: 2, columns: 6)
        // When
        terminal.drawBar("hi", row: 1, style: .bar)
        // Then
        #expect(terminal.lines == ["", "hi"])
        for column in 0..<6 {
            #expect(terminal.style(row: 1, column: column) == .bar)
            #expect(terminal.style(row: 0, column: column) == .normal)
        }
    }

    /// A cut bar ends in "…", so a cut word is never taken for a whole one.
    @Test func drawBarClipsLongText() {
        let terminal = InMemoryTerminal(rows: 1, columns: 4)
        terminal.drawBar("status line", row: 0, style: .bar)
        #expect(terminal.text == "sta…")
        terminal.drawBar("stat", row: 0, style: .bar)
        #expect(terminal.text == "stat", "what fits is drawn whole")
    }

    @Test func clearBlanksEverything() {
        let terminal = InMemoryTerminal(rows: 1, columns: 4)
        terminal.draw("abcd", row: 0, column: 0, style: .bold)
        terminal.clear()
        #expect(terminal.text == "")
        #expect(terminal.style(row: 0, column: 0) == .normal)
    }

    @Test func resizingClearsToTheNewSize() {
        let terminal = InMemoryTerminal(rows: 1, columns: 4)
        terminal.draw("abcd", row: 0, column: 0, style: .normal)
        terminal.size = TerminalSize(rows: 2, columns: 8)
        #expect(terminal.lines == ["", ""])
        terminal.draw("abcdefgh", row: 1, column: 0, style: .normal)
        #expect(terminal.lines == ["", "abcdefgh"])
    }

    @Test func cursorAndPresentAreRecorded() {
        let terminal = InMemoryTerminal(rows: 2, columns: 4)
        terminal.setCursor(row: 1, column: 3)
        #expect(terminal.cursor?.row == 1)
        #expect(terminal.cursor?.column == 3)
        terminal.hideCursor()
        #expect(terminal.cursor == nil)
        terminal.present()
        terminal.present()
        #expect(terminal.presentCount == 2)
    }

    @Test func eventsAreHandedOutInOrderThenTerminate() {
        let terminal = InMemoryTerminal(rows: 1, columns: 1)
        terminal.pendingEvents = [.key(.character("a")), .resize]
        #expect(terminal.nextEvent() == .key(.character("a")))
        #expect(terminal.nextEvent() == .resize)
        #expect(terminal.nextEvent() == .terminate)
    }
}

/// Drawing over part of a wide character erases all of it, as a real terminal does.
@MainActor @Suite struct InMemoryTerminalOverdrawTests {
    @Test func overwritingTheRightHalfErasesTheLeftHalf() {
        let terminal = InMemoryTerminal(rows: 1, columns: 6)
        terminal.draw("王b", row: 0, column: 0, style: .normal)
        terminal.draw("x", row: 0, column: 1, style: .normal)
        #expect(terminal.text == " xb")
    }

    @Test func overwritingTheLeftHalfErasesTheRightHalf() {
        let terminal = InMemoryTerminal(rows: 1, columns: 6)
        terminal.draw("王b", row: 0, column: 0, style: .normal)
        terminal.draw("x", row: 0, column: 0, style: .normal)
        #expect(terminal.text == "x b")
    }

    @Test func wideOverWideOffByOne() {
        let terminal = InMemoryTerminal(rows: 1, columns: 6)
        terminal.draw("王王b", row: 0, column: 0, style: .normal)
        terminal.draw("先", row: 0, column: 1, style: .normal)
        #expect(terminal.text == " 先 b")
    }

    @Test func dialogBorderOverAWideName() {
        // A dialog drawn at column 3 over a list row of CJK names keeps every column where it was.
        let terminal = InMemoryTerminal(rows: 1, columns: 10)
        terminal.draw("王先生王先", row: 0, column: 0, style: .reverse)
        terminal.draw("│ok│", row: 0, column: 3, style: .bold)
        let line = terminal.lines[0]
        #expect(line == "王 │ok│ 先")
        #expect(terminal.style(row: 0, column: 2) == .reverse)
    }
}

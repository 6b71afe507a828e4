import TerminalUI
import Testing

@Suite struct LineEditorMovementTests {
    @Test func leftAndRightMoveOneCharacter() {
        var editor = LineEditor(text: "abc")
        #expect(editor.handle(.left) == .moved)
        #expect(editor.cursor == 2)
        #expect(editor.handle(.right) == .moved)
        #expect(editor.cursor == 3)
        #expect(editor.text == "abc")
    }

    @Test func leftStopsAtTheStartAndRightAtTheEnd() {
        var editor = LineEditor(text: "ab", cursor: 0)
        editor.press(.left, .left)
        #expect(editor.cursor == 0)
        editor.press(.right, .right, .right, .right)
        #expect(editor.cursor == 2)
    }

    @Test func homeAndEnd() {
        var editor = LineEditor(text: "abc", cursor: 1)
        #expect(editor.handle(.home) == .moved)
        #expect(editor.cursor == 0)
        #expect(editor.handle(.end) == .moved)
        #expect(editor.cursor == 3)
    }

    @Test func controlAAndControlE() {
        var editor = LineEditor(text: "abc", cursor: 1)
        editor.press(.control("a"))
        #expect(editor.cursor == 0)
        editor.press(.control("e"))
        #expect(editor.cursor == 3)
    }

    @Test(arguments: [Key.enter, .up, .down, .tab, .backTab, .escape, .pageUp, .function(2), .control("s")])
    func singleLineIgnoresNonEditingKeys(_ key: Key) {
        var editor = LineEditor(text: "abc", cursor: 1)
        #expect(editor.handle(key) == .ignored)
        #expect(editor.text == "abc")
        #expect(editor.cursor == 1)
    }
}

@Suite struct LineEditorMultilineTests {
    @Test func enterInsertsALineBreak() {
        var editor = LineEditor(text: "ab", cursor: 1, multiline: true)
        #expect(editor.handle(.enter) == .edited)
        #expect(editor.text == "a\nb")
        #expect(editor.lines == ["a", "b"])
        #expect(editor.cursorLine == 1)
    }

    @Test func upAndDownKeepTheColumn() {
        // Given the cursor at the end of "ij" (line 2, column 2)
        var editor = LineEditor(text: "abc\ndefgh\nij", multiline: true)
        #expect(editor.cursorLine == 2)
        // When / Then
        #expect(editor.handle(.up) == .moved)
        #expect(editor.cursorLine == 1)
        #expect(editor.cursor == 4 + 2)
        #expect(editor.handle(.up) == .moved)
        #expect(editor.cursor == 2)
        #expect(editor.handle(.down) == .moved)
        #expect(editor.cursor == 6)
    }

    @Test func downToAShorterLineStopsAtItsEnd() {
        var editor = LineEditor(text: "abc\ndefgh\nij", multiline: true)
        editor.press(.up, .end)  // end of "defgh", column 5
        #expect(editor.handle(.down) == .moved)
        #expect(editor.cursor == editor.text.count)
        #expect(editor.cursorLine == 2)
    }

    @Test func upOnTheFirstLineIsIgnored() {
        var editor = LineEditor(text: "abc\ndef", cursor: 1, multiline: true)
        #expect(editor.handle(.up) == .ignored)
        #expect(editor.cursor == 1)
    }

    @Test func downOnTheLastLineIsIgnored() {
        var editor = LineEditor(text: "abc\ndef", multiline: true)
        #expect(editor.handle(.down) == .ignored)
        #expect(editor.cursor == 7)
    }

    @Test func singleLineTextInMultilineIgnoresUpAndDown() {
        var editor = LineEditor(text: "abc", multiline: true)
        #expect(editor.handle(.up) == .ignored)
        #expect(editor.handle(.down) == .ignored)
    }

    @Test func homeAndEndWorkOnTheCursorsLine() {
        var editor = LineEditor(text: "abc\ndefgh\nij", multiline: true)
        editor.press(.up)  // line 1, column 2
        editor.press(.home)
        #expect(editor.cursor == 4)
        editor.press(.control("e"))
        #expect(editor.cursor == 9)
    }

    @Test func controlKKillsToTheEndOfTheLineOnly() {
        var editor = LineEditor(text: "abc\ndefgh\nij", multiline: true)
        editor.press(.up, .home, .right)
        editor.press(.control("k"))
        #expect(editor.text == "abc\nd\nij")
    }

    @Test func controlUKillsToTheStartOfTheLineOnly() {
        var editor = LineEditor(text: "abc\ndefgh\nij", multiline: true)
        editor.press(.up)
        editor.press(.control("u"))
        #expect(editor.text == "abc\nfgh\nij")
        #expect(editor.cursor == 4)
    }

    @Test func controlWStopsAtTheLineStart() {
        var editor = LineEditor(text: "abc\ndef", multiline: true)
        editor.press(.control("w"))
        #expect(editor.text == "abc\n")
        editor.press(.control("w"))
        #expect(editor.text == "abc\n", "Ctrl-W at a line's start does not join lines")
    }

    @Test func backspaceAtALineStartJoinsLines() {
        var editor = LineEditor(text: "abc\ndef", multiline: true)
        editor.press(.home, .backspace)
        #expect(editor.text == "abcdef")
        #expect(editor.cursor == 3)
    }
}

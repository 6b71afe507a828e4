import TerminalUI
import Testing

@Suite struct LineEditorEditingTests {
    @Test func startsWithTheCursorAtTheEnd() {
        let editor = LineEditor(text: "Ada")
        #expect(editor.cursor == 3)
        #expect(editor.text == "Ada")
    }

    @Test func insertsAtTheCursor() {
        // Given
        var editor = LineEditor(text: "ac")
        // When
        editor.press(.left)
        let outcome = editor.handle(.character("b"))
        // Then
        #expect(outcome == .edited)
        #expect(editor.text == "abc")
        #expect(editor.cursor == 2)
    }

    @Test func insertsWideAndAccentedCharacters() {
        var editor = LineEditor(text: "")
        editor.type("王é🍕")
        #expect(editor.text == "王é🍕")
        #expect(editor.cursor == 3)
    }

    @Test func backspaceDeletesBeforeTheCursor() {
        var editor = LineEditor(text: "abc", cursor: 2)
        #expect(editor.handle(.backspace) == .edited)
        #expect(editor.text == "ac")
        #expect(editor.cursor == 1)
        #expect(editor.handle(.control("h")) == .edited)
        #expect(editor.text == "c")
    }

    @Test func backspaceAtTheStartChangesNothing() {
        var editor = LineEditor(text: "abc", cursor: 0)
        let outcome = editor.handle(.backspace)
        #expect(outcome != .edited)
        #expect(editor.text == "abc")
        #expect(editor.cursor == 0)
    }

    @Test func deleteRemovesUnderTheCursor() {
        var editor = LineEditor(text: "abc", cursor: 1)
        #expect(editor.handle(.delete) == .edited)
        #expect(editor.text == "ac")
        #expect(editor.cursor == 1)
        #expect(editor.handle(.control("d")) == .edited)
        #expect(editor.text == "a")
    }

    @Test func deleteAtTheEndChangesNothing() {
        var editor = LineEditor(text: "abc")
        let outcome = editor.handle(.delete)
        #expect(outcome != .edited)
        #expect(editor.text == "abc")
        #expect(editor.cursor == 3)
    }

    @Test func controlKKillsToTheEnd() {
        var editor = LineEditor(text: "hello world", cursor: 5)
        #expect(editor.handle(.control("k")) == .edited)
        #expect(editor.text == "hello")
        #expect(editor.cursor == 5)
    }

    @Test func controlUKillsToTheStart() {
        var editor = LineEditor(text: "hello world", cursor: 5)
        #expect(editor.handle(.control("u")) == .edited)
        #expect(editor.text == " world")
        #expect(editor.cursor == 0)
    }

    @Test func controlWKillsTheWordBeforeTheCursor() {
        var editor = LineEditor(text: "hello big world")
        #expect(editor.handle(.control("w")) == .edited)
        #expect(editor.text == "hello big ")
        #expect(editor.cursor == 10)
    }

    @Test func controlWTakesTrailingSpacesWithTheWord() {
        var editor = LineEditor(text: "hello world   ")
        editor.press(.control("w"))
        #expect(editor.text == "hello ")
    }

    @Test func controlWInTheMiddleKeepsWhatFollows() {
        var editor = LineEditor(text: "hello world", cursor: 5)
        editor.press(.control("w"))
        #expect(editor.text == " world")
        #expect(editor.cursor == 0)
    }

    @Test func controlWAtTheStartChangesNothing() {
        var editor = LineEditor(text: "hello", cursor: 0)
        #expect(editor.handle(.control("w")) != .edited)
        #expect(editor.text == "hello")
    }

    @Test func typingAfterAKillContinuesAtTheCursor() {
        var editor = LineEditor(text: "Ada Lovelace")
        editor.press(.control("w"))
        editor.type("Byron")
        #expect(editor.text == "Ada Byron")
    }
}

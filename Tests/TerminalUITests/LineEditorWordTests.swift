import TerminalUI
import Testing

/// Readline's word keys and a paste: a word is letters and digits.
@Suite struct LineEditorWordTests {
    @Test func altBAndControlLeftGoBackAWordSkippingPunctuationFirst() {
        var editor = LineEditor(text: "ada.lovelace@example.org")
        #expect(editor.press(.alt(.character("b"))) == .moved)
        #expect(editor.cursor == 21)
        editor.press(.controlLeft, .controlLeft)
        #expect(editor.cursor == 4)
        editor.press(.controlLeft, .controlLeft)
        #expect(editor.cursor == 0)
    }

    @Test func altFAndControlRightGoToTheEndOfTheNextWord() {
        var editor = LineEditor(text: "Rue de la Paix, 12", cursor: 0)
        editor.press(.alt(.character("f")))
        #expect(editor.cursor == 3)
        editor.press(.controlRight, .controlRight, .controlRight)
        #expect(editor.cursor == 14)
        editor.press(.controlRight, .controlRight)
        #expect(editor.cursor == 18)
    }

    @Test func altDDeletesTheWordAfterTheCursor() {
        var editor = LineEditor(text: "Grace Brewster Hopper", cursor: 5)
        #expect(editor.press(.alt(.character("d"))) == .edited)
        #expect(editor.text == "Grace Hopper")
        #expect(editor.cursor == 5)
    }

    @Test func altBackspaceDeletesTheWordBeforeWhereCtrlWDeletesToTheSpace() {
        var altBackspace = LineEditor(text: "name@example.org")
        altBackspace.press(.alt(.backspace))
        #expect(altBackspace.text == "name@example.")
        var controlW = LineEditor(text: "name@example.org")
        controlW.press(.control("w"))
        #expect(controlW.text == "")
    }

    @Test func wordMotionsCrossTheLinesOfANote() {
        var editor = LineEditor(text: "first line\nsecond", multiline: true)
        editor.press(.alt(.character("b")), .alt(.character("b")))
        #expect(editor.cursor == 6)
        #expect(editor.cursorLine == 0)
    }

    @Test func aPasteIsInsertedAtTheCursorAsOneEdit() {
        var editor = LineEditor(text: "Ada ", cursor: 4)
        #expect(editor.press(.paste("Lovelace")) == .edited)
        #expect(editor.text == "Ada Lovelace")
        #expect(editor.cursor == 12)
    }

    @Test func aPasteKeepsLineBreaksOnlyInAMultiLineField() {
        var field = LineEditor(text: "")
        field.press(.paste("Grace\r\nHopper\nAmazing\rGrace\tX"))
        #expect(field.text == "Grace Hopper Amazing Grace X")
        var notes = LineEditor(text: "", multiline: true)
        notes.press(.paste("Grace\r\nHopper\rX"))
        #expect(notes.text == "Grace\nHopper\nX")
        #expect(notes.lines == ["Grace", "Hopper", "X"])
    }

    @Test func aPasteLeavesOutControlCharacters() {
        var editor = LineEditor(text: "")
        editor.press(.paste("a\u{1B}[31mb\u{7}c"))
        #expect(editor.text == "a[31mbc")
        #expect(editor.press(.paste("\u{1B}")) == .moved)
    }

    @Test func altKeysWithoutAMeaningAreIgnored() {
        var editor = LineEditor(text: "abc")
        #expect(editor.press(.alt(.character("x"))) == .ignored)
        #expect(editor.text == "abc")
    }

    @Test func theWordKeysAreTheAltKeysTheEditorHandles() {
        for key in LineEditor.wordKeys {
            var editor = LineEditor(text: "one two", cursor: 3)
            #expect(editor.handle(key) != .ignored, "\(key)")
        }
    }
}

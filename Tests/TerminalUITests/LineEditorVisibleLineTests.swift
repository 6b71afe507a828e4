import ContactsCore
import TerminalUI
import Testing

@Suite struct LineEditorVisibleLineTests {
    private let alphabet = "abcdefghijklmnopqrstuvwxyz"

    @Test func shortTextIsShownWhole() {
        var editor = LineEditor(text: "Ada", cursor: 1)
        let visible = editor.visibleLine(width: 10)
        #expect(visible.text == "Ada")
        #expect(visible.cursorColumn == 1)
    }

    @Test func longTextScrollsToKeepTheCursorAtTheEndInView() {
        // Given the cursor after "z" and 10 columns: 9 characters and the cursor cell
        var editor = LineEditor(text: alphabet)
        // When
        let visible = editor.visibleLine(width: 10)
        // Then
        #expect(visible.text == "rstuvwxyz")
        #expect(visible.cursorColumn == 9)
    }

    @Test func homeScrollsBackToTheStart() {
        var editor = LineEditor(text: alphabet)
        _ = editor.visibleLine(width: 10)
        editor.press(.home)
        let visible = editor.visibleLine(width: 10)
        #expect(visible.text == "abcdefghij")
        #expect(visible.cursorColumn == 0)
    }

    @Test func scrollsAsLittleAsPossible() {
        // Given a view scrolled to the end
        var editor = LineEditor(text: alphabet)
        _ = editor.visibleLine(width: 10)
        // When the cursor moves left but stays in view
        editor.press(.left, .left, .left)
        let visible = editor.visibleLine(width: 10)
        // Then the view does not move
        #expect(visible.text == "rstuvwxyz")
        #expect(visible.cursorColumn == 6)
    }

    @Test func movingLeftPastTheViewScrollsByOne() {
        var editor = LineEditor(text: alphabet)
        _ = editor.visibleLine(width: 10)
        for _ in 0..<10 { editor.press(.left) }
        let visible = editor.visibleLine(width: 10)
        #expect(visible.text.hasPrefix("q"))
        #expect(visible.cursorColumn == 0)
    }

    @Test(arguments: 2...12)
    func cursorIsAlwaysInsideTheWidth(_ width: Int) {
        var editor = LineEditor(text: alphabet + " 王先生 🍕 Ångström", cursor: 0)
        for _ in 0...editor.characters.count {
            let visible = editor.visibleLine(width: width)
            #expect(visible.cursorColumn >= 0 && visible.cursorColumn < width)
            #expect(DisplayWidth.of(visible.text) <= width)
            editor.press(.right)
        }
    }

    @Test func cjkCursorColumnIsInTerminalColumns() {
        var editor = LineEditor(text: "ab王")
        let visible = editor.visibleLine(width: 10)
        #expect(visible.text == "ab王")
        #expect(visible.cursorColumn == 4)
    }

    @Test func longCJKTextScrollsByColumns() {
        // Five 王 are 10 columns; with 5 columns, two fit before the cursor cell.
        var editor = LineEditor(text: "王王王王王")
        let visible = editor.visibleLine(width: 5)
        #expect(visible.text == "王王")
        #expect(visible.cursorColumn == 4)
    }

    @Test func multilineShowsOnlyTheCursorsLine() {
        var editor = LineEditor(text: "first line\nsecond", multiline: true)
        let visible = editor.visibleLine(width: 20)
        #expect(visible.text == "second")
        #expect(visible.cursorColumn == 6)
    }

    @Test func noRoomShowsNothing() {
        var editor = LineEditor(text: "abc")
        let visible = editor.visibleLine(width: 1)
        #expect(visible.text == "")
        #expect(visible.cursorColumn == 0)
    }
}

@Suite struct LineEditorDrawnWidthTests {
    @Test func aTabCountsAsTheColumnItIsDrawnIn() {
        var editor = LineEditor(text: "An\tde\trs")
        let (text, cursor) = editor.visibleLine(width: 40)
        #expect(text == "An de rs")
        #expect(cursor == 8)
    }
}

@Suite struct LineEditorLongValueTests {
    @Test func aHundredThousandCharacterValueScrollsAtOnceAndStaysIntact() {
        let text = String(repeating: "abcdefghij", count: 10_000)
        var editor = LineEditor(text: text)
        let (visible, cursor) = editor.visibleLine(width: 40)
        #expect(visible == String(text.suffix(39)))
        #expect(cursor == 39)
        #expect(editor.handle(.character("!")) == .edited)
        #expect(editor.text == text + "!")
        _ = editor.handle(.home)
        #expect(editor.visibleLine(width: 40).text == String(text.prefix(40)))
    }
}

import ContactsCore
import TerminalUI

/// The line above the status line while a search is typed: " / ", the text with the cursor,
/// and, on the right, what the search found.
@MainActor
enum SearchLine {
    static func draw(_ editor: inout LineEditor, trailing: String = "", on terminal: Terminal) {
        let row = terminal.size.rows - 2
        let prompt = " / "
        let trailing = trailing.isEmpty ? "" : "  " + trailing
        let width = max(1, terminal.size.columns - DisplayWidth.of(prompt) - DisplayWidth.of(trailing) - 1)
        let (text, cursor) = editor.visibleLine(width: width)
        terminal.drawBar(prompt + (trailing.isEmpty ? text : DisplayWidth.fit(text, to: width) + trailing), row: row, style: .normal)
        terminal.setCursor(row: row, column: DisplayWidth.of(prompt) + cursor)
    }
}

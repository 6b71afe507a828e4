import ContactsCore
import TerminalUI

/// A framed box in the middle of the screen, drawn over the scene that asked: every dialog's
/// frame. Returns where each body line starts, for a dialog that puts the cursor in one.
@MainActor
enum DialogFrame {
    struct Line {
        let text: String
        var style: TextStyle = .normal
    }

    /// The inner width a dialog wraps its text to: at most 60 columns, less on a narrow terminal.
    static func innerWidth(columns: Int) -> Int { max(10, min(60, columns - 6)) }

    @discardableResult
    static func draw(_ body: [Line], minimumWidth: Int = 0, on terminal: Terminal) -> [(row: Int, column: Int)] {
        let contentWidth = max(minimumWidth, body.map { DisplayWidth.of($0.text) }.max() ?? 0)
        let width = min(terminal.size.columns, contentWidth + 4)
        let height = body.count + 2
        let top = max(0, (terminal.size.rows - height) / 2)
        let left = max(0, (terminal.size.columns - width) / 2)
        let horizontal = String(repeating: "─", count: max(0, width - 2))
        terminal.draw("┌" + horizontal + "┐", row: top, column: left, style: .bold)
        for (offset, line) in body.enumerated() {
            terminal.draw("│ " + DisplayWidth.fit(line.text, to: max(0, width - 4)) + " │", row: top + 1 + offset, column: left, style: line.style)
        }
        terminal.draw("└" + horizontal + "┘", row: top + height - 1, column: left, style: .bold)
        return body.indices.map { (top + 1 + $0, left + 2) }
    }
}

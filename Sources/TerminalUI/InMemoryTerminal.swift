import ContactsCore

/// A terminal that draws into memory, for render tests: its `text` is the screen as lines, and
/// `style(row:column:)` tells how a cell is drawn. Widths follow the same rules as ncurses.
@MainActor
public final class InMemoryTerminal: Terminal, InputSource {
    private struct Cell: Equatable {
        var text = " "
        var style = TextStyle.normal
        /// The right half of the wide character in the cell before.
        var isContinuation = false
    }

    public var size: TerminalSize {
        didSet { clear() }
    }
    private var cells: [[Cell]] = []
    public private(set) var cursor: (row: Int, column: Int)?
    public private(set) var presentCount = 0
    /// Events handed out by `nextEvent()`, first to last; `.terminate` once they run out.
    public var pendingEvents: [InputEvent] = []

    public init(rows: Int, columns: Int) {
        size = TerminalSize(rows: rows, columns: columns)
        clear()
    }

    public func clear() {
        cells = Array(repeating: Array(repeating: Cell(), count: size.columns), count: size.rows)
    }

    public func draw(_ text: String, row: Int, column: Int, style: TextStyle) {
        guard (0..<size.rows).contains(row), column >= 0 else { return }
        var x = column
        for scalar in text.screenSafe.unicodeScalars {
            let width = DisplayWidth.of(scalar)
            if width == 0 {
                if x > 0 && x <= size.columns { cells[row][x - 1].text.unicodeScalars.append(scalar) }
                continue
            }
            guard x + width <= size.columns else { break }
            // A wide character drawn over in part is erased whole, as on a real terminal.
            if cells[row][x].isContinuation { cells[row][x - 1].text = " " }
            if x + width < size.columns, cells[row][x + width].isContinuation {
                cells[row][x + width] = Cell(text: " ", style: cells[row][x + width].style)
            }
            cells[row][x] = Cell(text: String(scalar), style: style)
            if width == 2 { cells[row][x + 1] = Cell(text: "", style: style, isContinuation: true) }
            x += width
        }
    }

    public func setCursor(row: Int, column: Int) { cursor = (row, column) }
    public func hideCursor() { cursor = nil }
    public func present() { presentCount += 1 }

    /// How many times the terminal was handed over or suspended, and what was copied.
    public private(set) var outsideCount = 0
    public private(set) var suspendCount = 0
    public private(set) var clipboard: String?
    /// How many times every cell was to be drawn anew (Ctrl-L).
    public private(set) var repaintCount = 0

    public func runOutside(_ body: () -> Void) {
        outsideCount += 1
        body()
    }

    public func suspend() { suspendCount += 1 }
    public func repaintAll() { repaintCount += 1 }
    public func copyToClipboard(_ text: String) { clipboard = text }

    public func nextEvent() -> InputEvent {
        pendingEvents.isEmpty ? .terminate : pendingEvents.removeFirst()
    }

    /// The screen as lines, trailing spaces removed, joined by newlines.
    public var text: String {
        lines.joined(separator: "\n")
    }

    public var lines: [String] {
        cells.map { row in
            var line = row.map(\.text).joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    public func style(row: Int, column: Int) -> TextStyle {
        cells[row][column].style
    }
}

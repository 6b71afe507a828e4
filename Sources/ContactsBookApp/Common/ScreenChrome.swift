import ContactsCore
import TerminalUI

/// The frame every full screen shares: a title bar on the first row and a status line on the
/// last, with the rows between for the scene's content.
@MainActor
enum ScreenChrome {
    /// Rows a scene has for content once the title bar and status line are drawn.
    static func contentHeight(for size: TerminalSize) -> Int { max(0, size.rows - 2) }

    /// The rows and columns a list screen (title, rows, status) has for its rows.
    static func listViewport(for size: TerminalSize) -> ContactList.Viewport {
        ContactList.Viewport(rows: max(1, contentHeight(for: size)), columns: size.columns)
    }

    /// A list screen: the title bar, the rows (the selected one reversed) or a message when
    /// there are none, and the status line.
    static func drawList(
        title: String, trailing: String = "", rows: [ListRow], emptyMessage: String?, status: [String], message: StatusMessage? = nil,
        on terminal: Terminal
    ) {
        drawTitle(title, trailing: trailing, on: terminal)
        for (offset, row) in rows.enumerated() {
            terminal.draw(row.text, row: 1 + offset, column: 0, style: row.isSelected ? .reverse : .normal)
        }
        if let emptyMessage { terminal.draw(" " + emptyMessage, row: rows.count + 2, column: 0, style: .bold) }
        drawStatus(status, message: message, on: terminal)
        terminal.hideCursor()
    }

    static func drawTitle(_ title: String, trailing: String = "", on terminal: Terminal) {
        let width = terminal.size.columns
        let right = trailing.isEmpty ? "" : trailing + " "
        let left = " " + DisplayWidth.fit(title, to: max(0, width - 3 - DisplayWidth.of(right))) + "  "
        terminal.drawBar(left + right, row: 0, style: [.bar, .bold])
    }

    /// The status line: a message when there is one (errors stand out), else the keys.
    static func drawStatus(_ keys: [String], message: StatusMessage? = nil, on terminal: Terminal) {
        let row = terminal.size.rows - 1
        if let message {
            terminal.drawBar(" " + message.text, row: row, style: message.isError ? [.error, .bold] : .bold)
        } else {
            terminal.drawBar(" " + fitting(keys, into: terminal.size.columns - 1), row: row, style: .bar)
        }
    }

    /// The key hints that fit, dropping from the end but keeping the one for Help, which leads
    /// to the rest (known by its key, the same in every language).
    static func fitting(_ items: [String], into columns: Int) -> String {
        var kept = items
        let help = items.first { $0.hasPrefix("? ") || $0.hasPrefix("F1 ") }
        while kept.count > 1, DisplayWidth.of(kept.joined(separator: "  ")) > columns,
            let index = kept.lastIndex(where: { $0 != help })
        {
            kept.remove(at: index)
        }
        return kept.joined(separator: "  ")
    }
}

/// A one-line message for the status line, made by a Presenter.
public struct StatusMessage: Equatable, Sendable {
    public let text: String
    public let isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }

    /// A failed change, else a change saved with a problem; nil when all went well.
    public static func problem(_ error: StoreError?, warning: String?) -> StatusMessage? {
        (error?.description ?? warning).map { StatusMessage($0, isError: true) }
    }
}

/// One row of a selectable list, as a Presenter lays it out.
public struct ListRow: Equatable, Sendable {
    public let text: String
    public let isSelected: Bool

    public init(text: String, isSelected: Bool) {
        self.text = text
        self.isSelected = isSelected
    }

    /// A picker's row: a sign ("•" for the one in force), the name, and a count aligned on the
    /// right, filling `width` columns.
    public static func counted(_ label: String, sign: String, count: Int, width: Int, isSelected: Bool) -> ListRow {
        let count = CountFormatting.grouped(count)
        let label = DisplayWidth.fit(sign + " " + label.terminalSafe, to: max(0, width - DisplayWidth.of(count) - 4))
        return ListRow(text: " " + label + "  " + count + " ", isSelected: isSelected)
    }
}

import ContactsCore

/// A terminal's size in character cells.
public struct TerminalSize: Equatable, Sendable {
    public var rows: Int
    public var columns: Int
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}

/// How a run of text is drawn. Kept small so every terminal shows it the same.
public struct TextStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let bold = TextStyle(rawValue: 1 << 0)
    public static let reverse = TextStyle(rawValue: 1 << 1)
    public static let dim = TextStyle(rawValue: 1 << 2)
    public static let underline = TextStyle(rawValue: 1 << 3)
    /// Error text (red where the terminal has colour).
    public static let error = TextStyle(rawValue: 1 << 4)
    /// Title bars and the status line (a coloured bar where the terminal has colour).
    public static let bar = TextStyle(rawValue: 1 << 5)
    public static let normal: TextStyle = []
}

/// What a screen draws on. The ncurses backend shows it; `InMemoryTerminal` keeps it as text so
/// that every screen can be rendered and compared in tests.
@MainActor
public protocol Terminal: AnyObject {
    var size: TerminalSize { get }
    /// Blanks the whole screen (the next frame is drawn from scratch).
    func clear()
    /// Draws text at a cell; whatever does not fit on the row is cut off. Control characters are
    /// made harmless (`String.screenSafe`), but layout should be computed on safe text already.
    func draw(_ text: String, row: Int, column: Int, style: TextStyle)
    /// Shows the text cursor at a cell (for text fields), or hides it with nil.
    func setCursor(row: Int, column: Int)
    func hideCursor()
    /// Shows everything drawn since the last call.
    func present()
    /// Ctrl-L: reads the size again and makes the next `present` draw every cell anew, over
    /// whatever another program wrote on the screen.
    func repaintAll()
    /// Hands the terminal to another program (a mailer, an editor) while `body` runs, then takes
    /// it back; the next frame is drawn whole.
    func runOutside(_ body: () -> Void)
    /// Ctrl-Z: stops the app as the shell's job control expects; `fg` brings it back.
    func suspend()
    /// Puts text on the terminal's clipboard (OSC 52), asked for by the user only.
    func copyToClipboard(_ text: String)
}

/// Where key presses and other events come from: the real terminal, or a script in tests.
@MainActor
public protocol InputSource: AnyObject {
    /// Blocks until something happens (no polling: an idle app uses no CPU).
    func nextEvent() -> InputEvent
}

extension Terminal {
    /// Fills a whole row with a style (a title bar or the selection highlight), then draws text
    /// on it; text wider than the row ends in "…", so a cut word is never taken for a whole one
    /// (translations run longer than the English the screens were laid out for).
    public func drawBar(_ text: String, row: Int, style: TextStyle) {
        let columns = size.columns
        draw(String(repeating: " ", count: max(0, columns)), row: row, column: 0, style: style)
        let fits = columns < 2 || DisplayWidth.of(text) <= columns
        draw(fits ? text : DisplayWidth.prefix(text, fitting: columns - 1) + "…", row: row, column: 0, style: style)
    }
}

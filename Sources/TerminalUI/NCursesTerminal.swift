import CNCurses
import ContactsCore
import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// The real terminal, through ncursesw: raw mode (so Ctrl-C and Ctrl-S reach the app), the
/// alternate screen (or a cleared screen on quitting, where there is none), bracketed paste, a
/// 25 ms Esc delay (within it, Esc and a key are Alt and the key), and one blocking `poll` on
/// the keyboard and a self-pipe that signal handlers write to (resize, and SIGTERM/SIGHUP/SIGINT
/// to quit cleanly).
@MainActor
public final class NCursesTerminal: Terminal, InputSource {
    public enum StartError: Error, CustomStringConvertible {
        case notATerminal
        case unknownTerminal(String)

        public var description: String {
            switch self {
            case .notATerminal: return tr("contactsbook needs a terminal: standard input and output must be a tty.")
            case .unknownTerminal(let name):
                return tr("The terminal type \"{name}\" is not known to ncurses; try TERM=xterm-256color.", ["name": name])
            }
        }
    }

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let keyboard: NCursesKeyboard
    private let hasColors: Bool
    public private(set) var size: TerminalSize
    private var isEnded = false

    /// `colors: false` (NO_COLOR, a monochrome theme) draws bars reversed and errors bold;
    /// `mouse: false` leaves the mouse to the terminal (for selecting text).
    public init(colors: Bool = true, mouse: Bool = true) throws(StartError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        Self.chooseUTF8Locale()
        // Taken before curses changes the modes: what a crash puts back.
        cb_install_crash_handler()
        let termName = getenv("TERM").map { String(cString: $0) } ?? ""
        // newterm, unlike initscr, reports an unknown terminal instead of exiting the process.
        guard !termName.isEmpty, let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
            let screen = newterm(nil, output, input)
        else {
            cb_remove_crash_handler()
            throw .unknownTerminal(termName)
        }
        self.screen = screen
        window = cb_stdscr()
        raw()
        noecho()
        nonl()
        keypad(window, true)
        keyboard = NCursesKeyboard(window: window)
        Self.setBracketedPaste(true)
        if mouse { cb_mouse_on() }
        set_escdelay(25)
        hasColors = colors && has_colors()
        if hasColors {
            start_color()
            use_default_colors()
            init_pair(1, Int16(COLOR_RED), -1)
            init_pair(2, Int16(COLOR_BLACK), Int16(COLOR_CYAN))
        }
        size = TerminalSize(rows: Int(cb_lines()), columns: Int(cb_cols()))
        SignalPipe.install()
    }

    /// Leaves the alternate screen and restores the terminal's modes. Safe to call twice.
    public func end() {
        guard !isEnded else { return }
        isEnded = true
        curs_set(1)
        endwin()
        cb_clear_if_no_alternate_screen()
        Self.setBracketedPaste(false)
        delscreen(screen)
        cb_remove_crash_handler()
    }

    /// Whether colour is wanted: the NO_COLOR convention (no-color.org) turns it off when set
    /// and not empty.
    public static func colorIsWanted(environment: [String: String]) -> Bool {
        environment["NO_COLOR"]?.isEmpty ?? true
    }

    public func clear() { werase(window) }

    public func runOutside(_ body: () -> Void) {
        def_prog_mode()
        endwin()
        Self.setBracketedPaste(false)
        body()
        Self.setBracketedPaste(true)
        reset_prog_mode()
        // The other program drew over everything: the next refresh repaints every cell.
        clearok(window, true)
        followWindowSize()
    }

    /// SIGTSTP with its default action stops the process as a shell expects; curses' own handler
    /// is set aside meanwhile, and the screen comes back on `fg`.
    public func suspend() {
        runOutside {
            var standard = sigaction()
            standard.__sigaction_handler.sa_handler = SIG_DFL
            sigemptyset(&standard.sa_mask)
            var previous = sigaction()
            sigaction(SIGTSTP, &standard, &previous)
            kill(getpid(), SIGTSTP)
            sigaction(SIGTSTP, &previous, nil)
        }
    }

    /// xterm's mode 2004: the terminal marks pasted text, so a paste is text and not keys.
    /// Terminals that do not know it ignore it; it is off while another program has the terminal.
    private static func setBracketedPaste(_ on: Bool) {
        writeToTerminal(on ? "\u{1B}[?2004h" : "\u{1B}[?2004l")
    }

    private static func writeToTerminal(_ sequence: String) {
        _ = sequence.utf8CString.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count - 1) }
    }

    /// OSC 52, written straight to the terminal between frames. Terminals that do not know it
    /// ignore it; tmux passes it on when its set-clipboard option allows.
    public func copyToClipboard(_ text: String) {
        Self.writeToTerminal("\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}")
    }

    public func draw(_ text: String, row: Int, column: Int, style: TextStyle) {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return }
        // Made safe here too, so no path can send an escape sequence from data to the terminal.
        let visible = String(DisplayWidth.prefix(text.screenSafe, fitting: size.columns - column))
        _ = wattr_set(window, attributes(for: style), pair(for: style), nil)
        _ = mvwaddstr(window, Int32(row), Int32(column), visible)
        _ = wattr_set(window, cb_a_normal(), 0, nil)
    }

    private var cursorPosition: (Int, Int)?

    public func setCursor(row: Int, column: Int) { cursorPosition = (row, column) }
    public func hideCursor() { cursorPosition = nil }

    public func present() {
        if let (row, column) = cursorPosition {
            curs_set(1)
            wmove(window, Int32(row), Int32(column))
        } else {
            curs_set(0)
        }
        wrefresh(window)
    }

    private var watched: Int32 = -1
    /// A person leaves some 80 ms between Esc and the next key; a terminal sends Alt-d's two
    /// bytes at once. Busy longer than this, the app cannot tell them apart by their arrival.
    static let busyLongerThanATypist = Duration.milliseconds(50)

    /// Polls the descriptor with the keyboard: readable, it is reported as `.outsideChange`
    /// (the reader must then read it, or it stays readable).
    public func watch(_ descriptor: Int32) { watched = descriptor }

    private var workDescriptor: Int32 = -1

    /// Polls the descriptor with the keyboard too: readable, it is reported as `.workFinished`
    /// (the reader drains it).
    public func watchWork(_ descriptor: Int32) { workDescriptor = descriptor }

    /// When the last event was handed out, and whether the keys waiting now came while the
    /// app was busy with it: those are drained as typed (`NCursesKeyboard.readPending`).
    private var handedOutAt: ContinuousClock.Instant?
    private var drainingKeysTypedMeanwhile = false

    public func nextEvent() -> InputEvent {
        if let handedOutAt, ContinuousClock.now - handedOutAt > Self.busyLongerThanATypist { drainingKeysTypedMeanwhile = true }
        defer { handedOutAt = .now }
        while true {
            if let event = keyboard.readPending(typedMeanwhile: drainingKeysTypedMeanwhile) {
                if event == .resize { updateSize() }
                return event
            }
            drainingKeysTypedMeanwhile = false
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: watched, events: Int16(POLLIN), revents: 0),
                pollfd(fd: workDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            // A negative descriptor is left out by poll: nothing watched.
            let ready = poll(&descriptors, 4, -1)
            if ready < 0 && errno != EINTR { return .terminate }
            if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .terminate }
            if descriptors[1].revents & Int16(POLLIN) != 0, let event = readSignals() { return event }
            if descriptors[2].revents & Int16(POLLIN) != 0 { return .outsideChange }
            if descriptors[3].revents & Int16(POLLIN) != 0 { return .workFinished }
        }
    }

    /// Every signal waiting in the pipe at once: a storm of resizes is one resize, to the size
    /// the terminal has now, drawn from scratch; a request to quit wins over resizes.
    private func readSignals() -> InputEvent? {
        var bytes = [UInt8](repeating: 0, count: 64)
        var resized = false
        while true {
            let count = read(SignalPipe.readEnd, &bytes, bytes.count)
            guard count > 0 else { break }
            for byte in bytes[..<count] {
                guard Int32(byte) == SIGWINCH else { return .terminate }
                resized = true
            }
        }
        guard resized else { return nil }
        repaintAll()
        return .resize
    }

    /// Ctrl-L: the size read again and every cell drawn anew at the next `present`, whatever
    /// another program wrote over the screen meanwhile.
    public func repaintAll() {
        followWindowSize()
        clearok(window, true)
    }

    /// Asks the terminal for its size (it may have changed while curses was not looking).
    private func followWindowSize() {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
            resizeterm(Int32(window.ws_row), Int32(window.ws_col))
        }
        updateSize()
    }

    private func updateSize() {
        size = TerminalSize(rows: Int(cb_lines()), columns: Int(cb_cols()))
    }

    private func attributes(for style: TextStyle) -> attr_t {
        var attributes = cb_a_normal()
        if style.contains(.bold) { attributes |= cb_a_bold() }
        if style.contains(.reverse) { attributes |= cb_a_reverse() }
        if style.contains(.dim) { attributes |= cb_a_dim() }
        if style.contains(.underline) { attributes |= cb_a_underline() }
        if style.contains(.bar) && !hasColors { attributes |= cb_a_reverse() }
        if style.contains(.error) && !hasColors { attributes |= cb_a_bold() }
        return attributes
    }

    private func pair(for style: TextStyle) -> Int16 {
        guard hasColors else { return 0 }
        if style.contains(.error) { return 1 }
        if style.contains(.bar) { return 2 }
        return 0
    }

    /// ncurses measures text with the C library, which knows widths only under a UTF-8 locale;
    /// this machine may offer nothing but C.UTF-8, so fall back to it.
    private static func chooseUTF8Locale() {
        if let name = setlocale(LC_ALL, ""), String(cString: name).lowercased().contains("utf") { return }
        if setlocale(LC_ALL, "C.UTF-8") == nil { setlocale(LC_CTYPE, "C.utf8") }
    }
}

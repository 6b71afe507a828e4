import ContactsCore
import ContactsEngine
import Localization
import TerminalUI

/// Draws the top of the navigation stack, waits for an event, hands it on; until a scene quits,
/// Ctrl-C is confirmed, or a signal asks the app to end.
@MainActor
public final class AppRunLoop {
    /// Below this the screens cannot be used; a short message shows instead until it grows.
    public static let minimumSize = TerminalSize(rows: 8, columns: 30)

    private let terminal: Terminal
    private let input: InputSource
    private let navigation: NavigationStack
    /// The book's file watcher, whose descriptor the input source polls (nil: none).
    private let watcher: BookFileWatcher?
    /// The work scenes handed off the loop, whose finishes run when it wakes the loop.
    private let work: BackgroundWork?

    public init(
        terminal: Terminal, input: InputSource, navigation: NavigationStack, watcher: BookFileWatcher? = nil, work: BackgroundWork? = nil
    ) {
        self.terminal = terminal
        self.input = input
        self.navigation = navigation
        self.watcher = watcher
        self.work = work
    }

    /// Asked when the last screen is left: false keeps the app running (a question is then
    /// up, as when the book could not be saved).
    public var mayQuit: () -> Bool = { true }
    /// Told when another program may have written the book: the screens at once, or (the app)
    /// the keeper of the file, which reads it off the loop and then tells them.
    public lazy var bookMayHaveChanged: () -> Void = { [navigation] in navigation.bookMayHaveChanged() }

    /// Started once the first screen is drawn (a large book's read), so it does not slow it.
    public var afterFirstFrame: () -> Void = {}

    public func run() {
        render()
        afterFirstFrame()
        while true {
            let event = input.nextEvent()
            if event == .terminate { return }
            handle(event)
            if navigation.isFinished, mayQuit() { return }
            work?.finishQuickWork()
            render()
        }
    }

    func handle(_ event: InputEvent) {
        switch event {
        case .terminate: navigation.quit()
        case .resize: navigation.resize(to: terminal.size)
        case .key(let key): handle(key)
        case .outsideChange:
            // Without a watcher (tests), the event itself says the book may have changed.
            if watcher?.takeEvents() ?? true { bookMayHaveChanged() }
        case .workFinished: work?.takeFinished()
        }
    }

    func handle(_ key: Key) {
        keyMessage = nil
        if key == Key.interrupt { return interrupt() }
        if key == Key.redraw {
            terminal.repaintAll()
            return navigation.resize(to: terminal.size)
        }
        if case .alt = key, navigation.top?.editsText != true || !LineEditor.wordKeys.contains(key) {
            // Never passed on: an Alt key must not act as its plain key, nor as Esc.
            keyMessage = tr("{key} (Alt) does nothing here", ["key": key.displayName])
            return
        }
        if key == Key.control("z") {
            // Stopped until the shell's fg; the terminal may come back another size.
            terminal.suspend()
            return navigation.resize(to: terminal.size)
        }
        guard !isTooSmall else { return }
        navigation.top?.handle(key)
    }

    /// Ctrl-C quits at once unless an edit would be lost; then it asks, and a second Ctrl-C
    /// while asking quits.
    private func interrupt() {
        guard navigation.hasUnsavedChanges, !isAskingToQuit else { return navigation.quit() }
        isAskingToQuit = true
        navigation.present(
            .confirm(
                .init(question: tr("Quit without saving your changes?")) { [weak self] quit in
                    self?.isAskingToQuit = false
                    guard quit else { return }
                    self?.navigation.abandonUnsavedChanges()
                    self?.navigation.quit()
                }))
    }

    private var isAskingToQuit = false
    /// Said over the status line until the next key: an Alt key that means nothing.
    private var keyMessage: String?

    private var isTooSmall: Bool {
        terminal.size.rows < Self.minimumSize.rows || terminal.size.columns < Self.minimumSize.columns
    }

    func render() {
        terminal.clear()
        if isTooSmall {
            let size = ["columns": String(Self.minimumSize.columns), "rows": String(Self.minimumSize.rows)]
            // TRANSLATORS: said alone on a terminal too small for the screens; keep each line short (30 columns at most).
            let lines = [tr("Terminal too small"), tr("need {columns}x{rows}", size), tr("^C quits")]
            for (offset, line) in lines.enumerated() {
                let row = max(0, terminal.size.rows / 2 - 1) + offset
                terminal.draw(line, row: row, column: max(0, (terminal.size.columns - DisplayWidth.of(line)) / 2), style: .bold)
            }
            terminal.hideCursor()
        } else {
            navigation.draw(on: terminal)
            if let keyMessage { terminal.drawBar(" " + keyMessage, row: terminal.size.rows - 1, style: .bar) }
        }
        terminal.present()
    }
}

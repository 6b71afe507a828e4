import CNCurses

/// Turns what ncurses reads into keys: the keypad's codes, Esc followed at once by a key as
/// Alt plus that key, Ctrl with the arrows, and a bracketed paste (xterm's mode 2004) as one
/// `.paste` of text, so a pasted line break never acts as Enter.
@MainActor
struct NCursesKeyboard {
    /// Sequences terminfo may not know, taught to ncurses with `define_key` at start.
    private enum Defined: Equatable {
        case key(Key)
        case pasteStart, pasteEnd
    }

    private static let sequences: [(String, Defined)] = [
        ("\u{1B}[200~", .pasteStart), ("\u{1B}[201~", .pasteEnd),
        // xterm and tmux; rxvt; and Alt with the arrows, which macOS terminals send for a word.
        ("\u{1B}[1;5D", .key(.controlLeft)), ("\u{1B}[1;5C", .key(.controlRight)),
        ("\u{1B}Od", .key(.controlLeft)), ("\u{1B}Oc", .key(.controlRight)),  // untranslated: escape sequences
        ("\u{1B}[1;3D", .key(.controlLeft)), ("\u{1B}[1;3C", .key(.controlRight)),
    ]

    /// Our codes start far above ncurses' own (KEY_MAX, then the terminfo extensions).
    private static let firstFreeCode: Int32 = 0x1000

    private let window: UnsafeMutablePointer<WINDOW>
    private var defined: [Int32: Defined] = [:]

    /// Call once the screen exists and the keypad is on.
    init(window: UnsafeMutablePointer<WINDOW>) {
        self.window = window
        var next = Self.firstFreeCode
        for (sequence, meaning) in Self.sequences {
            // A sequence terminfo already knows keeps ncurses' code; it is given our meaning.
            let known = key_defined(sequence)
            if known > 0 {
                defined[known] = meaning
            } else if known == 0, define_key(sequence, next) == OK {
                defined[next] = meaning
                next += 1
            }
        }
    }

    /// A key ncurses already has, without blocking (keys typed ahead or pasted arrive together);
    /// nil when there is none. Keys `typedMeanwhile` (while the app was busy) are taken one by
    /// one: an Esc among them is the Esc key, never Alt with the key after it.
    func readPending(typedMeanwhile: Bool = false) -> InputEvent? {
        wtimeout(window, 0)
        var character: wint_t = 0
        switch wget_wch(window, &character) {
        case OK:
            if character == 27 { return afterEscape(typedMeanwhile: typedMeanwhile) }
            return Key.fromCharacterCode(UInt32(character)).map(InputEvent.key) ?? readPending(typedMeanwhile: typedMeanwhile)
        case KEY_CODE_YES:
            let code = Int32(character)
            if code == KEY_RESIZE { return .resize }
            if code == KEY_MOUSE { return mouseEvent() ?? readPending(typedMeanwhile: typedMeanwhile) }
            if defined[code] == .pasteStart { return .key(.paste(readPaste())) }
            return key(forCode: code).map(InputEvent.key) ?? readPending(typedMeanwhile: typedMeanwhile)
        default:
            return nil
        }
    }

    /// What came with an Esc: ncurses waited the escape delay for more, so a key already there
    /// was sent with it (Alt-d); none means the Esc key itself, and Esc Esc is Esc, then Esc.
    /// A sequence ncurses does not know (Shift with an arrow, say) is skipped whole, so its
    /// letters are never typed.
    private func afterEscape(typedMeanwhile: Bool) -> InputEvent? {
        var character: wint_t = 0
        switch wget_wch(window, &character) {
        case OK:
            switch character {
            case 27:
                unget_wch(wchar_t(27))
                return .key(.escape)
            // A person's Esc and their next key, queued together while the app was busy.
            case _ where typedMeanwhile && character != 0x5B && character != 0x4F:
                unget_wch(wchar_t(character))
                return .key(.escape)
            case 0x5B, 0x4F:  // "[" (CSI) and "O" (SS3)
                skipSequence(introducedBy: character)
                return readPending()
            default:
                return .key(Key.fromCharacterCode(UInt32(character)).map(Key.alt) ?? .escape)
            }
        case KEY_CODE_YES:
            // A paste or a resize right after an Esc is that, never Alt plus it: pasted text
            // must not be read as keys.
            let code = Int32(character)
            if defined[code] == .pasteStart { return .key(.paste(readPaste())) }
            if code == KEY_RESIZE { return .resize }
            return .key(key(forCode: code).map(Key.alt) ?? .escape)
        default:
            return .key(.escape)
        }
    }

    /// The rest of an escape sequence: SS3 takes one character; CSI takes parameters and
    /// intermediates (0x20-0x3F) up to its final character (0x40-0x7E).
    private func skipSequence(introducedBy introducer: wint_t) {
        var character: wint_t = 0
        if introducer == 0x4F {
            _ = wget_wch(window, &character)
            return
        }
        while wget_wch(window, &character) == OK, (0x20...0x3F).contains(character) {}
    }

    /// The text up to the paste's end mark; keys inside a paste are text, never pressed. A
    /// paste whose end mark never comes ends when nothing more arrives for two seconds (a slow
    /// link pauses within a paste; the rest must not arrive as keys).
    private func readPaste() -> String {
        var text = ""
        wtimeout(window, 2000)
        defer { wtimeout(window, 0) }
        while true {
            var character: wint_t = 0
            let status = wget_wch(window, &character)
            if status == OK {
                text.unicodeScalars.append(Unicode.Scalar(UInt32(character)) ?? "\u{FFFD}")
            } else if status != KEY_CODE_YES || defined[Int32(character)] == .pasteEnd {
                return text
            }
        }
    }

    private func mouseEvent() -> InputEvent? {
        var row: Int32 = 0
        var column: Int32 = 0
        let actions: [Int32: MouseAction] = [1: .click, 2: .doubleClick, 3: .wheelUp, 4: .wheelDown]
        return actions[cb_read_mouse(&row, &column)].map { .key(.mouse($0, row: Int(row), column: Int(column))) }
    }

    private func key(forCode code: Int32) -> Key? {
        if case .key(let key) = defined[code] { return key }
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_IC: return .insert
        case KEY_DC: return .delete
        case KEY_BACKSPACE: return .backspace
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        case cb_key_f(1)...cb_key_f(12): return .function(Int(code - cb_key_f(0)))
        default: return nil
        }
    }
}

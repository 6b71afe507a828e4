import Localization

/// A key press as the screens see it, independent of ncurses' codes.
public enum Key: Hashable, Sendable {
    /// Printable text (letters in any script, digits, punctuation, space).
    case character(Character)
    /// Ctrl plus a letter, e.g. `.control("s")` for Ctrl-S (the terminal is in raw mode).
    case control(Character)
    case up, down, left, right, home, end, pageUp, pageDown, insert, delete
    case enter, tab, backTab, backspace, escape
    /// Ctrl plus an arrow: a word left or right in a field.
    case controlLeft, controlRight
    case function(Int)
    /// A mouse button or wheel, at a cell (when the terminal reports the mouse).
    case mouse(MouseAction, row: Int, column: Int)
    /// Alt (Meta) plus a key: the terminal sends Esc and the key together. Never the key alone,
    /// so Alt-d cannot act as d, nor as Esc then d.
    indirect case alt(Key)
    /// Text the terminal marked as pasted (bracketed paste): text to insert, never keys to act on.
    case paste(String)

    /// Ctrl-C, which quits from anywhere (asking first when there are unsaved changes).
    public static let interrupt = Key.control("c")
    /// Ctrl-L, which draws the whole screen again from anywhere.
    public static let redraw = Key.control("l")

    /// The key as Help and status lines name it: "Up", "^S", "F2", "Space", "k". Keys are
    /// named as on the keyboard, the same in every language; a paste and the mouse, which are
    /// no keys, in the current language.
    public var displayName: String {
        switch self {
        case .character(" "): return "Space"  // untranslated: key name
        case .character(let character): return String(character)
        case .control(let letter): return "^" + letter.uppercased()
        case .up: return "Up"  // untranslated: key name
        case .down: return "Down"  // untranslated: key name
        case .left: return "Left"  // untranslated: key name
        case .right: return "Right"  // untranslated: key name
        case .home: return "Home"  // untranslated: key name
        case .end: return "End"  // untranslated: key name
        case .pageUp: return "PgUp"  // untranslated: key name
        case .pageDown: return "PgDn"  // untranslated: key name
        case .insert: return "Ins"  // untranslated: key name
        case .delete: return "Del"  // untranslated: key name
        case .enter: return "Enter"  // untranslated: key name
        case .tab: return "Tab"  // untranslated: key name
        case .backTab: return "S-Tab"  // untranslated: key name
        case .backspace: return "Backspace"  // untranslated: key name
        case .escape: return "Esc"  // untranslated: key name
        case .controlLeft: return "^Left"  // untranslated: key name
        case .controlRight: return "^Right"  // untranslated: key name
        case .function(let number): return "F\(number)"
        case .mouse(let action, _, _): return action.displayName
        case .alt(let key): return "M-" + key.displayName
        case .paste: return tr("Paste", context: "key name")
        }
    }

    /// Maps a character code from the terminal: control codes become keys, the rest text.
    public static func fromCharacterCode(_ code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 0: return nil
        case 1...26: return Unicode.Scalar(code + 96).map { .control(Character($0)) }
        case 28...31: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }
}

public enum MouseAction: Hashable, Sendable {
    case click, doubleClick, wheelUp, wheelDown

    public var displayName: String {
        switch self {
        case .click: return tr("Click", context: "key name")
        case .doubleClick: return tr("Double-click", context: "key name")
        case .wheelUp, .wheelDown: return tr("Wheel", context: "key name")
        }
    }
}

/// What the terminal reports: a key, a size change, or a request from outside to quit.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    case resize
    /// SIGTERM, SIGHUP or SIGINT arrived: quit cleanly.
    case terminate
    /// The descriptor given to `watch` has something to read (the book's file watcher).
    case outsideChange
    /// Work done off the run loop has finished (the descriptor given to `watchWork`).
    case workFinished
}

import Localization
import TerminalUI

/// One key binding: the keys, how Help names them, what they do, and the words for it. The
/// words are catalog messages (`N_`), translated where they are shown: the tables are made
/// once, the language is the one of the moment they are read. The keys never change with the
/// language.
public struct KeyBinding<Command: Sendable>: Sendable {
    public let keys: [Key]
    public let command: Command
    public let summary: Message
    /// Keys the language adds, asked for when a key arrives (never frozen in the table): the
    /// language's own yes letter beside y.
    let languageKeys: (@Sendable () -> [Key])?
    /// The keys as Help names them ("Up k"), made from the keys themselves so they cannot differ.
    public var keyNames: String { allKeys.map(\.displayName).joined(separator: " ") }
    /// Its hint in the scene's status line ("a Add"), when it is shown there.
    public let status: StatusHint?

    /// `status`: the word of its status hint, shown after the first key's name (or `statusKey`,
    /// as "n/N"), so a translation cannot change the key.
    init(
        _ keys: [Key], _ command: Command, _ summary: Message, status: Message? = nil, statusKey: String? = nil,
        languageKeys: (@Sendable () -> [Key])? = nil
    ) {
        self.keys = keys
        self.command = command
        self.summary = summary
        self.languageKeys = languageKeys
        self.status = status.map { StatusHint(key: statusKey ?? keys.first?.displayName ?? "", label: $0) }
    }

    /// The keys it takes now: its own, and those of the current language.
    var allKeys: [Key] {
        guard let added = languageKeys?() else { return keys }
        return keys + added.filter { !keys.contains($0) }
    }

    /// "a Add": the hint in the current language.
    public var statusText: String? { status?.text }
}

/// A status-line hint: the key as on the keyboard ("Enter", "^S", "n/N"), never translated,
/// then what it does, translated.
public struct StatusHint: Equatable, Sendable {
    public let key: String
    public let label: Message

    public var text: String { key + " " + label.text }
}

/// What a list holds, for the words of the keys that move its selection (whole phrases, so
/// each language words them as it needs).
public enum ListItems: Sendable {
    case contact, field, line, book, conflict, group, date, tag

    var previous: Message {
        switch self {
        case .contact: N_("Previous contact")
        case .field: N_("Previous field")
        case .line: N_("Previous line")
        case .book: N_("Previous book")
        case .conflict: N_("Previous conflict")
        case .group: N_("Previous group")
        case .date: N_("Previous date")
        case .tag: N_("Previous tag")
        }
    }

    var next: Message {
        switch self {
        case .contact: N_("Next contact")
        case .field: N_("Next field")
        case .line: N_("Next line")
        case .book: N_("Next book")
        case .conflict: N_("Next conflict")
        case .group: N_("Next group")
        case .date: N_("Next date")
        case .tag: N_("Next tag")
        }
    }

    var first: Message {
        switch self {
        case .contact: N_("First contact")
        case .field: N_("First field")
        case .line: N_("First line")
        case .book: N_("First book")
        case .conflict: N_("First conflict")
        case .group: N_("First group")
        case .date: N_("First date")
        case .tag: N_("First tag")
        }
    }

    var last: Message {
        switch self {
        case .contact: N_("Last contact")
        case .field: N_("Last field")
        case .line: N_("Last line")
        case .book: N_("Last book")
        case .conflict: N_("Last conflict")
        case .group: N_("Last group")
        case .date: N_("Last date")
        case .tag: N_("Last tag")
        }
    }
}

extension KeyBinding {
    /// The bindings every list moves its selection with (vim's, mutt's and Emacs's), worded
    /// for what the list holds.
    static func listMovements(of items: ListItems, first: Message? = nil, _ command: (ListMovement) -> Command) -> [KeyBinding] {
        [
            KeyBinding([.up, .character("k"), .control("p")], command(.up), items.previous),
            KeyBinding([.down, .character("j"), .control("n")], command(.down), items.next),
            KeyBinding([.pageUp, .control("b")], command(.pageUp), N_("Page up")),
            KeyBinding([.pageDown, .control("f")], command(.pageDown), N_("Page down")),
            KeyBinding([.control("u")], command(.halfPageUp), N_("Half a page up")),
            KeyBinding([.control("d")], command(.halfPageDown), N_("Half a page down")),
            KeyBinding([.home, .character("g")], command(.first), first ?? items.first),
            KeyBinding([.end, .character("G")], command(.last), items.last),
        ]
    }
}

/// A scene's bindings: the one table that its View reads keys from, its status line is made
/// from and Help is generated from, so what Help says is what the keys do.
public struct KeyTable<Command: Sendable>: Sendable {
    public let title: Message
    public let bindings: [KeyBinding<Command>]

    public func command(for key: Key) -> Command? {
        bindings.first { $0.keys.contains(key) }?.command
            ?? bindings.first { $0.languageKeys != nil && $0.allKeys.contains(key) }?.command
    }

    /// ["a Add", "e Edit", "? Help", "q Quit"]: the bindings that have a status hint, in the
    /// current language.
    public var statusItems: [String] {
        statusItems { _ in true }
    }

    /// The same for the commands a scene offers now.
    public func statusItems(offered: (Command) -> Bool) -> [String] {
        bindings.filter { offered($0.command) }.compactMap(\.statusText)
    }

    public var helpSection: HelpSection {
        HelpSection(title: title, entries: bindings.map { HelpSection.Entry(keys: $0.keyNames, summary: $0.summary) })
    }
}

/// A titled list of keys and what they do, as Help shows it: the keys as on the keyboard, the
/// words translated when Help is shown (`.text`).
public struct HelpSection: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public let keys: String
        public let summary: Message
    }

    public let title: Message
    public let entries: [Entry]
}

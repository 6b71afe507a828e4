import TerminalUI

/// One key binding: the keys, how Help names them, what they do, and the words for it.
public struct KeyBinding<Command: Sendable>: Sendable {
    public let keys: [Key]
    public let command: Command
    public let summary: String
    /// The keys as Help names them ("Up k"), made from the keys themselves so they cannot differ.
    public var keyNames: String { keys.map(\.displayName).joined(separator: " ") }
    /// Its short form in the scene's status line ("a Add"), when it is shown there.
    public let statusText: String?

    init(_ keys: [Key], _ command: Command, _ summary: String, status: String? = nil) {
        self.keys = keys
        self.command = command
        self.summary = summary
        self.statusText = status
    }
}

extension KeyBinding {
    /// The bindings every list moves its selection with (vim's, mutt's and Emacs's), worded
    /// for what the list holds.
    static func listMovements(of noun: String, first: String? = nil, _ command: (ListMovement) -> Command) -> [KeyBinding] {
        [
            KeyBinding([.up, .character("k"), .control("p")], command(.up), "Previous \(noun)"),
            KeyBinding([.down, .character("j"), .control("n")], command(.down), "Next \(noun)"),
            KeyBinding([.pageUp, .control("b")], command(.pageUp), "Page up"),
            KeyBinding([.pageDown, .control("f")], command(.pageDown), "Page down"),
            KeyBinding([.control("u")], command(.halfPageUp), "Half a page up"),
            KeyBinding([.control("d")], command(.halfPageDown), "Half a page down"),
            KeyBinding([.home, .character("g")], command(.first), first ?? "First \(noun)"),
            KeyBinding([.end, .character("G")], command(.last), "Last \(noun)"),
        ]
    }
}

/// A scene's bindings: the one table that its View reads keys from, its status line is made
/// from and Help is generated from, so what Help says is what the keys do.
public struct KeyTable<Command: Sendable>: Sendable {
    public let title: String
    public let bindings: [KeyBinding<Command>]

    public func command(for key: Key) -> Command? {
        bindings.first { $0.keys.contains(key) }?.command
    }

    /// ["a Add", "e Edit", "? Help", "q Quit"]: the bindings that have a status text.
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

/// A titled list of keys and what they do, as Help shows it.
public struct HelpSection: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public let keys: String
        public let summary: String
    }

    public let title: String
    public let entries: [Entry]
}

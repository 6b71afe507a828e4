import ContactsCore

/// The editing state of one text field: the text, the cursor, and the horizontal scroll that
/// keeps the cursor in view. Readline's keys: Left/Right, Home/End and Ctrl-A/Ctrl-E,
/// Backspace/Delete, Ctrl-K (to end), Ctrl-U (to start), Ctrl-W (word before the cursor, up to
/// a space); Alt-b/Alt-f and Ctrl-Left/Right move a word, Alt-d and Alt-Backspace delete one
/// (a word is letters and digits, as in readline). A paste is inserted as text.
/// With `multiline`, Enter inserts a line break and Up/Down move between lines; Home/End and
/// the kill keys work on the cursor's line. A paste keeps its line breaks only there.
public struct LineEditor: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        /// The text changed.
        case edited
        /// Only the cursor moved.
        case moved
        /// The key is not an editing key here (the form may use it to move between fields).
        case ignored
    }

    public private(set) var characters: [Character]
    public private(set) var cursor: Int
    public let multiline: Bool
    /// First visible character of the cursor's line, in characters from the line's start.
    private var scroll = 0

    public init(text: String, multiline: Bool = false) {
        characters = Array(text)
        cursor = characters.count
        self.multiline = multiline
    }

    public var text: String { String(characters) }

    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
            return .edited
        case .enter where multiline:
            characters.insert("\n", at: cursor)
            cursor += 1
            return .edited
        case .paste(let text):
            let inserted = Self.pasted(text, multiline: multiline)
            guard !inserted.isEmpty else { return .moved }
            characters.insert(contentsOf: inserted, at: cursor)
            cursor += inserted.count
            return .edited
        case .alt(.character("b")), .controlLeft: return move(to: wordStart(before: cursor))
        case .alt(.character("f")), .controlRight: return move(to: wordEnd(after: cursor))
        case .alt(.character("d")): return delete(cursor..<wordEnd(after: cursor))
        case .alt(.backspace): return delete(wordStart(before: cursor)..<cursor)
        case .left: return move(to: max(0, cursor - 1))
        case .right: return move(to: min(characters.count, cursor + 1))
        case .home, .control("a"): return move(to: lineStart)
        case .end, .control("e"): return move(to: lineEnd)
        case .up where multiline && lineStart > 0: return moveVertically(up: true)
        case .down where multiline && lineEnd < characters.count: return moveVertically(up: false)
        case .backspace, .control("h"):
            guard cursor > 0 else { return .moved }
            return delete(cursor - 1..<cursor)
        case .delete, .control("d"):
            guard cursor < characters.count else { return .moved }
            return delete(cursor..<cursor + 1)
        case .control("k"): return delete(cursor..<lineEnd)
        case .control("u"): return delete(lineStart..<cursor)
        case .control("w"):
            var start = cursor
            while start > lineStart && characters[start - 1].isWhitespace { start -= 1 }
            while start > lineStart && !characters[start - 1].isWhitespace { start -= 1 }
            return delete(start..<cursor)
        default:
            return .ignored
        }
    }

    /// The Alt keys a field gives a meaning to (others are no key at all).
    public static let wordKeys: Set<Key> = [.alt(.character("b")), .alt(.character("f")), .alt(.character("d")), .alt(.backspace)]

    /// Pasted text as the field takes it: line breaks (CR LF, CR or LF) kept in a multi-line
    /// field and made spaces elsewhere, tabs made spaces, other control characters left out.
    static func pasted(_ text: String, multiline: Bool) -> [Character] {
        // "\r\n" is one Character in Swift; each kind of line break is one.
        text.compactMap { character in
            if character.isNewline { return multiline ? "\n" : " " }
            if character == "\t" { return " " }
            return character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } ? nil : character
        }
    }

    /// The start of the word before the cursor, skipping what is not a word first.
    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0 && !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0 && Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after the cursor, skipping what is not a word first.
    private func wordEnd(after position: Int) -> Int {
        var index = position
        while index < characters.count && !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count && Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// The cursor's line number and the lines of text.
    public var lines: [String] {
        text.textLines
    }

    public var cursorLine: Int { characters[..<cursor].filter(\.isNewline).count }

    /// The part of the cursor's line to draw in `width` columns, and the cursor's column in it.
    /// Scrolls as little as possible to keep the cursor visible.
    /// Widths are measured on the text as drawn (`screenSafe`), where a tab takes a column.
    public mutating func visibleLine(width: Int) -> (text: String, cursorColumn: Int) {
        let line = Array(characters[lineStart..<lineEnd])
        let column = cursor - lineStart
        guard width > 1 else { return ("", 0) }
        func drawnWidth(_ character: Character) -> Int { DisplayWidth.of(String(character).screenSafe) }
        scroll = min(scroll, column)
        // The fewest characters before the cursor that leave it on screen, counted back from the
        // cursor, so a very long value (100,000 characters) costs one pass, not one per step.
        var used = 0
        var start = column
        while start > scroll, used + drawnWidth(line[start - 1]) <= width - 1 {
            used += drawnWidth(line[start - 1])
            start -= 1
        }
        if start > scroll { scroll = start }
        let cursorColumn = line[scroll..<column].reduce(0) { $0 + drawnWidth($1) }
        let visible = DisplayWidth.prefix(String(line[scroll..<min(line.count, scroll + width)]).screenSafe, fitting: width)
        return (String(visible), cursorColumn)
    }

    private var lineStart: Int {
        guard multiline else { return 0 }
        var index = cursor
        while index > 0 && !characters[index - 1].isNewline { index -= 1 }
        return index
    }

    private var lineEnd: Int {
        guard multiline else { return characters.count }
        var index = cursor
        while index < characters.count && !characters[index].isNewline { index += 1 }
        return index
    }

    private mutating func move(to position: Int) -> Outcome {
        if lineStart != startOfLine(containing: position) { scroll = 0 }
        cursor = position
        return .moved
    }

    private mutating func moveVertically(up: Bool) -> Outcome {
        let column = cursor - lineStart
        let target = up ? lineStart - 1 : lineEnd + 1
        let start = startOfLine(containing: target)
        var end = start
        while end < characters.count && !characters[end].isNewline { end += 1 }
        scroll = 0
        cursor = min(start + column, end)
        return .moved
    }

    private func startOfLine(containing position: Int) -> Int {
        guard multiline else { return 0 }
        var index = min(position, characters.count)
        while index > 0 && !characters[index - 1].isNewline { index -= 1 }
        return index
    }

    private mutating func delete(_ range: Range<Int>) -> Outcome {
        guard !range.isEmpty else { return .moved }
        characters.removeSubrange(range)
        cursor = range.lowerBound
        scroll = min(scroll, cursor - lineStart)
        return .edited
    }
}

import TerminalUI

extension LineEditor {
    /// An editor with the cursor at `cursor` characters from the start.
    init(text: String, cursor: Int, multiline: Bool = false) {
        self.init(text: text, multiline: multiline)
        _ = handle(.home)
        while multiline && handle(.up) != .ignored {}
        _ = handle(.home)
        for _ in 0..<cursor { _ = handle(.right) }
    }

    /// Types each character of `text` at the cursor.
    mutating func type(_ text: String) {
        for character in text { _ = handle(.character(character)) }
    }

    /// Presses the keys in order and returns the outcome of the last.
    @discardableResult
    mutating func press(_ keys: Key...) -> Outcome {
        var outcome = Outcome.ignored
        for key in keys { outcome = handle(key) }
        return outcome
    }
}

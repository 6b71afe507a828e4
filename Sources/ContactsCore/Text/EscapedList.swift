/// A list typed as one line: parts apart by a separator (tags by commas, an address's parts by
/// semicolons), a separator or a backslash inside a part written with a backslash before it
/// (`a\,b`), as vCard escapes text. The form, the command line and `--parsable` share it, so a
/// tag holding a comma or a street holding a semicolon survives every one of them.
public enum EscapedList {
    /// What a backslash escapes when read: itself and either separator.
    private static let escapable: Set<Character> = ["\\", ",", ";"]

    /// The parts of `text`, trimmed; a backslash before anything else is kept as written.
    public static func split(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var part = ""
        var escaped = false
        for character in text {
            if escaped {
                if !escapable.contains(character) { part.append("\\") }
                part.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == separator {
                parts.append(part.trimmingWhitespace)
                part = ""
            } else {
                part.append(character)
            }
        }
        if escaped { part.append("\\") }
        parts.append(part.trimmingWhitespace)
        return parts
    }

    /// `parts` as one line that `split` reads back: a backslash and the separator inside a
    /// part escaped, `spacing` after each separator.
    public static func joined(_ parts: [String], with separator: Character, spacing: String = "") -> String {
        parts.map { part in
            var text = ""
            for character in part {
                if character == "\\" || character == separator { text.append("\\") }
                text.append(character)
            }
            return text
        }.joined(separator: String(separator) + spacing)
    }
}

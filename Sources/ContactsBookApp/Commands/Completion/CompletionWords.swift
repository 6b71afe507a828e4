import ContactsCore

/// Completion values are data in every shell. A custom completion's words reach each shell's
/// script in its own way, so each is written for exactly that reader: nothing in a contact's
/// name ever runs, and nothing in it is cut or dropped on the way to the command line.
public enum CompletionWords {
    /// The shell that asked, as the argument parser's scripts say in `SAP_SHELL`.
    public enum Shell: String, Sendable { case bash, zsh, fish }

    /// `words` for `shell`, one a line. A word no shell could take as one value (a line break,
    /// a tab or another control character, which would also reach the terminal raw) is left out.
    public static func formatted(_ words: [String], for shell: Shell?) -> [String] {
        words.filter { !$0.isEmpty && $0.terminalSafe == $0 && !$0.contains("\t") }.map { word in
            switch shell {
            // zsh's `_describe` reads `value:description`, so a colon cut the name: it and the
            // backslash are escaped; `compadd` quotes the value on insertion.
            case .zsh: word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
            // bash's repaired script (`repairingBash`) and fish take each line as one value
            // and quote it themselves.
            case .bash, .fish, nil: word
            }
        }
    }

    /// What was typed so far, as the words it stands for: an opening quote and backslash
    /// escapes, as the shells leave them in the current word, are taken off before matching.
    public static func typed(_ prefix: String) -> String {
        var text = Substring(prefix)
        if let quote = text.first, quote == "'" || quote == "\"" {
            text = text.dropFirst()
            if text.last == quote { text = text.dropLast() }
            if quote == "'" { return String(text) }
        }
        var result = ""
        var escaped = false
        for character in text {
            if character == "\\" && !escaped {
                escaped = true
                continue
            }
            result.append(character)
            escaped = false
        }
        return result
    }

    /// The argument parser's bash script hands a custom completion's words to `compgen -W`,
    /// which expands each one: a name holding `$(…)` or backquotes ran a command at Tab, and
    /// O'Brien lost the apostrophe. Readline's own quoting (`-o filenames`) leaves `$` and
    /// backquotes bare, so the command line would run them on Enter. Repaired: each line the
    /// program prints is one word, never expanded, quoted here with `printf %q`.
    public static func repairingBash(_ script: String) -> String {
        let expanding = "__contactsbook_add_completions -W \"$(__contactsbook_custom_complete "
        let literal = "__contactsbook_add_literal_completions \"$(__contactsbook_custom_complete "
        let anchor = "__contactsbook_custom_complete() {"
        guard script.contains(expanding), let at = script.range(of: anchor) else { return script }
        var repaired = script
        repaired.insert(contentsOf: literalCompletions, at: at.lowerBound)
        return repaired.replacingOccurrences(of: expanding, with: literal)
    }

    /// A bash function, one line a literal.
    private static let literalCompletions = [
        "# Contact names are data: each line is one completion, never expanded (compgen -W would run",  // untranslated: bash
        "# a $(...) in it), and quoted for the command line here, not by readline, which leaves $ bare.",  // untranslated: bash
        "__contactsbook_add_literal_completions() {",
        "    compopt +o filenames 2>/dev/null",
        "    local completion",  // untranslated: bash
        "    while IFS='' read -r completion; do",  // untranslated: bash
        #"        [[ -n "${completion}" ]] && COMPREPLY+=("$(printf %q "${completion}")")"#,
        #"    done <<<"${1}""#,
        "}",
        "",
        "",
    ].joined(separator: "\n")
}

import Testing

@testable import ContactsBookApp

/// Completion words are data in every shell (the real shells are driven in
/// CompletionEndToEndTests).
@Suite struct CompletionWordsTests {
    static let hostile = ["Eve $(touch x)", "Mal `id`", "Var $HOME", "O'Brien", "Dr: Who", "back\\slash"]

    @Test func zshEscapesOnlyWhatDescribeSplitsOn() {
        #expect(
            CompletionWords.formatted(Self.hostile, for: .zsh) == [
                "Eve $(touch x)", "Mal `id`", "Var $HOME", "O'Brien", "Dr\\: Who", "back\\\\slash",
            ])
    }

    @Test func bashAndFishGetEachWordAsItIs() {
        #expect(CompletionWords.formatted(Self.hostile, for: .bash) == Self.hostile)
        #expect(CompletionWords.formatted(Self.hostile, for: .fish) == Self.hostile)
    }

    @Test func aWordWithALineBreakTabOrEscapeIsNotOffered() {
        #expect(CompletionWords.formatted(["a\nb", "a\tb", "Eve\u{1b}]0;pwned\u{7}", "", "ok"], for: .bash) == ["ok"])
    }

    @Test func theTypedPrefixLosesTheShellsQuoting() {
        #expect(CompletionWords.typed("Eve\\ \\$\\(") == "Eve $(")
        #expect(CompletionWords.typed("'O'") == "O")
        #expect(CompletionWords.typed("\"Zo\\\"ë") == "Zo\"ë")
        #expect(CompletionWords.typed("plain") == "plain")
    }

    @Test func bashScriptHandsNoCustomWordToCompgen() {
        let generated = """
            __contactsbook_custom_complete() {
                "${COMP_WORDS[0]}" "${@}"
            }
                __contactsbook_add_completions -W "$(__contactsbook_custom_complete ---completion show -- positional@0)"
            """
        let repaired = CompletionWords.repairingBash(generated)
        #expect(!repaired.contains("-W \"$(__contactsbook_custom_complete"))
        #expect(repaired.contains("__contactsbook_add_literal_completions \"$(__contactsbook_custom_complete ---completion show"))
        #expect(repaired.contains("printf %q"))
        // A script without the pattern (another generator) is left as it is.
        #expect(CompletionWords.repairingBash("echo") == "echo")
    }
}

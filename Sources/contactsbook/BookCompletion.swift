import ArgumentParser
import ContactsBookApp
import ContactsCore
import ContactsEngine
import Foundation

/// The book's words for the shells' completion, through the argument parser's hidden completion
/// command: contact names for `show`, `edit` and `delete`, tags for `--tag`, `--add-tag` and
/// `--remove-tag`, and the settings' book names for `-a`/`--book`. The book named by `--file`
/// or `-a` on the line being completed (else the default book) is read, never written, and
/// nothing is printed but the words, each written for the shell that asked (`CompletionWords`).
enum BookCompletion {
    /// The most words offered: a shell lists them all, and a longer list helps nobody.
    static let limit = 200

    @Sendable static func names(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        complete(words, prefix) { [$0.displayName] }
    }

    @Sendable static func tags(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        complete(words, prefix) { $0.tags }
    }

    /// The names of the settings' books (`[books.NAME]`), for `-a`/`--book`.
    @Sendable static func bookNames(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let typed = CompletionWords.typed(prefix)
        let names = settings(for: words).books.map(\.name).filter { $0.hasPrefix(typed) }
        return offered(names)
    }

    private static func complete(_ words: [String], _ prefix: String, _ values: (Contact) -> [String]) -> [String] {
        let worker = ContactWorker(store: JSONFileStore(path: bookPath(for: words), readOnly: true), index: HaystackIndex())
        guard (try? worker.load()) != nil else { return [] }
        let typed = CompletionWords.typed(prefix).lowercased()
        var found = Set<String>()
        for contact in worker.contacts {
            for value in values(contact) where value.lowercased().hasPrefix(typed) { found.insert(value) }
        }
        return offered(found.sorted())
    }

    /// Each written for the shell that asked, at most `limit`.
    private static func offered(_ words: [String]) -> [String] {
        let shell = ProcessInfo.processInfo.environment["SAP_SHELL"].flatMap(CompletionWords.Shell.init(rawValue:))
        return Array(CompletionWords.formatted(words, for: shell).prefix(limit))
    }

    /// The book the line names, as the command would choose it (`BookChoice`); none for a name
    /// that is no book of the settings.
    static func bookPath(for words: [String]) -> String {
        BookChoice.path(file: option(["--file", "-f"], in: words), named: option(["--book", "-a"], in: words), in: settings(for: words)) ?? ""
    }

    private static func settings(for words: [String]) -> Settings { BookChoice.settings(at: option(["--settings"], in: words)).settings }

    /// The value of an option (in any of its spellings) as the shell has it (quotes left as
    /// typed are removed).
    static func option(_ spellings: [String], in words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            for spelling in spellings where spelling.hasPrefix("--") && word.hasPrefix(spelling + "=") {
                return CompletionWords.typed(String(word.dropFirst(spelling.count + 1)))
            }
            if spellings.contains(word), index + 1 < words.count { return CompletionWords.typed(words[index + 1]) }
        }
        return nil
    }

    /// fish 3 (Debian 12's) gives the completion script the current word's text where the
    /// argument parser's hidden completion command wants the cursor's index within it
    /// (`commandline -o -tC` tokenizes rather than counting), and nothing for an empty word: the
    /// index is put back, so names complete in fish 3 as in bash, zsh and fish 4.
    static func repairingFish3(_ arguments: [String], environment: [String: String]) -> [String] {
        guard arguments.first == "---completion", environment["SAP_SHELL"] == "fish",
            let separator = arguments.firstIndex(of: "--"), separator + 3 < arguments.count
        else { return arguments }
        let cursor = separator + 3
        guard Int(arguments[cursor]) == nil else { return arguments }
        var repaired = arguments
        if arguments.last == arguments[cursor] {
            repaired[cursor] = String(arguments[cursor].count)
        } else {
            repaired.insert("0", at: cursor)
        }
        return repaired
    }

    /// `--generate-completion-script bash` prints the argument parser's script with its
    /// custom completions made literal (`CompletionWords.repairingBash`), then exits.
    static func printRepairedScriptIfAsked(_ arguments: [String]) {
        let asked = zip(arguments, arguments.dropFirst()).contains { $0 == "--generate-completion-script" && $1 == "bash" }
        guard asked || arguments.contains("--generate-completion-script=bash") else { return }
        print(CompletionWords.repairingBash(ContactsBookCommand.completionScript(for: .bash)))
        exit(0)
    }
}

import ContactsBookApp
import ContactsCore
import ContactsEngine
import Foundation

/// Contact names for the shells' completion of `show`, `edit` and `delete`, through the
/// argument parser's hidden completion command: the book named by `--file` on the line being
/// completed (else the default book) is read, never written, and nothing is printed but names.
enum ContactNameCompletion {
    /// The most names offered: a shell lists them all, and a longer list helps nobody.
    static let limit = 200

    @Sendable static func complete(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let environment = ProcessInfo.processInfo.environment
        let path = DataFileLocation.resolve(explicit: fileOption(in: words).map { HomePath.expandingTilde($0) }, environment: environment)
        let worker = ContactWorker(store: JSONFileStore(path: path, readOnly: true))
        guard (try? worker.load()) != nil else { return [] }
        let typed = prefix.lowercased()
        var names: [String] = []
        var seen = Set<String>()
        for contact in worker.contacts {
            let name = contact.displayName
            // A name with control characters would reach the terminal raw: not offered.
            guard !name.isEmpty, name.terminalSafe == name, name.lowercased().hasPrefix(typed), seen.insert(name).inserted else { continue }
            names.append(name)
        }
        return Array(names.sorted().prefix(limit))
    }

    /// The value of `--file`/`-f` as the shell has it (quotes left as typed are removed).
    static func fileOption(in words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            if word.hasPrefix("--file=") { return unquoted(String(word.dropFirst("--file=".count))) }
            if word == "--file" || word == "-f", index + 1 < words.count { return unquoted(words[index + 1]) }
        }
        return nil
    }

    private static func unquoted(_ word: String) -> String {
        var text = word
        for quote in ["'", "\""] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
            text = String(text.dropFirst().dropLast())
        }
        return text.replacingOccurrences(of: "\\ ", with: " ")
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
}

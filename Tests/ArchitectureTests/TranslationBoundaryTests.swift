import Foundation
import Testing

/// Every word a person reads goes through the catalog: in the app, the terminal layer and the
/// commands, a string literal that reads as prose (two words, or a capitalised word) is the
/// message of a `tr`, `trn` or `N_` call, ArgumentParser's help (English by decision), or
/// marked `// untranslated: why` on its line (a key name, a machine-readable format).
@Suite struct TranslationBoundaryTests {
    static let files =
        BoundaryTests.sources(under: "Sources/ContactsBookApp") + BoundaryTests.sources(under: "Sources/TerminalUI")
        + BoundaryTests.sources(under: "Sources/contactsbook")

    /// A string literal's text (interpolations left out) and what stands before it.
    struct Literal {
        let text: String
        let line: Int
        let before: [String]
    }

    /// The literals of Swift source, comments skipped; the three tokens before each (names and
    /// punctuation, a literal as "\"").
    static func literals(in source: String) -> [Literal] {
        let characters = Array(source)
        var found: [Literal] = []
        var tokens: [String] = []
        var index = 0
        var line = 1
        func starts(_ text: String, at position: Int) -> Bool {
            position + text.count <= characters.count && String(characters[position..<position + text.count]) == text
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                line += 1
                index += 1
            } else if character.isWhitespace {
                index += 1
            } else if starts("//", at: index) {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if starts("/*", at: index) {
                index += 2
                while index < characters.count, !starts("*/", at: index) {
                    if characters[index] == "\n" { line += 1 }
                    index += 1
                }
                index += 2
            } else if character == "\"" || starts("#\"", at: index) {
                let raw = character == "#"
                if raw { index += 1 }
                let quote = starts("\"\"\"", at: index) ? "\"\"\"" : "\""
                let close = quote + (raw ? "#" : "")
                index += quote.count
                let startLine = line
                var text = ""
                while index < characters.count, !starts(close, at: index) {
                    if characters[index] == "\\", !raw, index + 1 < characters.count {
                        if characters[index + 1] == "(" {
                            var depth = 1
                            index += 2
                            while index < characters.count, depth > 0 {
                                if characters[index] == "(" { depth += 1 }
                                if characters[index] == ")" { depth -= 1 }
                                if characters[index] == "\n" { line += 1 }
                                index += 1
                            }
                            text += "§"
                            continue
                        }
                        // A line continuation in a multi-line literal still ends a line.
                        if characters[index + 1] == "\n" { line += 1 }
                        index += 2
                        continue
                    }
                    if characters[index] == "\n" { line += 1 }
                    text.append(characters[index])
                    index += 1
                }
                index += close.count
                found.append(Literal(text: text, line: startLine, before: Array(tokens.suffix(4))))
                tokens.append("\"")
            } else if character.isLetter || character.isNumber || character == "_" {
                var word = ""
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    word.append(characters[index])
                    index += 1
                }
                tokens.append(word)
            } else {
                tokens.append(String(character))
                index += 1
            }
        }
        return found
    }

    /// Two words of letters apart by a space (an interpolation, written §, counts as one), or a
    /// capitalised word: text for people.
    static func readsAsProse(_ text: String) -> Bool {
        let words = text.split { !$0.isLetter }.filter { $0.count >= 2 }
        if words.isEmpty { return false }
        let twoWords = #"(\p{L}{2,}|§)[ ]+\p{L}{2,}|\p{L}{2,}[ ]+§"#
        if text.range(of: twoWords, options: .regularExpression) != nil { return true }
        return words.contains { word in word.first?.isUppercase == true && word.dropFirst().contains(where: \.isLowercase) }
    }

    /// The literal is a catalog message, or ArgumentParser's English help.
    static func isExempt(_ literal: Literal) -> Bool {
        let before = literal.before
        let last = before.last ?? ""
        let beforeLast = before.dropLast().last ?? ""
        if last == "(" && ["tr", "trn", "N_"].contains(beforeLast) { return true }
        if before.suffix(4) == ["trn", "(", "\"", ","] { return true }
        if last == ":" && ["context", "help", "abstract", "discussion", "usage", "valueName"].contains(beforeLast) { return true }
        if last == "(" && beforeLast == "ArgumentHelp" { return true }
        return false
    }

    @Test func everyMessageAPersonReadsGoesThroughTheCatalog() {
        #expect(Self.files.count > 100)
        var translated = 0
        for file in Self.files {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            for literal in Self.literals(in: file.text) {
                let line = lines[literal.line - 1]
                if Self.isExempt(literal) {
                    translated += 1
                    continue
                }
                guard Self.readsAsProse(literal.text), !line.contains("// untranslated:") else { continue }
                Issue.record("\(file.path):\(literal.line): \"\(literal.text)\" bypasses the catalog: tr(...), or // untranslated: why")
            }
        }
        #expect(translated > 500)
    }

    /// A static table is made once: a `tr` in it would keep the first language it met.
    @Test func noStaticTextIsTranslatedOnce() {
        for file in BoundaryTests.sources(under: "Sources") {
            for (number, line) in file.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("static let") && (line.contains("tr(\"") || line.contains("trn(\"")) {
                Issue.record("\(file.path):\(number + 1): a static let keeps its first translation: a static var, or N_ and .text")
            }
        }
    }

    @Test func theScannerSeesWhatItMust() {
        let source = """
            let a = tr("Deleted {name}", ["name": x])  // fine
            let b = "Plain words here"
            let c = trn("{count} card", "{count} cards", n)
            let d = "Esc Back"  // untranslated: key names
            let e = "email"
            let f = "\\(x) contacts"
            """
        let literals = Self.literals(in: source)
        #expect(
            literals.map(\.text) == [
                "Deleted {name}", "name", "Plain words here", "{count} card", "{count} cards", "Esc Back", "email", "§ contacts",
            ])
        #expect(literals.map(Self.isExempt) == [true, false, false, true, true, false, false, false])
        #expect(literals.map { Self.readsAsProse($0.text) } == [true, false, true, false, false, true, false, true])
    }
}

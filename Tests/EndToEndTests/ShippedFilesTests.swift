import Foundation
import Testing

/// Files shipped in Resources/ that are generated from the program must match it.
@Suite struct ShippedFilesTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources")

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsAreCurrent(_ shell: String) throws {
        let shipped = try String(contentsOf: Self.resources.appendingPathComponent("completions/contactsbook.\(shell)"), encoding: .utf8)
        let generated = Spawn.run([Binary.path, "--generate-completion-script", shell])
        #expect(generated.status == 0)
        #expect(generated.output == shipped, "run make completions")
    }

    /// Every spelling of the request gets the repaired script (the parser's own would expand names).
    @Test func everySpellingOfTheBashRequestGetsTheRepairedScript() {
        for arguments in [["--generate-completion-script", "bash"], ["--generate-completion-script=bash"]] {
            let script = Spawn.run([Binary.path] + arguments).output
            #expect(script.contains("__contactsbook_add_literal_completions \""), "\(arguments)")
        }
    }

    @Test func theManPageNamesEveryCommand() throws {
        let page = try String(contentsOf: Self.resources.appendingPathComponent("contactsbook.1"), encoding: .utf8)
        for command in [
            "list", "show", "add", "edit", "delete", "query", "add\\-email", "import", "export", "birthdays", "sync", "books", "move", "copy",
        ] {
            #expect(page.contains(".B \(command)"), "\(command)")
        }
    }
}

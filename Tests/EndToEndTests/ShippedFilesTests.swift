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

    @Test func theManPageNamesEveryCommand() throws {
        let page = try String(contentsOf: Self.resources.appendingPathComponent("contactsbook.1"), encoding: .utf8)
        for command in ["list", "show", "add", "edit", "delete", "query", "add\\-email", "import", "export", "birthdays", "sync"] {
            #expect(page.contains(".B \(command)"), "\(command)")
        }
    }
}

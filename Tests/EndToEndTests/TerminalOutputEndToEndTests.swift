import Foundation
import Testing

/// What commands print on a terminal never acts on it: an export to standard output, JSON, a
/// file name an import reports. Every control reaches the screen as visible text, while the same
/// commands into a pipe or a file keep the data exact.
@Suite struct TerminalOutputEndToEndTests {
    /// OSC 52 (write the clipboard), DCS, a C1 CSI (clear the screen) and a right-to-left override.
    static let hostile = "Eve\u{1B}]52;c;cHduZWQ=\u{07} \u{1B}P+q544e\u{1B}\\ \u{9B}2J \u{202E}gnp.exe"

    @Test func exportJSONAndImportReportsReachATerminalAsText() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let book = ["version": 1, "contacts": [["id": "E0000000-0000-4000-8000-000000000001", "firstName": Self.hostile]]] as [String: Any]
        try JSONSerialization.data(withJSONObject: book).write(to: directory.appendingPathComponent("book.json"))
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada\r\nEND:VCARD\r\n"
        try card.write(to: directory.appendingPathComponent("t\u{1B}]0;HACKED\u{07}.vcf"), atomically: true, encoding: .utf8)
        let b = Binary.shellQuoted(Binary.path)
        let session = try TmuxSession(
            script: "cd \(Binary.shellQuoted(directory.path)) && sleep 0.5 && \(b) export --file book.json -o - && \(b) list --json --file book.json"
                + " && \(b) import --file other.json t*.vcf; echo DONE; sleep 60", columns: 200, rows: 60)
        session.tmux(["set-option", "-g", "set-clipboard", "on"])
        session.tmux(["set-option", "-g", "allow-rename", "on"])
        session.waitFor(text: "DONE")
        let screen = session.screen
        // Each control is shown as text: in the vCard, in the JSON, and in the report's file name.
        #expect(screen.contains("\\u001b]52;c;cHduZWQ=\\u0007"), "\(screen)")
        #expect(screen.contains("\\u009b2J") && screen.contains("\\u202egnp.exe"))
        #expect(screen.contains("t␛]0;HACKED␇.vcf: read 1"))
        #expect(session.tmux(["list-buffers"]).output.isEmpty, "a card wrote the clipboard")
        #expect(!session.display("#{pane_title}").contains("HACKED"))
        // Into a file, the export keeps every byte.
        let exported = Spawn.run([Binary.path, "export", "--file", directory.appendingPathComponent("book.json").path, "-o", "-"])
        #expect(exported.output.contains("Eve\u{1B}]52\\;c\\;cHduZWQ=\u{07} \u{1B}P+q544e\u{1B}\\\\ \u{9B}2J \u{202E}gnp.exe"), "\(exported.output)")
    }
}

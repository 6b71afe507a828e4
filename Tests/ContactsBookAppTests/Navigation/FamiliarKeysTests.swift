import ContactsCore
import ContactsEngine
import Foundation
import TerminalUI
import Testing

@testable import ContactsBookApp

/// The keys fingers bring from vim, mutt and less, in the whole app.
@MainActor
@Suite struct FamiliarKeysTests {
    /// The selected row's text (the reversed one).
    private func selected(_ app: TestApp) -> String? {
        app.lines.indices.first { app.lines[$0].count > 2 && app.terminal.style(row: $0, column: 2) == .reverse }.map { app.lines[$0] }
    }

    @Test func ctrlKeysMoveTheListByHalfPagesPagesAndRows() {
        // 30 rows: 27 for contacts; half a page is 13.
        let app = TestApp(Fixtures.numbered(100))
        app.press(.control("d"))
        #expect(selected(app)?.contains("Person 13") == true)
        app.press(.control("u"))
        #expect(selected(app)?.contains("Person 00") == true)
        app.press(.control("f"))
        #expect(selected(app)?.contains("Person 26") == true)
        app.press(.control("b"), .control("n"), .control("n"), .control("p"))
        #expect(selected(app)?.contains("Person 01") == true)
    }

    @Test func ctrlNAndPMoveWhileASearchIsTyped() {
        let app = TestApp(Fixtures.numbered(10))
        app.press(.character("/"))
        app.type("Person")
        app.press(.control("n"), .control("n"))
        #expect(selected(app)?.contains("Person 02") == true)
        #expect(app.screen.contains("/ Person"), "the keys moved; they did not edit the search")
    }

    @Test func helpScrollsWithTheListsKeysAndSearchesWithSlash() throws {
        let app = TestApp(SampleBook.contacts, rows: 20)
        app.press(.character("?"))
        let top = app.lines[1]
        app.press(.control("d"))
        #expect(app.lines[1] != top)
        app.press(.character("G"))
        #expect(app.screen.contains("Suspend to the shell"), "the last section is at the bottom")
        app.press(.character("g"))
        #expect(app.lines[1] == top)
        app.press(.character("/"))
        app.type("redo")
        #expect(app.screen.contains("1 match for “redo”"))
        let row = try #require(app.row(containing: "Redo what was undone"))
        #expect(app.terminal.style(row: row, column: 2) == .reverse)
        app.press(.enter, .character("n"))
        #expect(app.row(containing: "Redo what was undone") != nil, "one match: n stays on it")
        app.press(.character("/"))
        app.type("zzz")
        #expect(app.screen.contains("No key matches “zzz”"))
        app.press(.escape)
        #expect(!app.screen.contains("zzz"))
        #expect(app.navigation.scenes.count == 2, "Esc cleared the search, not Help")
        app.press(.escape)
        #expect(app.navigation.scenes.count == 1)
    }

    @Test func nGoesOnFromTheLastPageToTheFirstMatch() {
        let app = TestApp(SampleBook.contacts, rows: 12)
        app.press(.character("?"), .character("/"))
        app.type("quit")
        let help = app.navigation.top as? HelpView
        let count = help?.viewModel?.lines.filter(\.isMatch).count ?? 0
        #expect(count >= 2)
        app.press(.enter, .character("G"))
        // From the last page, n visits every match and comes back round to the first.
        for _ in 0..<count { app.press(.character("n")) }
        #expect(app.lines[1].split(separator: " ") == ["q", "Quit"], "back at the list's q Quit, the first match")
    }

    @Test func anExportOverAFileThereSaysWhyWholeInThePromptAndKeepsIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let taken = directory.appendingPathComponent("a-rather-long-file-name-that-is-already-there.vcf").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: taken))
        let app = TestApp(SampleBook.contacts, columns: 60)
        app.press(.character("x"), .control("u"))
        app.type(taken)
        app.press(.enter)
        #expect(app.navigation.scenes.count == 2, "the prompt stays open")
        let said = app.lines.joined(separator: " ").replacingOccurrences(of: "│", with: " ").split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        #expect(said.contains("a file is already there; give another name"))
        app.press(.control("u"))
        app.type(directory.appendingPathComponent("new.vcf").path)
        app.press(.enter)
        #expect(app.navigation.scenes.count == 1)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("new.vcf").path))
    }

    @Test func withoutAMailProgramMSaysSo() {
        let (worker, _) = Fixtures.worker([Fixtures.contact("Ada", email: "ada@example.org")])
        let programs = ExternalProgramsSpy()
        programs.mailer = nil
        let sut = ContactListParts(worker: worker, programs: programs)
        let spy = ContactListPresentationLogicSpy()
        sut.state.presenter = spy
        sut.acting.writeEmail(request: .init(viewport: .init(rows: 5, columns: 80)))
        #expect(spy.lastResponse?.notice == .noMailer)
        #expect(programs.runs.isEmpty)
        #expect(listMessage(for: .noMailer)?.isError == true)
    }

    @Test func tildeIsTheHomeOfTheEnvironment() {
        let environment = ["HOME": "/home/elsewhere"]
        #expect(HomePath.expandingTilde("~/x.vcf", environment: environment) == "/home/elsewhere/x.vcf")
        #expect(HomePath.expandingTilde("~", environment: environment) == "/home/elsewhere")
        #expect(HomePath.expandingTilde("/tmp/~x", environment: environment) == "/tmp/~x")
        #expect(HomePath.expandingTilde("x~", environment: environment) == "x~")
    }
}

import Foundation
import Testing

/// The full screen over three books named in the settings, as a khard user with personal,
/// work and family books drives it: in tmux and in a plain pty, with another program writing
/// one of the books meanwhile.
@Suite(.serialized) struct SeveralBooksAppEndToEndTests {
    let directory: URL
    var settings: String { directory.appendingPathComponent("config.toml").path }
    func file(_ name: String) -> String { directory.appendingPathComponent(name).path }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-app-books-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try """
        [books.personal]
        file = "\(file("personal.json"))"
        default = true

        [books.work]
        file = "\(file("work.json"))"

        [books."家族"]
        file = "\(file("family.json"))"
        """.write(toFile: settings, atomically: true, encoding: .utf8)
        command("add", "--first", "Ada", "--last", "Lovelace")
        command("-a", "work", "add", "--first", "Grace", "--last", "Hopper")
        command("-a", "家族", "add", "--first", "明", "--last", "王")
    }

    @discardableResult
    func command(_ arguments: String...) -> Spawn.Result {
        Spawn.run([Binary.path] + arguments + ["--settings", settings])
    }

    /// Each book's contacts, as `list` says them: "book<TAB>last".
    var books: String { command("list", "--parsable", "--fields", "book,last").output }

    @Test func theBooksAreOneListAndAMoveAndItsUndoReachTheFiles() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let q = Binary.shellQuoted
        let tmux = try TmuxSession(script: "\(q(Binary.path)) --settings \(q(settings)); echo APP-EXITED $?; sleep 600")
        tmux.waitFor(text: "ContactsBook — personal + work + 家族")
        #expect(tmux.screen.contains("Book") && tmux.screen.contains("家族"))
        // Another program adds to work while the app is open: it shows by itself.
        command("-a", "work", "add", "--first", "Alan", "--last", "Turing")
        tmux.waitFor(text: "Alan Turing")
        // Only work shown, then Grace Hopper moved to personal.
        tmux.send("B", "Down", "Down", "Enter")
        tmux.waitFor(text: "Showing book work")
        #expect(!tmux.screen.contains("Ada Lovelace"))
        tmux.send("M")
        tmux.waitFor(text: "Move 1 contact to which book?")
        tmux.send("Enter")
        tmux.waitFor(text: "Moved 1 contact to personal")
        tmux.waitFor("the move written") { _ in books.contains("personal\tHopper") && !books.contains("work\tHopper") }
        tmux.send("u")
        tmux.waitFor(text: "Undid")
        tmux.waitFor("the undo written") { _ in books.contains("work\tHopper") && !books.contains("personal\tHopper") }
        tmux.send("q")
        tmux.waitFor(text: "APP-EXITED 0")
        #expect(books.split(separator: "\n").sorted() == ["personal\tLovelace", "work\tHopper", "work\tTuring", "家族\t王"])
    }

    @Test func inAPlainTerminalTheFormsBookFieldMovesTheContact() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let tabs = String(repeating: "\t", count: 24)
        let run = try PlainTerminalRun(
            book: file("personal.json"), arguments: ["--settings", settings], rows: 24, columns: 80,
            [
                .waitFor("? Help"), .waitFor("家族"), .resize(rows: 20, columns: 34), .settle(0.2), .snapshot("narrow"),
                .resize(rows: 24, columns: 80), .waitFor("Email"), .keys("e"), .waitFor("Edit — Grace Hopper"), .keys(tabs),
                .waitFor("work  (Space: next book)"), .keys(" "), .waitFor("家族  (Space"), .keys("\u{13}"), .waitFor("ContactsBook"),
                .settle(0.5), .keys("q"), .exit,
            ])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.status == 0)
        let narrow = run.snapshots["narrow"] ?? []
        // Narrow, each row says its book by its first letter.
        let ada = try #require(narrow.first { $0.contains("Ada Lovelace") })
        #expect(!ada.contains("personal") && ada.trimmingCharacters(in: .whitespaces).hasSuffix(" p"))
        #expect(books.contains("家族\tHopper") && !books.contains("work\tHopper"))
    }
}

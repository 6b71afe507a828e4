import Foundation
import Testing

/// The keys power users bring from readline, mutt and vim, sent by tmux as a terminal sends them.
@Suite(.serialized) struct PowerKeysEndToEndTests {
    @Test func altKeysEditWordsAndAPasteStaysInOneField() throws {
        let app = try AppSession(adding: [["--first", "Ada", "--last", "Lovelace"]])
        let tmux = app.tmux
        tmux.waitFor(text: "1 contact")
        tmux.send("a")
        tmux.waitFor(text: "New contact")
        tmux.type("Grace Brewster")
        tmux.send("M-b", "M-d")
        tmux.type("Murray")
        tmux.waitFor(text: "First name    Grace Murray")
        #expect(!tmux.screen.contains("Discard"))
        // tmux brackets a paste when the app asked for it (mode 2004).
        tmux.tmux(["set-buffer", "Hopper\nAmazing"])
        tmux.send("Tab")
        tmux.tmux(["paste-buffer", "-p"])
        tmux.waitFor(text: "Last name     Hopper Amazing")
        tmux.send("C-s")
        tmux.waitFor(text: "2 contacts")
        let names = try app.book().map { "\($0["firstName"] ?? "") \($0["lastName"] ?? "")" }
        #expect(names.contains("Grace Murray Hopper Amazing"))
    }

    /// A save waits for the book's lock, which another program holds, off the run loop: the list
    /// shows the change at once, says it is saving and answers keys meanwhile, taken as typed
    /// (Esc, then / d y: a search for "dy", never Alt-/ then d for Delete and y); quitting waits
    /// for the file and says so.
    @Test func aSaveWaitingForTheLockKeepsKeysAnsweredAsTypedAndQuittingWaitsForIt() throws {
        let app = try AppSession(adding: [["--first", "Ada", "--last", "Lovelace"], ["--first", "Charles", "--last", "Babbage"]])
        let tmux = app.tmux
        tmux.waitFor(text: "2 contacts")
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [app.dataFile + ".lock", "sleep", "3"]
        try holder.run()
        usleep(300_000)
        tmux.send("*")
        tmux.waitFor(text: "(saving…)")
        #expect(tmux.screen.contains("★ Charles Babbage"))
        tmux.send("Escape", "/", "d", "y")
        tmux.waitFor(text: "No contact matches “dy”")
        #expect(!tmux.screen.contains("Deleted"), "\(tmux.screen)")
        #expect(try app.book().allSatisfy { $0["favorite"] as? Bool != true }, "not written while the lock is held")
        tmux.send("Escape", "q")
        tmux.waitFor(text: "before quitting")
        holder.waitUntilExit()
        #expect(app.waitForExit() == 0)
        let book = try app.book()
        #expect(book.count == 2)
        #expect(book.filter { $0["favorite"] as? Bool == true }.map { $0["firstName"] as? String } == ["Charles"])
    }

    /// A sync still runs on the run loop (its command here sleeps a second): an Esc and the keys
    /// after it, typed meanwhile, queue in the terminal together and are read as typed once the
    /// loop is back (Esc, then / d y: a search for "dy"), never as Alt-/ then d and y.
    @Test func keysTypedWhileTheLoopIsBusyAreReadAsTypedNotAsAlt() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("cb-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: config + "/contactsbook", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let settings = "[sync]\nvdir = \"\(config)/vdir\"\ncommand = [\"sleep\", \"1\"]\n"
        try settings.write(toFile: config + "/contactsbook/config.toml", atomically: true, encoding: .utf8)
        let app = try AppSession(
            environment: ["XDG_CONFIG_HOME": config],
            adding: [["--first", "Ada", "--last", "Lovelace"], ["--first", "Charles", "--last", "Babbage"]])
        let tmux = app.tmux
        tmux.waitFor(text: "2 contacts")
        tmux.send("S")
        usleep(300_000)
        tmux.send("Escape", "/", "d", "y")
        tmux.waitFor(text: "No contact matches “dy”", timeout: 15)
        #expect(!tmux.screen.contains("(Alt)") && !tmux.screen.contains("Delete"), "\(tmux.screen)")
        #expect(try app.book().count == 2)
        tmux.send("Escape", "q")
        #expect(app.waitForExit() == 0)
    }

    @Test func ctrlLDrawsTheScreenAgain() throws {
        let app = try AppSession(adding: [["--first", "Ada", "--last", "Lovelace"]])
        let tmux = app.tmux
        tmux.waitFor(text: "1 contact")
        tmux.send("C-l")
        tmux.waitFor(text: "Ada Lovelace")
        tmux.send("q")
        app.expectTerminalRestored()
    }

    @Test func contactsAddedByAnotherProgramShowByThemselvesAndRedoFollowsUndo() throws {
        let app = try AppSession(adding: [["--first", "Ada", "--last", "Lovelace"]])
        let tmux = app.tmux
        tmux.waitFor(text: "1 contact")
        for name in ["Grace", "Alan"] {
            let added = Spawn.run([Binary.path, "add", "--file", app.dataFile, "--first", name, "--last", "Outside"])
            #expect(added.status == 0, "\(added.output)")
        }
        tmux.waitFor(text: "3 contacts")
        #expect(tmux.screen.contains("Grace Outside"))
        #expect(tmux.screen.contains("Changed elsewhere, now shown"))
        tmux.send("d")
        tmux.waitFor(text: "Delete Ada Lovelace?")
        tmux.send("y")
        tmux.waitFor(text: "Deleted Ada Lovelace (u undoes)")
        tmux.send("u")
        tmux.waitFor(text: "3 contacts")
        tmux.send("C-r")
        tmux.waitFor(text: "Redid deleting Ada Lovelace")
        #expect(try app.book().count == 2)
    }

    /// `rm contacts.json` while the app is open is said at once and asked about; nothing is
    /// written back until s is pressed.
    @Test func aBookRemovedWhileOpenIsAskedAboutThenSavedBack() throws {
        let app = try AppSession(adding: [["--first", "Ada", "--last", "Lovelace"], ["--first", "Alan", "--last", "Turing"]])
        let tmux = app.tmux
        tmux.waitFor(text: "2 contacts")
        try FileManager.default.removeItem(atPath: app.dataFile)
        tmux.waitFor(text: "is gone: another program removed or moved it")
        tmux.send("Escape")
        tmux.waitFor(text: "[s] Save it back")
        #expect(!FileManager.default.fileExists(atPath: app.dataFile), "nothing written unasked")
        tmux.send("s")
        tmux.waitFor(text: "Saved contacts.json back from what is shown")
        #expect(try app.book().count == 2)
    }

    @Test func theContactScreensCursorActsOnOneField() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-field-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let mailer = try ArgumentRecorder(in: directory)
        let app = try AppSession(
            environment: ["MAILER": mailer.program],
            adding: [["--first", "Ada", "--last", "Lovelace", "--email", "ada@home.example", "--email", "ada@work.example"]])
        let tmux = app.tmux
        tmux.waitFor(text: "1 contact")
        tmux.send("Enter")
        tmux.waitFor(text: "Enter Act")
        tmux.send("j", "j", "y")
        tmux.waitFor(text: "Copied ada@work.example to the clipboard")
        tmux.send("Enter")
        #expect(mailer.arguments() == "Ada Lovelace <ada@work.example>\n")
        tmux.send("*")
        tmux.waitFor(text: "Marked as a favourite")
        #expect(try app.book().first?["favorite"] as? Bool == true)
    }

    @Test func aNarrowWindowKeepsPhonesWholeAndAWideOneKeepsEmailsBesideThePane() throws {
        let app = try AppSession(adding: [["--first", "Ada", "--last", "Lovelace", "--phone", "+44 20 7946 0018", "--email", "ada@example.org"]])
        let tmux = app.tmux
        tmux.waitFor(text: "1 contact")
        tmux.resize(columns: 40, rows: 12)
        tmux.waitFor(text: "Ada Lovelace        +44 20 7946 0018")
        tmux.resize(columns: 121, rows: 20)
        tmux.waitFor("the email beside the pane") { $0.contains("ada@example.org") && $0.contains("│ Name") }
    }
}

import Foundation
import Testing

/// The built binary in a real terminal (tmux), driven with real keys. Serialized: each test has
/// its own tmux server, but two cores are better spent on one app at a time.
@Suite(.serialized) struct EndToEndTests {
    @Test func addViewEditAndDeleteThenStartAgain() throws {
        let app = try AppSession()
        let tmux = app.tmux
        app.startEmptyBook()

        // Add
        tmux.send("a")
        tmux.waitFor(text: "New contact")
        tmux.type("Ada")
        tmux.send("Tab")
        tmux.type("Lovelace")
        tmux.send("Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab")
        tmux.type("+44 20 7946 0018")
        tmux.send("C-s")
        tmux.waitFor(text: "1 contact")
        #expect(tmux.screen.contains("Ada Lovelace"))
        #expect(tmux.screen.contains("+44 20 7946 0018"))

        // View
        tmux.send("Enter")
        tmux.waitFor(text: "Phone (mobile) +44 20 7946 0018")

        // Edit from the detail screen
        tmux.send("e")
        tmux.waitFor(text: "Edit — Ada Lovelace")
        tmux.send("C-a")
        tmux.type("Augusta ")
        tmux.send("F2")
        tmux.waitFor(text: "Name           Augusta Ada Lovelace")

        // Back, add a second contact, delete it with the confirmation
        tmux.send("Escape")
        tmux.waitFor(text: "1 contact")
        tmux.send("a")
        tmux.waitFor(text: "New contact")
        tmux.type("Alan")
        tmux.send("Tab")
        tmux.type("Turing")
        tmux.send("C-s")
        tmux.waitFor(text: "2 contacts")
        tmux.send("d")
        tmux.waitFor(text: "Delete Alan Turing?")
        tmux.send("y")
        tmux.waitFor(text: "Deleted Alan Turing (u undoes)")
        #expect(!tmux.screen.split(separator: "\n").dropLast().contains { $0.contains("Alan Turing") })

        tmux.send("q")
        #expect(app.waitForExit() == 0)
        app.expectTerminalRestored()

        // The file as expected: one contact, private modes.
        let contacts = try app.book()
        #expect(contacts.count == 1)
        #expect(contacts.first?["firstName"] as? String == "Augusta Ada")
        #expect(contacts.first?["lastName"] as? String == "Lovelace")
        let fileMode = try FileManager.default.attributesOfItem(atPath: app.dataFile)[.posixPermissions] as? Int
        let directoryMode =
            try FileManager.default.attributesOfItem(atPath: (app.dataFile as NSString).deletingLastPathComponent)[.posixPermissions] as? Int
        #expect(fileMode == 0o600)
        #expect(directoryMode == 0o700)

        // Start again: the contact is there.
        let again = try AppSession(dataFile: app.dataFile)
        again.tmux.waitFor(text: "Augusta Ada Lovelace")
        again.tmux.send("q")
        #expect(again.waitForExit() == 0)
    }

    @Test func resizingWhileEditingRelaysTheFormAndKeepsTheInput() throws {
        let app = try AppSession()
        let tmux = app.tmux
        app.startEmptyBook()
        tmux.send("a")
        tmux.waitFor(text: "New contact")
        tmux.type("Grace")

        tmux.resize(columns: 40, rows: 12)
        tmux.waitFor("the form at 40 columns") { screen in
            screen.contains("First name") && screen.contains("Grace") && screen.contains("^S Save")
        }
        tmux.resize(columns: 25, rows: 6)
        tmux.waitFor(text: "Terminal too small")
        tmux.resize(columns: 100, rows: 30)
        tmux.waitFor(text: "Favourite")
        #expect(tmux.screen.contains("Grace"))

        tmux.send("C-s")
        tmux.waitFor(text: "1 contact")
        #expect(tmux.screen.contains("Grace"))
        tmux.send("q")
        #expect(app.waitForExit() == 0)
    }

    @Test func ctrlCQuitsAtOnceFromTheListAndRestoresTheTerminal() throws {
        let app = try AppSession()
        app.startEmptyBook()
        app.tmux.send("C-c")
        #expect(app.waitForExit() == 0)
        app.expectTerminalRestored()
    }

    @Test func quittingTheWelcomeScreenCreatesNoFile() throws {
        let app = try AppSession()
        app.tmux.waitFor(text: "Welcome to ContactsBook")
        app.tmux.send("q")
        #expect(app.waitForExit() == 0)
        app.expectTerminalRestored()
        #expect(!FileManager.default.fileExists(atPath: app.dataFile), "quitting the Welcome screen must not create a file")
    }

    @Test func theSampleBookIsOneKeyAway() throws {
        let app = try AppSession()
        app.tmux.waitFor(text: "Welcome to ContactsBook")
        app.tmux.send("s")
        app.tmux.waitFor(text: "16 contacts")
        app.tmux.send("q")
        #expect(app.waitForExit() == 0)
        #expect(try app.book().count == 16)
    }

    @Test func aDamagedFileIsExplainedInTheTerminalAndLeftAlone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-damaged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("contacts.json").path
        let broken = "{\"version\": 1,\n \"contacts\": [ ,]}"
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        let app = try AppSession(dataFile: path)
        app.tmux.waitFor(text: "The contacts file cannot be opened")
        app.tmux.waitFor(text: "line 2, column 16")
        app.tmux.send("q")
        #expect(app.waitForExit() == 2)
        app.expectTerminalRestored()
        app.tmux.waitFor(text: "is not a valid contacts file")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == broken)
    }

    @Test func ctrlCDuringAnEditAsksBeforeThrowingItAway() throws {
        let app = try AppSession()
        let tmux = app.tmux
        app.startEmptyBook()
        tmux.send("a")
        tmux.waitFor(text: "New contact")
        tmux.type("Unsaved")
        tmux.send("C-c")
        tmux.waitFor(text: "Quit without saving your changes?")
        tmux.send("n")
        tmux.waitFor("the question gone") { !$0.contains("Quit without saving") && $0.contains("Unsaved") }
        tmux.send("C-c")
        tmux.waitFor(text: "Quit without saving your changes?")
        tmux.send("y")
        #expect(app.waitForExit() == 0)
        app.expectTerminalRestored()
    }

    @Test func sigtermFromOutsideQuitsCleanly() throws {
        let app = try AppSession()
        app.startEmptyBook()
        Spawn.run(["pkill", "-TERM", "-f", "--", "--file " + app.dataFile])
        #expect(app.waitForExit() == 0)
        app.expectTerminalRestored()
    }

    /// The examples typed into the real binary: the list narrows at every key press.
    @Test func searchNarrowsAsYouTypeEnterKeepsAndEscapeClears() throws {
        let app = try AppSession()
        let tmux = app.tmux
        app.startSampleBook()
        tmux.send("/")
        tmux.type("z")
        tmux.waitFor(text: "of 16 · by last name")
        tmux.type("oe")
        tmux.waitFor(text: "1 of 16 · by last name")
        tmux.waitFor(text: "Zoë Ström")
        #expect(!tmux.screen.contains("Émile Zola"))
        tmux.send("Enter")
        tmux.waitFor(text: "Showing “zoe”")
        tmux.send("Escape")
        tmux.waitFor(text: "16 contacts · by last name")
        tmux.send("/")
        tmux.type("nobody")
        tmux.waitFor(text: "No contact matches “nobody”")
        tmux.send("Escape")
        tmux.send("s")
        tmux.waitFor(text: "16 contacts · by first name")
        tmux.send("q")
        #expect(app.waitForExit() == 0)
    }

    @Test func undoBringsADeletedContactBackIntoTheFile() throws {
        let app = try AppSession()
        let tmux = app.tmux
        app.startSampleBook()
        let before = try app.book()
        tmux.send("d")
        tmux.waitFor(text: "Delete Ada Lovelace?")
        tmux.send("y")
        tmux.waitFor(text: "15 contacts · by last name")
        tmux.send("u")
        tmux.waitFor(text: "Undid deleting Ada Lovelace")
        tmux.waitFor(text: "16 contacts · by last name")
        tmux.send("q")
        #expect(app.waitForExit() == 0)
        let after = try app.book()
        #expect(after.count == before.count)
        let curie = { (book: [[String: Any]]) in book.first { $0["lastName"] as? String == "Lovelace" } }
        #expect(curie(after)?["id"] as? String == curie(before)?["id"] as? String)
        #expect(curie(after)?["createdAt"] as? String == curie(before)?["createdAt"] as? String)
    }

    @Test func marksThenExportDeleteAndUndoThemTogether() throws {
        let app = try AppSession()
        let tmux = app.tmux
        app.startSampleBook()
        tmux.send("Space")
        tmux.send("Space")
        tmux.waitFor(text: "16 contacts · 2 marked · by last name")
        let exported = (app.dataFile as NSString).deletingLastPathComponent + "/marked.vcf"
        tmux.send("x")
        tmux.waitFor(text: "Export the 2 marked contacts as vCard to the file:")
        tmux.send("C-u")
        tmux.type(exported)
        tmux.send("Enter")
        tmux.waitFor(text: "Exported 2 contacts to")
        let vcards = try String(contentsOfFile: exported, encoding: .utf8)
        #expect(vcards.contains("FN:Ada Lovelace") && vcards.contains("FN:Anders Ångström"))
        tmux.send("Space")
        tmux.send("Space")
        tmux.send("d")
        tmux.waitFor(text: "Delete the 2 marked contacts?")
        tmux.send("y")
        tmux.waitFor(text: "Deleted 2 contacts")
        tmux.waitFor(text: "14 contacts · by last name")
        tmux.send("u")
        tmux.waitFor(text: "16 contacts · by last name")
        tmux.send("q")
        #expect(app.waitForExit() == 0)
        #expect(try app.book().count == 16)
    }

    /// Ctrl-Z hands the terminal back to the shell as a stopped job; fg brings the screen back.
    /// Job control needs an interactive shell, so this one types the command into bash.
    @Test func ctrlZSuspendsToTheShellAndFgResumes() throws {
        let tmux = try TmuxSession(script: "exec bash --norc --noprofile -i")
        let book = tmux.path("contacts.json")
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/sample-contacts.json")
        try FileManager.default.copyItem(at: sample, to: URL(fileURLWithPath: book))
        tmux.type("PS1='$ ' && \(Binary.shellQuoted(Binary.path)) --file \(Binary.shellQuoted(book))")
        tmux.send("Enter")
        tmux.waitFor(text: "16 contacts · by last name")
        tmux.send("C-z")
        tmux.waitFor(text: "Stopped")
        #expect(tmux.display("#{alternate_on}") == "0", "the shell's own screen while stopped")
        tmux.type("fg")
        tmux.send("Enter")
        tmux.waitFor(text: "16 contacts · by last name")
        tmux.send("q")
        tmux.waitFor("the shell back") { !$0.contains("16 contacts") }
        tmux.type("echo DONE=$?")
        tmux.send("Enter")
        tmux.waitFor(text: "DONE=0")
    }

    /// m starts $MAILER with each recipient as its own argument ("Name <address>"), once for
    /// every marked contact; the app's screen comes back after.
    @Test func mStartsTheMailerWithTheAddress() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-mailer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let mailer = try ArgumentRecorder(in: directory)
        let app = try AppSession(environment: ["MAILER": mailer.program + " --to"])
        app.startSampleBook()
        app.tmux.send("m")
        app.tmux.waitFor(text: "16 contacts · by last name")
        #expect(mailer.arguments() == "--to\nAda Lovelace <ada@example.org>\n")
        // Two marked: one call, both recipients.
        app.tmux.send("Space", "Space")
        app.tmux.waitFor(text: "2 marked")
        app.tmux.send("m")
        #expect(
            Set(mailer.arguments().split(separator: "\n")) == ["--to", "Ada Lovelace <ada@example.org>", "Anders Ångström <anders@uu.example.se>"])
        app.tmux.send("q")
        #expect(app.waitForExit() == 0)
    }

    /// E opens the contact as text in $EDITOR (a script here, as a person would type); what it
    /// leaves in the file is saved.
    @Test func capitalEEditsTheWholeContactInTheEditor() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-editor-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let editor = directory + "/fake-editor"
        try "#!/bin/sh\nsed -i 's/^Nickname: .*/Nickname: Countess/' \"$1\"\n".write(toFile: editor, atomically: true, encoding: .utf8)
        chmod(editor, 0o755)
        let app = try AppSession(environment: ["EDITOR": editor, "VISUAL": ""])
        app.startSampleBook()
        app.tmux.send("E")
        app.tmux.waitFor(text: "Saved Ada Lovelace")
        app.tmux.send("q")
        #expect(app.waitForExit() == 0)
        #expect(try app.book().first { $0["lastName"] as? String == "Lovelace" }?["nickname"] as? String == "Countess")
    }

    /// Two records of one person made by commands, found with D and merged on the group screen.
    @Test func duplicatesAreFoundAndMerged() throws {
        let app = try AppSession(adding: [
            ["--first", "Ada", "--last", "Lovelace", "--email", "ada@example.org"],
            ["--first", "Augusta", "--last", "King", "--phone", "+44 20 7946 0018", "--email", "ADA@example.org"],
        ])
        app.tmux.waitFor(text: "2 contacts · by last name")
        app.tmux.send("D")
        app.tmux.waitFor(text: "same email")
        app.tmux.send("Enter")
        app.tmux.waitFor(text: "Same person? 2 contacts")
        app.tmux.send("m")
        app.tmux.waitFor(text: "Merged 2 contacts into")
        app.tmux.send("Escape")
        app.tmux.waitFor(text: "1 contact · by last name")
        app.tmux.send("q")
        #expect(app.waitForExit() == 0)
        let merged = try #require(try app.book().first)
        #expect((merged["phones"] as? [[String: Any]])?.count == 1)
        #expect((merged["emails"] as? [[String: Any]])?.count == 1)
    }

    /// Three John Smiths who share only a name: the group asks before merging, and one taken
    /// out with x stays in the book.
    @Test func aGroupSharingOnlyANameAsksAndLetsOneOut() throws {
        let app = try AppSession(adding: ["Leeds", "York", "Bath"].map { ["--first", "John", "--last", "Smith", "--notes", $0] })
        app.tmux.waitFor(text: "3 contacts · by last name")
        app.tmux.send("D")
        app.tmux.waitFor(text: "same name")
        app.tmux.send("Enter")
        app.tmux.waitFor(text: "They share only a name")
        app.tmux.send("Tab")
        app.tmux.waitFor(text: "[Contact 2]")
        app.tmux.send("x")
        app.tmux.waitFor(text: "Same person? 2 contacts")
        app.tmux.send("m")
        app.tmux.waitFor(text: "Merge 2 contacts into one? They share only a name.")
        app.tmux.send("y")
        app.tmux.waitFor(text: "Merged 2 contacts into")
        app.tmux.send("Escape")
        app.tmux.waitFor(text: "2 contacts · by last name")
        app.tmux.send("q")
        #expect(app.waitForExit() == 0)
        let notes = try app.book().compactMap { $0["notes"] as? String }.sorted()
        // The one taken out kept its notes; the merge kept the first's, not both.
        #expect(notes.count == 2 && Set(notes).isSubset(of: ["Leeds", "York", "Bath"]), "\(notes)")
    }

    /// X10 mouse bytes (ESC [ M, then button, column and row, each plus 32) reach the app as
    /// clicks: a double click on a row opens that contact.
    @Test func aDoubleClickOpensTheContactUnderIt() throws {
        let app = try AppSession()
        app.startSampleBook()
        // Row 5 (the fourth contact, Grace Hopper), column 10: press (button 0) and release (3).
        let press = "\u{1B}[M \(UnicodeScalar(32 + 11)!)\(UnicodeScalar(32 + 6)!)"
        let release = "\u{1B}[M#\(UnicodeScalar(32 + 11)!)\(UnicodeScalar(32 + 6)!)"
        app.tmux.type(press + release + press + release)
        app.tmux.waitFor(text: "Name           Grace Hopper")
        app.tmux.send("Escape")
        app.tmux.waitFor(text: "16 contacts · by last name")
        app.tmux.send("q")
        #expect(app.waitForExit() == 0)
    }

    /// NO_COLOR: bars and the selection in reverse video, no colour at all.
    @Test func noColorDrawsInReverseVideoOnly() throws {
        func titleRow(_ environment: [String: String]) throws -> String {
            let app = try AppSession(environment: environment)
            app.startEmptyBook()
            let screen = app.tmux.tmux(["capture-pane", "-p", "-e"]).output
            app.tmux.send("q")
            _ = app.waitForExit()
            return screen.split(separator: "\n").first.map(String.init) ?? ""
        }
        // swift test itself sets NO_COLOR=1 for what it runs: an empty one means colour.
        let colour = try titleRow(["NO_COLOR": ""])
        #expect(colour.contains("46m"), "the bar is cyan where colour is allowed: \(colour)")
        let mono = try titleRow(["NO_COLOR": "1"])
        #expect(!mono.contains("46m") && !mono.contains("30m"))
        #expect(mono.contains(";7m") || mono.contains("[7m"), "reverse video keeps the bar visible")
    }

    /// The settings file: its sort is taken, its mistake is said over the first screen.
    @Test func settingsAreReadAndAMistakeIsSaid() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("cb-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: config + "/contactsbook", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: config) }
        try "sort = \"first\"\nthme = \"mono\"\n".write(toFile: config + "/contactsbook/config.toml", atomically: true, encoding: .utf8)
        let app = try AppSession(environment: ["XDG_CONFIG_HOME": config])
        app.tmux.waitFor(text: "Welcome to ContactsBook")
        app.tmux.waitFor(text: "unknown setting “thme”")
        app.tmux.send("Enter")
        app.tmux.send("s")
        app.tmux.waitFor(text: "16 contacts · by first name")
        app.tmux.send("q")
        #expect(app.waitForExit() == 0)
        let listed = Spawn.run([Binary.path, "list", "--file", app.dataFile], environment: ["XDG_CONFIG_HOME": config, "LANG": "C.UTF-8"])
        #expect(listed.status == 0)
        #expect(listed.output.contains("unknown setting “thme”"), "commands say it too, on stderr")
    }

    /// A killed app (SIGKILL: no handler runs at all) loses no typing: the next start offers the
    /// draft back, and it saves as if the edit had never stopped.
    @Test func anEditInProgressSurvivesAKillAndIsOfferedBack() throws {
        let app = try AppSession()
        app.startEmptyBook()
        app.tmux.send("a")
        app.tmux.waitFor(text: "New contact")
        app.tmux.type("Grace")
        app.tmux.waitFor(text: "Grace")
        Spawn.run(["pkill", "-KILL", "-f", "--", "--file " + app.dataFile])
        #expect(app.waitForExit() == 137)

        let again = try AppSession(dataFile: app.dataFile)
        again.tmux.waitFor(text: "You were adding Grace when ContactsBook stopped")
        again.tmux.send("Enter")
        again.tmux.waitFor(text: "New contact")
        again.tmux.send("Tab")
        again.tmux.type("Hopper")
        again.tmux.send("C-s")
        again.tmux.waitFor(text: "Grace Hopper")
        again.tmux.send("q")
        #expect(again.waitForExit() == 0)
        #expect(try again.book().map { $0["firstName"] as? String } == ["Grace"])
        let names = try FileManager.default.contentsOfDirectory(atPath: (app.dataFile as NSString).deletingLastPathComponent)
        #expect(!names.contains { $0.contains(".draft-") }, "the saved edit leaves no draft: \(names)")
    }

    /// A signal sent from outside runs the same handler as a real fault. The runtime's backtrace
    /// (which follows the message) is off here so the message stays on the screen.
    @Test func aCrashRestoresTheTerminalAndSaysTheBookIsSafe() throws {
        let app = try AppSession(backtrace: "enable=no")
        app.startEmptyBook()
        Spawn.run(["pkill", "-SEGV", "-f", "--", "--file " + app.dataFile])
        let status = app.waitForExit()
        #expect(status != nil && status != 0)
        app.expectTerminalRestored()
        app.tmux.waitFor(text: "contactsbook stopped unexpectedly. The book on disk is as it was last saved.")
    }

    @Test func escapeCancelsAndAsksOnlyWhenSomethingChanged() throws {
        let app = try AppSession()
        let tmux = app.tmux
        app.startEmptyBook()
        tmux.send("a")
        tmux.waitFor(text: "New contact")
        tmux.send("Escape")
        tmux.waitFor(text: "No contacts yet")
        tmux.send("a")
        tmux.waitFor(text: "New contact")
        tmux.type("Temp")
        tmux.send("Escape")
        tmux.waitFor(text: "Discard your changes to this contact?")
        tmux.send("y")
        tmux.waitFor(text: "No contacts yet")
        tmux.send("q")
        #expect(app.waitForExit() == 0)
    }
}

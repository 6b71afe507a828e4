import Foundation
import PublicCorpus
import Testing

/// Two machines, each with its own book and vdir, kept in step through a real CardDAV server
/// (Radicale on 127.0.0.1) by vdirsyncer, as people run it.
@Suite(.serialized) struct CardDAVSyncTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/carddav-server.sh").path

    /// One machine: its book, its vdir, its settings ([sync] with its own vdirsyncer config).
    struct Machine {
        let folder: String

        func run(_ arguments: [String]) -> Spawn.Result {
            var environment = Spawn.environment
            environment["XDG_CONFIG_HOME"] = folder + "/config"
            return Spawn.run([Binary.path] + arguments + ["--file", folder + "/contacts.json"], environment: environment)
        }

        func sync() -> Spawn.Result { run(["sync"]) }

        func names() -> [String] {
            run(["list"]).output.split(separator: "\n").map {
                $0.split(separator: " ", omittingEmptySubsequences: true).prefix(2).joined(separator: " ")
            }
        }
    }

    @Test func addEditDeleteAndAConflictTravelBetweenTwoMachines() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("carddav-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = root + "/server"
        let started = Spawn.run([Self.script, "start", server])
        try #require(started.status == 0, "Radicale did not start: \(started.output)")
        defer { Spawn.run([Self.script, "stop", server]) }
        let machines = try ["a", "b"].map { name in
            let folder = root + "/" + name
            let config = Spawn.run([Self.script, "config", server, name, folder + "/vdir"])
            try #require(config.status == 0, "\(config.output)")
            let configPath = config.output.split(separator: "\n").last.map(String.init) ?? ""
            try FileManager.default.createDirectory(atPath: folder + "/config/contactsbook", withIntermediateDirectories: true)
            try Data("[sync]\nvdir = \"\(folder)/vdir\"\ncommand = [\"vdirsyncer\", \"-c\", \"\(configPath)\", \"sync\"]\n".utf8)
                .write(to: URL(fileURLWithPath: folder + "/config/contactsbook/config.toml"))
            return Machine(folder: folder)
        }
        let (a, b) = (machines[0], machines[1])

        // Added on A, synced on A then B: B has it.
        #expect(a.run(["add", "--first", "Ada", "--last", "Lovelace", "--phone", "+44 20 7946 0018:mobile"]).status == 0)
        #expect(a.run(["add", "--first", "Grace", "--last", "Hopper", "--email", "grace@example.mil"]).status == 0)
        #expect(a.sync().status == 0)
        let first = b.sync()
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains("book: 2 added"))
        #expect(b.names() == ["Grace Hopper", "Ada Lovelace"])
        #expect(b.sync().output.contains("nothing to change in the book or the vdir"), "a card that came through the server is not a change")

        // Edited on B: A gets it.
        #expect(b.run(["edit", "ada", "--add-email", "ada@work.example:work"]).status == 0)
        #expect(b.sync().status == 0)
        #expect(a.sync().output.contains("book: 1 updated"))
        #expect(a.run(["show", "ada"]).output.contains("ada@work.example"))

        // Deleted on A: gone on B.
        #expect(a.run(["delete", "grace", "--yes"]).status == 0)
        #expect(a.sync().status == 0)
        #expect(b.sync().output.contains("book: 1 deleted"))
        #expect(b.names() == ["Ada Lovelace"])

        // The same contact edited on both: a conflict, and nothing lost on either side.
        #expect(a.run(["edit", "ada", "--nickname", "Countess"]).status == 0)
        #expect(b.run(["edit", "ada", "--nickname", "Enchantress"]).status == 0)
        #expect(a.sync().status == 0)
        let conflict = b.sync()
        #expect(conflict.status == 5, "\(conflict.output)")
        #expect(conflict.output.contains("Conflict: Ada Lovelace was changed both here and in the vdir"))
        #expect(b.run(["show", "ada"]).output.contains("Enchantress"))
        #expect(a.run(["show", "ada"]).output.contains("Countess"))
        let cards = try FileManager.default.contentsOfDirectory(atPath: b.folder + "/vdir").filter { $0.hasSuffix(".vcf") }
        let card = try String(contentsOfFile: b.folder + "/vdir/" + (cards.first ?? ""), encoding: .utf8)
        #expect(card.contains("Countess"), "B's vdir holds the server's version, B's book its own")
        #expect(b.sync().status == 5, "until it is resolved")

        // Settled in B's app: S shows the conflict, m keeps B's version and the next S sends it.
        let app = try AppSession(dataFile: b.folder + "/contacts.json", environment: ["XDG_CONFIG_HOME": b.folder + "/config"])
        app.tmux.waitFor(text: "1 contact")
        app.tmux.send("S")
        app.tmux.waitFor(text: "Sync conflicts — 1 contact changed here and in the vdir")
        #expect(app.tmux.screen.contains("Differs: Nickname"))
        app.tmux.send("m")
        app.tmux.waitFor(text: "Kept your version of Ada Lovelace")
        app.tmux.send("Escape")
        app.tmux.send("S")
        // Settling wrote B's version to the vdir; this sync's command carries it to the server.
        app.tmux.waitFor(text: "Synced: nothing to change in the book or the vdir")
        app.tmux.send("q")
        #expect(app.waitForExit() == 0)
        #expect(b.sync().status == 0)
        #expect(a.sync().output.contains("book: 1 updated"))
        #expect(a.run(["show", "ada"]).output.contains("Enchantress"))
    }

    /// Two machines with two books each (personal and work), each book its own vdir and its
    /// own collection on the server: a contact moved between books on one machine leaves the
    /// one collection and arrives in the other on the second machine, and a conflict names
    /// its book.
    @Test func aContactMovedBetweenBooksTravelsBetweenCollections() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("carddav-books-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = root + "/server"
        let started = Spawn.run([Self.script, "start", server])
        try #require(started.status == 0, "Radicale did not start: \(started.output)")
        defer { Spawn.run([Self.script, "stop", server]) }
        func machine(_ name: String) throws -> (run: ([String]) -> Spawn.Result, folder: String) {
            let folder = root + "/" + name
            var settings = ""
            for book in ["personal", "work"] {
                let config = Spawn.run([Self.script, "config", server, "\(name)_\(book)", "\(folder)/\(book)-vdir", book])
                try #require(config.status == 0, "\(config.output)")
                let configPath = config.output.split(separator: "\n").last.map(String.init) ?? ""
                settings += """
                    [books.\(book)]
                    file = "\(folder)/\(book).json"
                    vdir = "\(folder)/\(book)-vdir"
                    command = ["vdirsyncer", "-c", "\(configPath)", "sync"]
                    \(book == "personal" ? "default = true" : "")

                    """
            }
            try FileManager.default.createDirectory(atPath: folder + "/config/contactsbook", withIntermediateDirectories: true)
            try Data(settings.utf8).write(to: URL(fileURLWithPath: folder + "/config/contactsbook/config.toml"))
            let run = { (arguments: [String]) -> Spawn.Result in
                var environment = Spawn.environment
                environment["XDG_CONFIG_HOME"] = folder + "/config"
                return Spawn.run([Binary.path] + arguments, environment: environment)
            }
            return (run, folder)
        }
        let (a, b) = (try machine("a"), try machine("b"))
        func books(_ machine: (run: ([String]) -> Spawn.Result, folder: String)) -> [String] {
            machine.run(["list", "--parsable", "--fields", "book,last"]).output.split(separator: "\n").map(String.init).sorted()
        }
        func cards(_ machine: (run: ([String]) -> Spawn.Result, folder: String), _ book: String) -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: "\(machine.folder)/\(book)-vdir")) ?? []).filter { $0.hasSuffix(".vcf") }.count
        }

        // Alan stays in personal: a side emptied since the last sync would be refused (as vdirsyncer does).
        #expect(a.run(["add", "--first", "Ada", "--last", "Lovelace"]).status == 0)
        #expect(a.run(["add", "--first", "Alan", "--last", "Turing"]).status == 0)
        #expect(a.run(["-a", "work", "add", "--first", "Grace", "--last", "Hopper"]).status == 0)
        let first = a.run(["sync"])
        #expect(first.status == 0, "\(first.output)")
        #expect(b.run(["sync"]).status == 0)
        #expect(books(b) == ["personal\tLovelace", "personal\tTuring", "work\tHopper"])

        // Moved on A: it leaves personal's collection and arrives in work's, on B too.
        #expect(a.run(["move", "lovelace", "--to", "work"]).status == 0)
        #expect(a.run(["sync"]).status == 0)
        let moved = b.run(["sync"])
        #expect(moved.status == 0, "\(moved.output)")
        #expect(books(b) == ["personal\tTuring", "work\tHopper", "work\tLovelace"])
        #expect(cards(b, "personal") == 1 && cards(b, "work") == 2)

        // The same contact changed on both machines: the conflict is said under its book.
        #expect(a.run(["-a", "work", "edit", "hopper", "--nickname", "Amazing"]).status == 0)
        #expect(b.run(["-a", "work", "edit", "hopper", "--nickname", "Admiral"]).status == 0)
        #expect(a.run(["sync"]).status == 0)
        let conflict = b.run(["sync"])
        #expect(conflict.status == 5, "\(conflict.output)")
        let work = try #require(conflict.output.range(of: "“work”:"))
        #expect(conflict.output[work.upperBound...].contains("Conflict: Grace Hopper was changed both here and in the vdir"))

        // Settled in B's app over both books: S syncs each book, m keeps B's version, the next S sends it.
        let q = Binary.shellQuoted
        let app = try TmuxSession(
            script: "XDG_CONFIG_HOME=\(q(b.folder + "/config")) \(q(Binary.path)); echo APP-EXITED $?; sleep 600")
        app.waitFor(text: "ContactsBook — personal + work")
        app.send("S")
        app.waitFor(text: "Sync conflicts — 1 contact changed here and in the vdir", timeout: 30)
        app.send("m")
        app.waitFor(text: "Kept your version of Grace Hopper")
        app.send("Escape")
        app.send("S")
        app.waitFor(text: "Synced:", timeout: 30)
        app.send("q")
        app.waitFor(text: "APP-EXITED 0")
        #expect(b.run(["sync"]).status == 0)
        #expect(a.run(["sync"]).status == 0)
        #expect(a.run(["show", "hopper"]).output.contains("Admiral"))
    }

    /// Every card of the public corpus (../shared/corpus, beside the project), imported and
    /// exported as 4.0, is accepted by the server: 2.1's encodings once made Radicale refuse
    /// a phone's cards.
    @Test func theServerAcceptsEveryExportOfThePublicCorpus() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("carddav-corpus-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = root + "/server"
        let started = Spawn.run([Self.script, "start", server])
        try #require(started.status == 0, "Radicale did not start: \(started.output)")
        defer { Spawn.run([Self.script, "stop", server]) }
        let base = started.output.split(separator: "\n").last.map(String.init) ?? ""
        let corpus = PublicCorpus.folder.path
        let files = PublicCorpus.files
        try #require(files.count >= 40, "\(PublicCorpus.missing ?? "")")
        let book = root + "/contacts.json"
        for file in files {
            let imported = Spawn.run([Binary.path, "import", corpus + "/" + file, "--on-duplicate", "add", "--file", book])
            #expect(imported.status == 0, "\(file): \(imported.output)")
        }
        let exported = Spawn.run([Binary.path, "export", "--output", root + "/all.vcf", "--file", book])
        try #require(exported.status == 0, "\(exported.output)")
        let cards = try String(contentsOfFile: root + "/all.vcf", encoding: .utf8).components(separatedBy: "BEGIN:VCARD").dropFirst()
        #expect(cards.count >= 50)
        for (index, card) in cards.enumerated() {
            let path = root + "/card-\(index).vcf"
            try Data(("BEGIN:VCARD" + card).utf8).write(to: URL(fileURLWithPath: path))
            let put = Spawn.run([
                "curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "-u", "user:x", "-X", "PUT", "-H", "Content-Type: text/vcard",
                "--data-binary", "@" + path, base + "user/contacts/card-\(index).vcf",
            ])
            #expect(put.output == "201", "card \(index) was refused (HTTP \(put.output)):\n\(card.prefix(400))")
        }
    }
}

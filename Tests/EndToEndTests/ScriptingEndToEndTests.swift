import Foundation
import Testing

/// The binary as a script runs it, through a real shell: the right contact or none, no file
/// replaced that was not asked for, output that parses, and an exit status that tells the truth.
@Suite struct ScriptingEndToEndTests {
    let directory: URL
    var book: String { directory.appendingPathComponent("contacts.json").path }
    static let ilse = "4930AE11-0000-4000-8000-000000000001"
    static let zoe = "7E000000-0000-4000-8000-000000000002"

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-scripting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let contacts = """
            {"version": 1, "contacts": [
             {"id": "\(Self.ilse)", "firstName": "Ilse", "lastName": "Id", "createdAt": "2020-01-02T03:04:05Z", "updatedAt": "2021-02-03T04:05:06Z"},
             {"id": "\(Self.zoe)", "firstName": "Zoë", "lastName": "Ström", "phones": [{"label": "mobile", "value": "+49 30 555 0199"}],
              "emails": [{"label": "home", "value": "zoe@example.de"}], "birthday": "1990-01-01"},
             {"id": "A0000000-0000-4000-8000-000000000003", "firstName": "Eve\\u001b]0;pwned\\u0007", "lastName": "Dev \\ud83d\\udc69\\u200d\\ud83d\\udcbb",
              "emails": [{"label": "home", "value": "eve@example.org"}], "birthday": "1991-01-01"}
            ]}
            """
        try contacts.write(toFile: book, atomically: true, encoding: .utf8)
    }

    /// Runs a bash script with `$B` the binary and `$BOOK` the book, in the test's folder.
    func shell(_ script: String) -> Spawn.Result {
        Spawn.run(["bash", "-c", "cd \(Binary.shellQuoted(directory.path)) && B=\(Binary.shellQuoted(Binary.path)) BOOK=contacts.json && " + script])
    }

    func run(_ arguments: String...) -> Spawn.Result {
        Spawn.run([Binary.path] + arguments + ["--file", book])
    }

    @Test func globalOptionsComeBeforeTheCommandOrAfterIt() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(shell("$B --file $BOOK list ström").output.contains("Zoë Ström"))
        #expect(shell("$B --read-only --file=$BOOK list ström").status == 0)
        try "columns = [\"email\"]\n".write(to: directory.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
        let withSettings = shell("$B --settings config.toml -f $BOOK list ström")
        #expect(withSettings.output == "Zoë Ström  zoe@example.de\n", "the settings' columns: \(withSettings.output)")
        #expect(shell("$B --read-only -f $BOOK add --first Alan").status == 4, "read-only before the command holds")
    }

    @Test func anIDPrefixThatIsAlsoWordsIsAmbiguousAndDeletesNothing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let ambiguous = run("delete", "4930", "--yes")
        #expect(ambiguous.status == 3)
        #expect(ambiguous.output.contains(Self.ilse) && ambiguous.output.contains(Self.zoe))
        #expect(run("list").output.split(separator: "\n").count == 3)
        let byID = run("delete", "--id", "4930")
        #expect(byID.status == 0)
        #expect(byID.output == "Deleted Ilse Id (\(Self.ilse))\n")
        // Words name Zoë alone now, but only --yes deletes by words where nobody can answer.
        #expect(run("delete", "4930").status == 64)
        #expect(run("delete", "4930", "--yes").output.contains("Deleted Zoë Ström (\(Self.zoe))"))
        // A bare id prefix could have been a word: asked too.
        _ = run("add", "--first", "Kai", "--email", "kai@example.org")
        let kai = run("list", "--parsable", "--fields", "id", "kai").output.trimmingCharacters(in: .newlines)
        #expect(run("delete", String(kai.prefix(8))).status == 64)
        #expect(run("delete", kai).status == 0, "a full id is only an id")
    }

    /// At a terminal a delete by words asks, and only "y" deletes.
    @Test func aDeleteByWordsAsksAtATerminal() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        /// The screen after answering the question with `answer`.
        func answered(_ answer: String) throws -> String {
            let command = "\(Binary.shellQuoted(Binary.path)) delete ström --file \(Binary.shellQuoted(book)); echo status=$?; sleep 30"
            let session = try TmuxSession(script: command)
            session.waitFor(text: "Delete Zoë Ström (\(Self.zoe))? [y/N]")
            session.type(answer)
            session.send("Enter")
            session.waitFor(text: "status=0")
            return session.screen
        }
        #expect(try answered("n").contains("Nothing was deleted."))
        #expect(run("list", "ström").status == 0)
        #expect(try answered("y").contains("Deleted Zoë Ström (\(Self.zoe))"))
        #expect(run("list", "ström").status == 1)
    }

    @Test func everyCommandExitsWithTheTablesStatus() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let help = Spawn.run([Binary.path, "--help"]).output
        #expect(help.contains("  64  usage: a wrong option or value; nothing was changed"))
        // A command's own help says the statuses it exits with.
        let syncHelp = Spawn.run([Binary.path, "sync", "--help"]).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(syncHelp.contains("Exit status: 0 in step, 5 conflicts wait, 2 the book cannot be used, 4 the vdir or state"), "\(syncHelp)")
        // Nothing matched: 1.
        for arguments in [
            ["list", "nobody"], ["show", "nobody"], ["query", "nobody"], ["export", "nobody"], ["edit", "nobody", "--last", "X"],
            ["delete", "nobody"], ["birthdays", "--days", "0"], ["list", "--tag", "none"],
        ] {
            #expect(Spawn.run([Binary.path] + arguments + ["--file", book]).status == 1, "\(arguments)")
        }
        // Ambiguous: 3, for every command that names one contact.
        for arguments in [["show", "e"], ["edit", "e", "--last", "X"], ["delete", "e", "--yes"]] {
            #expect(Spawn.run([Binary.path] + arguments + ["--file", book]).status == 3, "\(arguments)")
        }
        // A missing book: 2, for every command that needs one.
        let missing = directory.appendingPathComponent("missing.json").path
        for arguments in [["list"], ["show", "x"], ["query", "x"], ["export"], ["birthdays"], ["edit", "x", "--last", "X"], ["delete", "x"]] {
            #expect(Spawn.run([Binary.path] + arguments + ["--file", missing]).status == 2, "\(arguments)")
        }
        // A damaged book: 2, whichever way the command reads it.
        let damaged = directory.appendingPathComponent("damaged.json").path
        try "{ not json".write(toFile: damaged, atomically: true, encoding: .utf8)
        for arguments in [["list"], ["export"], ["export", "ada"], ["edit", "x", "--last", "X"]] {
            #expect(Spawn.run([Binary.path] + arguments + ["--file", damaged]).status == 2, "\(arguments)")
        }
        // Usage: 64, for a wrong option and for a value the form refuses.
        for arguments in [
            ["list", "--bogus"], ["export", "--format", "pdf"], ["add", "--email", "nope"], ["list", "--parsable", "--fields", "mail"],
        ] {
            #expect(Spawn.run([Binary.path] + arguments + ["--file", book]).status == 64, "\(arguments)")
        }
    }

    @Test func aFailedWriteToStandardOutputIsAFailure() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        for command in ["list", "list --json", "list --parsable", "show zoe", "query zoe", "birthdays --days 366", "export"] {
            let full = shell("$B \(command) --file $BOOK > /dev/full")
            #expect(full.status == 4, "\(command) > /dev/full")
            #expect(full.output.contains("No space left on device"), "\(command)")
            #expect(shell("$B \(command) --file $BOOK >&-").status == 4, "\(command) with standard output closed")
        }
        // A reader that stops early ends the command quietly, with the status of a failed write.
        let people = (0..<20000).map { #"{"id": "\#(UUID().uuidString)", "firstName": "Person", "lastName": "\#($0)"}"# }
        try #"{"version": 1, "contacts": [\#(people.joined(separator: ","))]}"#.write(
            to: directory.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
        let piped = shell("$B list --file big.json 2>err | head -c 10 >/dev/null; echo ${PIPESTATUS[0]}; cat err")
        #expect(piped.output == "4\n", "\(piped.output)")
    }

    @Test func exportsGoToStandardOutputAFIFOOrADeviceWithoutReplacingThem() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(shell("$B export -o - --file $BOOK | head -c 11").output == "BEGIN:VCARD")
        #expect(shell("$B export -o /dev/stdout --file $BOOK | head -c 11").output == "BEGIN:VCARD")
        let appended = shell("echo kept > all.vcf && $B export -o /dev/stdout --file $BOOK >> all.vcf && head -n 2 all.vcf")
        #expect(appended.output == "kept\nBEGIN:VCARD\r\n", "a redirection's append is kept: \(appended.output)")
        let fifo = shell(
            "mkfifo pipe && (cat pipe > received &) && $B export -o pipe --file $BOOK && sleep 0.2 && test -p pipe && grep -c BEGIN:VCARD received")
        #expect(fifo.output.hasSuffix("3\n"), "\(fifo.output)")
        let null = shell("ln -s /dev/null null && $B export -o null --file $BOOK && readlink null && stat -c %F:%a /dev/null")
        #expect(null.output.hasSuffix("/dev/null\ncharacter special file:666\n"), "\(null.output)")
        let private_ = shell("$B export -o new.vcf --file $BOOK >/dev/null && stat -c %a new.vcf")
        #expect(private_.output == "600\n")
    }

    @Test func importReadsStandardInputAndAJSONRoundTripKeepsTheTimes() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let piped = shell("$B export --format vcard ström --file $BOOK | $B import - --file fresh.json")
        #expect(piped.status == 0)
        #expect(piped.output.contains("standard input: read 1, skipped 0"))
        #expect(shell("$B export ström --file $BOOK | $B import /dev/stdin --file other.json").output.contains("Added 1"))
        let empty = shell("$B import - --file nothing.json < /dev/null")
        #expect(empty.status == 4)
        #expect(!empty.output.contains("Added"))
        let roundTrip = shell(
            "$B list --json --file $BOOK | python3 -m json.tool | $B import - --file copy.json >/dev/null && $B list --parsable --fields id,created,updated --file copy.json"
        )
        #expect(roundTrip.output.contains("\(Self.ilse)\t2020-01-02T03:04:05Z\t2021-02-03T04:05:06Z"), "\(roundTrip.output)")
    }

    /// Control characters never reach the terminal raw; a joined emoji arrives whole.
    @Test func everyCommandsOutputIsHarmlessAndKeepsClustersWhole() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputs = [
            run("list"), run("list", "--parsable"), run("show", "eve"), run("query", "eve"), run("birthdays", "--days", "366"),
            run("edit", "eve", "--nickname", "E"), run("add", "--first", "Mal\u{1B}[2J", "--last", "Dev \u{1F469}\u{200D}\u{1F4BB}"),
            run("delete", "eve", "--yes"), run("show", "nobody\u{1B}[2J"),
        ]
        for (index, result) in outputs.enumerated() {
            #expect(!result.output.unicodeScalars.contains("\u{1B}"), "output \(index): \(result.output)")
            #expect(!result.output.unicodeScalars.contains("\u{07}"), "output \(index)")
        }
        for index in [0, 1, 2, 3, 4, 5, 6, 7] {
            #expect(outputs[index].output.contains("\u{1F469}\u{200D}\u{1F4BB}"), "output \(index): \(outputs[index].output)")
        }
    }

    /// A value given twice, a sixth address part, or a comma in a tag: taken literally or
    /// refused, never half-kept.
    @Test func theCommandLineTakesEveryValueLiterallyOrRefuses() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try Data(contentsOf: URL(fileURLWithPath: book))
        for repeated in [["--tags", "x", "--tags", "y"], ["--notes", "a", "--notes=b"], ["--first", "A", "--first", "B"]] {
            let result = Spawn.run([Binary.path, "add", "--file", book, "--last", "Twice"] + repeated)
            #expect(result.status == 64 && result.output.contains("is given more than once"), "\(repeated): \(result.output)")
        }
        #expect(run("add", "--first", "Six", "--address", "Flat 2; 1 Main St;Town;;12345;US").status == 64)
        #expect(try Data(contentsOf: URL(fileURLWithPath: book)) == before, "nothing was written")
        #expect(
            run(
                "add", "--first", "Parts", "--street", "Flat 2; 1 Main St", "--city", "Town", "--postcode", "12345", "--country", "US",
                "--tags", "a\\,b, c", "--email", "p@example.org:"
            ).status == 0)
        #expect(
            run("list", "--parsable", "--fields", "addresses,tags,emails", "parts").output
                == "Flat 2\\\\; 1 Main St;Town;;12345;US\ta\\,b,c\tp@example.org\n")
        #expect(run("edit", "parts", "--city", "York").status == 0)
        let json = run("show", "parts", "--json").output
        #expect(json.contains(#""city":"York""#) && json.contains(#""street":"Flat 2; 1 Main St""#), "\(json)")
        #expect(json.contains(#"{"value":"p@example.org"}"#), "a trailing colon: no label")
    }

    @Test func theCommandLineSetsEveryFieldAndSaysWhenNothingChanged() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(
            run("edit", "ström", "--anniversary", "--07-04", "--add-tag", "family", "--add-address", "1 Main St;Berlin;;10115;Germany:home").status
                == 0)
        #expect(
            run("list", "--parsable", "--fields", "anniversary,tags,addresses", "ström").output
                == "--07-04\tfamily\t1 Main St;Berlin;;10115;Germany\n")
        let again = run("edit", "ström", "--add-email", "ZOE@example.de")
        #expect(again.output.contains("is already there; not added twice"))
        #expect(again.output.contains("Nothing to change: Zoë Ström"))
        #expect(run("edit", "ström", "--add-email", "z@y.example:weird:label").status == 64)
        #expect(run("edit", "ström", "--remove-tag", "family").status == 0)
        // A removal is written as its addition was; a URL keeps a colon that is not a label.
        #expect(run("edit", "ström", "--remove-address", "1 Main St;Berlin;;10115;Germany:home").status == 0)
        #expect(run("edit", "ström", "--add-url", "https://en.wikipedia.org/wiki/Category:Physicists").status == 0)
        #expect(run("list", "--parsable", "--fields", "addresses,urls", "ström").output == "\thttps://en.wikipedia.org/wiki/Category:Physicists\n")
        #expect(run("list", "--tag", "family").status == 1)
    }

    @Test func contactNamesCompleteInBashZshAndFish() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let completions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/completions").path
        let path = "PATH=\(Binary.shellQuoted((Binary.path as NSString).deletingLastPathComponent)):$PATH"
        let bash = shell(
            "\(path); source \(completions)/contactsbook.bash; COMP_WORDS=(contactsbook show --file $BOOK Zo); COMP_CWORD=4; "
                + "COMP_LINE=\"${COMP_WORDS[*]}\"; COMP_POINT=${#COMP_LINE}; _contactsbook contactsbook Zo $BOOK; printf '%s\\n' \"${COMPREPLY[@]}\"")
        #expect(bash.output == "Zoë\\ Ström\n", "bash: \(bash.output)")
        let values = shell(
            "\(path); source \(completions)/contactsbook.bash; COMP_WORDS=(contactsbook export --format v); COMP_CWORD=3; "
                + "COMP_LINE=\"${COMP_WORDS[*]}\"; COMP_POINT=${#COMP_LINE}; _contactsbook contactsbook v --format; printf '%s\\n' \"${COMPREPLY[@]}\""
        )
        #expect(values.output == "vcard\n", "bash option values: \(values.output)")
        let zsh = shell(
            "\(path); zsh -f -c 'autoload -U compinit; compinit -u; source \(completions)/contactsbook.zsh; "
                + "_describe() { print -l -- ${(P)3} }; command_name=contactsbook; command_line=(contactsbook delete --file contacts.json Zo); "
                + "SAP_SHELL=zsh __contactsbook_custom_complete ---completion delete -- positional@0 4 2' 2>&1")
        #expect(zsh.output.contains("Zoë Ström"), "zsh: \(zsh.output)")
        let fish = shell(
            "\(path); fish --no-config -i -c 'source \(completions)/contactsbook.fish; complete -C \"contactsbook edit --file contacts.json Zo\"' 2>&1"
        )
        #expect(fish.output.contains("Zoë Ström"), "fish: \(fish.output)")
        // A name with control characters is not offered at all.
        #expect(!fish.output.contains("pwned"))
    }
}

/// Every status and message a script or a person meets is the table's and says what happened.
@Suite struct CommandMessagesEndToEndTests {
    @Test func eachMistakeGetsAMessageAPersonUnderstandsAndTheTablesStatus() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-messages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let book = directory.appendingPathComponent("book.json").path
        func run(_ arguments: String..., input: String = "/dev/null") -> Spawn.Result {
            Spawn.run([Binary.path, "--file", book] + arguments, input: input)
        }
        #expect(run("add", "--first", "-rf", "--notes", "--not-an-option").status == 0, "a value is the next word, whatever it looks like")
        #expect(run("show", "--json", "--", "-rf").output.contains(#""notes":"--not-an-option""#))
        let days = run("birthdays", "--days", "-1")
        #expect(days.status == 64 && days.output.contains("--days must be between 0 and 3660"), "\(days.output)")
        let id = run("show", "--id", "")
        #expect(id.status == 64 && id.output.contains("--id needs an id"), "\(id.output)")
        let folder = run("import", directory.appendingPathComponent("folder").path)
        #expect(folder.status == 4 && folder.output.contains("it is a folder; name the files in it"), "\(folder.output)")
        #expect(!folder.output.contains("NSCocoaErrorDomain"))
        let empty = run("import", "-")
        #expect(empty.status == 4 && empty.output.contains("standard input: it is empty: nothing to import"), "\(empty.output)")
        let calendar = directory.appendingPathComponent("mixed.vcf")
        try "BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\nBEGIN:VCARD\nVERSION:3.0\nFN:Cal Guy\nEND:VCARD\n".write(
            to: calendar, atomically: true, encoding: .utf8)
        let mixed = run("import", calendar.path)
        #expect(mixed.status == 7 && mixed.output.contains("3 lines left out"), "\(mixed.output)")
        let classicMac = directory.appendingPathComponent("mac.vcf")
        try "BEGIN:VCARD\rVERSION:3.0\rFN:Cr Only\rEND:VCARD\r".write(to: classicMac, atomically: true, encoding: .utf8)
        #expect(run("import", classicMac.path).status == 0)
        // A lost report is a warning: the status says the contact was added, so a retry does not add it twice.
        let lost = Spawn.run(["sh", "-c", "\(Binary.shellQuoted(Binary.path)) add --first Once --file \(Binary.shellQuoted(book)) > /dev/full"])
        #expect(lost.status == 0 && lost.output.contains("the report of it could not be written"), "\(lost.status) \(lost.output)")
        #expect(run("list", "once").output.split(separator: "\n").count == 1)
        let huge = directory.appendingPathComponent("huge.json")
        try ("{\"version\": " + String(repeating: "9", count: 100_000) + ", \"contacts\": []}").write(to: huge, atomically: true, encoding: .utf8)
        let damaged = Spawn.run([Binary.path, "list", "--file", huge.path])
        #expect(damaged.status == 2 && damaged.output.count < 600, "a long number is not echoed whole: \(damaged.output.count) characters")
    }
}

/// The README's mutt line, run in neomutt as a person does (Q, a query, Enter): a name with an
/// apostrophe is found, since neomutt quotes %s itself.
@Suite struct MailClientEndToEndTests {
    @Test func neomuttsQueryFindsONeillWithTheDocumentedLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-neomutt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let book = directory.appendingPathComponent("book.json").path
        #expect(Spawn.run([Binary.path, "add", "--file", book, "--first", "Pat", "--last", "O'Brien", "--email", "pat@example.org"]).status == 0)
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("README.md"), encoding: .utf8)
        let documented = try #require(readme.split(separator: "\n").first { $0.hasPrefix("set query_command") }.map(String.init))
        // The documented line, with the binary and the book of this test.
        let line = documented.replacingOccurrences(of: "contactsbook query", with: "\(Binary.path) query --file \(book)")
        let mailbox = directory.appendingPathComponent("mbox").path
        try Data().write(to: URL(fileURLWithPath: mailbox))
        let settings = [line, "set folder = \(directory.path)", "set spoolfile = \(mailbox)", "set mbox_type = mbox", "set from = me@example.org"]
        try settings.joined(separator: "\n").write(
            to: directory.appendingPathComponent("rc"), atomically: true, encoding: .utf8)
        let session = try TmuxSession(
            script:
                "HOME=\(Binary.shellQuoted(directory.path)) neomutt -n -F \(Binary.shellQuoted(directory.path + "/rc")) -f \(Binary.shellQuoted(mailbox)); sleep 30",
            columns: 120)
        try #require(session.waitFor(text: "m:Mail"))
        session.send("Q")
        session.type("O'Bri")
        session.send("Enter")
        session.waitFor(text: "Pat O'Brien")
        #expect(session.screen.contains("<pat@example.org>"))
    }
}

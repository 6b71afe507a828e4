import Foundation
import Testing

/// Books named in the settings (`[books.NAME]`), chosen with `-a` as khard's users do: each
/// command acts on exactly the book named, or on none with the books listed.
@Suite struct SeveralBooksEndToEndTests {
    let directory: URL
    var settings: String { directory.appendingPathComponent("config.toml").path }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-books-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let folder = directory.path
        try """
        [books.personal]
        file = "\(folder)/personal.json"
        default = true

        [books."Chess club"]
        file = "\(folder)/chess.json"
        """.write(toFile: settings, atomically: true, encoding: .utf8)
    }

    func run(_ arguments: String...) -> Spawn.Result {
        Spawn.run([Binary.path] + arguments + ["--settings", settings])
    }

    @Test func aCommandActsOnTheBookNamedElseTheDefault() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(run("add", "--first", "Ada", "--last", "Lovelace").status == 0)
        #expect(run("-a", "Chess club", "add", "--first", "Magnus", "--last", "Carlsen").status == 0)
        #expect(run("add", "--book", "Chess club", "--first", "Judit", "--last", "Polgár").status == 0)
        let personal = run("list", "-a", "personal")
        #expect(personal.output.contains("Ada Lovelace") && !personal.output.contains("Carlsen"))
        let chess = run("list", "-a", "Chess club")
        #expect(chess.output.contains("Magnus Carlsen") && chess.output.contains("Judit Polgár") && !chess.output.contains("Lovelace"))
        let books = run("books", "--parsable")
        #expect(books.status == 0)
        let folder = directory.resolvingSymlinksInPath().path
        #expect(
            books.output.split(separator: "\n").map(String.init) == [
                "Chess club\t2\t\(folder)/chess.json\t", "personal\t1\t\(folder)/personal.json\tdefault",
            ])
        #expect(run("books").output == "Chess club  2 contacts  \(folder)/chess.json\npersonal     1 contact  \(folder)/personal.json  (default)\n")
    }

    /// list and query see every book unless -a limits them; each line says its book.
    @Test func listAndQuerySpanTheBooksAndSayWhichBookEachContactIsIn() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(run("add", "--first", "Ada", "--last", "Lovelace", "--email", "ada@example.org").status == 0)
        #expect(run("-a", "Chess club", "add", "--first", "Judit", "--last", "Polgár", "--email", "judit@example.hu").status == 0)
        #expect(run("-a", "Chess club", "add", "--first", "Magnus", "--last", "Carlsen").status == 0)
        let list = run("list")
        #expect(list.status == 0)
        #expect(
            list.output.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) } == [
                "Chess club  Magnus Carlsen", "personal    Ada Lovelace      ada@example.org", "Chess club  Judit Polgár      judit@example.hu",
            ])
        #expect(run("list", "--parsable", "--fields", "book,last").output == "Chess club\tCarlsen\npersonal\tLovelace\nChess club\tPolgár\n")
        #expect(run("list", "-a", "personal", "--parsable", "--fields", "book,last").output == "personal\tLovelace\n")
        #expect(run("list", "-a", "personal", "-a", "Chess club", "--parsable", "--fields", "last").output == "Carlsen\nLovelace\nPolgár\n")
        let query = run("query", "example")
        #expect(query.status == 0)
        #expect(query.output.contains("ada@example.org\tAda Lovelace\tpersonal"))
        #expect(query.output.contains("judit@example.hu\tJudit Polgár\tChess club"))
        // export writes every book's contacts unless -a limits it.
        #expect(run("export", "--format", "csv", "--csv-layout", "generic").output.split(whereSeparator: \.isNewline).count == 4)
        let personalOnly = run("export", "-a", "personal", "--format", "csv", "--csv-layout", "generic").output
        #expect(personalOnly.contains("Lovelace") && !personalOnly.contains("Carlsen"))
        // A command that changes a book takes one.
        let two = run("-a", "personal", "-a", "Chess club", "add", "--first", "Nobody")
        #expect(two.status == 64 && two.output.contains("This command acts on one book"))
    }

    /// show, edit and delete look for the contact in every book unless -a names one, as
    /// khard does: it must be in exactly one of them.
    @Test func showEditAndDeleteFindTheContactInWhicheverBookItIs() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(run("add", "--first", "Ada", "--last", "Lovelace").status == 0)
        #expect(run("-a", "Chess club", "add", "--first", "Magnus", "--last", "Carlsen").status == 0)
        let shown = run("show", "carlsen")
        #expect(shown.status == 0, "\(shown.output)")
        #expect(shown.output.contains("Magnus Carlsen") && shown.output.contains("Book") && shown.output.contains("Chess club"))
        #expect(run("edit", "carlsen", "--nickname", "The Mozart of chess").status == 0)
        #expect(run("-a", "Chess club", "show", "carlsen").output.contains("The Mozart of chess"))
        #expect(run("-a", "personal", "show", "carlsen").status == 1, "-a limits the search to that book")
        // The same words naming a contact in each of two books: ambiguous, nothing changed.
        #expect(run("-a", "Chess club", "add", "--first", "Ada", "--last", "Lovelace").status == 0)
        let both = run("delete", "lovelace", "--yes")
        #expect(both.status == 3)
        #expect(both.output.contains("Ada Lovelace  (Chess club)") && both.output.contains("Ada Lovelace  (personal)"))
        #expect(run("delete", "carlsen", "--yes").status == 0)
        #expect(run("list", "--parsable", "--fields", "book,last").output == "Chess club\tLovelace\npersonal\tLovelace\n")
    }

    /// move and copy name the contact as delete does, in the book -a names, else in every
    /// other book than the target.
    @Test func moveAndCopyTakeOneContactToAnotherBook() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(run("add", "--first", "Ada", "--last", "Lovelace").status == 0)
        #expect(run("add", "--first", "Alan", "--last", "Turing").status == 0)
        let moved = run("move", "lovelace", "--to", "Chess club")
        #expect(moved.status == 0, "\(moved.output)")
        #expect(moved.output.hasPrefix("Moved Ada Lovelace from “personal” to “Chess club” ("))
        #expect(run("list", "--parsable", "--fields", "book,last").output == "Chess club\tLovelace\npersonal\tTuring\n")
        let copied = run("-a", "Chess club", "copy", "ada", "--to", "personal")
        #expect(copied.status == 0 && copied.output.hasPrefix("Copied Ada Lovelace from “Chess club” to “personal”"))
        #expect(run("list", "--parsable", "--fields", "book,last").output == "Chess club\tLovelace\npersonal\tLovelace\npersonal\tTuring\n")
        // Named in two books: ambiguous, each candidate with its book; nothing moves.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: settings))
        handle.seekToEndOfFile()
        handle.write(Data("\n[books.work]\nfile = \"\(directory.path)/work.json\"\n".utf8))
        try handle.close()
        let both = run("move", "lovelace", "--to", "work")
        #expect(both.status == 3)
        #expect(both.output.contains("Ada Lovelace  (Chess club)") && both.output.contains("Ada Lovelace  (personal)"))
        // A contact the words do not name, -a the same as --to, or an unknown book: nothing moves.
        #expect(run("move", "nobody", "--to", "Chess club").status == 1)
        #expect(run("-a", "personal", "move", "turing", "--to", "personal").status == 64)
        let unknown = run("move", "turing", "--to", "chess")
        #expect(unknown.status == 64 && unknown.output.contains("There is no book named “chess”"))
        #expect(run("list", "-a", "personal", "--parsable", "--fields", "last").output == "Lovelace\nTuring\n")
    }

    /// sync takes every book with a vdir in turn, each with its own vdir, each said by name.
    @Test func syncTakesEachBookToItsOwnVdir() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.path
        try FileManager.default.createDirectory(atPath: folder + "/vdir-personal", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/vdir-chess", withIntermediateDirectories: true)
        try """
        [books.personal]
        file = "\(folder)/personal.json"
        default = true
        vdir = "\(folder)/vdir-personal"

        [books."Chess club"]
        file = "\(folder)/chess.json"
        vdir = "\(folder)/vdir-chess"

        [books.work]
        file = "\(folder)/work.json"
        """.write(toFile: settings, atomically: true, encoding: .utf8)
        #expect(run("add", "--first", "Ada", "--last", "Lovelace").status == 0)
        #expect(run("-a", "Chess club", "add", "--first", "Judit", "--last", "Polgár").status == 0)
        try "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:magnus\r\nFN:Magnus Carlsen\r\nN:Carlsen;Magnus;;;\r\nEND:VCARD\r\n".write(
            toFile: folder + "/vdir-chess/magnus.vcf", atomically: true, encoding: .utf8)
        let synced = run("sync", "--no-command")
        #expect(synced.status == 0, "\(synced.output)")
        #expect(synced.output.contains("“Chess club”:") && synced.output.contains("“personal”:") && !synced.output.contains("“work”:"))
        let personalCards = try FileManager.default.contentsOfDirectory(atPath: folder + "/vdir-personal")
        let chessCards = try FileManager.default.contentsOfDirectory(atPath: folder + "/vdir-chess")
        #expect(personalCards.count == 1 && chessCards.count == 2)
        #expect(run("list", "--parsable", "--fields", "book,last").output == "Chess club\tCarlsen\npersonal\tLovelace\nChess club\tPolgár\n")
        // One book by name; a book without a vdir is said.
        #expect(run("sync", "-a", "personal", "--no-command").status == 0)
        #expect(run("sync", "-a", "work", "--no-command").status != 0)
    }

    @Test func aDamagedBookIsSaidAndTheOthersStillListed() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(run("add", "--first", "Ada", "--last", "Lovelace").status == 0)
        try "{ not json".write(to: directory.appendingPathComponent("chess.json"), atomically: true, encoding: .utf8)
        let list = run("list", "--parsable", "--fields", "book,last")
        #expect(list.status == 2)
        #expect(list.output.contains("personal\tLovelace"))
        #expect(list.output.contains("“Chess club”:"))
        #expect(try String(contentsOf: directory.appendingPathComponent("chess.json"), encoding: .utf8) == "{ not json", "left as it was")
    }

    /// bash completes the settings' book names after -a, and contact names from the book -a names.
    @Test func bookNamesAndTheNamedBooksContactsComplete() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(run("-a", "Chess club", "add", "--first", "Magnus", "--last", "Carlsen").status == 0)
        let completions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/completions").path
        func complete(_ words: String, _ current: String, _ previous: String) -> String {
            let script =
                "PATH=\(Binary.shellQuoted((Binary.path as NSString).deletingLastPathComponent)):$PATH; S=\(Binary.shellQuoted(settings)); "
                + "source \(completions)/contactsbook.bash; COMP_WORDS=(\(words)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); "
                + "COMP_LINE=\"${COMP_WORDS[*]}\"; COMP_POINT=${#COMP_LINE}; _contactsbook contactsbook \(current) \(previous); printf '%s\\n' \"${COMPREPLY[@]}\""
            return Spawn.run(["bash", "-c", script]).output
        }
        #expect(complete("contactsbook list --settings $S -a Ch", "Ch", "-a") == "Chess\\ club\n")
        #expect(complete("contactsbook show --settings $S -a 'Chess club' Mag", "Mag", "x") == "Magnus\\ Carlsen\n")
    }

    @Test func anUnknownBookOrTwoWaysOfNamingOneActOnNone() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let unknown = run("-a", "chess club", "add", "--first", "Nobody")
        #expect(unknown.status == 64)
        #expect(unknown.output.contains("There is no book named “chess club”; the books are “Chess club”, “personal”."))
        let both = run("--file", directory.appendingPathComponent("x.json").path, "-a", "personal", "list")
        #expect(both.status == 64)
        #expect(both.output.contains("--file and --book each name the book to use"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("personal.json").path), "nothing written")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.json").path))
    }
}

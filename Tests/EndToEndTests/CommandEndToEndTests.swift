import Foundation
import Testing

/// Each command on the built binary, as a script or a mail client would run it.
@Suite struct CommandEndToEndTests {
    let directory: URL
    var book: String { directory.appendingPathComponent("contacts.json").path }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-commands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func run(_ arguments: String...) -> Spawn.Result {
        Spawn.run([Binary.path] + arguments + ["--file", book])
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let cards = """
        BEGIN:VCARD
        VERSION:3.0
        FN:Ada Lovelace
        N:Lovelace;Ada;;;
        EMAIL;TYPE=HOME:ada@example.org
        TEL;TYPE=CELL:+44 20 7946 0018
        BDAY:1815-12-10
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:Zoë Ström
        N:Ström;Zoë;;;
        EMAIL:zoe@example.de
        END:VCARD

        """

    @Test func importListQueryShowExportAndImportAgain() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cards = try write("cards.vcf", Self.cards)

        let imported = run("import", cards)
        #expect(imported.status == 0, "\(imported.output)")
        #expect(imported.output.contains("Added 2, updated 0, skipped 0"))
        #expect(run("import", cards).output.contains("Added 0, updated 0, skipped 2"))
        // A card that cannot be read is reported, the rest imported, and the status says so.
        let damaged = try write("damaged.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nEND:VCARD\r\n" + Self.cards)
        let partly = run("import", damaged)
        #expect(partly.status == 7, "\(partly.output)")
        #expect(partly.output.contains("line 1: card holds nothing to import; skipped"))

        let list = run("list")
        #expect(list.status == 0)
        #expect(list.output.split(separator: "\n").count == 2)

        let query = run("query", "strom")
        #expect(query.status == 0)
        #expect(query.output.contains("zoe@example.de\tZoë Ström\t"))
        #expect(run("query", "nobody").status == 1)

        let birthdays = run("birthdays", "--days", "366")
        #expect(birthdays.status == 0)
        #expect(birthdays.output.contains("Ada Lovelace"))
        #expect(birthdays.output.contains("birthday, turns"))

        let show = run("show", "ada")
        #expect(show.output.contains("Phone (mobile)  +44 20 7946 0018"))

        let exported = run("export", "--output", directory.appendingPathComponent("out.vcf").path)
        #expect(exported.output.contains("Exported 2 contacts"))
        let fresh = directory.appendingPathComponent("fresh.json").path
        let reimport = Spawn.run([Binary.path, "import", directory.appendingPathComponent("out.vcf").path, "--file", fresh])
        #expect(reimport.output.contains("Added 2"))
        let json = Spawn.run([Binary.path, "list", "--json", "--file", fresh])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect((object?["contacts"] as? [[String: Any]])?.count == 2)
    }

    /// A Japanese feature phone's Shift_JIS card with a bare UID, a PO box and a line that is no
    /// property: imported with that line reported (status 7), shown in Japanese, and exported
    /// with its UID and address as written.
    @Test func aShiftJISCardComesInAndGoesOutAsWritten() throws {
        let path = directory.appendingPathComponent("phone.vcf").path
        var bytes = Data("BEGIN:VCARD\r\nVERSION:2.1\r\nUID:5A3F0C2E-9B1D-4C6E-8F00-1234567890AB\r\nN;CHARSET=SHIFT_JIS:".utf8)
        bytes += Data([0x95, 0x5C, 0x3B, 0x91, 0xBE, 0x98, 0x59])  // 表;太郎
        bytes += Data("\r\n# exported 2009\r\nADR;HOME:PO Box 9;Flat 2;1-1 Marunouchi;Tokyo;;100-0005;Japan\r\nEND:VCARD\r\n".utf8)
        FileManager.default.createFile(atPath: path, contents: bytes)
        let imported = run("import", path)
        #expect(imported.status == 7, "\(imported.output)")
        #expect(imported.output.contains("line 5: not a vCard property"))
        #expect(run("show", "太郎").output.contains("PO Box 9"))
        let exported = run("export", "--output", "-")
        #expect(exported.output.contains("UID:5A3F0C2E-9B1D-4C6E-8F00-1234567890AB\r\n"))
        #expect(exported.output.contains("N:表;太郎;;;\r\n"))
        #expect(exported.output.contains(":PO Box 9;Flat 2;1-1 Marunouchi;Tokyo;;100-0005;Japan\r\n"))
    }

    @Test func addEditDeleteAndAddEmail() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let added = run("add", "--first", "Ada", "--last", "Lovelace", "--email", "ada@example.org", "--phone", "+44 20 7946 0018:mobile")
        #expect(added.status == 0, "\(added.output)")
        #expect(added.output.contains("Saved Ada Lovelace"))
        let refused = run("add", "--email", "nope")
        #expect(refused.status == 64)
        #expect(refused.output.contains("Email: An email needs a name, @ and a domain"))
        #expect(run("edit", "ada", "--add-email", "ada@work.example:work", "--last", "King").status == 0)
        #expect(run("show", "ada").output.contains("Email (work)    ada@work.example"))
        let parts = run(
            "edit", "ada", "--middle", "Augusta", "--prefix", "Countess", "--suffix", "FRS", "--department", "Engines",
            "--phonetic-first", "Ay-da", "--shown-as", "Ada, Countess of Lovelace")
        #expect(parts.status == 0, "\(parts.output)")
        let shown = run("show", "countess").output
        for line in [
            "Name            Countess Ada Augusta King FRS", "Shown as        Ada, Countess of Lovelace", "Phonetic        Ay-da",
            "Department      Engines",
        ] {
            #expect(shown.contains(line), "\(shown)")
        }
        #expect(run("edit", "countess", "--shown-as", "").status == 0)
        let wide = run(
            "edit", "ada", "--related", "William King:spouse", "--add-profile", "ada@example.org:xmpp", "--date", "--06-01:graduation",
            "--organization", "Royal Society:Fellow", "--role", "Analyst", "--gender", "female")
        #expect(wide.status == 0, "\(wide.output)")
        let card = run("show", "ada").output
        for line in [
            "Role            Analyst", "Also at         Fellow, Royal Society", "Spouse          William King",
            "Xmpp            ada@example.org", "Graduation      --06-01", "Gender          female",
        ] {
            #expect(card.contains(line), "\(card)")
        }
        #expect(run("edit", "ada", "--remove-date", "--06-01", "--remove-related", "William King").status == 0)
        #expect(!run("show", "ada").output.contains("William King"))
        #expect(run("edit", "ada", "--add-date", "someday:party").output.contains("Date: Not a real date"))
        let message = try write("message.eml", "From: =?UTF-8?Q?Zo=C3=AB_Str=C3=B6m?= <zoe@example.de>\nSubject: hi\n\nFrom: body@evil.example\n")
        let fromMail = Spawn.run([Binary.path, "add-email", "--file", book], input: message)
        #expect(fromMail.output.contains("Added Zoë Ström <zoe@example.de>"), "\(fromMail.output)")
        #expect(!run("list").output.contains("body@evil.example"))
        let unconfirmed = run("delete", "king")
        #expect(unconfirmed.status == 64, "words need --yes where nobody can answer")
        #expect(unconfirmed.output.contains("nothing was deleted"))
        #expect(run("delete", "king", "--yes").output.contains("Deleted Ada King ("))
        #expect(run("list").output.split(separator: "\n").count == 1)
    }

    @Test func badInputIsRefusedWithAClearMessage() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let wrongFormat = run("import", "--format", "pdf", "x")
        #expect(wrongFormat.status != 0)
        #expect(wrongFormat.output.contains("--format must be auto, vcard, csv, abook or json"))
        let missing = run("import", directory.appendingPathComponent("missing.vcf").path)
        #expect(missing.status == 4)
        #expect(missing.output.contains("missing.vcf"))
        #expect(!FileManager.default.fileExists(atPath: book), "a failed import creates no book")
    }

    /// A mistyped path is not an empty book: every command that only reads says so, writes
    /// nothing and exits 2; one that adds starts the book.
    @Test func aMissingBookIsSaidSoByCommandsThatRead() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("all.vcf").path
        for arguments in [["list"], ["show", "ada"], ["query", "ada"], ["export"], ["export", "--output", output], ["birthdays"]] {
            let result = Spawn.run([Binary.path] + arguments + ["--file", book])
            #expect(result.status == 2, "\(arguments)")
            #expect(result.output.contains("There is no book at \(book)"), "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(!FileManager.default.fileExists(atPath: book))
        #expect(run("add", "--first", "Ada").status == 0)
        #expect(run("list").status == 0)
    }

    @Test func aDamagedBookStopsEveryCommand() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try "{ not json".write(toFile: book, atomically: true, encoding: .utf8)
        let list = run("list")
        #expect(list.status == 2)
        #expect(list.output.contains("is not a valid contacts file"))
        #expect(try String(contentsOfFile: book, encoding: .utf8) == "{ not json")
    }
}

import ContactsCore
import ContactsEngine
import Foundation
import Testing

@testable import ContactsBookApp

@MainActor
@Suite struct ImportCommandTests {
    static let card = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Ada Lovelace\r
        N:Lovelace;Ada;;;\r
        EMAIL:ada@example.org\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:nothing-else\r
        END:VCARD\r

        """

    func run(_ request: ImportFiles.Request, worker: ContactWorker, files: [String: String]) -> (CommandStatus, CapturedOutput) {
        let output = CapturedOutput()
        let interactor = ImportInteractor(worker: worker, files: InterchangeFiles()) { path in
            guard let text = files[path] else { throw CocoaError(.fileNoSuchFile) }
            return Data(text.utf8)
        }
        let presenter = ImportPresenter()
        let view = ImportTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        interactor.importFiles(request: request)
        return (view.status, output)
    }

    @Test func importingTheSameFileTwiceDoesNotDoubleTheBook() {
        let (worker, store) = Fixtures.worker([])
        let request = ImportFiles.Request(paths: ["a.vcf"], format: nil, onDuplicate: .skip, dryRun: false)
        let (status, output) = run(request, worker: worker, files: ["a.vcf": Self.card])
        // The card that holds nothing was left behind: the status says so (a script sees 7, not 0).
        #expect(status == .partlyRead)
        #expect(output.lines == ["a.vcf: read 1, skipped 1", "Added 1, updated 0, skipped 0 already in the book."])
        #expect(output.errors == ["a.vcf: line 7: card holds nothing to import; skipped"])
        let (_, again) = run(request, worker: worker, files: ["a.vcf": Self.card])
        #expect(again.lines.last == "Added 0, updated 0, skipped 1 already in the book.")
        #expect(worker.count == 1)
        #expect(store.saveCount == 1)
    }

    @Test func aFileNameHoldingAnEscapeIsReportedHarmless() {
        let (worker, _) = Fixtures.worker([])
        let name = "x\u{1B}]0;pwned\u{07}.vcf"
        let request = ImportFiles.Request(paths: [name], format: nil, onDuplicate: .skip, dryRun: false)
        let (_, output) = run(request, worker: worker, files: [name: Self.card])
        #expect(output.lines.first == "x␛]0;pwned␇.vcf: read 1, skipped 1")
        #expect(!output.errors.joined().unicodeScalars.contains("\u{1B}"))
    }

    /// Cards with no UID and no email (abook's vCards, numbers only) are told by their content:
    /// the same card is skipped the second time, and a namesake with another number is added.
    @Test func cardsWithNoUIDOrEmailAreNotDoubledByASecondImport() {
        let cards = """
            BEGIN:VCARD\r
            VERSION:3.0\r
            FN:Bo Berg\r
            N:Berg;Bo;;;\r
            TEL;TYPE=CELL:+46 70 555 0101\r
            END:VCARD\r
            BEGIN:VCARD\r
            VERSION:3.0\r
            FN:Cy Dahl\r
            N:Dahl;Cy;;;\r
            ADR:;;1 Main Street;Zürich;;8000;\r
            END:VCARD\r

            """
        let namesake = cards.replacingOccurrences(of: "555 0101", with: "555 0999")
        let (worker, _) = Fixtures.worker([])
        let request = ImportFiles.Request(paths: ["a.vcf"], format: nil, onDuplicate: .skip, dryRun: false)
        _ = run(request, worker: worker, files: ["a.vcf": cards])
        let (_, again) = run(request, worker: worker, files: ["a.vcf": cards])
        #expect(again.lines.last == "Added 0, updated 0, skipped 2 already in the book.")
        let (_, other) = run(request, worker: worker, files: ["a.vcf": namesake])
        #expect(other.lines.last == "Added 1, updated 0, skipped 1 already in the book.")
        #expect(worker.count == 3)
    }

    @Test func aMatchByUIDCanBeUpdatedKeepingTheID() throws {
        var existing = Fixtures.contact("Ada", email: "ada@example.org")
        existing.createdAt = Date(timeIntervalSince1970: 100)
        existing.uid = "ada-1"
        let (worker, _) = Fixtures.worker([existing])
        let request = ImportFiles.Request(paths: ["a.vcf"], format: .vcard, onDuplicate: .update, dryRun: false)
        let card = Self.card.replacingOccurrences(of: "EMAIL:ada@example.org\r\n", with: "EMAIL:ada@example.org\r\nUID:ada-1\r\n")
        let (_, output) = run(request, worker: worker, files: ["a.vcf": card])
        #expect(output.lines.last == "Added 0, updated 1, skipped 0 already in the book.")
        let updated = try #require(worker.contact(id: existing.id))
        #expect(updated.lastName == "Lovelace")
        #expect(updated.createdAt == Date(timeIntervalSince1970: 100))
    }

    /// A family shares an address: a card sharing only an email with a contact in the book is
    /// another person, and so is each of two people sharing one in the same file, even with
    /// nothing else to tell them apart.
    @Test func aSharedEmailNeverMakesTwoPeopleOne() {
        let (worker, _) = Fixtures.worker([Fixtures.contact("Ada", email: "family@example.org")])
        func card(_ first: String, _ email: String, _ extra: String = "") -> String {
            "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(first) Berg\r\nN:Berg;\(first);;;\r\nEMAIL:\(email)\r\n\(extra)END:VCARD\r\n"
        }
        let family =
            card("Bo", "family@example.org", "TEL:+46 70 555 0101\r\n") + card("Cy", "FAMILY@example.org") + card("Cy", "FAMILY@example.org")
        let request = ImportFiles.Request(paths: ["a.vcf"], format: nil, onDuplicate: .skip, dryRun: false)
        let (_, output) = run(request, worker: worker, files: ["a.vcf": family])
        #expect(output.lines.last == "Added 3, updated 0, skipped 0 already in the book.")
        #expect(worker.contacts.filter { $0.lastName == "Berg" }.map(\.primaryPhone) == ["+46 70 555 0101", nil, nil])
        // The same file again is the same people: nothing is doubled.
        let (_, again) = run(request, worker: worker, files: ["a.vcf": family])
        #expect(again.lines.last == "Added 0, updated 0, skipped 3 already in the book.")
        #expect(worker.count == 4)
    }

    @Test func addAddsAgainAndDryRunWritesNothing() {
        let (worker, store) = Fixtures.worker([Fixtures.contact("Ada", email: "ada@example.org")])
        let dry = ImportFiles.Request(paths: ["a.vcf"], format: nil, onDuplicate: .add, dryRun: true)
        let (_, output) = run(dry, worker: worker, files: ["a.vcf": Self.card])
        #expect(output.lines.last == "Would add 1, update 0, skipped 0 already in the book. (Dry run: nothing was written.)")
        #expect(store.saveCount == 0)
        #expect(worker.count == 1)
    }

    @Test func aMissingFileOrUnknownFormatIsAFailureButTheOthersAreImported() {
        let (worker, _) = Fixtures.worker([])
        let request = ImportFiles.Request(paths: ["missing.vcf", "notes.txt", "a.vcf"], format: nil, onDuplicate: .skip, dryRun: false)
        let (status, output) = run(request, worker: worker, files: ["notes.txt": "hello", "a.vcf": Self.card])
        #expect(status == .fileFailed)
        #expect(output.errors.contains { $0.hasPrefix("missing.vcf: ") })
        #expect(output.errors.contains("notes.txt: cannot tell the format; name it with --format"))
        #expect(worker.count == 1)
    }
}

@MainActor
@Suite struct QueryCommandTests {
    @Test func muttFormatOneLinePerAddressWithInfoFirst() {
        var ada = Fixtures.contact("Ada", "Lovelace", email: "ada@example.org", company: "Engines")
        ada.emails.append(LabeledValue(label: "work", value: "ada@work.example"))
        let (worker, _) = Fixtures.worker([ada, Fixtures.contact("Alan", "Turing", email: "alan@example.org"), Fixtures.contact("Ada", "NoMail")])
        let output = CapturedOutput()
        let status = CommandAssembly.query(.init(query: "lovelace"), library: ContactLibrary(worker: worker), output: output)
        #expect(status == .success)
        #expect(
            output.lines == [
                "Searching contacts for \"lovelace\": 2 addresses",
                "ada@example.org\tAda Lovelace\tEngines, home",
                "ada@work.example\tAda Lovelace\tEngines, work",
            ])
    }

    @Test func nothingMatchingExitsOne() {
        let (worker, _) = Fixtures.worker([Fixtures.contact("Ada", email: "ada@example.org")])
        let output = CapturedOutput()
        #expect(CommandAssembly.query(.init(query: "zzz"), library: ContactLibrary(worker: worker), output: output) == .noMatch)
        #expect(output.lines.count == 1)
    }

    @Test func accentsAndCaseAreIgnored() {
        let (worker, _) = Fixtures.worker([Fixtures.contact("Zoë", "Ström", email: "zoe@example.de")])
        let output = CapturedOutput()
        #expect(CommandAssembly.query(.init(query: "STROM zoe"), library: ContactLibrary(worker: worker), output: output) == .success)
    }
}

@MainActor
@Suite struct ListShowExportCommandTests {
    @Test func listPrintsAlignedColumnsInBookOrder() {
        let (worker, _) = Fixtures.worker(SampleBook.contacts)
        let output = CapturedOutput()
        #expect(
            CommandAssembly.list(.init(query: "", layout: .columns(width: 80)), library: ContactLibrary(worker: worker), output: output) == .success)
        #expect(output.lines.count == SampleBook.contacts.count)
        #expect(output.lines.first?.hasPrefix("Anders Ångström") == true)
        let emailColumns = SampleBook.contacts.compactMap(\.primaryEmail).compactMap { email in
            output.lines.first { $0.contains(email) }.map { line in DisplayWidth.of(line[..<line.range(of: email)!.lowerBound]) }
        }
        #expect(emailColumns.count == 5)
        #expect(Set(emailColumns).count == 1, "emails start at columns \(emailColumns)")
    }

    @Test func listJSONIsTheFileFormat() throws {
        let (worker, _) = Fixtures.worker(SampleBook.contacts)
        let output = CapturedOutput()
        _ = CommandAssembly.list(.init(query: "hopper", layout: .json), library: ContactLibrary(worker: worker), output: output)
        let book = try JSONFileStore(path: "x").decode(Data(output.standardOutput.utf8))
        #expect(book.contacts.map(\.lastName) == ["Hopper"])
    }

    @Test func showPrintsTheContactScreensLines() {
        let (worker, _) = Fixtures.worker(SampleBook.contacts)
        let output = CapturedOutput()
        #expect(CommandAssembly.show(.init(words: "lovelace"), columns: 80, worker: worker, output: output) == .success)
        #expect(output.lines.contains("Name            Ada Lovelace"))
        #expect(output.lines.contains("Phone (mobile)  +44 20 7946 0018"))
    }

    @Test func showByIDPrefixAndAmbiguity() {
        let (worker, _) = Fixtures.worker(SampleBook.contacts)
        let ada = SampleBook.contacts[0]
        let output = CapturedOutput()
        #expect(CommandAssembly.show(.init(words: String(ada.id.uuidString.prefix(8))), columns: 80, worker: worker, output: output) == .success)
        let ambiguous = CapturedOutput()
        #expect(CommandAssembly.show(.init(words: "a"), columns: 80, worker: worker, output: ambiguous) == .ambiguous)
        #expect(ambiguous.errors.first?.contains("could mean") == true)
        #expect(CommandAssembly.show(.init(words: "nobody"), columns: 80, worker: worker, output: CapturedOutput()) == .noMatch)
    }

    @Test func exportToStandardOutputAndToAFile() throws {
        let (worker, _) = Fixtures.worker(SampleBook.contacts)
        let output = CapturedOutput()
        _ = CommandAssembly.export(
            .init(format: .vcard, vcardVersion: .v4, query: "", outputPath: nil), library: ContactLibrary(worker: worker), output: output)
        #expect(VCardReader.read(Data(output.standardOutput.utf8)).contacts.count == SampleBook.contacts.count)
        let full = CapturedOutput()
        full.refusesBytes = true
        #expect(
            CommandAssembly.export(.init(format: .vcard, query: "", outputPath: nil), library: ContactLibrary(worker: worker), output: full)
                == .fileFailed)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cb-export-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let toFile = CapturedOutput()
        _ = CommandAssembly.export(
            .init(format: .json, vcardVersion: .v4, query: "zola", outputPath: path), library: ContactLibrary(worker: worker), output: toFile)
        #expect(toFile.lines == ["Exported 1 contact to \(path)"])
        #expect(try JSONFileStore(path: path).loadIfPresent()?.contacts.map(\.lastName) == ["Zola"])
        // Words matching nothing: status 1, said on standard error, the file left as it was.
        let unmatched = CapturedOutput()
        let request = ExportContacts.Request(format: .json, vcardVersion: .v4, query: "nobody", outputPath: path)
        #expect(CommandAssembly.export(request, library: ContactLibrary(worker: worker), output: unmatched) == .noMatch)
        #expect(unmatched.errors == ["No contact matches “nobody”; \(path) was not written"])
        #expect(try JSONFileStore(path: path).loadIfPresent()?.contacts.map(\.lastName) == ["Zola"])
    }

    @Test func birthdaysPrintsTheScreensRows() {
        var ada = Fixtures.contact("Ada", "Lovelace")
        ada.birthday = PartialDate("1815-12-10")
        let (worker, _) = Fixtures.worker([ada])
        let output = CapturedOutput()
        _ = CommandAssembly.birthdays(days: 30, layout: .text, worker: worker, output: output, today: { CalendarDay(year: 2025, month: 11, day: 22) })
        #expect(output.lines.count == 1)
        #expect(output.lines.first?.hasPrefix("2025-12-10 Wed  in 18 days   Ada Lovelace") == true)
        #expect(output.lines.first?.hasSuffix("birthday, turns 210") == true)
    }
}

@MainActor
@Suite struct ListSortAndShowJSONTests {
    @Test func listSortsByFirstNameCompanyOrLastChange() {
        var a = Fixtures.contact("Zed", "Adams", company: "Beta")
        a.updatedAt = Date(timeIntervalSince1970: 10)
        var b = Fixtures.contact("Amy", "Young", company: "Alpha")
        b.updatedAt = Date(timeIntervalSince1970: 20)
        let (worker, _) = Fixtures.worker([a, b])
        func names(_ sort: ContactSort) -> [String] {
            let output = CapturedOutput()
            _ = CommandAssembly.list(
                .init(query: "", layout: .columns(width: 80), sort: sort), library: ContactLibrary(worker: worker), output: output)
            return output.lines.map { String($0.prefix(8)) }
        }
        #expect(names(.lastName) == ["Zed Adam", "Amy Youn"])
        #expect(names(.firstName) == ["Amy Youn", "Zed Adam"])
        #expect(names(.company) == ["Amy Youn", "Zed Adam"])
        #expect(names(.changed) == ["Amy Youn", "Zed Adam"])
    }

    @Test func showJSONPrintsOnlyThatContactInTheFileFormat() throws {
        let (worker, _) = Fixtures.worker(SampleBook.contacts)
        let output = CapturedOutput()
        #expect(CommandAssembly.show(.init(words: "hopper"), json: true, columns: 80, worker: worker, output: output) == .success)
        let book = try JSONFileStore(path: "x").decode(Data(output.standardOutput.utf8))
        #expect(book.contacts.map(\.lastName) == ["Hopper"])
    }
}

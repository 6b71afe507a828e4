import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

/// What scripts read: every field whole, in TSV or JSON, and a selection that names one contact.
@MainActor
@Suite struct ParsableListTests {
    @Test func parsableIsOneLineAContactIDFirstNothingCut() {
        var ada = Fixtures.contact("Ada", "Lovelace " + String(repeating: "x", count: 60), phone: "+44 20", email: "ada@example.org")
        ada.emails.append(LabeledValue(label: "work", value: "ada@work.example"))
        ada.notes = "line one\nline\ttwo \\ back"
        ada.tags = ["friends", "a, b"]
        ada.addresses = [PostalAddress(label: "home", street: "1 Main St, Flat 2", city: "Leeds", country: "UK")]
        let (worker, _) = Fixtures.worker([ada])
        let output = CapturedOutput()
        let request = ListContacts.Request(query: "", layout: .parsable([.id, .name, .emails, .notes, .tags, .addresses]))
        #expect(CommandAssembly.list(request, library: ContactLibrary(worker: worker), output: output) == .success)
        let fields = output.lines[0].components(separatedBy: "\t")
        #expect(output.lines.count == 1)
        #expect(fields[0] == ada.id.uuidString)
        #expect(fields[1] == ada.displayName)
        #expect(fields[2] == "ada@example.org,ada@work.example")
        #expect(fields[3] == "line one\\nline\\ttwo \\\\ back")
        #expect(fields[4] == "friends,a\\, b")
        #expect(fields[5] == "1 Main St\\, Flat 2;Leeds;;;UK")
    }

    /// `--parsable` is reversible: a control character is written `\uXXXX`, never a picture.
    @Test func parsableWritesControlsAsEscapesAReaderCanUndo() {
        let (worker, _) = Fixtures.worker([Fixtures.contact("Eve\u{1B}]0;t\u{07}", "R\u{202E}\u{9B}")])
        let output = CapturedOutput()
        _ = CommandAssembly.list(.init(query: "", layout: .parsable([.first, .last])), library: ContactLibrary(worker: worker), output: output)
        #expect(output.lines == ["Eve\\u001b]0;t\\u0007\tR\\u202e\\u009b"])
    }

    @Test func controlCharactersAreMadeHarmlessAndJoinedEmojiKeptWhole() {
        let hostile = Fixtures.contact("Eve\u{1B}]0;pwned\u{07}", "Dev \u{1F469}\u{200D}\u{1F4BB}")
        let (worker, _) = Fixtures.worker([hostile])
        for layout in [ListContacts.Layout.parsable(ListField.defaults), .columns(width: nil), .columns(width: 80)] {
            let output = CapturedOutput()
            _ = CommandAssembly.list(.init(query: "", layout: layout), library: ContactLibrary(worker: worker), output: output)
            #expect(!output.standardOutput.unicodeScalars.contains("\u{1B}"), "\(layout)")
            #expect(!output.standardOutput.unicodeScalars.contains("\u{07}"), "\(layout)")
            #expect(output.standardOutput.contains("\u{1F469}\u{200D}\u{1F4BB}"), "\(layout)")
        }
    }

    @Test func withoutATerminalColumnsAreAsWideAsTheirWidestValue() {
        let long = Fixtures.contact(
            "Bartholomew", String(repeating: "Long", count: 12), phone: "+1 555 0100", email: "b@" + String(repeating: "d", count: 50) + ".example")
        let (worker, _) = Fixtures.worker([long, Fixtures.contact("Al", "Bo", email: "al@x.example")])
        let output = CapturedOutput()
        _ = CommandAssembly.list(.init(query: "", layout: .columns(width: nil)), library: ContactLibrary(worker: worker), output: output)
        #expect(!output.standardOutput.contains("…"))
        #expect(output.lines.contains { $0.contains(long.displayName) && $0.contains(long.primaryEmail ?? "?") })
        let emailColumns = output.lines.map { line in line.range(of: "@").map { line.distance(from: line.startIndex, to: $0.lowerBound) } }
        #expect(emailColumns.count == 2)
    }

    @Test func theTagFilterAndTheSettingsColumnsAreHonoured() {
        var a = Fixtures.contact("Ann", "A", phone: "+1 555 0101", email: "ann@x.example")
        a.tags = ["Friends"]
        let b = Fixtures.contact("Ben", "B", email: "friends@x.example")
        let (worker, _) = Fixtures.worker([a, b])
        let output = CapturedOutput()
        _ = CommandAssembly.list(
            .init(query: "", tag: "friends", layout: .columns(width: nil), shown: [.email]), library: ContactLibrary(worker: worker), output: output)
        #expect(output.lines == ["Ann A  ann@x.example"])
    }

    @Test func fieldListsAreCheckedByName() {
        #expect(ListField.list("id, name,EMAILS") == .success([.id, .name, .emails]))
        #expect(ListField.list("id,mail") == .failure(.init(word: "mail")))
    }
}

@MainActor
@Suite struct SelectionCommandTests {
    @Test func anAmbiguousArgumentListsEveryCandidateWithItsFullIDAndChangesNothing() {
        let byID = Fixtures.contact("Ilse", "Id", id: UUID(uuidString: "4930AE11-0000-4000-8000-000000000001")!)
        let byPhone = Fixtures.contact("Zoë", "Ström", phone: "+49 30 555 0199")
        let (worker, store) = Fixtures.worker([byID, byPhone])
        let output = CapturedOutput()
        #expect(CommandAssembly.select(.init(words: "4930"), worker: worker, output: output) == .failed(.ambiguous))
        #expect(output.errors.contains("  \(byID.id.uuidString)  Ilse Id"))
        #expect(output.errors.contains("  \(byPhone.id.uuidString)  Zoë Ström"))
        #expect(store.saveCount == 0)
        #expect(CommandAssembly.select(.init(words: "", idPrefix: "4930"), worker: worker, output: CapturedOutput()) == .contact(byID, by: .id))
    }
}

@MainActor
@Suite struct ContactEditsTests {
    func form(_ contact: Contact) -> ContactForm { ContactForm(contact: contact) }

    @Test func additionsAlreadyThereAreToldAndNotDoubled() {
        let ada = Fixtures.contact("Ada", phone: "+44 20 7946 0018", email: "ada@example.org")
        var edits = ContactEdits()
        edits.emails.additions = [LabeledValue(label: "work", value: "ADA@example.org")]
        edits.phones.additions = [LabeledValue(label: "work", value: "+44-20-7946-0018")]
        edits.tags.additions = ["new"]
        let (result, report) = edits.applied(to: form(ada))
        #expect(result.emails.map(\.value) == ["ada@example.org"])
        #expect(result.phones.map(\.value) == ["+44 20 7946 0018"])
        #expect(result.tags == "new")
        #expect(report.alreadyThere.count == 2)
    }

    /// `;` inside a part is `\;`; six parts are refused, never shifted into the wrong fields.
    @Test func anAddressPartMayHoldASemicolonAndSixPartsAreRefused() throws {
        let address = try ContactEdits.address("Flat 2\\; 1 Main St;Town;;12345;US:work")
        #expect(address == PostalAddress(label: "work", street: "Flat 2; 1 Main St", city: "Town", postalCode: "12345", country: "US"))
        #expect(address.editText == "Flat 2\\; 1 Main St;Town;;12345;US")
        #expect(throws: ContactEdits.AddressError.self) { try ContactEdits.address("Flat 2; 1 Main St;Town;;12345;US") }
    }

    @Test func namedPartsChangeTheOnlyAddressOrTheOneLabelledAndNeverGuess() {
        var ada = Fixtures.contact("Ada")
        ada.addresses = [PostalAddress(label: "home", street: "1 Main St", city: "Leeds", country: "UK")]
        var edits = ContactEdits()
        edits.addressParts = .init(city: "York")
        #expect(
            edits.applied(to: form(ada)).form.addresses.filter { !$0.isEmpty } == [
                PostalAddress(label: "home", street: "1 Main St", city: "York", country: "UK")
            ])
        ada.addresses.append(PostalAddress(label: "work", street: "2 Mill Rd", city: "Hull"))
        let (_, refused) = edits.applied(to: form(ada))
        #expect(refused.notFound == ["the contact has 2 addresses (\"home\", \"work\"): name one with --address-label"])
        edits.addressParts?.label = "WORK"
        #expect(edits.applied(to: form(ada)).form.addresses.filter { !$0.isEmpty }.last?.city == "York")
    }

    @Test func aTrailingColonMeansNoLabelAndATagMayHoldAComma() {
        #expect(ContactEdits.entry("a@b.org:", defaultLabel: "home") == LabeledValue(label: "", value: "a@b.org"))
        #expect(ContactEdits.entry("https://wiki.example/Help:Contents:", defaultLabel: "home", labels: ContactEdits.urlLabels).label == "")
        var ada = Fixtures.contact("Ada")
        ada.tags = ["a, b"]
        var edits = ContactEdits()
        edits.tags.additions = ["c"]
        let (form, _) = edits.applied(to: form(ada))
        #expect(form.tags == "a\\, b, c")
        #expect(form.applied(to: ada).tags == ["a, b", "c"])
    }

    @Test func addressesAndTagsAreAddedAndRemovedOneByOne() throws {
        var ada = Fixtures.contact("Ada")
        ada.tags = ["friends", "work"]
        var edits = ContactEdits()
        edits.addresses.additions = [try ContactEdits.address("1 Main St;Leeds;;LS1;UK:work")]
        edits.tags.removals = ["FRIENDS"]
        let (result, report) = edits.applied(to: form(ada))
        #expect(report == .init())
        #expect(
            result.addresses.filter { !$0.isEmpty } == [
                PostalAddress(label: "work", street: "1 Main St", city: "Leeds", postalCode: "LS1", country: "UK")
            ])
        #expect(result.tags == "work")
        var removal = ContactEdits()
        removal.addresses.removals = ["1 main st;leeds;;ls1;uk"]
        #expect(removal.applied(to: result).form.addresses.allSatisfy { $0.isEmpty })
    }

    @Test func aRemovalThatMatchesNothingIsReported() {
        var edits = ContactEdits()
        edits.tags.removals = ["nope"]
        #expect(edits.applied(to: form(Fixtures.contact("Ada"))).report.notFound == ["no tag \"nope\" to remove"])
    }

    @Test func anEditThatChangesNothingSaysSoAndWritesNothing() {
        let ada = Fixtures.contact("Ada", "Lovelace", email: "ada@example.org")
        let (worker, store) = Fixtures.worker([ada])
        var edits = ContactEdits()
        edits.fields = [.lastName: "Lovelace"]
        edits.emails.additions = [LabeledValue(label: "home", value: "ada@example.org")]
        let output = CapturedOutput()
        #expect(CommandAssembly.edit(contactID: ada.id, edits: edits, worker: worker, output: output) == .success)
        #expect(output.lines == ["Nothing to change: Ada Lovelace (\(ada.id.uuidString)) already has these values"])
        #expect(store.saveCount == 0)
    }

    @Test func namesInMessagesAreMadeHarmless() {
        let (worker, _) = Fixtures.worker([])
        var edits = ContactEdits()
        edits.fields = [.firstName: "Eve\u{1B}]0;pwned\u{07}"]
        let output = CapturedOutput()
        _ = CommandAssembly.edit(contactID: nil, edits: edits, worker: worker, output: output)
        #expect(output.lines.first?.hasPrefix("Saved Eve␛]0;pwned␇ (") == true)
        let id = worker.contacts[0].id
        let deleted = CapturedOutput()
        _ = CommandAssembly.delete(contactID: id, worker: worker, output: deleted)
        #expect(deleted.lines == ["Deleted Eve␛]0;pwned␇ (\(id.uuidString))"])
    }
}

@MainActor
@Suite struct BirthdaysCommandPresenterTests {
    func run(_ layout: BirthdaysCommandPresenter.Layout, days: Int = 30) -> (CommandStatus, CapturedOutput) {
        var ada = Fixtures.contact("Ada", "Lovelace")
        ada.birthday = PartialDate("1815-12-10")
        var zola = Fixtures.contact("Émile", "Zola")
        zola.birthday = PartialDate("--12-01")
        let (worker, _) = Fixtures.worker([ada, zola])
        let output = CapturedOutput()
        let status = CommandAssembly.birthdays(
            days: days, layout: layout, worker: worker, output: output, today: { CalendarDay(year: 2025, month: 11, day: 22) })
        return (status, output)
    }

    @Test func parsableHasTheDateTheAgeAndTheYear() {
        let (status, output) = run(.parsable)
        #expect(status == .success)
        #expect(output.lines[0].hasPrefix("2025-12-01\t9\tbirthday\t\t\t"))
        #expect(output.lines[1].hasPrefix("2025-12-10\t18\tbirthday\t210\t1815\t"))
        #expect(output.lines[1].hasSuffix("\tAda Lovelace"))
    }

    @Test func jsonListsTheOccasions() throws {
        let (_, output) = run(.json)
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: [[String: Any]]]
        let ada = try #require(object?["occasions"]?.last)
        #expect(ada["date"] as? String == "2025-12-10" && ada["years"] as? Int == 210 && ada["year"] as? Int == 1815)
    }

    @Test func nothingDueExitsOneInEveryLayout() {
        for layout in [BirthdaysCommandPresenter.Layout.text, .parsable, .json] {
            #expect(run(layout, days: 1).0 == .noMatch, "\(layout)")
        }
    }
}

/// The exit-code table is one: what `--help` prints is in the man page and the README.
@Suite struct ExitStatusTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theManPageAndTheReadmeListEveryStatus() throws {
        let manual = try String(contentsOf: Self.root.appendingPathComponent("Resources/contactsbook.1"), encoding: .utf8)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        for (status, meaning) in CommandStatus.table {
            #expect(manual.contains(".B \(status.code)\n\(meaning)"), "man page: \(status.code) \(meaning)")
            #expect(readme.contains("| \(status.code) | \(meaning) |"), "README: \(status.code) \(meaning)")
        }
    }
}

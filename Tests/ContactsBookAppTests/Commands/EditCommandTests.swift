import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

@MainActor
@Suite struct EditCommandTests {
    func edits(_ fields: [FormField: String] = [:], emails: ContactEdits.GroupEdits<LabeledValue> = .init(), favorite: Bool? = nil) -> ContactEdits {
        var edits = ContactEdits()
        edits.fields = fields
        edits.emails = emails
        edits.favorite = favorite
        return edits
    }

    @Test func addValidatesLikeTheFormAndSaves() throws {
        let (worker, _) = Fixtures.worker([])
        let output = CapturedOutput()
        let status = CommandAssembly.edit(
            contactID: nil,
            edits: edits(
                [.firstName: "Ada", .lastName: "Lovelace", .birthday: "--12-10", .tags: "a, b"],
                emails: .init(replacement: [.init(label: "home", value: "ada@example.org"), .init(label: "work", value: "ada@work.example")]),
                favorite: true),
            worker: worker, output: output)
        #expect(status == .success)
        let ada = try #require(worker.contacts.first)
        #expect(ada.emails == [LabeledValue(label: "home", value: "ada@example.org"), LabeledValue(label: "work", value: "ada@work.example")])
        #expect(ada.birthday == PartialDate("--12-10"))
        #expect(ada.tags == ["a", "b"] && ada.favorite)
        #expect(output.lines.first?.hasPrefix("Saved Ada Lovelace (") == true)
    }

    @Test func invalidInputIsRefusedWithTheFormsMessages() {
        let (worker, store) = Fixtures.worker([])
        let output = CapturedOutput()
        let status = CommandAssembly.edit(
            contactID: nil, edits: edits(emails: .init(replacement: [.init(label: "", value: "nope")])), worker: worker, output: output)
        #expect(status == .usage)
        #expect(output.errors == ["Email: An email needs a name, @ and a domain"])
        #expect(store.saveCount == 0)
    }

    @Test func editAddsAndRemovesSingleEntriesAndKeepsTheRest() throws {
        var ada = Fixtures.contact("Ada", "Lovelace", phone: "+44 20", email: "ada@example.org")
        ada.emails.append(LabeledValue(label: "work", value: "ada@work.example"))
        ada.favorite = true
        let (worker, _) = Fixtures.worker([ada])
        let status = CommandAssembly.edit(
            contactID: ada.id,
            edits: edits(
                [.lastName: "King"],
                emails: .init(additions: [.init(label: "other", value: "third@example.org")], removals: ["ADA@WORK.EXAMPLE"]),
                favorite: false),
            worker: worker, output: CapturedOutput())
        #expect(status == .success)
        let saved = try #require(worker.contact(id: ada.id))
        #expect(saved.lastName == "King")
        #expect(saved.emails.map(\.value) == ["ada@example.org", "third@example.org"])
        #expect(saved.phones == ada.phones)
        #expect(!saved.favorite)
    }

    @Test func removingWhatIsNotThereFailsAndChangesNothing() {
        let ada = Fixtures.contact("Ada", email: "ada@example.org")
        let (worker, store) = Fixtures.worker([ada])
        let output = CapturedOutput()
        var edits = ContactEdits()
        edits.phones.removals = ["123"]
        let status = CommandAssembly.edit(contactID: ada.id, edits: edits, worker: worker, output: output)
        #expect(status == .noMatch)
        #expect(output.errors == ["no phone \"123\" to remove"])
        #expect(store.saveCount == 0)
    }

    @Test func deleteGoesThroughTheContactScreensInteractor() {
        let ada = Fixtures.contact("Ada", "Lovelace")
        let (worker, _) = Fixtures.worker([ada])
        let output = CapturedOutput()
        #expect(CommandAssembly.delete(contactID: ada.id, worker: worker, output: output) == .success)
        #expect(output.lines == ["Deleted Ada Lovelace (\(ada.id.uuidString))"])
        #expect(worker.count == 0)
    }

    @Test func entryFlagsTakeALabelAfterTheLastColonWhenItIsAWord() {
        #expect(ContactEdits.entry("+1 555 0100:work", defaultLabel: "mobile") == LabeledValue(label: "work", value: "+1 555 0100"))
        #expect(ContactEdits.entry("https://example.org", defaultLabel: "home") == LabeledValue(label: "home", value: "https://example.org"))
        #expect(ContactEdits.entry("ada@example.org", defaultLabel: "home") == LabeledValue(label: "home", value: "ada@example.org"))
        // A URL takes only a URL's labels: another word after a colon belongs to it.
        let urlLabels = ContactEdits.urlLabels
        #expect(
            ContactEdits.entry("https://x.example/wiki/Category:Physicists", defaultLabel: "home", labels: urlLabels).value.hasSuffix("Physicists"))
        #expect(ContactEdits.entry("skype:alice", defaultLabel: "home", labels: urlLabels) == LabeledValue(label: "home", value: "skype:alice"))
        #expect(
            ContactEdits.entry("https://blog.example:Work", defaultLabel: "home", labels: urlLabels)
                == LabeledValue(label: "Work", value: "https://blog.example"))
        // A trailing colon: no label (not the default one), the colon before it kept.
        #expect(
            ContactEdits.entry("https://wiki.example/Help:Contents:", defaultLabel: "home")
                == LabeledValue(label: "", value: "https://wiki.example/Help:Contents"))
    }

    @Test func addEmailAddsNewSendersOnce() {
        let (worker, _) = Fixtures.worker([Fixtures.contact("Zoë", email: "zoe@example.de")])
        let output = CapturedOutput()
        let message = "From: Zoe <ZOE@example.de>\nReply-To: \"Lovelace, Ada\" <ada@example.org>\n\nbody"
        #expect(CommandAssembly.addEmail(.init(message: message), worker: worker, output: output) == .success)
        #expect(output.lines == ["Added Lovelace, Ada <ada@example.org>", "Already in the book: Zoe <ZOE@example.de>"])
        #expect(worker.contacts.contains { $0.firstName == "Ada" && $0.lastName == "Lovelace" })
        let nothing = CapturedOutput()
        #expect(CommandAssembly.addEmail(.init(message: "Subject: x\n\n"), worker: worker, output: nothing) == .noMatch)
    }
}

@MainActor
@Suite struct EditCommandConflictTests {
    /// The same field changed elsewhere: refused with its own status (75, try again), not the
    /// disk's 4; a change to another field is merged in and saved.
    /// Ada in a book whose last name another program has just set to Byron.
    func changedElsewhere() -> (Contact, ContactWorker, InMemoryContactStore) {
        let ada = Fixtures.contact("Ada")
        let (worker, store) = Fixtures.worker([ada])
        var theirs = ada
        theirs.lastName = "Byron"
        store.writeFromElsewhere(AddressBook(contacts: [theirs]))
        return (ada, worker, store)
    }

    @Test func aConflictChangesNothingAndSaysSo() {
        let (ada, worker, store) = changedElsewhere()
        var edits = ContactEdits()
        edits.fields = [.lastName: "Lovelace"]
        let output = CapturedOutput()
        #expect(CommandAssembly.edit(contactID: ada.id, edits: edits, worker: worker, output: output) == .tryAgain)
        #expect(output.errors.first?.contains("Nothing was changed; run the command again.") == true)
        #expect(store.book?.contacts.map(\.lastName) == ["Byron"])
    }

    @Test func aChangeToAnotherFieldElsewhereIsMergedIn() {
        let (ada, worker, store) = changedElsewhere()
        var edits = ContactEdits()
        edits.fields = [.nickname: "Countess"]
        #expect(CommandAssembly.edit(contactID: ada.id, edits: edits, worker: worker, output: CapturedOutput()) == .success)
        #expect(store.book?.contacts.map { "\($0.nickname) \($0.lastName)" } == ["Countess Byron"])
    }
}

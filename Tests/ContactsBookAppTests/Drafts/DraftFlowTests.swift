import ContactsCore
import Foundation
import TerminalUI
import Testing

@testable import ContactsBookApp

/// An edit left unsaved by an earlier run is offered back over the list at start-up.
@MainActor
@Suite struct DraftFlowTests {
    func appWithLeftDraft() -> (TestApp, DraftKeeperSpy, Contact) {
        let ada = SampleBook.contacts[0]
        var form = ContactForm(contact: ada)
        form.notes = "Draft note"
        let drafts = DraftKeeperSpy()
        drafts.left = DraftKeeperSpy.left(form, contactID: ada.id)
        return (TestApp(SampleBook.contacts, drafts: drafts), drafts, ada)
    }

    @Test func theOfferNamesTheContactAndWhenAndEnterRestoresTheEdit() throws {
        let (app, drafts, ada) = appWithLeftDraft()
        #expect(app.screen.contains("You were editing Ada Lovelace when ContactsBook stopped"))
        app.press(.enter)
        #expect(app.screen.contains("Edit — Ada Lovelace"))
        #expect(app.screen.contains("Draft note"))
        #expect(drafts.forgotten.count == 1, "the old draft goes once the form has kept its own")
        #expect(drafts.lastKept == EditDraft(contactID: ada.id, form: try #require(drafts.forgotten.first).draft.form))
    }

    @Test func discardForgetsTheDraftAndShowsTheList() {
        let (app, drafts, _) = appWithLeftDraft()
        app.press(.character("d"))
        #expect(drafts.forgotten.count == 1)
        #expect(app.screen.contains("Lovelace"))
        #expect(!app.screen.contains("You were editing"))
    }

    @Test func escapeLeavesTheDraftForTheNextStart() {
        let (app, drafts, _) = appWithLeftDraft()
        app.press(.escape)
        #expect(drafts.forgotten.isEmpty)
        #expect(!app.screen.contains("You were editing"))
    }

    @Test func noDraftNoQuestion() {
        let app = TestApp(SampleBook.contacts, drafts: DraftKeeperSpy())
        #expect(!app.screen.contains("You were"))
    }

    @Test func quittingWithoutSavingGivesTheDraftUp() {
        let drafts = DraftKeeperSpy()
        let app = TestApp(SampleBook.contacts, drafts: drafts)
        app.press(.character("a"))
        app.type("X")
        #expect(drafts.lastKept?.form.firstName == "X")
        app.press(.interrupt, .character("y"))
        #expect(app.navigation.isFinished)
        #expect(drafts.events.last == .discarded)
    }

    @Test func theQuestionSaysWhetherANewContactWasBeingAdded() {
        var form = ContactForm(contact: Contact())
        form.company = "Babbage & Co"
        let question = DraftOffer.question(for: DraftKeeperSpy.left(form), timeZone: TimeZone(identifier: "UTC") ?? .current) { _ in }
        #expect(question.question == "You were adding Babbage & Co when ContactsBook stopped (21 Sep 2026, 14:13).")
        #expect(question.choices.map(\.label) == ["Restore", "Discard"])
        #expect(question.defaultChoice == 0)
    }
}

/// The drafts as files beside the book.
@MainActor
@Suite struct EditDraftFileTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-drafts-\(UUID().uuidString)").path

    func draft(_ name: String) -> EditDraft {
        var form = ContactForm(contact: Contact())
        form.firstName = name
        return EditDraft(contactID: nil, form: form)
    }

    @Test func aKeptDraftIsLeftBehindForTheNextRunPrivatelyUntilForgotten() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let book = directory + "/contacts.json"
        let run = EditDraftFile(bookPath: book, now: { Date(timeIntervalSince1970: 1_000) })
        run.keep(draft("Gr"))
        run.keep(draft("Grace"))
        run.flush()
        #expect(try FileManager.default.attributesOfItem(atPath: run.path)[.posixPermissions] as? Int == 0o600)

        // The same process number stands for an earlier run that had it.
        let next = EditDraftFile(bookPath: book)
        let left = try #require(next.leftBehind())
        #expect(left.draft == draft("Grace"))
        #expect(left.writtenAt == Date(timeIntervalSince1970: 1_000))
        next.forget(left)
        #expect(next.leftBehind() == nil)
    }

    @Test func discardRemovesThisRunsDraft() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = EditDraftFile(bookPath: directory + "/contacts.json")
        run.keep(draft("Grace"))
        run.discard()
        run.flush()
        #expect(!FileManager.default.fileExists(atPath: run.path))
        #expect(run.leftBehind() == nil)
    }

    /// Keys typed faster than a draft is written make one write, of the latest form; the key
    /// never waits for the encoding or the disk.
    @Test func draftsAreWrittenOffTheKeysLatestFirst() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let book = directory + "/contacts.json"
        let run = EditDraftFile(bookPath: book)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for length in 1...200 { run.keep(draft(String(repeating: "G", count: length))) }
        run.flush()
        let stored = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: run.path))) as? [String: Any]
        let form = (stored?["draft"] as? [String: Any])?["form"] as? [String: Any]
        #expect(form?["firstName"] as? String == String(repeating: "G", count: 200))
        // Another copy sees the file only once written whole (a temporary file renamed over it).
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { !$0.hasPrefix("contacts.json.draft-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func theNewestOfSeveralDraftsIsOfferedAndUnreadableOnesAreSkipped() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        func write(_ name: String, at time: Int, process: Int) throws {
            let stored: [String: Any] = [
                "writtenAt": time, "draft": try JSONSerialization.jsonObject(with: try encoder.encode(draft(name))),
            ]
            try JSONSerialization.data(withJSONObject: stored).write(to: URL(fileURLWithPath: directory + "/contacts.json.draft-\(process)"))
        }
        // Process numbers no process has (above the kernel's pid_max).
        try write("Older", at: 100, process: 99_999_991)
        try write("Newer", at: 200, process: 99_999_992)
        try Data("{".utf8).write(to: URL(fileURLWithPath: directory + "/contacts.json.draft-99999993"))
        #expect(EditDraftFile(bookPath: directory + "/contacts.json").leftBehind()?.draft == draft("Newer"))
    }
}

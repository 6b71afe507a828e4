import ContactsCore
import Foundation
import TerminalUI
import Testing

@testable import ContactsBookApp

/// The app as wired for a person: each change shows at once and is written off the run loop;
/// the list says what is being written and what could not be; quitting writes what waits.
@MainActor
@Suite struct QueuedSaveFlowTests {
    let work = BackgroundWorkSpy()
    let ada = Fixtures.contact("Ada", "Lovelace")
    let app: TestApp
    var store: InMemoryContactStore { app.store }
    var worker: ContactWorker { app.worker }
    var terminal: InMemoryTerminal { app.terminal }
    var navigation: NavigationStack { app.navigation }

    init() {
        app = TestApp(store: InMemoryContactStore(book: AddressBook(contacts: [ada]), displayName: "contacts.json"), rows: 12, work: work)
    }

    func press(_ keys: Key...) {
        for key in keys { app.press(key) }
    }

    /// The work on the file waiting done (writes, reads), and the screen drawn after it.
    func finishFileWork() {
        work.finishAll()
        app.loop.render()
    }

    @Test func aChangeShowsAtOnceAndTheFileCatchesUp() {
        press(.character("*"))
        #expect(terminal.text.contains("contacts.json (saving…)"))
        #expect(store.saveCount == 0 && worker.contact(id: ada.id)?.favorite == true)
        finishFileWork()
        #expect(store.saveCount == 1 && store.book?.contacts.first?.favorite == true)
        #expect(!terminal.text.contains("saving"))
    }

    @Test func aFailedWriteIsSaidUntilTheChangesAreWrittenWithTheNext() {
        store.failure = .writeFailed(path: "contacts.json", reason: "No space left on device")
        press(.character("*"))
        finishFileWork()
        #expect(terminal.text.contains("contacts.json (not saved)"))
        #expect(terminal.text.contains("No space left on device"))
        #expect(worker.contact(id: ada.id)?.favorite == true, "the change is kept")
        press(.down)
        #expect(terminal.text.contains("No space left on device"), "said until it is written")

        store.failure = nil
        press(.character("*"), .character("*"))
        finishFileWork()
        #expect(!terminal.text.contains("not saved") && !terminal.text.contains("No space"))
        #expect(store.book?.contacts.first?.favorite == true)
    }

    @Test func aFieldTheOtherProgramChangedTooIsAskedAboutWithBothVersions() {
        press(.character("*"))
        // Another program made Ada a favourite too and gave her a company: nothing to ask.
        var theirs = ada
        theirs.company = "Theirs Ltd"
        theirs.favorite = true
        store.writeFromElsewhere(AddressBook(contacts: [theirs]))
        finishFileWork()
        #expect(!terminal.text.contains("changed by another program"))
        #expect(store.book?.contacts.first?.company == "Theirs Ltd")

        changeCompany(of: theirs, here: "Mine Ltd", andElsewhere: "Other Ltd")
        finishFileWork()
        #expect(terminal.text.contains("Ada Lovelace was changed by another program"))
        press(.character("m"))
        work.finishAll()
        #expect(store.book?.contacts.first?.company == "Mine Ltd")
    }

    @Test func quittingWritesWhatWaitsAndAsksWhenItCannot() {
        press(.character("*"))
        store.failure = .writeFailed(path: "contacts.json", reason: "No space left on device")
        navigation.quit()
        #expect(!app.loop.mayQuit(), "the write failed: the app stays and asks")
        app.loop.render()
        #expect(terminal.text.contains("Quit anyway"))
        press(.character("n"))
        #expect(!navigation.isFinished)

        store.failure = nil
        navigation.quit()
        #expect(app.loop.mayQuit())
        #expect(store.book?.contacts.first?.favorite == true)
    }

    /// The contact's company changed here (queued, not yet written), then by another program.
    func changeCompany(of contact: Contact, here mine: String, andElsewhere theirs: String) {
        var changed = contact
        changed.company = mine
        _ = try? worker.save(changed)
        changed.company = theirs
        store.writeFromElsewhere(AddressBook(contacts: [changed]))
    }

    @Test func quittingAsksFirstWhenTheLastWriteMetTheSameFieldChangedElsewhere() {
        changeCompany(of: ada, here: "Mine Ltd", andElsewhere: "Theirs Ltd")
        navigation.quit()
        #expect(!app.loop.mayQuit(), "the app stays to ask")
        app.loop.render()
        #expect(terminal.text.contains("Ada Lovelace was changed by another program"))
        press(.character("m"))
        navigation.quit()
        #expect(app.loop.mayQuit())
        #expect(store.book?.contacts.first?.company == "Mine Ltd")
    }

    @Test func whatAnotherProgramWroteIsReadOffTheLoopThenShown() {
        store.writeFromElsewhere(AddressBook(contacts: [ada, Fixtures.contact("Grace", "Hopper")]))
        app.loop.handle(.outsideChange)
        app.loop.render()
        #expect(!terminal.text.contains("Grace Hopper"), "not read on the run loop")
        #expect(work.pendingCount == 1)
        finishFileWork()
        #expect(terminal.text.contains("Grace Hopper"))
        #expect(terminal.text.contains("Changed elsewhere"))
    }
}

import ContactsCore
import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import ContactsBookApp

/// A large book's first page is listed at once by the real list, which answers keys while the
/// whole book is read off the run loop; nothing is saved from the first page alone.
@MainActor
@Suite struct PreviewStartTests {
    let terminal = InMemoryTerminal(rows: 12, columns: 80)
    let work = BackgroundWorkSpy()
    let book = (0..<40).map { Fixtures.contact("Person\($0)", "Zed") } + [Fixtures.contact("Ada", "Lovelace")]

    /// The app started on the first five contacts, the whole book's read held by the spy.
    func startReading(_ store: InMemoryContactStore) -> (AppRunLoop, ContactWorker, AppCoordinator) {
        let worker = ContactWorker(store: store, now: { Fixtures.clock })
        let coordinator = AppCoordinator(worker: worker, settings: Settings(), work: work)
        let navigation = coordinator.startReading(firstPage: Array(book.prefix(5)), size: terminal.size)
        let loop = AppRunLoop(terminal: terminal, input: terminal, navigation: navigation, work: work)
        loop.render()
        coordinator.readWholeBook()
        return (loop, worker, coordinator)
    }

    func press(_ keys: [Key], on loop: AppRunLoop) {
        keys.forEach(loop.handle)
        loop.render()
    }

    @Test func keysAreAnsweredOnTheFirstPageAndTheSearchIsKeptForTheWholeBook() {
        let (loop, _, coordinator) = startReading(InMemoryContactStore(book: AddressBook(contacts: book), displayName: "contacts.json"))
        #expect(terminal.text.contains("contacts.json (reading…)"))
        #expect(terminal.text.contains("Person0 Zed") && !terminal.text.contains("Ada Lovelace"))
        #expect(work.pendingCount == 1)

        press([.character("/")] + "love".map(Key.character), on: loop)
        #expect(terminal.text.contains("No contact matches “love” yet"))

        work.finishAll()
        withExtendedLifetime(coordinator) {}
        loop.render()
        #expect(terminal.text.contains("Ada Lovelace"))
        #expect(!terminal.text.contains("reading"))
        #expect(terminal.text.contains("/ love"))
    }

    @Test func aChangeWhileReadingIsRefusedAndSavedOnceTheBookIsIn() {
        let store = InMemoryContactStore(book: AddressBook(contacts: book), displayName: "contacts.json")
        let (loop, worker, coordinator) = startReading(store)
        press([.character("*")], on: loop)
        #expect(terminal.text.contains("still being read"))
        #expect(store.saveCount == 0)

        work.finishAll()
        withExtendedLifetime(coordinator) {}
        press([.character("*")], on: loop)
        #expect(store.saveCount == 1)
        #expect(worker.count == book.count)
    }

    @Test func aBookFoundDamagedWhenReadShowsTheDamagedFileScreen() {
        let store = InMemoryContactStore(book: AddressBook(contacts: book), displayName: "contacts.json")
        store.failure = .malformed(path: "contacts.json", detail: "broken at line 9000")
        let (loop, _, coordinator) = startReading(store)
        work.finishAll()
        withExtendedLifetime(coordinator) {}
        loop.render()
        #expect(terminal.text.contains("broken at line 9000"))
        #expect(!terminal.text.contains("Person0 Zed"))
    }
}

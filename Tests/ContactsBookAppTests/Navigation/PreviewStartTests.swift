import ContactsCore
import Foundation
import TerminalUI
import Testing

@testable import ContactsBookApp

/// A large book's first page is drawn while the whole book is read; it is the real list over a
/// read-only copy, so nothing done on it could reach the file.
@MainActor
@Suite struct PreviewStartTests {
    @Test func theFirstContactsShowWithALoadingLineThenTheWholeBook() throws {
        let terminal = InMemoryTerminal(rows: 12, columns: 80)
        let book = (0..<40).map { Fixtures.contact("Person\($0)", "Zed") } + [Fixtures.contact("Ada", "Lovelace")]
        let worker = ContactWorker(store: InMemoryContactStore(book: AddressBook(contacts: book), displayName: "contacts.json"))
        let coordinator = AppCoordinator(worker: worker, settings: Settings())
        let progress = ProgressSpy()

        coordinator.showPreview(Array(book.prefix(5)), on: terminal, progress: progress)

        #expect(terminal.text.contains("contacts.json (reading…)"))
        #expect(terminal.text.contains("Person0 Zed") && !terminal.text.contains("Ada Lovelace"))
        #expect(progress.reported == [.loading("contacts.json")])

        let navigation = coordinator.start(coordinator.decideStart(), size: terminal.size)
        AppRunLoop(terminal: terminal, input: terminal, navigation: navigation).render()
        #expect(terminal.text.contains("Ada Lovelace") && !terminal.text.contains("reading"))
    }

    @Test func aTerminalTooSmallShowsNoPreview() {
        let terminal = InMemoryTerminal(rows: 4, columns: 20)
        let worker = ContactWorker(store: InMemoryContactStore(book: AddressBook(contacts: [Fixtures.contact("Ada")])))
        let progress = ProgressSpy()
        AppCoordinator(worker: worker, settings: Settings()).showPreview([Fixtures.contact("Ada")], on: terminal, progress: progress)
        #expect(progress.reported.isEmpty)
        #expect(terminal.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    @Test func theLoadingLineSaysKeysWait() {
        #expect(TerminalProgress.words(.loading("contacts.json")) == "Loading contacts.json… (keys wait until the whole book is read)")
    }
}

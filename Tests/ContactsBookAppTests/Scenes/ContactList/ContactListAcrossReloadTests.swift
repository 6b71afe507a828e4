import ContactsCore
import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import ContactsBookApp

/// A question answered after the book changed underneath acts on what it asked about.
@MainActor
@Suite struct ContactListAcrossReloadTests {
    let viewport = ContactList.Viewport(rows: 20, columns: 100)

    @Test func aDeleteAnsweredAfterTheContactWentElsewhereDeletesNoOtherContact() throws {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("d"))
        let asked = try #require(app.worker.contacts.first { app.screen.contains("Delete \($0.displayName)?") })
        app.store.writeFromElsewhere(AddressBook(contacts: app.worker.contacts.filter { $0.id != asked.id }))
        app.loop.handle(InputEvent.outsideChange)
        app.press(.character("y"))
        #expect(app.worker.count == SampleBook.contacts.count - 1, "only the one deleted elsewhere is gone")
    }

    @Test func aTagAnsweredAfterAReloadGoesToTheContactsItWasAskedFor() throws {
        let (sut, spy, store, worker) = makeListInteractor(3, viewport: viewport)
        sut.acting.askForText(request: .init(action: .tag))
        let asked = try #require(spy.textQuestion?.contacts.first)
        // Another program adds a contact that now sorts first: the selection moves onto it.
        store.writeFromElsewhere(AddressBook(contacts: worker.contacts + [Fixtures.contact("Aaron", "Aardvark")]))
        sut.listing.reload(request: .init(viewport: viewport, byHand: false))
        sut.acting.actOnMarked(request: .init(action: .tag, text: "vip", viewport: viewport, targets: .init(ids: [asked.id], isMarked: false)))
        #expect(worker.contacts.filter { $0.tags == ["vip"] }.map(\.id) == [asked.id])
    }

    @Test func anEditorEditThatMeetsAnotherProgramsChangeIsAskedAboutThenKept() throws {
        let ada = Fixtures.contact("Ada", "Lovelace")
        let (worker, store) = Fixtures.worker([ada])
        let programs = ExternalProgramsSpy()
        programs.editWhileAnotherProgramChanges(ada, in: store)
        let sut = ContactListParts(worker: worker, programs: programs)
        let spy = ContactListPresentationLogicSpy()
        sut.state.presenter = spy
        sut.acting.editInEditor(request: .init(viewport: viewport))
        #expect(spy.editorConflict?.conflict.theirs?.nickname == "Lady")
        #expect(store.book?.contacts.first?.nickname == "Lady", "nothing saved before the answer")
        sut.acting.editInEditor(request: .init(viewport: viewport, resolution: .keepBoth))
        #expect(store.book?.contacts.map(\.nickname).sorted() == ["Countess", "Lady"])
    }

    /// Their change to another field is merged in: no question, both kept.
    @Test func anEditorEditThatMeetsAChangeToAnotherFieldKeepsBothUnasked() throws {
        let ada = Fixtures.contact("Ada", "Lovelace")
        let (worker, store) = Fixtures.worker([ada])
        let programs = ExternalProgramsSpy()
        programs.editWhileAnotherProgramChanges(ada, in: store) { $0.notes = "theirs" }
        let sut = ContactListParts(worker: worker, programs: programs)
        let spy = ContactListPresentationLogicSpy()
        sut.state.presenter = spy
        sut.acting.editInEditor(request: .init(viewport: viewport))
        #expect(spy.editorConflict == nil)
        let saved = try #require(store.book?.contacts.first)
        #expect(saved.nickname == "Countess" && saved.notes == "theirs")
    }

    @Test func redoingAChangeAnotherProgramAlreadyMadeIsNoConflict() throws {
        let store = InMemoryContactStore(contacts: [Fixtures.contact("Ada")])
        let worker = ContactWorker(store: store)
        try worker.load()
        try worker.delete(id: worker.contacts[0].id)
        _ = try worker.undo()
        store.writeFromElsewhere(AddressBook(contacts: []))
        #expect(try worker.redo() != nil)
        #expect(worker.count == 0)
    }
}

import ContactsCore
import Foundation
import TerminalUI
import Testing

@testable import ContactsBookApp

/// The book stays live: another program's save shows by itself, R reloads by hand, Ctrl-R redoes.
@MainActor
@Suite struct ContactListReloadTests {
    let viewport = ContactList.Viewport(rows: 20, columns: 100)

    func makeSUT(_ count: Int = 4) -> (ContactListParts, ContactListPresentationLogicSpy, InMemoryContactStore, ContactWorker) {
        makeListInteractor(count, viewport: viewport)
    }

    @Test func aSaveElsewhereIsShownWithTheSelectionKeptAndSaidInTheStatusLine() throws {
        let (sut, spy, store, worker) = makeSUT()
        sut.listing.moveSelection(request: .init(movement: .down, viewport: viewport))
        let selected = try #require(spy.lastResponse?.page[1].id)
        store.writeFromElsewhere(AddressBook(contacts: worker.contacts + [Fixtures.contact("Aaron", "Aardvark")]))
        sut.listing.reload(request: .init(viewport: viewport, byHand: false))
        let response = try #require(spy.lastResponse)
        #expect(response.total == 5)
        #expect(response.selectedIndex.map { response.page[$0].id } == selected)
        #expect(response.notice == .reloaded(BookChangeCount(added: 1)))
    }

    @Test func nothingChangedIsSilentUnlessAskedByHand() {
        let (sut, spy, _, _) = makeSUT()
        spy.presentContactsCalled = false
        sut.listing.reload(request: .init(viewport: viewport, byHand: false))
        #expect(!spy.presentContactsCalled)
        sut.listing.reload(request: .init(viewport: viewport, byHand: true))
        #expect(spy.lastResponse?.notice == .reloadFoundNothing)
    }

    /// `rm contacts.json` while the app is open: said and asked, never written back unasked.
    @Test func aBookRemovedElsewhereIsAskedAboutAndSavedBackOnlyWhenAnswered() throws {
        let (sut, spy, store, worker) = makeSUT()
        store.removeFromElsewhere()
        sut.listing.reload(request: .init(viewport: viewport, byHand: true))
        #expect(spy.bookGone == .init(location: "memory"))
        #expect(store.book == nil && worker.count == 4, "what is shown stays; nothing is written")
        sut.listing.saveBack(request: .init(viewport: viewport))
        #expect(store.book?.contacts.count == 4)
        #expect(spy.lastResponse?.notice == .savedBack)
    }

    @Test func theBookGoneQuestionOffersSaveBackOrQuit() {
        let sut = ContactListPresenter()
        let view = ContactListDisplayLogicSpy()
        sut.view = view
        sut.presentBookGone(response: .init(location: "/home/ada/contacts.json"))
        #expect(view.bookGone?.question == "/home/ada/contacts.json is gone: another program removed or moved it.")
        #expect(view.bookGone?.detail == "s saves it back from what is shown here · q quits (nothing is written)")
    }

    @Test func marksOfContactsDeletedElsewhereGo() throws {
        let (sut, spy, store, worker) = makeSUT()
        sut.acting.toggleMark(request: .init(viewport: viewport))
        sut.acting.toggleMark(request: .init(viewport: viewport))
        let first = worker.contacts[0]
        store.writeFromElsewhere(AddressBook(contacts: Array(worker.contacts.dropFirst())))
        sut.listing.reload(request: .init(viewport: viewport, byHand: false))
        let response = try #require(spy.lastResponse)
        #expect(response.marked.count == 1)
        #expect(!response.marked.contains(first.id))
        #expect(response.notice == .reloaded(BookChangeCount(removed: 1)))
    }

    @Test func ctrlRRedoesWhatUWasUndone() throws {
        let (sut, spy, _, worker) = makeSUT()
        sut.acting.askToDelete(request: .init())
        sut.acting.deleteContact(request: .init(viewport: viewport))
        #expect(worker.count == 3)
        sut.listing.undo(request: .init(viewport: viewport))
        #expect(worker.count == 4)
        sut.listing.redo(request: .init(viewport: viewport))
        #expect(worker.count == 3)
        guard case .redid(let change)? = spy.lastResponse?.notice else {
            Issue.record("no redo said")
            return
        }
        #expect(change.hasPrefix("deleting "))
        sut.listing.redo(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.notice == .nothingToRedo)
    }

    @Test func aSingleDeleteSaysWhomItDeletedAndThatUUndoes() throws {
        let (sut, spy, _, worker) = makeSUT()
        let name = worker.contacts[0].displayName
        sut.acting.deleteContact(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.notice == .deletedOne(name: name))
        #expect(listMessage(for: .deletedOne(name: name))?.text == "Deleted \(name) (u undoes)")
    }

    @Test func theStatusLineSaysWhatCameIn() {
        let count = BookChangeCount(added: 2, changed: 1, removed: 1)
        #expect(listMessage(for: .reloaded(count))?.text == "Changed elsewhere, now shown: 2 added, 1 changed, 1 deleted")
        #expect(listMessage(for: .reloadFoundNothing)?.text == "Read b again: nothing changed elsewhere")
        #expect(listMessage(for: .redid("adding Ada"))?.text == "Redid adding Ada (u undoes)")
    }

    // MARK: The whole app

    @Test func anOutsideChangeEventShowsTheNewContactOnTheListAndTheContactScreen() {
        let app = TestApp(SampleBook.contacts)
        app.press(.enter)
        let shown = app.worker.contacts[0]
        var renamed = shown
        renamed.nickname = "Renamed Elsewhere"
        app.store.writeFromElsewhere(AddressBook(contacts: [renamed] + Array(app.worker.contacts.dropFirst())))
        app.loop.handle(InputEvent.outsideChange)
        app.loop.render()
        #expect(app.screen.contains("Renamed Elsewhere"), "the contact screen reads the book again")
        app.press(.escape)
        #expect(app.screen.contains("Changed elsewhere, now shown: 1 changed"))
    }

    @Test func anEditInProgressIsLeftAsItIsAndItsSaveAsksAboutTheirChange() throws {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("e"))
        app.type(" Jr")
        let edited = app.worker.contacts[0]
        var theirs = edited
        theirs.firstName = "Their"
        app.store.writeFromElsewhere(AddressBook(contacts: [theirs] + Array(app.worker.contacts.dropFirst())))
        app.loop.handle(InputEvent.outsideChange)
        app.loop.render()
        #expect(app.screen.contains("Jr"), "the typed text stays")
        app.press(.control("s"))
        #expect(app.screen.contains("changed by another program"))
    }

    @Test func rReloadsByHand() {
        let app = TestApp(SampleBook.contacts)
        app.store.writeFromElsewhere(AddressBook(contacts: app.worker.contacts + [Fixtures.contact("Aaron", "Aardvark")]))
        app.press(.character("R"))
        #expect(app.screen.contains("Aaron Aardvark"))
        #expect(app.screen.contains("1 added"))
    }
}

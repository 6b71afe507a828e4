import ContactsCore
import Testing

@testable import ContactsBookApp

@MainActor
@Suite struct ContactListInteractorTests {
    let viewport = ContactList.Viewport(rows: 4, columns: 80)

    func makeSUT(_ contacts: [Contact]) -> (ContactListParts, ContactListPresentationLogicSpy, InMemoryContactStore) {
        let (worker, store) = Fixtures.worker(contacts)
        let sut = ContactListParts(worker: worker)
        let spy = ContactListPresentationLogicSpy()
        sut.state.presenter = spy
        return (sut, spy, store)
    }

    @Test func showContactsPresentsOnlyTheVisiblePageSortedWithTheFirstSelected() throws {
        // Given
        let (sut, spy, _) = makeSUT(Fixtures.numbered(10).reversed())
        // When
        sut.listing.showContacts(request: .init(viewport: viewport))
        // Then
        let response = try #require(spy.lastResponse)
        #expect(response.total == 10)
        #expect(response.page.map(\.lastName) == ["00", "01", "02", "03"])
        #expect(response.firstIndex == 0)
        #expect(response.selectedIndex == 0)
        #expect(sut.state.selectedContactID == response.page[0].id)
    }

    @Test func movingDownPastTheViewportScrollsToKeepTheSelectionVisible() throws {
        let (sut, spy, _) = makeSUT(Fixtures.numbered(10))
        sut.listing.showContacts(request: .init(viewport: viewport))
        for _ in 0..<5 { sut.listing.moveSelection(request: .init(movement: .down, viewport: viewport)) }
        let response = try #require(spy.lastResponse)
        #expect(response.selectedIndex == 5)
        #expect(response.firstIndex == 2)
        #expect(response.page.map(\.lastName) == ["02", "03", "04", "05"])
    }

    @Test func movementsClampAtBothEnds() throws {
        let (sut, spy, _) = makeSUT(Fixtures.numbered(10))
        sut.listing.moveSelection(request: .init(movement: .up, viewport: viewport))
        #expect(spy.lastResponse?.selectedIndex == 0)
        sut.listing.moveSelection(request: .init(movement: .last, viewport: viewport))
        #expect(spy.lastResponse?.selectedIndex == 9)
        #expect(spy.lastResponse?.firstIndex == 6)
        sut.listing.moveSelection(request: .init(movement: .pageDown, viewport: viewport))
        #expect(spy.lastResponse?.selectedIndex == 9)
        sut.listing.moveSelection(request: .init(movement: .pageUp, viewport: viewport))
        #expect(spy.lastResponse?.selectedIndex == 6)
        sut.listing.moveSelection(request: .init(movement: .first, viewport: viewport))
        #expect(spy.lastResponse?.selectedIndex == 0)
        #expect(spy.lastResponse?.firstIndex == 0)
    }

    @Test func aSelectedIDPassedInByARouterIsSelectedAndScrolledTo() throws {
        let contacts = Fixtures.numbered(10)
        let (sut, spy, _) = makeSUT(contacts)
        sut.state.selectedContactID = contacts[8].id
        sut.listing.showContacts(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.selectedIndex == 8)
        #expect(spy.lastResponse?.page.contains { $0.id == contacts[8].id } == true)
    }

    @Test func askingToDeletePresentsTheSelectedContact() throws {
        let contacts = Fixtures.numbered(3)
        let (sut, spy, _) = makeSUT(contacts)
        sut.listing.moveSelection(request: .init(movement: .down, viewport: viewport))
        sut.acting.askToDelete(request: .init())
        #expect(spy.deleteConfirmation?.contacts.map(\.id) == [contacts[1].id])
        #expect(spy.deleteConfirmation?.isMarked == false)
    }

    @Test func askingToDeleteInAnEmptyBookAsksNothing() {
        let (sut, spy, _) = makeSUT([])
        sut.acting.askToDelete(request: .init())
        #expect(spy.deleteConfirmation == nil)
    }

    @Test func deletingSelectsTheNeighbourAtTheSamePlace() throws {
        let contacts = Fixtures.numbered(3)
        let (sut, spy, store) = makeSUT(contacts)
        sut.listing.moveSelection(request: .init(movement: .down, viewport: viewport))
        sut.acting.deleteContact(request: .init(viewport: viewport))
        #expect(store.book?.contacts.contains { $0.id == contacts[1].id } == false)
        #expect(spy.lastResponse?.total == 2)
        #expect(spy.lastResponse?.selectedIndex == 1)
        #expect(sut.state.selectedContactID == contacts[2].id)
    }

    @Test func deletingTheLastRowSelectsTheOneBefore() {
        let contacts = Fixtures.numbered(3)
        let (sut, _, _) = makeSUT(contacts)
        sut.listing.moveSelection(request: .init(movement: .last, viewport: viewport))
        sut.acting.deleteContact(request: .init(viewport: viewport))
        #expect(sut.state.selectedContactID == contacts[1].id)
    }

    @Test func aFailedDeleteKeepsTheContactAndReportsTheError() throws {
        let contacts = Fixtures.numbered(2)
        let (sut, spy, store) = makeSUT(contacts)
        store.failure = .writeFailed(path: "/x/contacts.json", reason: "No space left on device")
        sut.acting.deleteContact(request: .init(viewport: viewport))
        let response = try #require(spy.lastResponse)
        #expect(response.total == 2)
        #expect(response.error == .writeFailed(path: "/x/contacts.json", reason: "No space left on device"))
        #expect(sut.state.selectedContactID == contacts[0].id)
    }

    @Test func aBackupProblemOfASaveIsShownUntilTheNextMove() throws {
        let (sut, spy, store) = makeSUT(Fixtures.numbered(3))
        store.backupProblem = "could not create /x/backups: Not a directory"
        sut.acting.deleteContact(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.warning == "Saved, but could not create /x/backups: Not a directory")
        sut.listing.showContacts(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.warning != nil, "a redraw keeps it")
        sut.listing.moveSelection(request: .init(movement: .down, viewport: viewport))
        #expect(spy.lastResponse?.warning == nil)
    }

    @Test func anEmptyBookHasNoSelection() throws {
        let (sut, spy, _) = makeSUT([])
        sut.listing.showContacts(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.selectedIndex == nil)
        #expect(spy.lastResponse?.page.isEmpty == true)
        #expect(sut.state.selectedContactID == nil)
    }
}

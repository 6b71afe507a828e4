import ContactsCore
import TerminalUI
import Testing

@testable import ContactsBookApp

@MainActor
final class DuplicatesPresentationLogicSpy: DuplicatesPresentationLogic {
    var lastResponse: Duplicates.ShowGroups.Response?
    func presentGroups(response: Duplicates.ShowGroups.Response) { lastResponse = response }
}

@MainActor
final class DuplicatesDisplayLogicSpy: DuplicatesDisplayLogic {
    var viewModel: Duplicates.ShowGroups.ViewModel?
    func displayGroups(viewModel: Duplicates.ShowGroups.ViewModel) { self.viewModel = viewModel }
}

enum DuplicateBook {
    static let contacts: [Contact] = [
        Fixtures.contact("Ada", "Lovelace", email: "ada@example.org", company: "Engines"),
        Fixtures.contact("Augusta", "Lovelace", phone: "+44 20 7946 0018", email: "ADA@example.org"),
        Fixtures.contact("Zoë", "Ström"), Fixtures.contact("Zoe", "Strom", phone: "+49 30 1"),
        Fixtures.contact("Alan", "Turing"),
    ]
}

@MainActor
@Suite struct DuplicatesInteractorTests {
    let viewport = ContactList.Viewport(rows: 10, columns: 80)

    func makeSUT() -> (DuplicatesInteractor, DuplicatesPresentationLogicSpy, ContactWorker) {
        let (worker, _) = Fixtures.worker(DuplicateBook.contacts)
        let sut = DuplicatesInteractor(worker: worker, work: ImmediateWork())
        let spy = DuplicatesPresentationLogicSpy()
        sut.presenter = spy
        sut.showGroups(request: .init(viewport: viewport))
        return (sut, spy, worker)
    }

    @Test func theGroupsAreListedWithWhatTheyShare() throws {
        let (sut, spy, _) = makeSUT()
        let groups = try #require(spy.lastResponse?.groups)
        // Equal folded names keep an order of their own (by id): compare as sets.
        #expect(groups.map { Set($0.names) } == [["Ada Lovelace", "Augusta Lovelace"], ["Zoë Ström", "Zoe Strom"]])
        #expect(groups.map(\.reasons) == [[.email], [.name]])
        #expect(sut.selectedGroup == groups[0].ids)
        sut.moveSelection(request: .init(movement: .down, viewport: viewport))
        #expect(sut.selectedGroup == groups[1].ids)
    }

    /// The grouping runs off the run loop: meanwhile the screen says what it is doing and no
    /// group can be opened; a change to the book while it runs groups the book again.
    @Test func theGroupsAreFoundOffTheRunLoop() throws {
        let (worker, _) = Fixtures.worker(DuplicateBook.contacts)
        let work = BackgroundWorkSpy()
        let sut = DuplicatesInteractor(worker: worker, work: work)
        let spy = DuplicatesPresentationLogicSpy()
        sut.presenter = spy
        sut.showGroups(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.findingAmong == DuplicateBook.contacts.count)
        #expect(spy.lastResponse?.groups == [] && sut.selectedGroup == nil)
        sut.showGroups(request: .init(viewport: viewport))
        #expect(work.pendingCount == 1, "one grouping at a time for one version of the book")
        try worker.delete(id: DuplicateBook.contacts[0].id)
        sut.lastOutcome = .merged(count: 2, into: "Ada Lovelace")
        sut.showGroups(request: .init(viewport: viewport))
        work.finishAll()
        #expect(spy.lastResponse?.outcome == .merged(count: 2, into: "Ada Lovelace"), "said over the groups found after it")
        #expect(spy.lastResponse?.findingAmong == nil)
        #expect(spy.lastResponse?.groups.map { Set($0.names) } == [["Zoë Ström", "Zoe Strom"]], "grouped again after the change")
        #expect(sut.selectedGroup != nil)
    }

    @Test func aDismissedGroupStaysOutAndAMergedOneIsGone() throws {
        let (sut, spy, worker) = makeSUT()
        sut.lastOutcome = .dismissed
        sut.showGroups(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.outcome == .dismissed)
        #expect(spy.lastResponse?.groups.map { Set($0.names) } == [["Zoë Ström", "Zoe Strom"]])
        let ids = try #require(sut.selectedGroup)
        try worker.merge(ids)
        sut.lastOutcome = .merged(count: 2, into: "Zoe Strom")
        sut.showGroups(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.groups.isEmpty == true)
        sut.showGroups(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.outcome == nil, "said once")
    }

    /// Three share an email; one taken out with x (someone else) and the other two merged: the
    /// one taken out is not grouped with the merged contact again.
    @Test func aContactTakenOutOfAMergedGroupStaysApart() throws {
        let trio = [
            Fixtures.contact("Ada", "Lovelace", email: "ada@example.org"), Fixtures.contact("A.", "Lovelace", email: "ada@example.org"),
            Fixtures.contact("Ada", "Byron", email: "ADA@example.org"),
        ]
        let (worker, _) = Fixtures.worker(trio)
        let sut = DuplicatesInteractor(worker: worker, work: ImmediateWork())
        let spy = DuplicatesPresentationLogicSpy()
        sut.presenter = spy
        sut.showGroups(request: .init(viewport: viewport))
        let merged = try worker.merge([trio[0].id, trio[1].id])
        sut.lastOutcome = .merged(count: 2, into: merged.displayName, apart: [.init(kept: merged.id, out: trio[2].id)])
        sut.showGroups(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.groups.isEmpty == true)
    }
}

@MainActor
@Suite struct DuplicatesPresenterTests {
    @Test func rowsNameThePeopleAndWhatTheyShare() throws {
        let sut = DuplicatesPresenter()
        let spy = DuplicatesDisplayLogicSpy()
        sut.view = spy
        sut.presentGroups(
            response: .init(
                groups: [.init(ids: [], names: ["Ada Lovelace", "Augusta King"], reasons: [.phone, .email])], firstRow: 0, selectedRow: 0,
                viewport: .init(rows: 5, columns: 60), outcome: .merged(count: 2, into: "Ada Lovelace")))
        let viewModel = try #require(spy.viewModel)
        #expect(viewModel.rows.first?.text.hasPrefix(" Ada Lovelace · Augusta King") == true)
        #expect(viewModel.rows.first?.text.hasSuffix("same email, phone ") == true)
        #expect(viewModel.trailing == "1 group")
        #expect(viewModel.message?.text == "Merged 2 contacts into Ada Lovelace (u in the list undoes)")
    }

    @Test func whileLookingItSaysSoAndShowsNoGroup() {
        let sut = DuplicatesPresenter()
        let spy = DuplicatesDisplayLogicSpy()
        sut.view = spy
        sut.presentGroups(
            response: .init(groups: [], firstRow: 0, selectedRow: 0, viewport: .init(rows: 5, columns: 60), outcome: nil, findingAmong: 100_000))
        #expect(spy.viewModel?.emptyMessage == "Looking for duplicates among 100,000 contacts…")
        #expect(spy.viewModel?.rows == [])
    }

    @Test func noGroupsSaysSo() {
        let sut = DuplicatesPresenter()
        let spy = DuplicatesDisplayLogicSpy()
        sut.view = spy
        sut.presentGroups(response: .init(groups: [], firstRow: 0, selectedRow: 0, viewport: .init(rows: 5, columns: 60), outcome: nil))
        #expect(spy.viewModel?.emptyMessage?.hasPrefix("No duplicates") == true)
    }
}

@MainActor
@Suite struct DuplicatesRouterTests {
    @Test func enterOpensTheSelectedGroupAndTheGroupTellsWhatItCameTo() {
        let navigator = NavigatorSpy()
        let (worker, _) = Fixtures.worker(DuplicateBook.contacts)
        let groups = DuplicatesInteractor(worker: worker, work: ImmediateWork())
        groups.showGroups(request: .init(viewport: .init(rows: 5, columns: 80)))
        let sut = DuplicatesRouter()
        sut.navigator = navigator
        sut.dataStore = groups
        sut.routeToGroup()
        #expect(navigator.pushed == [.duplicateGroup(ids: groups.selectedGroup ?? [])])

        let group = DuplicateGroupInteractor(worker: worker)
        group.dismiss(request: .init())
        let back = DuplicateGroupRouter()
        back.navigator = navigator
        back.dataStore = group
        navigator.sceneBelow = sut.receive
        back.routeBackWithOutcome()
        #expect(navigator.returned.last == .duplicateOutcome(.dismissed))
        #expect(groups.lastOutcome == .dismissed)
    }
}

/// The whole flow in the app: D, a group, a choice, merge, and undo from the list.
@MainActor
@Suite struct DuplicatesFlowTests {
    @Test func mergeFromTheGroupScreenThenUndoInTheList() {
        let app = TestApp(DuplicateBook.contacts)
        app.press(.character("D"))
        #expect(app.screen.contains("Possible duplicates"))
        #expect(app.screen.contains("Ada Lovelace · Augusta Lovelace"))
        app.press(.enter)
        #expect(app.screen.contains("Same person? 2 contacts"))
        #expect(app.screen.contains("▸ Ada"))
        app.press(.right)
        #expect(app.screen.contains("▸ Augusta"))
        app.press(.character("m"))
        #expect(app.screen.contains("Merged 2 contacts into Augusta Lovelace"))
        app.press(.escape)
        #expect(app.screen.contains("4 contacts"))
        #expect(app.store.book?.contacts.first { $0.firstName == "Augusta" }?.company == "Engines", "united with the other's fields")
        app.press(.character("u"))
        #expect(app.screen.contains("5 contacts"))
    }
}

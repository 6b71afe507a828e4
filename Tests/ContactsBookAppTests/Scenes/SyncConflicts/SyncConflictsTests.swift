import ContactsCore
import ContactsEngine
import Foundation
import TerminalUI
import Testing

@testable import ContactsBookApp

@MainActor
final class SyncConflictsPresentationLogicSpy: SyncConflictsPresentationLogic {
    var lastResponse: SyncConflicts.ShowConflicts.Response?
    func presentConflicts(response: SyncConflicts.ShowConflicts.Response) { lastResponse = response }
}

@MainActor
final class SyncConflictsDisplayLogicSpy: SyncConflictsDisplayLogic {
    var viewModel: SyncConflicts.ShowConflicts.ViewModel?
    func displayConflicts(viewModel: SyncConflicts.ShowConflicts.ViewModel) { self.viewModel = viewModel }
}

/// A book and a vdir whose card for Ada was changed on both sides since the last sync.
@MainActor
final class ConflictFixture {
    let temporary = TemporaryVdir()
    let worker: ContactWorker
    let store: InMemoryContactStore
    let session: SyncSession
    private(set) var conflicts: [SyncConflict] = []

    init() throws {
        (worker, store) = Fixtures.worker([])
        session = temporary.session(worker)
        temporary.put("k.vcf", ["UID:k", "FN:Ada L", "N:L;Ada;;;", "NOTE:old"])
        _ = try session.sync()
        var ada = try #require(worker.contacts.first)
        ada.notes = "mine"
        try worker.save(ada)
        temporary.put("k.vcf", ["UID:k", "FN:Ada L", "N:L;Ada;;;", "NOTE:theirs"])
        conflicts = try session.sync().report.conflicts
    }
}

@MainActor
@Suite struct SyncConflictsInteractorTests {
    @Test(arguments: [ConflictChoice.keepMine, .keepTheirs, .keepBoth])
    func settlingAConflictTakesItOffTheList(choice: ConflictChoice) throws {
        // Given
        let fixture = try ConflictFixture()
        let sut = SyncConflictsInteractor(conflicts: fixture.conflicts, session: fixture.session)
        let spy = SyncConflictsPresentationLogicSpy()
        sut.presenter = spy
        // When
        sut.settle(request: .init(choice: choice, columns: 100))
        // Then
        #expect(sut.conflicts.isEmpty)
        #expect(spy.lastResponse?.settled == .init(name: "Ada L", choice: choice, now: true))
        let notes = fixture.worker.contacts.map(\.notes).sorted()
        switch choice {
        case .keepMine: #expect(notes == ["mine"])
        case .keepTheirs: #expect(notes == ["theirs"])
        case .keepBoth: #expect(notes == ["mine", "theirs"])
        }
        #expect(try fixture.session.sync().report.conflicts.isEmpty)
    }

    @Test func aConflictSettledElsewhereIsSaidSo() throws {
        let fixture = try ConflictFixture()
        _ = try fixture.session.settle(fixture.conflicts[0], keeping: .keepMine)
        let sut = SyncConflictsInteractor(conflicts: fixture.conflicts, session: fixture.session)
        let spy = SyncConflictsPresentationLogicSpy()
        sut.presenter = spy
        sut.settle(request: .init(choice: .keepTheirs, columns: 100))
        #expect(spy.lastResponse?.settled?.now == false)
        #expect(fixture.worker.contacts.first?.notes == "mine", "nothing changed")
    }

    @Test func theSelectionMovesAndStaysInTheList() throws {
        let fixture = try ConflictFixture()
        let second = SyncConflict(uid: "x", mine: Fixtures.contact("Grace"), theirs: Fixtures.contact("Grace"))
        let sut = SyncConflictsInteractor(conflicts: fixture.conflicts + [second], session: fixture.session)
        let spy = SyncConflictsPresentationLogicSpy()
        sut.presenter = spy
        sut.moveSelection(request: .init(movement: .down, columns: 80))
        #expect(spy.lastResponse?.selectedIndex == 1)
        sut.moveSelection(request: .init(movement: .down, columns: 80))
        #expect(spy.lastResponse?.selectedIndex == 1)
    }
}

@MainActor
@Suite struct SyncConflictsPresenterTests {
    @Test func theSelectedConflictIsShownSideBySideWithWhatDiffers() {
        var mine = Fixtures.contact("Ada", "Lovelace", email: "ada@example.org")
        mine.nickname = "Enchantress"
        var theirs = mine
        theirs.nickname = "Countess"
        let sut = SyncConflictsPresenter()
        let spy = SyncConflictsDisplayLogicSpy()
        sut.view = spy
        sut.presentConflicts(response: .init(conflicts: [.init(uid: "a", mine: mine, theirs: theirs)], selectedIndex: 0, columns: 100))
        let viewModel = spy.viewModel
        #expect(viewModel?.title == "Sync conflicts — 1 contact changed here and in the vdir")
        #expect(viewModel?.rows.map(\.isSelected) == [true])
        #expect(viewModel?.differences == "Differs: Nickname")
        #expect(viewModel?.mine.contains { $0.label == "Nickname" && $0.text == "Enchantress" } == true)
        #expect(viewModel?.theirs.contains { $0.label == "Nickname" && $0.text == "Countess" } == true)
        #expect(viewModel?.emptyMessage == nil)
    }

    @Test func whenAllAreSettledItSaysWhatComesNext() {
        let sut = SyncConflictsPresenter()
        let spy = SyncConflictsDisplayLogicSpy()
        sut.view = spy
        sut.presentConflicts(
            response: .init(conflicts: [], selectedIndex: 0, columns: 100, settled: .init(name: "Ada", choice: .keepMine, now: true)))
        #expect(spy.viewModel?.emptyMessage?.contains("S there sends your choices") == true)
        #expect(spy.viewModel?.message == StatusMessage("Kept your version of Ada (the next sync sends it)"))
    }
}

@MainActor
@Suite struct SyncConflictsRouterTests {
    @Test func backPops() {
        let navigator = NavigatorSpy()
        let sut = SyncConflictsRouter()
        sut.navigator = navigator
        sut.routeBack()
        #expect(navigator.popCount == 1)
    }
}

@MainActor
@Suite struct SyncFromTheListTests {
    @Test func sSyncsAndConflictsOpenTheirScreenWhereAChoiceSettlesThem() throws {
        // Given a conflict waiting in the vdir
        let fixture = try ConflictFixture()
        let app = TestApp(store: fixture.store, sync: { worker in fixture.temporary.session(worker) })
        // When
        app.press(.character("S"))
        // Then
        #expect(app.lines.first?.contains("Sync conflicts — 1 contact changed here and in the vdir") == true)
        #expect(app.screen.contains("Mine (this book)"))
        #expect(app.screen.contains("Theirs (the vdir, from the server)"))
        #expect(app.screen.contains("Differs: Notes"))
        app.press(.character("t"))
        #expect(app.screen.contains("Took their version of Ada L into the book"))
        #expect(app.screen.contains("No conflicts left"))
        app.press(.escape)
        #expect(app.screen.contains("Ada L"))
        #expect(fixture.store.book?.contacts.first?.notes == "theirs")
    }

    @Test func sSaysWhatChangedOnEachSide() {
        let temporary = TemporaryVdir()
        temporary.put("g.vcf", ["UID:g", "FN:Grace Hopper", "N:Hopper;Grace;;;"])
        let app = TestApp(store: InMemoryContactStore(contacts: [Fixtures.contact("Ada", "Lovelace")]), sync: { temporary.session($0) })
        app.press(.character("S"))
        #expect(app.lines.last?.contains("Synced: book: 1 added · vdir: 1 added") == true)
        #expect(app.screen.contains("Grace Hopper"))
    }

    @Test func sWithoutAVdirSaysHowToSetOne() {
        let app = TestApp([Fixtures.contact("Ada", "Lovelace")])
        app.press(.character("S"))
        #expect(app.lines.last?.contains("Sync: No vdir to sync with: set vdir") == true)
    }

    @Test func progressIsReportedStepByStep() {
        let temporary = TemporaryVdir()
        let (worker, _) = Fixtures.worker([])
        let progress = ProgressSpy()
        let sut = ContactListParts(worker: worker, progress: progress, sync: temporary.session(worker, command: ["true"]))
        let presenter = ContactListPresentationLogicSpy()
        sut.state.presenter = presenter
        sut.syncing.sync(request: .init(viewport: .init(rows: 10, columns: 80)))
        #expect(progress.reported.prefix(2) == [.syncing(.runningCommand(["true"])), .syncing(.exchanging)])
        guard case .synced(let outcome)? = presenter.lastResponse?.notice else {
            Issue.record("no sync notice")
            return
        }
        #expect(outcome.commands.map(\.status) == [0])
        #expect(presenter.syncConflicts == nil)
    }

    @Test func aFailedCommandIsAnErrorWithWhatItSaid() {
        let outcome = SyncOutcome(
            report: SyncReport(book: SyncCounts(updated: 1)),
            commands: [CommandResult(words: ["vdirsyncer", "sync"], status: 1, output: "Syncing\nerror: Unknown error occurred\n")])
        #expect(
            ContactListPresenter.syncMessage(outcome)
                == StatusMessage("Synced: book: 1 updated · vdirsyncer sync failed (status 1): error: Unknown error occurred", isError: true))
    }

    @Test func theRouterHandsTheConflictsToTheirScreen() {
        let navigator = NavigatorSpy()
        let sut = ContactListRouter()
        sut.navigator = navigator
        let store = ContactListDataStoreStub()
        sut.dataStore = store
        sut.routeToSyncConflicts()
        #expect(navigator.pushed.isEmpty, "no conflicts: nothing to show")
        let conflict = SyncConflict(uid: "a", mine: Fixtures.contact("Ada"), theirs: Fixtures.contact("Ada", "L"))
        store.syncConflicts = [conflict]
        sut.routeToSyncConflicts()
        #expect(navigator.pushed == [.syncConflicts([conflict])])
    }
}

@MainActor
@Suite struct SyncConflictsRenderTests {
    @Test func aNarrowTerminalShowsTheVersionsOneAboveTheOther() throws {
        let fixture = try ConflictFixture()
        let app = TestApp(store: fixture.store, rows: 12, columns: 40, sync: { worker in fixture.temporary.session(worker) })
        app.press(.character("S"))
        let lines = app.lines
        let mine = try #require(lines.firstIndex { $0.contains("Mine (this book)") })
        let theirs = try #require(lines.firstIndex { $0.contains("Theirs (the vdir") })
        #expect(mine < theirs)
        #expect(lines[mine + 1].contains("Name           Ada L"))
        #expect(lines.contains { $0.contains("Notes          mine") })
        #expect(lines.contains { $0.contains("Notes          theirs") })
        #expect(lines.last?.contains("m Keep mine") == true)
    }
}

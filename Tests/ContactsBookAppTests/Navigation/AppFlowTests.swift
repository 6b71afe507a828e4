import ContactsCore
import TerminalUI
import TestSupport
import Testing

@testable import ContactsBookApp

/// The run loop and the navigation stack: which scene gets keys, dialogs over screens, quitting.
@MainActor
@Suite struct AppFlowTests {
    @Test func enterOpensTheContactAndEscapeComesBackWithItSelected() throws {
        let app = TestApp(SampleBook.contacts)
        app.press(.down, .down, .enter)
        #expect(app.navigation.scenes.count == 2)
        #expect(app.screen.contains("Phone (mobile) +44 20 7946 0018"))
        app.press(.escape)
        #expect(app.navigation.scenes.count == 1)
        let row = try #require(app.row(containing: "Ada Lovelace"))
        #expect(app.terminal.style(row: row, column: 2) == .reverse)
    }

    @Test func deletingFromTheDetailScreenReturnsToTheListWithTheNeighbourSelected() throws {
        let app = TestApp(SampleBook.contacts)
        app.press(.down, .down, .enter, .character("d"))
        #expect(app.screen.contains("Delete Ada Lovelace?"))
        app.press(.character("y"))
        #expect(app.navigation.scenes.count == 1)
        #expect(!app.lines.dropLast().contains { $0.contains("Ada Lovelace") })
        #expect(app.lines.last?.contains("Deleted Ada Lovelace (u undoes)") == true)
        let row = try #require(app.row(containing: "Pizzeria"))
        #expect(app.terminal.style(row: row, column: 2) == .reverse)
    }

    @Test func noToTheDeleteQuestionKeepsTheContact() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("d"), .enter)
        #expect(app.worker.count == SampleBook.contacts.count)
        #expect(app.navigation.scenes.count == 1)
    }

    @Test func aDialogIsDrawnOverTheScreenBelowIt() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("d"))
        #expect(app.screen.contains("Delete Anders Ångström?"))
        #expect(app.screen.contains("ContactsBook — contacts.json"))
    }

    @Test func qQuitsFromTheList() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("q"))
        #expect(app.navigation.isFinished)
    }

    @Test func ctrlCQuitsAtOnceWithoutUnsavedChanges() {
        let app = TestApp(SampleBook.contacts)
        app.press(.enter, .interrupt)
        #expect(app.navigation.isFinished)
    }

    @Test func ctrlCWithAnUnsavedEditAsksFirstAndASecondCtrlCQuits() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("a"))
        app.type("X")
        app.press(.interrupt)
        #expect(!app.navigation.isFinished)
        #expect(app.screen.contains("Quit without saving your changes?"))
        app.press(.interrupt)
        #expect(app.navigation.isFinished)
    }

    @Test func answeringNoToQuitKeepsTheEdit() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("a"))
        app.type("X")
        app.press(.interrupt, .character("n"))
        #expect(!app.navigation.isFinished)
        #expect(app.screen.contains("New contact"))
    }

    @Test func helpOpensFromTheListAndCloses() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("?"))
        #expect(app.screen.contains("ContactsBook — Help"))
        #expect(app.screen.contains("Search as you type"))
        app.press(.pageDown, .character("q"))
        #expect(app.screen.contains("6 contacts"))
    }

    @Test func aTinyTerminalShowsAMessageIgnoresKeysAndRecovers() {
        let app = TestApp(SampleBook.contacts)
        app.resize(rows: 7, columns: 29)
        #expect(app.screen.contains("Terminal too small"))
        app.press(.character("q"))
        #expect(!app.navigation.isFinished)
        app.resize(rows: 12, columns: 40)
        #expect(app.screen.contains("6 contacts"))
        #expect(app.lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    }

    @Test func theLoopEndsOnATerminateEvent() {
        let app = TestApp(SampleBook.contacts)
        app.terminal.pendingEvents = [.key(.down), .resize, .terminate, .key(.character("a"))]
        app.loop.run()
        #expect(app.terminal.pendingEvents == [.key(.character("a"))])
    }

    @Test func aDamagedBookStopsBeforeAnyScreen() {
        let store = InMemoryContactStore()
        store.failure = .malformed(path: "/x.json", detail: "broken")
        let coordinator = AppCoordinator(worker: ContactWorker(store: store))
        #expect(coordinator.decideStart() == .damagedFile(.malformed(path: "/x.json", detail: "broken")))
    }
}

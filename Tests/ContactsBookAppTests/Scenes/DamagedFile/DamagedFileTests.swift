import ContactsCore
import TerminalUI
import Testing

@testable import ContactsBookApp

@MainActor
final class DamagedFilePresentationLogicSpy: DamagedFilePresentationLogic {
    var response: DamagedFile.ShowProblem.Response?
    func presentProblem(response: DamagedFile.ShowProblem.Response) { self.response = response }
}

@MainActor
final class DamagedFileDisplayLogicSpy: DamagedFileDisplayLogic {
    var viewModel: DamagedFile.ShowProblem.ViewModel?
    func displayProblem(viewModel: DamagedFile.ShowProblem.ViewModel) { self.viewModel = viewModel }
}

@MainActor
@Suite struct DamagedFileTests {
    let damage = StoreError.malformed(path: "/home/a/contacts.json", detail: "broken JSON at line 3, column 7: invalid value")

    @Test func theInteractorPresentsTheErrorFromItsDataStore() {
        let sut = DamagedFileInteractor()
        let spy = DamagedFilePresentationLogicSpy()
        sut.presenter = spy
        sut.error = damage
        sut.showProblem(request: .init(columns: 80))
        #expect(spy.response?.error == damage)
    }

    @Test func thePresenterSaysWhatAndWhatToDoWithinTheWidth() throws {
        let sut = DamagedFilePresenter()
        let spy = DamagedFileDisplayLogicSpy()
        sut.view = spy
        sut.presentProblem(response: .init(error: damage, columns: 40))
        let text = try #require(spy.viewModel).lines.joined(separator: " ")
        #expect(text.contains("line 3, column 7"))
        #expect(text.contains("Nothing has been changed"))
        for line in try #require(spy.viewModel).lines { #expect(DisplayWidth.of(line) <= 36) }
    }

    @Test func quittingTheFlowEndsTheAppWithAFailureStatus() {
        let store = InMemoryContactStore()
        store.failure = damage
        let app = TestApp(store: store)
        #expect(app.screen.contains("The contacts file cannot be opened"))
        #expect(app.screen.contains("column 7"))
        app.press(.character("x"))
        #expect(!app.navigation.isFinished)
        app.press(.character("q"))
        #expect(app.navigation.isFinished)
        #expect(app.coordinator.exitStatus == 2)
    }
}

@MainActor
@Suite struct StartDecisionTests {
    @Test func eachStartLeadsToItsFlow() {
        #expect(AppCoordinator(worker: ContactWorker(store: InMemoryContactStore())).decideStart() == .welcome)
        #expect(AppCoordinator(worker: ContactWorker(store: InMemoryContactStore(contacts: []))).decideStart() == .contactList)
        let broken = InMemoryContactStore()
        broken.failure = .unreadable(path: "/x", reason: "Permission denied")
        #expect(
            AppCoordinator(worker: ContactWorker(store: broken)).decideStart() == .damagedFile(.unreadable(path: "/x", reason: "Permission denied")))
    }
}

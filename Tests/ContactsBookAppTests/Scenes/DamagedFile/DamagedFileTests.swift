import ContactsCore
import ContactsEngine
import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import ContactsBookApp

@MainActor
final class DamagedFilePresentationLogicSpy: DamagedFilePresentationLogic {
    var response: DamagedFile.ShowProblem.Response?
    var choice: DamagedFile.Choose.Response?
    func presentProblem(response: DamagedFile.ShowProblem.Response) { self.response = response }
    func presentChoice(response: DamagedFile.Choose.Response) { choice = response }
}

@MainActor
final class DamagedFileDisplayLogicSpy: DamagedFileDisplayLogic {
    var viewModel: DamagedFile.ShowProblem.ViewModel?
    var choice: DamagedFile.Choose.ViewModel?
    func displayProblem(viewModel: DamagedFile.ShowProblem.ViewModel) { self.viewModel = viewModel }
    func displayChoice(viewModel: DamagedFile.Choose.ViewModel) { choice = viewModel }
}

/// A damaged book on disk: four contacts, the file cut off in the middle of the fourth, and a
/// good `.bak` from before.
@MainActor
struct DamagedBook {
    let directory: String
    let path: String
    let damaged: Data

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-recovery-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        path = directory + "/contacts.json"
        let store = JSONFileStore(path: path)
        try store.save(AddressBook(contacts: [Contact(firstName: "Old")]))
        try store.save(AddressBook(contacts: ["Ada", "Alan", "Grace", "Linus"].map { Contact(firstName: $0) }))
        let full = try Data(contentsOf: URL(fileURLWithPath: path))
        damaged = full.prefix(full.count - 60)
        try damaged.write(to: URL(fileURLWithPath: path))
    }

    /// What loading the damaged file says.
    var error: StoreError {
        do {
            _ = try JSONFileStore(path: path).loadIfPresent()
            return .malformed(path: path, detail: "the fixture is not damaged")
        } catch {
            return error
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }
}

@MainActor
@Suite struct DamagedFileTests {
    let damage = StoreError.malformed(path: "/home/a/contacts.json", detail: "broken JSON at line 3, column 7: invalid value")

    @Test func withNothingToRecoverOnlyQuitIsOffered() throws {
        let sut = DamagedFileInteractor()
        let spy = DamagedFilePresentationLogicSpy()
        sut.presenter = spy
        sut.error = damage
        sut.showProblem(request: .init(columns: 80))
        #expect(spy.response?.error == damage)
        #expect(spy.response?.backupPath == nil && spy.response?.readableContacts == 0)
        let presenter = DamagedFilePresenter()
        let view = DamagedFileDisplayLogicSpy()
        presenter.view = view
        presenter.presentProblem(response: try #require(spy.response))
        #expect(view.viewModel?.choices.map(\.option) == [.quit])
        let advice = view.viewModel?.lines.joined(separator: " ") ?? ""
        #expect(advice.contains("quit and fix the file in an editor"))
        #expect(!advice.contains("backup") && !advice.contains("could still be read"), "only what is offered is advised")
    }

    @Test func theBackupAndWhatCanBeReadAreOffered() throws {
        let book = try DamagedBook()
        defer { book.remove() }
        let sut = DamagedFileInteractor(recovery: BookRecovery(path: book.path))
        let spy = DamagedFilePresentationLogicSpy()
        sut.presenter = spy
        sut.error = book.error
        sut.showProblem(request: .init(columns: 80))
        #expect(spy.response?.backupPath == book.path + ".bak")
        #expect(spy.response?.readableContacts == 3)
        #expect(spy.response?.unreadableContacts == 1)
        let presenter = DamagedFilePresenter()
        let view = DamagedFileDisplayLogicSpy()
        presenter.view = view
        presenter.presentProblem(response: try #require(spy.response))
        #expect(view.viewModel?.choices.map(\.option) == [.restoreBackup, .openReadOnly, .quit])
        #expect(view.viewModel?.choices[1].text.contains("3 contacts, 1 unreadable") == true)
        let advice = view.viewModel?.lines.joined(separator: " ") ?? ""
        #expect(advice.contains("put the latest backup back") && advice.contains("could still be read"))
    }

    @Test func puttingTheBackupBackKeepsTheDamagedFileAside() throws {
        let book = try DamagedBook()
        defer { book.remove() }
        let sut = DamagedFileInteractor(recovery: BookRecovery(path: book.path))
        let spy = DamagedFilePresentationLogicSpy()
        sut.presenter = spy
        sut.error = book.error
        sut.choose(request: .init(option: .restoreBackup, columns: 80))
        guard case .restored(let aside)? = spy.choice?.outcome else {
            Issue.record("not restored: \(String(describing: spy.choice))")
            return
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == book.damaged)
        #expect(try JSONFileStore(path: book.path).loadIfPresent()?.contacts.map(\.firstName) == ["Old"])
    }

    @Test func readOnlyShowsWhatCouldBeReadAndNeverSaves() throws {
        let book = try DamagedBook()
        defer { book.remove() }
        let terminal = InMemoryTerminal(rows: 30, columns: 100)
        let coordinator = AppCoordinator(worker: ContactWorker(store: JSONFileStore(path: book.path)), recovery: BookRecovery(path: book.path))
        let decision = coordinator.decideStart()
        let navigation = coordinator.start(decision, size: terminal.size)
        let loop = AppRunLoop(terminal: terminal, input: terminal, navigation: navigation)
        loop.render()
        #expect(terminal.text.contains("Open read-only what could be read (3 contacts, 1 unreadable)"))
        loop.handle(.character("r"))
        loop.render()
        #expect(terminal.text.contains("contacts.json (read-only)"))
        #expect(terminal.text.contains("Alan"))
        loop.handle(.character("d"))
        loop.handle(.character("y"))
        loop.render()
        #expect(terminal.text.contains("Could not save"), "the delete is refused")
        #expect(terminal.text.contains("3 contacts"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: book.path)) == book.damaged)
        #expect(coordinator.exitStatus == 0)
    }

    @Test func quittingTheFlowEndsTheAppWithAFailureStatus() {
        let store = InMemoryContactStore()
        store.failure = damage
        let app = TestApp(store: store)
        #expect(app.screen.contains("The contacts file cannot be opened"))
        #expect(app.screen.contains("column 7"))
        #expect(app.screen.contains("q Quit") && !app.screen.contains("b Backup") && !app.screen.contains("r Read-only"))
        app.press(.character("b"))
        #expect(!app.navigation.isFinished, "no backup on offer: b does nothing")
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

@MainActor
@Suite struct NewerVersionRecoveryTests {
    @Test func aFileFromANewerVersionIsNotRolledBackToABackup() throws {
        let book = try DamagedBook()
        defer { book.remove() }
        let sut = DamagedFileInteractor(recovery: BookRecovery(path: book.path))
        let spy = DamagedFilePresentationLogicSpy()
        sut.presenter = spy
        sut.error = .unsupportedVersion(path: book.path, found: 2, supported: 1)
        sut.showProblem(request: .init(columns: 80))
        #expect(spy.response?.backupPath == nil)
        sut.choose(request: .init(option: .restoreBackup, columns: 80))
        #expect(spy.choice == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: book.path)) == book.damaged)
    }
}

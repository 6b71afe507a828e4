import ContactsCore
import ContactsEngine
import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import ContactsBookApp

@MainActor
final class WelcomePresentationLogicSpy: WelcomePresentationLogic {
    var options: Welcome.ShowOptions.Response?
    var choice: Welcome.Choose.Response?
    func presentOptions(response: Welcome.ShowOptions.Response) { options = response }
    func presentChoice(response: Welcome.Choose.Response) { choice = response }
}

@MainActor
final class WelcomeDisplayLogicSpy: WelcomeDisplayLogic {
    var options: Welcome.ShowOptions.ViewModel?
    var choice: Welcome.Choose.ViewModel?
    func displayOptions(viewModel: Welcome.ShowOptions.ViewModel) { options = viewModel }
    func displayChoice(viewModel: Welcome.Choose.ViewModel) { choice = viewModel }
}

@MainActor
@Suite struct WelcomeInteractorTests {
    func makeSUT(store: InMemoryContactStore = InMemoryContactStore()) -> (WelcomeInteractor, WelcomePresentationLogicSpy, InMemoryContactStore) {
        let worker = ContactWorker(store: store)
        let sut = WelcomeInteractor(
            worker: worker, files: InterchangeFiles(), sampleBook: { () throws(StoreError) in AddressBook(contacts: [Fixtures.contact("Sample")]) })
        let spy = WelcomePresentationLogicSpy()
        sut.presenter = spy
        return (sut, spy, store)
    }

    @Test func theEmptyBookIsSelectedFirstAndNothingIsWrittenUntilAChoice() {
        let (sut, spy, store) = makeSUT()
        sut.showOptions(request: .init(columns: 80))
        sut.moveSelection(request: .init(step: 1, columns: 80))
        #expect(spy.options?.selected == .sampleBook)
        sut.moveSelection(request: .init(step: 5, columns: 80))
        #expect(spy.options?.selected == .quit)
        #expect(store.saveCount == 0)
    }

    @Test func anEmptyBookIsCreated() {
        let (sut, spy, store) = makeSUT()
        sut.choose(request: .init(option: .emptyBook, columns: 80))
        #expect(spy.choice?.outcome == .bookCreated)
        #expect(store.book == AddressBook())
        #expect(sut.outcome == .bookCreated)
    }

    @Test func theSampleBookIsCopied() {
        let (sut, spy, store) = makeSUT()
        sut.choose(request: .init(option: .sampleBook, columns: 80))
        #expect(spy.choice?.outcome == .bookCreated)
        #expect(store.book?.contacts.map(\.firstName) == ["Sample"])
    }

    @Test func quittingWritesNothing() {
        let (sut, spy, store) = makeSUT()
        sut.choose(request: .init(option: .quit, columns: 80))
        #expect(spy.choice?.outcome == .quit)
        #expect(store.saveCount == 0)
        #expect(store.book == nil)
    }

    @Test func aFailedCreateStaysAndSaysWhy() {
        let store = InMemoryContactStore()
        store.failure = .writeFailed(path: "/ro/contacts.json", reason: "Read-only file system")
        let (sut, spy, _) = makeSUT(store: store)
        sut.choose(request: .init(option: .emptyBook, columns: 80))
        #expect(spy.choice == nil)
        #expect(spy.options?.error == .writeFailed(path: "/ro/contacts.json", reason: "Read-only file system"))
    }
}

@MainActor
@Suite struct WelcomePresenterTests {
    @Test func fourChoicesWithTheSelectionMarked() throws {
        let sut = WelcomePresenter()
        let spy = WelcomeDisplayLogicSpy()
        sut.view = spy
        sut.presentOptions(response: .init(bookName: "contacts.json", selected: .sampleBook, columns: 80, error: nil))
        let viewModel = try #require(spy.options)
        #expect(viewModel.choices.map(\.isSelected) == [false, true, false, false])
        #expect(viewModel.intro.joined(separator: " ").contains("contacts.json"))
        #expect(viewModel.message == nil)
    }
}

@MainActor
@Suite struct WelcomeRouterTests {
    @Test func finishingHandsTheOutcomeToTheFlow() {
        let sut = WelcomeRouter()
        var outcome: Welcome.Outcome?
        sut.onFinish = { outcome = $0 }
        sut.routeToFinish(outcome: .bookCreated)
        #expect(outcome == .bookCreated)
    }
}

@MainActor
@Suite struct WelcomeFlowTests {
    @Test func aFirstRunShowsWelcomeAndTheSampleLeadsToTheList() {
        let app = TestApp(store: InMemoryContactStore())
        #expect(app.screen.contains("Welcome to ContactsBook"))
        app.press(.character("s"))
        #expect(app.screen.contains("16 contacts"))
        #expect(app.navigation.scenes.count == 1)
        #expect(app.store.book?.contacts.count == 16)
    }

    @Test func enterTakesTheHighlightedChoice() {
        let app = TestApp(store: InMemoryContactStore())
        app.press(.enter)
        #expect(app.screen.contains("No contacts yet"))
        #expect(app.store.book == AddressBook())
    }

    @Test func quittingTheWelcomeScreenCreatesNoBook() {
        let app = TestApp(store: InMemoryContactStore())
        app.press(.character("q"))
        #expect(app.navigation.isFinished)
        #expect(app.store.book == nil)
        #expect(app.coordinator.exitStatus == 0)
    }
}

@MainActor
@Suite struct WelcomeImportTests {
    static let directory: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cb-welcome-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path + "/cards", withIntermediateDirectories: true)
        try? "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\nEND:VCARD\r\n".write(
            toFile: path + "/cards/friends.vcf", atomically: true, encoding: .utf8)
        try? "nothing here".write(toFile: path + "/cards/notes.txt", atomically: true, encoding: .utf8)
        return path
    }()

    @Test func tabCompletesThePathAndEnterImportsIntoANewBook() {
        let app = TestApp(store: InMemoryContactStore())
        app.press(.character("i"))
        #expect(app.screen.contains("File to import"))
        app.type(Self.directory + "/ca")
        app.press(.tab)
        #expect(app.screen.contains("cards/"))
        app.type("fr")
        app.press(.tab)
        #expect(app.screen.contains("friends.vcf"))
        app.press(.enter)
        #expect(app.screen.contains("1 contact"))
        #expect(app.store.book?.contacts.map(\.lastName) == ["Lovelace"])
    }

    /// The file is read and parsed off the run loop: the screen says so and answers meanwhile
    /// (another Enter starts nothing), and the book is made once the cards are read.
    @Test func aFileIsReadOffTheRunLoopAndTheScreenSaysSo() {
        let work = BackgroundWorkSpy()
        let app = TestApp(store: InMemoryContactStore(), work: work)
        app.press(.character("i"))
        app.type(Self.directory + "/cards/friends.vcf")
        app.press(.enter)
        #expect(app.screen.contains("Reading \(Self.directory)/cards/friends.vcf…"))
        app.press(.enter)
        #expect(work.pendingCount == 1, "one read, however many Enters")
        #expect(app.store.book == nil)
        work.finishAll()
        app.loop.render()
        #expect(app.screen.contains("1 contact"))
        #expect(app.store.book?.contacts.map(\.lastName) == ["Lovelace"])
    }

    @Test func escWhileAFileIsReadGivesTheImportUp() {
        let work = BackgroundWorkSpy()
        let app = TestApp(store: InMemoryContactStore(), work: work)
        app.press(.character("i"))
        app.type(Self.directory + "/cards/friends.vcf")
        app.press(.enter, .escape)
        work.finishAll()
        app.loop.render()
        #expect(app.screen.contains("e  Start an empty book") && !app.screen.contains("Reading"))
        #expect(app.store.book == nil)
    }

    @Test func severalCandidatesAreListedAndABadFileSaysWhyAndWritesNothing() {
        let app = TestApp(store: InMemoryContactStore())
        app.press(.character("i"))
        app.type(Self.directory + "/cards/")
        app.press(.tab)
        #expect(app.screen.contains("friends.vcf notes.txt"))
        app.type("notes.txt")
        app.press(.enter)
        #expect(app.screen.contains("notes.txt: not a vCard,"))
        #expect(app.screen.contains("Nothing was read from it."))
        #expect(app.store.book == nil)
        app.press(.escape)
        #expect(app.screen.contains("e  Start an empty book"))
    }

    @Test func completionFindsTheCommonPrefixAndMarksDirectories() {
        let completer = PathCompleter(
            home: "/home/ada",
            list: { directory in
                directory == "/home/ada/" ? ["contacts.vcf", "contacts.csv", "Documents", ".hidden"] : []
            }, isDirectory: { $0.hasSuffix("Documents") })
        #expect(completer.complete("~/con") == .init(text: "~/contacts.", candidates: ["contacts.csv", "contacts.vcf"]))
        #expect(completer.complete("~/Doc") == .init(text: "~/Documents/", candidates: []))
        #expect(completer.complete("~/zzz") == .init(text: "~/zzz", candidates: []))
        #expect(completer.complete("~/").candidates == ["Documents", "contacts.csv", "contacts.vcf"])
        #expect(completer.expanded("~/a.vcf") == "/home/ada/a.vcf")
    }
}

import ContactsCore
import TerminalUI
import Testing

@testable import ContactsBookApp

@MainActor
final class BookPickerPresentationLogicSpy: BookPickerPresentationLogic {
    var lastResponse: BookPicker.ShowBooks.Response?
    var chosen = 0

    func presentBooks(response: BookPicker.ShowBooks.Response) { lastResponse = response }
    func presentChosen(response: BookPicker.Choose.Response) { chosen += 1 }
}

@MainActor
final class BookPickerDisplayLogicSpy: BookPickerDisplayLogic {
    var viewModel: BookPicker.ShowBooks.ViewModel?
    var chosen = 0

    func displayBooks(viewModel: BookPicker.ShowBooks.ViewModel) { self.viewModel = viewModel }
    func displayChosen(viewModel: BookPicker.Choose.ViewModel) { chosen += 1 }
}

/// personal (2 contacts, the default), work (1), club (none).
@MainActor
enum ThreeBooks {
    static let books = ["personal", "work", "club"]

    static func worker() -> ContactWorker {
        var alan = Fixtures.contact("Alan", "Turing")
        alan.book = "work"
        return Fixtures.library([Fixtures.contact("Ada", "Lovelace"), Fixtures.contact("Grace", "Hopper"), alan], books: books).0
    }

    static let viewport = ContactList.Viewport(rows: 10, columns: 60)
}

@MainActor
@Suite struct BookPickerInteractorTests {
    static func makeSUT(_ purpose: BookPicker.Purpose) -> (BookPickerInteractor, BookPickerPresentationLogicSpy) {
        let sut = BookPickerInteractor(worker: ThreeBooks.worker())
        let spy = BookPickerPresentationLogicSpy()
        sut.presenter = spy
        sut.configuration = .init(purpose: purpose) { _ in }
        sut.showBooks(request: .init(viewport: ThreeBooks.viewport))
        return (sut, spy)
    }

    @Test func everyBookIsCountedInTheSettingsOrderEvenAnEmptyOne() {
        let (_, spy) = Self.makeSUT(.show(current: nil))
        #expect(spy.lastResponse?.books.map { "\($0.book) \($0.count)" } == ["personal 2", "work 1", "club 0"])
        #expect(spy.lastResponse?.selectedRow == 0, "every book, shown now")
    }

    @Test func enterShowsTheSelectedBookAndStartsOnTheOneShown() {
        let (sut, spy) = Self.makeSUT(.show(current: ["work"]))
        #expect(spy.lastResponse?.selectedRow == 2)
        sut.moveSelection(request: .init(movement: .up, viewport: ThreeBooks.viewport))
        sut.choose(request: .init())
        #expect(sut.choice == .books(["personal"]) && spy.chosen == 1)
    }

    @Test func spaceMarksSeveralAndAllMarkedIsEveryBook() {
        let (sut, spy) = Self.makeSUT(.show(current: nil))
        sut.moveSelection(request: .init(movement: .down, viewport: ThreeBooks.viewport))
        sut.toggleMark(request: .init(viewport: ThreeBooks.viewport))
        sut.moveSelection(request: .init(movement: .down, viewport: ThreeBooks.viewport))
        sut.toggleMark(request: .init(viewport: ThreeBooks.viewport))
        #expect(spy.lastResponse?.marked == ["personal", "club"])
        sut.choose(request: .init())
        #expect(sut.choice == .books(["personal", "club"]), "in the settings' order")
        sut.moveSelection(request: .init(movement: .up, viewport: ThreeBooks.viewport))
        sut.toggleMark(request: .init(viewport: ThreeBooks.viewport))
        sut.choose(request: .init())
        #expect(sut.choice == .everyBook)
    }

    @Test func theFirstRowIsEveryBook() {
        let (sut, _) = Self.makeSUT(.show(current: ["work"]))
        sut.moveSelection(request: .init(movement: .first, viewport: ThreeBooks.viewport))
        sut.choose(request: .init())
        #expect(sut.choice == .everyBook)
    }

    @Test func aTransferChoosesOneBookAndSpaceMarksNothing() {
        let (sut, spy) = Self.makeSUT(.transfer(count: 2, copying: false))
        #expect(spy.lastResponse?.selectedRow == 0)
        sut.toggleMark(request: .init(viewport: ThreeBooks.viewport))
        #expect(spy.lastResponse?.marked == [])
        sut.moveSelection(request: .init(movement: .down, viewport: ThreeBooks.viewport))
        sut.choose(request: .init())
        #expect(sut.choice == .books(["work"]))
    }
}

@MainActor
@Suite struct BookPickerPresenterTests {
    static func present(_ purpose: BookPicker.Purpose, marked: Set<String> = [], selected: Int = 0) -> BookPicker.ShowBooks.ViewModel? {
        let sut = BookPickerPresenter()
        let spy = BookPickerDisplayLogicSpy()
        sut.view = spy
        let books = [BookPicker.BookCount(book: "personal", count: 1200), .init(book: "家族", count: 3)]
        sut.presentBooks(
            response: .init(purpose: purpose, books: books, marked: marked, firstRow: 0, selectedRow: selected, viewport: ThreeBooks.viewport))
        return spy.viewModel
    }

    @Test func toShowTheFirstRowIsEveryBookWithTheTotalAndTheShownOnesAreMarked() throws {
        let viewModel = try #require(Self.present(.show(current: ["家族"])))
        #expect(viewModel.title.contains("Show which books"))
        let words = viewModel.rows.map { $0.text.split(separator: " ").joined(separator: " ") }
        #expect(words == ["Every book 1,203", "personal 1,200", "• 家族 3"])
        #expect(viewModel.rows.allSatisfy { DisplayWidth.of($0.text) == 60 })
        #expect(viewModel.marksSeveral)
        let marked = try #require(Self.present(.show(current: nil), marked: ["personal"]))
        #expect(marked.rows[1].text.contains("✓ personal") && !marked.rows[0].text.contains("•"))
    }

    @Test func aTransferAsksWhereAndListsOnlyTheBooks() throws {
        let viewModel = try #require(Self.present(.transfer(count: 3, copying: true), selected: 1))
        #expect(viewModel.title == "Copy 3 contacts to which book?")
        #expect(viewModel.rows.count == 2 && viewModel.rows[1].isSelected)
        #expect(!viewModel.marksSeveral)
        #expect(Self.present(.transfer(count: 1, copying: false))?.title == "Move 1 contact to which book?")
    }
}

@MainActor
final class BookPickerDataStoreStub: BookPickerDataStore {
    var configuration: BookPicker.Configuration?
    var choice: BookPicker.Choice?
}

@MainActor
@Suite struct BookPickerRouterTests {
    @Test func theChoiceGoesToWhoeverAskedOnceThePickerIsClosedAndEscapeChangesNothing() {
        let navigator = NavigatorSpy()
        let store = BookPickerDataStoreStub()
        var told: [BookPicker.Choice] = []
        store.configuration = .init(purpose: .show(current: nil)) { told.append($0) }
        let sut = BookPickerRouter()
        (sut.navigator, sut.dataStore) = (navigator, store)
        sut.routeBack()
        #expect(told.isEmpty && navigator.popCount == 1)
        store.choice = .books(["work"])
        sut.routeBackWithChoice()
        #expect(told == [.books(["work"])] && navigator.popCount == 2)
    }
}

@MainActor
@Suite struct BookPickerViewTests {
    @Test func keysAreRequestsAndTheListIsDrawnWithItsKeys() {
        let navigator = NavigatorSpy()
        var told: [BookPicker.Choice] = []
        let view = BookPickerAssembly.make(
            configuration: .init(purpose: .show(current: nil)) { told.append($0) }, worker: ThreeBooks.worker(), navigator: navigator)
        let terminal = InMemoryTerminal(rows: 12, columns: 50)
        view.willAppear(size: terminal.size)
        view.draw(on: terminal)
        #expect(terminal.lines[0].contains("Show which books"))
        #expect(terminal.lines.contains { $0.contains("club") && $0.contains("0") })
        #expect(terminal.lines.last?.contains("Space Mark") == true)
        view.handle(.down)
        view.handle(.character(" "))
        view.handle(.enter)
        #expect(told == [.books(["personal"])] && navigator.popCount == 1)
    }
}

import ContactsCore
import TerminalUI
import Testing

@testable import ContactsBookApp

@MainActor
final class TagPickerPresentationLogicSpy: TagPickerPresentationLogic {
    var lastResponse: TagPicker.ShowTags.Response?
    var chosen = false

    func presentTags(response: TagPicker.ShowTags.Response) { lastResponse = response }
    func presentChosen(response: TagPicker.Choose.Response) { chosen = true }
}

@MainActor
final class TagPickerDisplayLogicSpy: TagPickerDisplayLogic {
    var viewModel: TagPicker.ShowTags.ViewModel?
    var chosen = false

    func displayTags(viewModel: TagPicker.ShowTags.ViewModel) { self.viewModel = viewModel }
    func displayChosen(viewModel: TagPicker.Choose.ViewModel) { chosen = true }
}

@MainActor
final class TagPickerDataStoreStub: TagPickerDataStore {
    var currentTag: String?
    var chosenTag: String??
}

enum TagBook {
    static func contact(_ name: String, _ tags: [String]) -> Contact {
        var contact = Fixtures.contact(name)
        contact.tags = tags
        return contact
    }

    static let contacts = [
        contact("Ada", ["science", "friends"]), contact("Anders", ["science"]), contact("Émile", ["écrivains"]),
        contact("Grace", []),
    ]
}

@MainActor
@Suite struct TagPickerInteractorTests {
    let viewport = ContactList.Viewport(rows: 10, columns: 60)

    func makeSUT(current: String? = nil) -> (TagPickerInteractor, TagPickerPresentationLogicSpy) {
        let (worker, _) = Fixtures.worker(TagBook.contacts)
        let sut = TagPickerInteractor(worker: worker)
        let spy = TagPickerPresentationLogicSpy()
        sut.presenter = spy
        sut.currentTag = current
        sut.showTags(request: .init(viewport: viewport))
        return (sut, spy)
    }

    @Test func tagsAreCountedAndSortedIgnoringCaseAndAccents() throws {
        let (_, spy) = makeSUT()
        let response = try #require(spy.lastResponse)
        #expect(response.tags == [.init(tag: "écrivains", count: 1), .init(tag: "friends", count: 1), .init(tag: "science", count: 2)])
        #expect(response.total == 4)
        #expect(response.selectedRow == 0, "every contact, when no tag is in force")
    }

    @Test func theTagInForceIsSelectedAtFirstAndChoosingHandsTheRowsTagBack() {
        let (sut, spy) = makeSUT(current: "science")
        #expect(spy.lastResponse?.selectedRow == 3)
        sut.moveSelection(request: .init(movement: .up, viewport: viewport))
        sut.choose(request: .init())
        #expect(spy.chosen)
        #expect(sut.chosenTag == .some("friends"))
    }

    @Test func theFirstRowMeansEveryContact() {
        let (sut, _) = makeSUT(current: "science")
        sut.moveSelection(request: .init(movement: .first, viewport: viewport))
        sut.choose(request: .init())
        #expect(sut.chosenTag == .some(nil))
    }
}

@MainActor
@Suite struct TagPickerPresenterTests {
    @Test func rowsShowTheTagsWithTheirCountsAndMarkTheOneInForce() throws {
        let sut = TagPickerPresenter()
        let spy = TagPickerDisplayLogicSpy()
        sut.view = spy
        sut.presentTags(
            response: .init(
                tags: [.init(tag: "science", count: 1200)], total: 3400, firstRow: 0, selectedRow: 1, current: "science",
                viewport: .init(rows: 10, columns: 30)))
        let viewModel = try #require(spy.viewModel)
        #expect(viewModel.rows.map(\.text) == ["   Every contact        3,400 ", " • science              1,200 "])
        #expect(viewModel.rows.allSatisfy { DisplayWidth.of($0.text) == 30 }, "the width, not a column more")
        #expect(viewModel.rows.map(\.isSelected) == [false, true])
        #expect(viewModel.emptyMessage == nil)
    }

    @Test func aBookWithoutTagsSaysHowToAddThem() {
        let sut = TagPickerPresenter()
        let spy = TagPickerDisplayLogicSpy()
        sut.view = spy
        sut.presentTags(response: .init(tags: [], total: 2, firstRow: 0, selectedRow: 0, current: nil, viewport: .init(rows: 10, columns: 80)))
        #expect(spy.viewModel?.emptyMessage?.contains("add tags in the edit form") == true)
    }
}

@MainActor
@Suite struct TagPickerRouterTests {
    @Test func choosingPassesTheTagToTheListAndEscapeChangesNothing() throws {
        let navigator = NavigatorSpy()
        let list = ContactListState(worker: Fixtures.worker([]).0)
        list.tagFilter = "old"
        let listRouter = ContactListRouter()
        listRouter.dataStore = list
        navigator.sceneBelow = listRouter.receive
        let store = TagPickerDataStoreStub()
        let sut = TagPickerRouter()
        sut.navigator = navigator
        sut.dataStore = store
        sut.routeBackWithChosenTag()
        #expect(list.tagFilter == "old", "nothing chosen: nothing passed")
        store.chosenTag = .some("science")
        sut.routeBackWithChosenTag()
        #expect(list.tagFilter == "science")
        store.chosenTag = .some(nil)
        sut.routeBackWithChosenTag()
        #expect(list.tagFilter == nil)
        #expect(navigator.popCount == 3)
    }
}

@MainActor
@Suite struct TagPickerFlowTests {
    @Test func tFiltersTheListByTheChosenTagAndEscapeShowsEveryoneAgain() {
        let app = TestApp(TagBook.contacts)
        app.press(.character("t"))
        #expect(app.lines.first?.contains("Filter by tag") == true)
        #expect(app.screen.contains("science"))
        app.press(.end, .enter)
        #expect(app.screen.contains("2 of 4 · by last name"))
        #expect(app.screen.contains("Showing tag science"))
        #expect(!app.screen.contains("Grace"))
        app.press(.character("t"))
        #expect(app.screen.contains("• science"), "the tag in force is marked")
        app.press(.escape)
        #expect(app.screen.contains("2 of 4"), "Esc in the picker leaves the filter as it was")
        app.press(.escape)
        #expect(app.screen.contains("4 contacts · by last name"))
    }
}

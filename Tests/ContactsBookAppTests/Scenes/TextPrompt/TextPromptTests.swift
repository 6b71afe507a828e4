import ContactsCore
import TerminalUI
import Testing

@testable import ContactsBookApp

@MainActor
final class TextPromptPresentationLogicSpy: TextPromptPresentationLogic {
    var prompt: TextPrompt.ShowPrompt.Response?
    var answer: TextPrompt.Submit.Response?

    func presentPrompt(response: TextPrompt.ShowPrompt.Response) { prompt = response }
    func presentAnswer(response: TextPrompt.Submit.Response) { answer = response }
}

@MainActor
final class TextPromptDisplayLogicSpy: TextPromptDisplayLogic {
    var prompt: TextPrompt.ShowPrompt.ViewModel?
    func displayPrompt(viewModel: TextPrompt.ShowPrompt.ViewModel) { prompt = viewModel }
    func displayAnswer(viewModel: TextPrompt.Submit.ViewModel) {}
}

@MainActor
@Suite struct TextPromptInteractorTests {
    func makeSUT(emptyRefusal: String? = "Type a tag.") -> (TextPromptInteractor, TextPromptPresentationLogicSpy) {
        let sut = TextPromptInteractor()
        let spy = TextPromptPresentationLogicSpy()
        sut.presenter = spy
        sut.configuration = .init(question: "Tag?", text: "start", emptyRefusal: emptyRefusal) { _ in }
        sut.showPrompt(request: .init(columns: 80))
        return (sut, spy)
    }

    @Test func theAnswerIsTrimmedAndEscapeAnswersNothing() {
        let (sut, spy) = makeSUT()
        #expect(spy.prompt?.text == "start")
        sut.submit(request: .init(text: "  friends ", columns: 80))
        #expect(spy.answer == .init(answer: "friends"))
        sut.submit(request: .init(text: nil, columns: 80))
        #expect(spy.answer == .init(answer: nil))
    }

    @Test func anEmptyAnswerIsRefusedWhenTheQuestionNeedsOne() {
        let (sut, spy) = makeSUT()
        sut.submit(request: .init(text: "   ", columns: 80))
        #expect(spy.answer == nil)
        #expect(spy.prompt?.refusal == "Type a tag.")
        let (taking, takingSpy) = makeSUT(emptyRefusal: nil)
        taking.submit(request: .init(text: "", columns: 80))
        #expect(takingSpy.answer == .init(answer: ""))
    }
}

@MainActor
@Suite struct TextPromptPresenterTests {
    @Test func theQuestionIsWrappedToTheBox() {
        let sut = TextPromptPresenter()
        let spy = TextPromptDisplayLogicSpy()
        sut.view = spy
        sut.presentPrompt(
            response: .init(question: "Export the 12 marked contacts as vCard to the file:", text: "~/x.vcf", refusal: nil, columns: 30))
        #expect(spy.prompt?.width == 24)
        #expect(spy.prompt?.lines.allSatisfy { DisplayWidth.of($0) <= 24 } == true)
        #expect(spy.prompt?.lines.count ?? 0 > 1)
    }
}

@MainActor
@Suite struct TextPromptRouterTests {
    @Test func theAnswerGoesToWhoAskedAfterThePromptCloses() {
        let navigator = NavigatorSpy()
        let store = TextPromptInteractor()
        var answers: [String?] = []
        store.configuration = .init(question: "Tag?") { answers.append($0) }
        let sut = TextPromptRouter()
        sut.navigator = navigator
        sut.dataStore = store
        sut.routeToAnswer("friends")
        #expect(navigator.dismissCount == 1)
        #expect(answers == ["friends"])
    }
}

@MainActor
@Suite struct TextPromptRenderTests {
    @Test func typingEditsTheLineAndEnterAnswers() {
        let app = TestApp([])
        var answer: String??
        app.navigation.present(.textPrompt(.init(question: "Tag to add:", text: "fr") { answer = .some($0) }))
        app.press()
        #expect(app.screen.contains("Tag to add:"))
        #expect(app.screen.contains("> fr"))
        app.type("iends")
        #expect(app.screen.contains("> friends"))
        app.press(.enter)
        #expect(answer == .some("friends"))
        #expect(app.screen.contains("No contacts yet"))
    }
}

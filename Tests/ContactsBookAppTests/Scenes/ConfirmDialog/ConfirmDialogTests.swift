import ContactsCore
import TerminalUI
import Testing

@testable import ContactsBookApp

@MainActor
@Suite struct ConfirmDialogTests {
    @Test func theInteractorPresentsTheConfiguredQuestionAndTheAnswer() {
        let sut = ConfirmDialogInteractor()
        let spy = ConfirmDialogPresentationLogicSpy()
        sut.presenter = spy
        sut.configuration = .init(question: "Delete Ada?", onAnswer: { _ in })
        sut.showQuestion(request: .init(columns: 80))
        #expect(spy.question == .init(question: "Delete Ada?", detail: "", columns: 80))
        sut.answer(request: .init(confirmed: true))
        #expect(spy.answer?.confirmed == true)
    }

    @Test func thePresenterWrapsTheQuestionToANarrowTerminal() throws {
        let sut = ConfirmDialogPresenter()
        let spy = ConfirmDialogDisplayLogicSpy()
        sut.view = spy
        sut.presentQuestion(response: .init(question: "Delete Maximilian Alexander von Humboldt-Brandenburg?", detail: "", columns: 30))
        let viewModel = try #require(spy.question)
        #expect(viewModel.lines.count > 1)
        for line in viewModel.lines { #expect(DisplayWidth.of(line) <= 24) }
        #expect(viewModel.choices.contains("[N] No"))
    }

    @Test func theRouterClosesTheDialogThenHandsOverTheAnswer() {
        let navigator = NavigatorSpy()
        let interactor = ConfirmDialogInteractor()
        var events: [String] = []
        interactor.configuration = .init(question: "Q") { answer in
            events.append("answer \(answer) after \(navigator.dismissCount) dismiss")
        }
        let sut = ConfirmDialogRouter()
        sut.navigator = navigator
        sut.dataStore = interactor
        sut.routeToAnswer(confirmed: true)
        #expect(events == ["answer true after 1 dismiss"])
    }

    @Test func yesNeedsAYAndEverythingElseMeansNo() {
        let view = ConfirmDialogAssembly.make(configuration: .init(question: "Q") { _ in }, navigator: NavigatorSpy())
        let answers: [(Key, Bool?)] = [
            (.character("y"), true), (.character("Y"), true), (.enter, false), (.escape, false),
            (.character("n"), false), (.character("x"), nil),
        ]
        for (key, expected) in answers {
            let spy = ConfirmDialogPresentationLogicSpy()
            (view.interactor as? ConfirmDialogInteractor)?.presenter = spy
            view.handle(key)
            #expect(spy.answer?.confirmed == expected, "\(key)")
        }
    }
}

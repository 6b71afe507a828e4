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
        #expect(spy.question?.question == "Delete Ada?")
        #expect(spy.question?.defaultChoice == 1)
        sut.answer(request: .init(press: .character("y")))
        #expect(spy.answer?.choice == 0)
    }

    @Test func thePresenterWrapsTheQuestionToANarrowTerminal() throws {
        let sut = ConfirmDialogPresenter()
        let spy = ConfirmDialogDisplayLogicSpy()
        sut.view = spy
        sut.presentQuestion(
            response: .init(
                question: "Delete Maximilian Alexander von Humboldt-Brandenburg?", detail: "",
                choices: [.init(key: "y", label: "Yes"), .init(key: "n", label: "No")], defaultChoice: 1, columns: 30))
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
        sut.routeToAnswer(choice: 0)
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
            #expect(spy.answer.map { $0.choice == 0 } == expected, "\(key)")
        }
    }
}

@MainActor
@Suite struct ChoiceDialogTests {
    func makeSUT() -> (ConfirmDialogInteractor, ConfirmDialogPresentationLogicSpy) {
        let sut = ConfirmDialogInteractor()
        let spy = ConfirmDialogPresentationLogicSpy()
        sut.presenter = spy
        sut.configuration = .init(
            question: "Ada was changed elsewhere", choices: [.init(key: "m", label: "Keep mine"), .init(key: "t", label: "Keep theirs")],
            defaultChoice: nil, onChoice: { _ in })
        return (sut, spy)
    }

    @Test func aChoiceKeyTakesItAndEscCancels() {
        let (sut, spy) = makeSUT()
        sut.answer(request: .init(press: .character("T")))
        #expect(spy.answer?.choice == 1)
        sut.answer(request: .init(press: .escape))
        #expect(spy.answer?.choice == nil)
    }

    @Test func withoutADefaultEnterAndOtherKeysDoNothing() {
        let (sut, spy) = makeSUT()
        sut.answer(request: .init(press: .enter))
        sut.answer(request: .init(press: .character("y")))
        #expect(spy.answer == nil)
    }

    @Test func theChoicesAreListedWithCancel() throws {
        let sut = ConfirmDialogPresenter()
        let spy = ConfirmDialogDisplayLogicSpy()
        sut.view = spy
        sut.presentQuestion(
            response: .init(
                question: "Q", detail: "", choices: [.init(key: "m", label: "Keep mine"), .init(key: "b", label: "Keep both")],
                defaultChoice: nil, columns: 80))
        #expect(spy.question?.choices == "[m] Keep mine   [b] Keep both   [Esc] Cancel")
    }
}

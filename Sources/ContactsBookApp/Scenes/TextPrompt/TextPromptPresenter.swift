import ContactsCore

@MainActor
public protocol TextPromptPresentationLogic {
    func presentPrompt(response: TextPrompt.ShowPrompt.Response)
    func presentAnswer(response: TextPrompt.Submit.Response)
}

/// Wraps the question to the box, which is as wide as a dialog gets, so there is room to type.
@MainActor
public final class TextPromptPresenter: TextPromptPresentationLogic {
    public weak var view: TextPromptDisplayLogic?

    public init() {}

    public func presentPrompt(response: TextPrompt.ShowPrompt.Response) {
        let width = DialogFrame.innerWidth(columns: response.columns)
        view?.displayPrompt(
            viewModel: .init(
                lines: WordWrap.lines(response.question, width: width), text: response.text,
                refusal: response.refusal.map { WordWrap.lines($0, width: width) } ?? [], width: width))
    }

    public func presentAnswer(response: TextPrompt.Submit.Response) {
        view?.displayAnswer(viewModel: .init(answer: response.answer))
    }
}

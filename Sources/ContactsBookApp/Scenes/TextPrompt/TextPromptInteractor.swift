import ContactsCore

@MainActor
public protocol TextPromptBusinessLogic {
    func showPrompt(request: TextPrompt.ShowPrompt.Request)
    func submit(request: TextPrompt.Submit.Request)
}

@MainActor
public protocol TextPromptDataStore: AnyObject {
    var configuration: TextPrompt.Configuration? { get set }
}

/// Trims the answer and refuses an empty one when the question needs an answer.
@MainActor
public final class TextPromptInteractor: TextPromptBusinessLogic, TextPromptDataStore {
    public var presenter: TextPromptPresentationLogic?
    public var configuration: TextPrompt.Configuration?
    private var text: String?
    private var refusal: String?

    public init() {}

    public func showPrompt(request: TextPrompt.ShowPrompt.Request) {
        guard let configuration else { return }
        presenter?.presentPrompt(
            response: .init(
                question: configuration.question, text: text ?? configuration.text, refusal: refusal ?? configuration.refusal,
                columns: request.columns))
    }

    public func submit(request: TextPrompt.Submit.Request) {
        guard let typed = request.text else { return presenter?.presentAnswer(response: .init(answer: nil)) ?? () }
        let answer = typed.trimmingWhitespace
        if answer.isEmpty, let emptyRefusal = configuration?.emptyRefusal {
            text = typed
            refusal = emptyRefusal
            return showPrompt(request: .init(columns: request.columns))
        }
        presenter?.presentAnswer(response: .init(answer: answer))
    }
}

@MainActor
public protocol ConfirmDialogBusinessLogic {
    func showQuestion(request: ConfirmDialog.ShowQuestion.Request)
    func answer(request: ConfirmDialog.Answer.Request)
}

@MainActor
public protocol ConfirmDialogDataStore: AnyObject {
    var configuration: ConfirmDialog.Configuration? { get set }
}

@MainActor
public final class ConfirmDialogInteractor: ConfirmDialogBusinessLogic, ConfirmDialogDataStore {
    public var presenter: ConfirmDialogPresentationLogic?
    public var configuration: ConfirmDialog.Configuration?

    public init() {}

    public func showQuestion(request: ConfirmDialog.ShowQuestion.Request) {
        guard let configuration else { return }
        presenter?.presentQuestion(
            response: .init(
                question: configuration.question, detail: configuration.detail, choices: configuration.choices,
                defaultChoice: configuration.defaultChoice, columns: request.columns))
    }

    /// A choice's key (either case) takes it, and a yes/no question also takes the language's
    /// own yes letter (s for sim/sí); Enter takes the default; Esc cancels (for a yes/no
    /// question Esc, like any other key, is the default "no"). Other keys do nothing.
    public func answer(request: ConfirmDialog.Answer.Request) {
        guard let configuration else { return }
        let choice: Int?
        switch request.press {
        case .character(let character):
            choice =
                configuration.choices.firstIndex { $0.key.lowercased() == character.lowercased() }
                ?? (configuration.isYesNo && AppKeymap.isYes(character) ? 0 : nil)
            guard choice != nil || (configuration.isYesNo && character == "q") else { return }
        case .enter:
            guard let defaultChoice = configuration.defaultChoice else { return }
            choice = defaultChoice
        case .escape:
            choice = nil
        case .other:
            return
        }
        presenter?.presentAnswer(response: .init(choice: choice ?? (configuration.isYesNo ? configuration.defaultChoice : nil)))
    }
}

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
        presenter?.presentQuestion(response: .init(question: configuration.question, detail: configuration.detail, columns: request.columns))
    }

    public func answer(request: ConfirmDialog.Answer.Request) {
        presenter?.presentAnswer(response: .init(confirmed: request.confirmed))
    }
}

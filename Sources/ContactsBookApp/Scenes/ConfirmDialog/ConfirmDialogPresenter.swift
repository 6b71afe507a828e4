import ContactsCore

@MainActor
public protocol ConfirmDialogPresentationLogic {
    func presentQuestion(response: ConfirmDialog.ShowQuestion.Response)
    func presentAnswer(response: ConfirmDialog.Answer.Response)
}

@MainActor
public final class ConfirmDialogPresenter: ConfirmDialogPresentationLogic {
    public weak var view: ConfirmDialogDisplayLogic?

    public init() {}

    /// Wraps the question to the box's inner width: at most 60 columns, less on a narrow terminal.
    public func presentQuestion(response: ConfirmDialog.ShowQuestion.Response) {
        let inner = max(10, min(60, response.columns - 6))
        var lines = WordWrap.lines(response.question, width: inner)
        if !response.detail.isEmpty { lines += [""] + WordWrap.lines(response.detail, width: inner) }
        view?.displayQuestion(viewModel: .init(lines: lines, choices: "[y] Yes   [N] No"))
    }

    public func presentAnswer(response: ConfirmDialog.Answer.Response) {
        view?.displayAnswer(viewModel: .init(confirmed: response.confirmed))
    }
}

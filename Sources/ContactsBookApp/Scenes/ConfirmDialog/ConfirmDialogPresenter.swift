import ContactsCore
import Localization

@MainActor
public protocol ConfirmDialogPresentationLogic {
    func presentQuestion(response: ConfirmDialog.ShowQuestion.Response)
    func presentAnswer(response: ConfirmDialog.Answer.Response)
}

@MainActor
public final class ConfirmDialogPresenter: ConfirmDialogPresentationLogic {
    public weak var view: ConfirmDialogDisplayLogic?

    public init() {}

    /// Wraps the question to the box's inner width.
    public func presentQuestion(response: ConfirmDialog.ShowQuestion.Response) {
        let inner = DialogFrame.innerWidth(columns: response.columns)
        var lines = WordWrap.lines(response.question, width: inner)
        if !response.detail.isEmpty { lines += [""] + WordWrap.lines(response.detail, width: inner) }
        // "[y] Yes   [N] No": the default's key in capitals; yes shows the language's own letter
        // ("[s] Sim"), which the dialog takes beside y.
        var choices = response.choices.enumerated().map { index, choice in
            let key = choice.key == "y" ? AppKeymap.yesLetter ?? choice.key : choice.key
            return "[\(index == response.defaultChoice ? String(key).uppercased() : String(key))] \(choice.label)"
        }
        if response.defaultChoice == nil { choices.append(tr("[Esc] Cancel")) }
        view?.displayQuestion(viewModel: .init(lines: lines, choices: choices.joined(separator: "   ")))
    }

    public func presentAnswer(response: ConfirmDialog.Answer.Response) {
        view?.displayAnswer(viewModel: .init(choice: response.choice))
    }
}

import ContactsCore
import TerminalUI

@MainActor
public protocol ConfirmDialogDisplayLogic: AnyObject {
    func displayQuestion(viewModel: ConfirmDialog.ShowQuestion.ViewModel)
    func displayAnswer(viewModel: ConfirmDialog.Answer.ViewModel)
}

/// A framed box in the middle of the screen, drawn over the scene that asked.
@MainActor
public final class ConfirmDialogView: SceneView, ConfirmDialogDisplayLogic {
    var interactor: ConfirmDialogBusinessLogic?
    var router: (ConfirmDialogRoutingLogic & ConfirmDialogDataPassing)?
    public private(set) var viewModel: ConfirmDialog.ShowQuestion.ViewModel?

    public init() {}

    public var isModal: Bool { true }

    public func willAppear(size: TerminalSize) {
        interactor?.showQuestion(request: .init(columns: size.columns))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        let press: ConfirmDialog.Press
        switch key {
        case .character(let character): press = .character(character)
        case .enter: press = .enter
        case .escape: press = .escape
        default: press = .other
        }
        interactor?.answer(request: .init(press: press))
    }

    public func displayQuestion(viewModel: ConfirmDialog.ShowQuestion.ViewModel) {
        self.viewModel = viewModel
    }

    public func displayAnswer(viewModel: ConfirmDialog.Answer.ViewModel) {
        router?.routeToAnswer(choice: viewModel.choice)
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        let body = (viewModel.lines + [""]).map { DialogFrame.Line(text: $0) } + [DialogFrame.Line(text: viewModel.choices, style: .bold)]
        DialogFrame.draw(body, on: terminal)
        terminal.hideCursor()
    }
}

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
    public var sceneDataStore: AnyObject? { router?.dataStore }

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
        let contentWidth = (viewModel.lines + [viewModel.choices]).map(DisplayWidth.of).max() ?? 0
        let width = min(terminal.size.columns, contentWidth + 4)
        let height = viewModel.lines.count + 4
        let top = max(0, (terminal.size.rows - height) / 2)
        let left = max(0, (terminal.size.columns - width) / 2)
        let horizontal = String(repeating: "─", count: max(0, width - 2))
        terminal.draw("┌" + horizontal + "┐", row: top, column: left, style: .bold)
        let body = viewModel.lines + [""] + [viewModel.choices]
        for (offset, line) in body.enumerated() {
            let text = "│ " + DisplayWidth.fit(line, to: max(0, width - 4)) + " │"
            terminal.draw(text, row: top + 1 + offset, column: left, style: offset == body.count - 1 ? .bold : .normal)
        }
        terminal.draw("└" + horizontal + "┘", row: top + height - 1, column: left, style: .bold)
        terminal.hideCursor()
    }
}

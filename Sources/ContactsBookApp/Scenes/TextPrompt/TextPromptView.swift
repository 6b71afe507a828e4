import ContactsCore
import Localization
import TerminalUI

@MainActor
public protocol TextPromptDisplayLogic: AnyObject {
    func displayPrompt(viewModel: TextPrompt.ShowPrompt.ViewModel)
    func displayAnswer(viewModel: TextPrompt.Submit.ViewModel)
}

extension AppKeymap {
    public enum TextPromptCommand: Sendable { case submit, cancel }

    /// The line's own editing keys are the line editor's (see "Inside a field").
    public static let textPrompt = KeyTable<TextPromptCommand>(
        title: N_("Typed answers (a tag, a file name)"),
        bindings: [
            KeyBinding([.enter], .submit, N_("Take the answer")),
            KeyBinding([.escape], .cancel, N_("Cancel")),
        ])
}

/// The question in a box with a line to type in; the line's editor is view state until Enter.
@MainActor
public final class TextPromptView: SceneView, TextPromptDisplayLogic {
    var interactor: TextPromptBusinessLogic?
    var router: (TextPromptRoutingLogic & TextPromptDataPassing)?
    public private(set) var viewModel: TextPrompt.ShowPrompt.ViewModel?
    private var editor: LineEditor?
    private var size = TerminalSize(rows: 0, columns: 0)

    public init() {}

    public var isModal: Bool { true }
    public var editsText: Bool { true }

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showPrompt(request: .init(columns: size.columns))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        switch AppKeymap.textPrompt.command(for: key) {
        case .submit: interactor?.submit(request: .init(text: editor?.text ?? "", columns: size.columns))
        case .cancel: interactor?.submit(request: .init(text: nil, columns: size.columns))
        case nil:
            guard var editor else { return }
            _ = editor.handle(key)
            self.editor = editor
        }
    }

    public func displayPrompt(viewModel: TextPrompt.ShowPrompt.ViewModel) {
        self.viewModel = viewModel
        if editor == nil { editor = LineEditor(text: viewModel.text) }
    }

    public func displayAnswer(viewModel: TextPrompt.Submit.ViewModel) {
        router?.routeToAnswer(viewModel.answer)
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel, var editor else { return }
        let (visible, cursor) = editor.visibleLine(width: max(1, viewModel.width - 2))
        self.editor = editor
        var body = viewModel.lines.map { DialogFrame.Line(text: $0) }
        body.append(DialogFrame.Line(text: ""))
        body.append(DialogFrame.Line(text: "> " + visible, style: .underline))
        body += viewModel.refusal.map { DialogFrame.Line(text: $0, style: [.error, .bold]) }
        body.append(DialogFrame.Line(text: tr("[Enter] OK   [Esc] Cancel"), style: .bold))
        let starts = DialogFrame.draw(body, minimumWidth: viewModel.width, on: terminal)
        let input = starts[viewModel.lines.count + 1]
        terminal.setCursor(row: input.row, column: input.column + 2 + cursor)
    }
}

import ContactsCore
import Localization
import TerminalUI

@MainActor
public protocol WelcomeDisplayLogic: AnyObject {
    func displayOptions(viewModel: Welcome.ShowOptions.ViewModel)
    func displayChoice(viewModel: Welcome.Choose.ViewModel)
}

extension AppKeymap {
    public enum WelcomeCommand: Sendable { case up, down, choose, emptyBook, sampleBook, importFile, quit }

    public static let welcome = KeyTable<WelcomeCommand>(
        title: N_("Welcome (first run)"),
        bindings: [
            KeyBinding([.up, .character("k")], .up, N_("Previous choice")),
            KeyBinding([.down, .character("j"), .tab], .down, N_("Next choice")),
            KeyBinding([.enter], .choose, N_("Take the highlighted choice"), status: N_("Choose")),
            KeyBinding([.character("e")], .emptyBook, N_("Start an empty book"), status: N_("Empty")),
            KeyBinding([.character("s")], .sampleBook, N_("Start with a copy of the sample book"), status: N_("Sample")),
            KeyBinding([.character("i")], .importFile, N_("Import a file (Tab completes the path)"), status: N_("Import")),
            KeyBinding([.character("q"), .escape], .quit, N_("Quit without creating a file"), status: N_("Quit")),
        ])
}

@MainActor
public final class WelcomeView: SceneView, WelcomeDisplayLogic {
    var interactor: WelcomeBusinessLogic?
    var router: (WelcomeRoutingLogic & WelcomeDataPassing)?
    public private(set) var viewModel: Welcome.ShowOptions.ViewModel?
    private var size = TerminalSize(rows: 0, columns: 0)
    /// The path field's editor while a path is typed.
    private var pathEditor: LineEditor?

    public init() {}

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showOptions(request: .init(columns: size.columns))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        if var editor = pathEditor { return handlePath(key, editor: &editor) }
        guard let command = AppKeymap.welcome.command(for: key) else { return }
        switch command {
        case .up: interactor?.moveSelection(request: .init(step: -1, columns: size.columns))
        case .down: interactor?.moveSelection(request: .init(step: 1, columns: size.columns))
        case .choose:
            let selected = viewModel?.choices.firstIndex { $0.isSelected }.map { Welcome.Option.allCases[$0] } ?? .emptyBook
            choose(selected)
        case .emptyBook: choose(.emptyBook)
        case .sampleBook: choose(.sampleBook)
        case .importFile: choose(.importFile)
        case .quit: choose(.quit)
        }
    }

    /// In the path field: Tab completes, Enter imports, Esc goes back; other keys edit the path.
    private func handlePath(_ key: Key, editor: inout LineEditor) {
        switch key {
        case .tab: interactor?.completePath(request: .init(text: editor.text, columns: size.columns))
        case .enter: interactor?.importFile(request: .init(path: editor.text, columns: size.columns))
        case .escape: interactor?.cancelPath(request: .init(columns: size.columns))
        default:
            if editor.handle(key) == .edited { interactor?.editPath(request: .init(text: editor.text, columns: size.columns)) }
            pathEditor = editor
        }
    }

    private func choose(_ option: Welcome.Option) {
        interactor?.choose(request: .init(option: option, columns: size.columns))
    }

    public func displayOptions(viewModel: Welcome.ShowOptions.ViewModel) {
        self.viewModel = viewModel
        if viewModel.pathPrompt == nil {
            pathEditor = nil
        } else if pathEditor?.text != viewModel.pathText {
            pathEditor = LineEditor(text: viewModel.pathText)
        }
    }

    public func displayChoice(viewModel: Welcome.Choose.ViewModel) {
        router?.routeToFinish(outcome: viewModel.outcome)
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        ScreenChrome.drawTitle(viewModel.title, on: terminal)
        var row = 2
        for line in viewModel.intro {
            terminal.draw("  " + line, row: row, column: 0, style: .normal)
            row += 1
        }
        row += 1
        // While a path is typed, the field takes the choices' place.
        for choice in viewModel.choices where viewModel.pathPrompt == nil {
            let text = "  " + DisplayWidth.fit(choice.text, to: max(0, min(terminal.size.columns - 4, 50))) + "  "
            terminal.draw(text, row: row, column: 0, style: choice.isSelected ? .reverse : .normal)
            row += 1
        }
        terminal.hideCursor()
        if let prompt = viewModel.pathPrompt, var editor = pathEditor {
            terminal.draw("  " + prompt, row: row, column: 0, style: .bold)
            let width = max(1, terminal.size.columns - 4)
            let (visible, cursor) = editor.visibleLine(width: width)
            pathEditor = editor
            terminal.draw(DisplayWidth.fit(visible, to: width), row: row + 1, column: 2, style: .reverse)
            terminal.setCursor(row: row + 1, column: 2 + cursor)
            row += 2
        }
        // Candidates and errors can be long (a path and a reason): wrapped in the body.
        let notes = [(viewModel.candidates, TextStyle.dim), (viewModel.message.flatMap { $0.isError ? $0.text : nil }, TextStyle.error)]
        for case (let text?, let style) in notes {
            for line in WordWrap.lines(text, width: max(1, terminal.size.columns - 4)).prefix(max(0, terminal.size.rows - row - 2)) {
                terminal.draw(line, row: row, column: 2, style: style)
                row += 1
            }
        }
        let status = viewModel.message.flatMap { $0.isError ? nil : $0 }
        ScreenChrome.drawStatus(AppKeymap.welcome.statusItems, message: status, on: terminal)
    }
}

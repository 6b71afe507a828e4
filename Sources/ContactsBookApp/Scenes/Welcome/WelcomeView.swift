import ContactsCore
import TerminalUI

@MainActor
public protocol WelcomeDisplayLogic: AnyObject {
    func displayOptions(viewModel: Welcome.ShowOptions.ViewModel)
    func displayChoice(viewModel: Welcome.Choose.ViewModel)
}

extension AppKeymap {
    public enum WelcomeCommand: Sendable { case up, down, choose, emptyBook, sampleBook, quit }

    public static let welcome = KeyTable<WelcomeCommand>(
        title: "Welcome (first run)",
        bindings: [
            KeyBinding([.up, .character("k")], .up, "Previous choice"),
            KeyBinding([.down, .character("j"), .tab], .down, "Next choice"),
            KeyBinding([.enter], .choose, "Take the highlighted choice", status: "Enter Choose"),
            KeyBinding([.character("e")], .emptyBook, "Start an empty book", status: "e Empty"),
            KeyBinding([.character("s")], .sampleBook, "Start with a copy of the sample book", status: "s Sample"),
            KeyBinding([.character("q"), .escape], .quit, "Quit without creating a file", status: "q Quit"),
        ])
}

@MainActor
public final class WelcomeView: SceneView, WelcomeDisplayLogic {
    var interactor: WelcomeBusinessLogic?
    var router: (WelcomeRoutingLogic & WelcomeDataPassing)?
    public private(set) var viewModel: Welcome.ShowOptions.ViewModel?
    private var size = TerminalSize(rows: 0, columns: 0)

    public init() {}

    public var sceneDataStore: AnyObject? { router?.dataStore }

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showOptions(request: .init(columns: size.columns))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        guard let command = AppKeymap.welcome.command(for: key) else { return }
        switch command {
        case .up: interactor?.moveSelection(request: .init(step: -1, columns: size.columns))
        case .down: interactor?.moveSelection(request: .init(step: 1, columns: size.columns))
        case .choose:
            let selected = viewModel?.choices.firstIndex { $0.isSelected }.map { Welcome.Option.allCases[$0] } ?? .emptyBook
            choose(selected)
        case .emptyBook: choose(.emptyBook)
        case .sampleBook: choose(.sampleBook)
        case .quit: choose(.quit)
        }
    }

    private func choose(_ option: Welcome.Option) {
        interactor?.choose(request: .init(option: option, columns: size.columns))
    }

    public func displayOptions(viewModel: Welcome.ShowOptions.ViewModel) {
        self.viewModel = viewModel
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
        for choice in viewModel.choices {
            let text = "  " + DisplayWidth.fit(choice.text, to: max(0, min(terminal.size.columns - 4, 50))) + "  "
            terminal.draw(text, row: row, column: 0, style: choice.isSelected ? .reverse : .normal)
            row += 1
        }
        ScreenChrome.drawStatus(AppKeymap.welcome.statusItems, message: viewModel.message, on: terminal)
        terminal.hideCursor()
    }
}

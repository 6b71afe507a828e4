import TerminalUI

@MainActor
public protocol DamagedFileDisplayLogic: AnyObject {
    func displayProblem(viewModel: DamagedFile.ShowProblem.ViewModel)
}

extension AppKeymap {
    public enum DamagedFileCommand: Sendable { case quit }

    public static let damagedFile = KeyTable<DamagedFileCommand>(
        title: "Damaged file",
        bindings: [
            KeyBinding([.character("q"), .escape, .enter], .quit, "Quit, leaving the file as it is", status: "q Quit")
        ])
}

@MainActor
public final class DamagedFileView: SceneView, DamagedFileDisplayLogic {
    var interactor: DamagedFileBusinessLogic?
    var router: (DamagedFileRoutingLogic & DamagedFileDataPassing)?
    public private(set) var viewModel: DamagedFile.ShowProblem.ViewModel?

    public init() {}

    public var sceneDataStore: AnyObject? { router?.dataStore }

    public func willAppear(size: TerminalSize) {
        interactor?.showProblem(request: .init(columns: size.columns))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        guard let command = AppKeymap.damagedFile.command(for: key) else { return }
        switch command {
        case .quit: router?.routeToQuit()
        }
    }

    public func displayProblem(viewModel: DamagedFile.ShowProblem.ViewModel) {
        self.viewModel = viewModel
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        ScreenChrome.drawTitle(viewModel.title, on: terminal)
        for (offset, line) in viewModel.lines.prefix(max(0, ScreenChrome.contentHeight(for: terminal.size) - 1)).enumerated() {
            terminal.draw("  " + line, row: 2 + offset, column: 0, style: .normal)
        }
        ScreenChrome.drawStatus(AppKeymap.damagedFile.statusItems, on: terminal)
        terminal.hideCursor()
    }
}

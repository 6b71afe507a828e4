import Localization
import TerminalUI

@MainActor
public protocol DamagedFileDisplayLogic: AnyObject {
    func displayProblem(viewModel: DamagedFile.ShowProblem.ViewModel)
    func displayChoice(viewModel: DamagedFile.Choose.ViewModel)
}

extension AppKeymap {
    public enum DamagedFileCommand: Sendable { case restoreBackup, openReadOnly, quit }

    public static let damagedFile = KeyTable<DamagedFileCommand>(
        title: N_("Damaged file (recovery)"),
        bindings: [
            KeyBinding([.character("b")], .restoreBackup, N_("Put back the latest backup (the damaged file is kept)"), status: N_("Backup")),
            KeyBinding([.character("r")], .openReadOnly, N_("Open read-only what could be read"), status: N_("Read-only")),
            KeyBinding([.character("q"), .escape], .quit, N_("Quit, leaving the file as it is"), status: N_("Quit")),
        ])
}

@MainActor
public final class DamagedFileView: SceneView, DamagedFileDisplayLogic {
    var interactor: DamagedFileBusinessLogic?
    var router: (DamagedFileRoutingLogic & DamagedFileDataPassing)?
    public private(set) var viewModel: DamagedFile.ShowProblem.ViewModel?
    private var size = TerminalSize(rows: 0, columns: 0)

    public init() {}

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showProblem(request: .init(columns: size.columns))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    /// Only the choices on offer answer (no backup: "b" does nothing).
    public func handle(_ key: Key) {
        guard let command = AppKeymap.damagedFile.command(for: key), offers(command) else { return }
        interactor?.choose(request: .init(option: Self.option(for: command), columns: size.columns))
    }

    private func offers(_ command: AppKeymap.DamagedFileCommand) -> Bool {
        viewModel?.choices.contains { $0.option == Self.option(for: command) } ?? false
    }

    private static func option(for command: AppKeymap.DamagedFileCommand) -> DamagedFile.Option {
        switch command {
        case .restoreBackup: return .restoreBackup
        case .openReadOnly: return .openReadOnly
        case .quit: return .quit
        }
    }

    public func displayProblem(viewModel: DamagedFile.ShowProblem.ViewModel) {
        self.viewModel = viewModel
    }

    public func displayChoice(viewModel: DamagedFile.Choose.ViewModel) {
        router?.routeToFinish(outcome: viewModel.outcome)
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        ScreenChrome.drawTitle(viewModel.title, on: terminal)
        let room = max(0, ScreenChrome.contentHeight(for: terminal.size) - viewModel.choices.count - 2)
        var row = 2
        for line in viewModel.lines.prefix(room) {
            terminal.draw("  " + line, row: row, column: 0, style: .normal)
            row += 1
        }
        row += 1
        for choice in viewModel.choices {
            terminal.draw("  " + choice.text, row: row, column: 0, style: .bold)
            row += 1
        }
        // The status line names only the keys on offer: no backup, no "b Backup".
        ScreenChrome.drawStatus(AppKeymap.damagedFile.statusItems(offered: offers), message: viewModel.message, on: terminal)
        terminal.hideCursor()
    }
}

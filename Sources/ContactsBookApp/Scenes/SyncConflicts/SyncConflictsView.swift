import ContactsCore
import Localization
import TerminalUI

@MainActor
public protocol SyncConflictsDisplayLogic: AnyObject {
    func displayConflicts(viewModel: SyncConflicts.ShowConflicts.ViewModel)
}

extension AppKeymap {
    public enum SyncConflictsCommand: Equatable, Sendable {
        case move(ListMovement)
        case keepMine, keepTheirs, keepBoth, back
    }

    public static let syncConflicts = KeyTable<SyncConflictsCommand>(
        title: N_("Sync conflicts"),
        bindings: KeyBinding.listMovements(of: .conflict, SyncConflictsCommand.move) + [
            KeyBinding([.character("m")], .keepMine, N_("Keep mine: the book's version goes to the vdir"), status: N_("Keep mine")),
            KeyBinding([.character("t")], .keepTheirs, N_("Keep theirs: the vdir's version comes into the book"), status: N_("Keep theirs")),
            KeyBinding([.character("b")], .keepBoth, N_("Keep both: theirs becomes a new contact"), status: N_("Keep both")),
            KeyBinding([.escape, .character("q"), .left], .back, N_("Back to the list (unsettled ones wait for the next sync)"), status: N_("Back")),
        ])
}

/// The conflicts at the top, the selected one's two versions side by side below.
@MainActor
public final class SyncConflictsView: SceneView, SyncConflictsDisplayLogic {
    var interactor: SyncConflictsBusinessLogic?
    var router: (SyncConflictsRoutingLogic & SyncConflictsDataPassing)?
    public private(set) var viewModel: SyncConflicts.ShowConflicts.ViewModel?
    private var size = TerminalSize(rows: 0, columns: 0)

    public init() {}

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showConflicts(request: .init(columns: size.columns))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        guard let command = AppKeymap.syncConflicts.command(for: key) else { return }
        let columns = size.columns
        switch command {
        case .move(let movement): interactor?.moveSelection(request: .init(movement: movement, columns: columns))
        case .keepMine: interactor?.settle(request: .init(choice: .keepMine, columns: columns))
        case .keepTheirs: interactor?.settle(request: .init(choice: .keepTheirs, columns: columns))
        case .keepBoth: interactor?.settle(request: .init(choice: .keepBoth, columns: columns))
        case .back: router?.routeBack()
        }
    }

    public func displayConflicts(viewModel: SyncConflicts.ShowConflicts.ViewModel) {
        self.viewModel = viewModel
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        let rows = terminal.size.rows
        let columns = terminal.size.columns
        // At most a third of the screen for the names; the cards get the rest.
        let listHeight = min(viewModel.rows.count, max(1, (rows - 2) / 3))
        let selected = viewModel.rows.firstIndex(where: \.isSelected) ?? 0
        let first = min(max(0, selected - listHeight + 1), max(0, viewModel.rows.count - listHeight))
        ScreenChrome.drawList(
            title: viewModel.title, rows: Array(viewModel.rows.dropFirst(first).prefix(listHeight)), emptyMessage: viewModel.emptyMessage,
            status: AppKeymap.syncConflicts.statusItems, message: viewModel.message, on: terminal)
        guard viewModel.emptyMessage == nil else { return }
        let top = 1 + listHeight
        terminal.draw(" " + DisplayWidth.fit(viewModel.differences, to: max(1, columns - 2)), row: top, column: 0, style: .dim)
        guard viewModel.sideBySide else { return drawStacked(viewModel, from: top + 1, on: terminal) }
        let half = (columns - 1) / 2
        terminal.draw(" " + DisplayWidth.fit(viewModel.mineHeading, to: max(1, half - 1)), row: top + 1, column: 0, style: [.bold, .underline])
        terminal.draw(
            " " + DisplayWidth.fit(viewModel.theirsHeading, to: max(1, columns - half - 2)), row: top + 1, column: half + 1,
            style: [.bold, .underline])
        let height = max(0, rows - 1 - (top + 2))
        for row in (top + 1)..<(top + 2 + height) { terminal.draw("│", row: row, column: half, style: .dim) }
        ContactCard.draw(viewModel.mine, row: top + 2, column: 0, height: height, on: terminal)
        ContactCard.draw(viewModel.theirs, row: top + 2, column: half + 1, height: height, on: terminal)
    }

    /// Mine, then theirs, each under its heading, as far as the screen goes.
    private func drawStacked(_ viewModel: SyncConflicts.ShowConflicts.ViewModel, from top: Int, on terminal: Terminal) {
        let bottom = terminal.size.rows - 1
        var row = top
        for (heading, lines) in [(viewModel.mineHeading, viewModel.mine), (viewModel.theirsHeading, viewModel.theirs)] where row < bottom {
            terminal.draw(" " + DisplayWidth.fit(heading, to: max(1, terminal.size.columns - 2)), row: row, column: 0, style: [.bold, .underline])
            let height = min(lines.count, bottom - row - 1)
            ContactCard.draw(lines, row: row + 1, column: 0, height: max(0, height), on: terminal)
            row += 1 + max(0, height)
        }
    }
}

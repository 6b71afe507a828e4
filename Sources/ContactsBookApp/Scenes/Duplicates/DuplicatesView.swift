import Localization
import TerminalUI

@MainActor
public protocol DuplicatesDisplayLogic: AnyObject {
    func displayGroups(viewModel: Duplicates.ShowGroups.ViewModel)
}

extension AppKeymap {
    public enum DuplicatesCommand: Equatable, Sendable { case move(ListMovement), open, back }

    public static let duplicates = KeyTable<DuplicatesCommand>(
        title: N_("Possible duplicates"),
        bindings: KeyBinding.listMovements(of: .group, DuplicatesCommand.move) + [
            KeyBinding([.enter, .right], .open, N_("Open the group side by side, to merge or dismiss"), status: N_("Open")),
            KeyBinding([.escape, .character("q"), .left], .back, N_("Back to the list"), status: N_("Back")),
        ])
}

/// The groups as a list with a selection.
@MainActor
public final class DuplicatesView: SceneView, DuplicatesDisplayLogic {
    var interactor: DuplicatesBusinessLogic?
    var router: (DuplicatesRoutingLogic & DuplicatesDataPassing)?
    public private(set) var viewModel: Duplicates.ShowGroups.ViewModel?
    private var size = TerminalSize(rows: 0, columns: 0)

    public init() {}

    public func receive(_ result: SceneResult) { router?.receive(result) }

    private var viewport: ContactList.Viewport { ScreenChrome.listViewport(for: size) }

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showGroups(request: .init(viewport: viewport))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        guard let command = AppKeymap.duplicates.command(for: key) else { return }
        switch command {
        case .move(let movement): interactor?.moveSelection(request: .init(movement: movement, viewport: viewport))
        case .open: router?.routeToGroup()
        case .back: router?.routeBack()
        }
    }

    public func displayGroups(viewModel: Duplicates.ShowGroups.ViewModel) {
        self.viewModel = viewModel
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        ScreenChrome.drawList(
            title: viewModel.title, trailing: viewModel.trailing, rows: viewModel.rows, emptyMessage: viewModel.emptyMessage,
            status: AppKeymap.duplicates.statusItems, message: viewModel.message, on: terminal)
    }
}

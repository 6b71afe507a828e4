import Localization
import TerminalUI

@MainActor
public protocol BirthdaysDisplayLogic: AnyObject {
    func displayOccasions(viewModel: Birthdays.ShowOccasions.ViewModel)
}

extension AppKeymap {
    public enum BirthdaysCommand: Equatable, Sendable { case move(ListMovement), open, further, nearer, back }

    public static let birthdays = KeyTable<BirthdaysCommand>(
        title: N_("Birthdays"),
        bindings: KeyBinding.listMovements(of: .date, BirthdaysCommand.move) + [
            KeyBinding([.enter, .right], .open, N_("Open the contact"), status: N_("Open")),
            KeyBinding([.character("+"), .character("=")], .further, N_("Look further ahead"), status: N_("Days"), statusKey: "+/-"),
            KeyBinding([.character("-")], .nearer, N_("Look less far ahead")),
            KeyBinding([.escape, .character("q"), .left], .back, N_("Back to the list"), status: N_("Back")),
        ])
}

/// The occasions as a list with a selection; the window of days in the title.
@MainActor
public final class BirthdaysView: SceneView, BirthdaysDisplayLogic {
    var interactor: BirthdaysBusinessLogic?
    var router: (BirthdaysRoutingLogic & BirthdaysDataPassing)?
    public private(set) var viewModel: Birthdays.ShowOccasions.ViewModel?
    private var size = TerminalSize(rows: 0, columns: 0)

    public init() {}

    private var viewport: ContactList.Viewport { ScreenChrome.listViewport(for: size) }

    /// Shown afresh from the book as another program left it.
    public func bookMayHaveChanged() { willAppear(size: size) }

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showOccasions(request: .init(viewport: viewport))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        guard let command = AppKeymap.birthdays.command(for: key) else { return }
        switch command {
        case .move(let movement): move(movement)
        case .open: router?.routeToContactDetail()
        case .further: interactor?.changeWindow(request: .init(step: 1, viewport: viewport))
        case .nearer: interactor?.changeWindow(request: .init(step: -1, viewport: viewport))
        case .back: router?.routeBack()
        }
    }

    private func move(_ movement: ListMovement) {
        interactor?.moveSelection(request: .init(movement: movement, viewport: viewport))
    }

    public func displayOccasions(viewModel: Birthdays.ShowOccasions.ViewModel) {
        self.viewModel = viewModel
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        ScreenChrome.drawList(
            title: viewModel.title, trailing: viewModel.trailing, rows: viewModel.rows, emptyMessage: viewModel.emptyMessage,
            status: AppKeymap.birthdays.statusItems, on: terminal)
    }
}

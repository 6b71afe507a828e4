import Localization
import TerminalUI

@MainActor
public protocol BookPickerDisplayLogic: AnyObject {
    func displayBooks(viewModel: BookPicker.ShowBooks.ViewModel)
    func displayChosen(viewModel: BookPicker.Choose.ViewModel)
}

extension AppKeymap {
    public enum BookPickerCommand: Equatable, Sendable { case move(ListMovement), mark, choose, back }

    public static let bookPicker = KeyTable<BookPickerCommand>(
        title: N_("Books (B, or M and C to move or copy)"),
        bindings: KeyBinding.listMovements(of: .book, BookPickerCommand.move) + [
            KeyBinding([.character(" ")], .mark, N_("Mark or unmark a book, to show several"), status: N_("Mark")),
            KeyBinding([.enter, .right], .choose, N_("Show the marked books, else this one; or move or copy there"), status: N_("Choose")),
            KeyBinding([.escape, .character("q"), .left], .back, N_("Back, nothing changed"), status: N_("Back")),
        ])
}

/// The books as a list with a selection.
@MainActor
public final class BookPickerView: SceneView, BookPickerDisplayLogic {
    var interactor: BookPickerBusinessLogic?
    var router: (BookPickerRoutingLogic & BookPickerDataPassing)?
    public private(set) var viewModel: BookPicker.ShowBooks.ViewModel?
    private var size = TerminalSize(rows: 0, columns: 0)

    public init() {}

    private var viewport: ContactList.Viewport { ScreenChrome.listViewport(for: size) }

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showBooks(request: .init(viewport: viewport))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        guard let command = AppKeymap.bookPicker.command(for: key) else { return }
        switch command {
        case .move(let movement): interactor?.moveSelection(request: .init(movement: movement, viewport: viewport))
        case .mark: interactor?.toggleMark(request: .init(viewport: viewport))
        case .choose: interactor?.choose(request: .init())
        case .back: router?.routeBack()
        }
    }

    public func displayBooks(viewModel: BookPicker.ShowBooks.ViewModel) {
        self.viewModel = viewModel
    }

    public func displayChosen(viewModel: BookPicker.Choose.ViewModel) {
        router?.routeBackWithChoice()
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        let status = AppKeymap.bookPicker.statusItems { viewModel.marksSeveral || $0 != .mark }
        ScreenChrome.drawList(title: viewModel.title, rows: viewModel.rows, emptyMessage: nil, status: status, on: terminal)
    }
}

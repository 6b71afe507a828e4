import Localization
import TerminalUI

@MainActor
public protocol TagPickerDisplayLogic: AnyObject {
    func displayTags(viewModel: TagPicker.ShowTags.ViewModel)
    func displayChosen(viewModel: TagPicker.Choose.ViewModel)
}

extension AppKeymap {
    public enum TagPickerCommand: Equatable, Sendable { case move(ListMovement), choose, back }

    public static let tagPicker = KeyTable<TagPickerCommand>(
        title: N_("Filter by tag"),
        bindings: KeyBinding.listMovements(of: .tag, first: N_("Every contact (the first row)"), TagPickerCommand.move) + [
            KeyBinding([.enter, .right], .choose, N_("Show the contacts with this tag"), status: N_("Choose")),
            KeyBinding([.escape, .character("q"), .left], .back, N_("Back, filter unchanged"), status: N_("Back")),
        ])
}

/// The tags as a list with a selection.
@MainActor
public final class TagPickerView: SceneView, TagPickerDisplayLogic {
    var interactor: TagPickerBusinessLogic?
    var router: (TagPickerRoutingLogic & TagPickerDataPassing)?
    public private(set) var viewModel: TagPicker.ShowTags.ViewModel?
    private var size = TerminalSize(rows: 0, columns: 0)

    public init() {}

    private var viewport: ContactList.Viewport { ScreenChrome.listViewport(for: size) }

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showTags(request: .init(viewport: viewport))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        guard let command = AppKeymap.tagPicker.command(for: key) else { return }
        switch command {
        case .move(let movement): move(movement)
        case .choose: interactor?.choose(request: .init())
        case .back: router?.routeBack()
        }
    }

    private func move(_ movement: ListMovement) {
        interactor?.moveSelection(request: .init(movement: movement, viewport: viewport))
    }

    public func displayTags(viewModel: TagPicker.ShowTags.ViewModel) {
        self.viewModel = viewModel
    }

    public func displayChosen(viewModel: TagPicker.Choose.ViewModel) {
        router?.routeBackWithChosenTag()
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        ScreenChrome.drawList(
            title: viewModel.title, rows: viewModel.rows, emptyMessage: viewModel.emptyMessage,
            status: AppKeymap.tagPicker.statusItems, on: terminal)
    }
}

import Localization
import TerminalUI

@MainActor
public protocol DuplicateGroupDisplayLogic: AnyObject {
    func displayGroup(viewModel: DuplicateGroup.ShowGroup.ViewModel)
    func displayMerged(viewModel: DuplicateGroup.Merge.ViewModel)
    func displayMergeQuestion(viewModel: DuplicateGroup.AskToMerge.ViewModel)
}

extension AppKeymap {
    public enum DuplicateGroupCommand: Sendable {
        case previousField, nextField, previousValue, nextValue, nextContact, previousContact, takeOut, merge, dismiss, back
    }

    public static let duplicateGroup = KeyTable<DuplicateGroupCommand>(
        title: N_("A group of possible duplicates"),
        bindings: [
            KeyBinding([.up, .character("k")], .previousField, N_("Previous differing field")),
            KeyBinding([.down, .character("j")], .nextField, N_("Next differing field")),
            KeyBinding([.left, .character("h")], .previousValue, N_("Keep the value of the contact before")),
            KeyBinding([.right, .character("l")], .nextValue, N_("Keep the value of the contact after")),
            KeyBinding([.tab, .character("]")], .nextContact, N_("Next contact")),
            KeyBinding([.backTab, .character("[")], .previousContact, N_("Previous contact")),
            KeyBinding([.character("x")], .takeOut, N_("Take this contact out of the group: someone else"), status: N_("Take out")),
            KeyBinding([.character("m")], .merge, N_("Merge into one contact (u in the list undoes)"), status: N_("Merge")),
            KeyBinding([.character("d")], .dismiss, N_("Not the same person: dismiss the group"), status: N_("Dismiss")),
            KeyBinding([.escape, .character("q")], .back, N_("Back to the groups"), status: N_("Back")),
        ])
}

/// The contacts side by side; keys move the focus and the choices, merge or dismiss.
@MainActor
public final class DuplicateGroupView: SceneView, DuplicateGroupDisplayLogic {
    var interactor: DuplicateGroupBusinessLogic?
    var router: (DuplicateGroupRoutingLogic & DuplicateGroupDataPassing)?
    public private(set) var viewModel: DuplicateGroup.ShowGroup.ViewModel?
    private var columns = 0

    public init() {}

    /// Shown afresh from the book as another program left it.
    public func bookMayHaveChanged() { interactor?.showGroup(request: .init(columns: columns)) }

    public func willAppear(size: TerminalSize) {
        columns = size.columns
        interactor?.showGroup(request: .init(columns: columns))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        guard let command = AppKeymap.duplicateGroup.command(for: key) else { return }
        switch command {
        case .previousField: interactor?.moveFocus(request: .init(step: -1, columns: columns))
        case .nextField: interactor?.moveFocus(request: .init(step: 1, columns: columns))
        case .previousValue: interactor?.choose(request: .init(step: -1, columns: columns))
        case .nextValue: interactor?.choose(request: .init(step: 1, columns: columns))
        case .nextContact: interactor?.moveContact(request: .init(step: 1, columns: columns))
        case .previousContact: interactor?.moveContact(request: .init(step: -1, columns: columns))
        case .takeOut: interactor?.takeOut(request: .init(columns: columns))
        case .merge: interactor?.merge(request: .init(columns: columns))
        case .dismiss: interactor?.dismiss(request: .init())
        case .back: router?.routeBack()
        }
    }

    public func displayGroup(viewModel: DuplicateGroup.ShowGroup.ViewModel) {
        self.viewModel = viewModel
    }

    public func displayMerged(viewModel: DuplicateGroup.Merge.ViewModel) {
        router?.routeBackWithOutcome()
    }

    public func displayMergeQuestion(viewModel: DuplicateGroup.AskToMerge.ViewModel) {
        router?.routeToMergeConfirmation(question: viewModel.question) { [weak self] confirmed in
            guard confirmed, let self else { return }
            self.interactor?.merge(request: .init(columns: self.columns, confirmed: true))
        }
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        ScreenChrome.drawTitle(viewModel.title, on: terminal)
        for (offset, line) in viewModel.lines.prefix(ScreenChrome.contentHeight(for: terminal.size)).enumerated() {
            let style: TextStyle = offset == 0 ? .bold : line.isFocused ? .reverse : .normal
            terminal.draw(line.text, row: 1 + offset, column: 0, style: style)
        }
        ScreenChrome.drawStatus(AppKeymap.duplicateGroup.statusItems, message: viewModel.message, on: terminal)
        terminal.hideCursor()
    }
}

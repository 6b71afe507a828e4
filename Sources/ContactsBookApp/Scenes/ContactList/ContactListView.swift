import ContactsCore
import TerminalUI

@MainActor
public protocol ContactListDisplayLogic: AnyObject {
    func displayContacts(viewModel: ContactList.ShowContacts.ViewModel)
    func displayDeleteConfirmation(viewModel: ContactList.AskToDelete.ViewModel)
    func displayDeleteConflict(viewModel: ConflictQuestion)
}

/// Draws the list and turns keys into requests (to the interactor) or routes (to the router).
@MainActor
public final class ContactListView: SceneView, ContactListDisplayLogic {
    var interactor: ContactListBusinessLogic?
    var router: (ContactListRoutingLogic & ContactListDataPassing)?
    public private(set) var viewModel: ContactList.ShowContacts.ViewModel?
    private var size = TerminalSize(rows: 0, columns: 0)

    public init() {}

    public var sceneDataStore: AnyObject? { router?.dataStore }

    /// Title bar, column header and status line leave the rest for rows.
    private var viewport: ContactList.Viewport {
        ContactList.Viewport(rows: max(1, size.rows - 3), columns: size.columns)
    }

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showContacts(request: .init(viewport: viewport))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        guard let command = AppKeymap.list.command(for: key) else { return }
        switch command {
        case .up: move(.up)
        case .down: move(.down)
        case .pageUp: move(.pageUp)
        case .pageDown: move(.pageDown)
        case .first: move(.first)
        case .last: move(.last)
        case .open: router?.routeToContactDetail()
        case .add: router?.routeToAddContact()
        case .edit: router?.routeToEditContact()
        case .delete: interactor?.askToDelete(request: .init())
        case .birthdays: router?.routeToBirthdays()
        case .help: router?.routeToHelp()
        case .quit: router?.routeToQuit()
        }
    }

    private func move(_ movement: ContactList.Movement) {
        interactor?.moveSelection(request: .init(movement: movement, viewport: viewport))
    }

    public func displayContacts(viewModel: ContactList.ShowContacts.ViewModel) {
        self.viewModel = viewModel
    }

    public func displayDeleteConfirmation(viewModel: ContactList.AskToDelete.ViewModel) {
        router?.routeToDeleteConfirmation(question: viewModel.question) { [weak self] confirmed in
            guard confirmed, let self else { return }
            self.interactor?.deleteContact(request: .init(viewport: self.viewport))
        }
    }

    public func displayDeleteConflict(viewModel: ConflictQuestion) {
        router?.routeToConflictQuestion(viewModel) { [weak self] resolution in
            guard let resolution, let self else { return }
            self.interactor?.deleteContact(request: .init(viewport: self.viewport, resolution: resolution))
        }
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        ScreenChrome.drawTitle(viewModel.title, trailing: viewModel.trailing, on: terminal)
        terminal.draw(viewModel.columnHeader, row: 1, column: 0, style: [.bold, .underline])
        if let empty = viewModel.emptyMessage {
            let row = 1 + max(1, (terminal.size.rows - 3) / 2)
            let column = max(0, (terminal.size.columns - DisplayWidth.of(empty)) / 2)
            terminal.draw(empty, row: row, column: column, style: .bold)
        }
        for (offset, row) in viewModel.rows.enumerated() {
            terminal.draw(row.text, row: 2 + offset, column: 0, style: row.isSelected ? .reverse : .normal)
        }
        ScreenChrome.drawStatus(AppKeymap.list.statusItems, message: viewModel.message, on: terminal)
        terminal.hideCursor()
    }
}

import ContactsCore
import TerminalUI

@MainActor
public protocol ContactDetailDisplayLogic: AnyObject {
    func displayContact(viewModel: ContactDetail.ShowContact.ViewModel)
    func displayDeleteConfirmation(viewModel: ContactDetail.AskToDelete.ViewModel)
    func displayDeleted(viewModel: ContactDetail.DeleteContact.ViewModel)
    func displayDeleteConflict(viewModel: ConflictQuestion)
}

@MainActor
public final class ContactDetailView: SceneView, ContactDetailDisplayLogic {
    var interactor: ContactDetailBusinessLogic?
    var router: (ContactDetailRoutingLogic & ContactDetailDataPassing)?
    public private(set) var viewModel: ContactDetail.ShowContact.ViewModel?
    private var scroll = ScrollPosition()
    private var size = TerminalSize(rows: 0, columns: 0)

    public init() {}

    private var visibleLines: Int { ScreenChrome.contentHeight(for: size) }

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showContact(request: .init(columns: size.columns))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    /// The contact as the book has it now (or, deleted elsewhere, a word that it is gone).
    public func bookMayHaveChanged() {
        interactor?.showContact(request: .init(columns: size.columns))
    }

    public func handle(_ key: Key) {
        guard let command = AppKeymap.detail.command(for: key) else { return }
        let total = viewModel?.lines.count ?? 0
        switch command {
        case .scrollUp: scroll.apply(.up, visibleLines: visibleLines, totalLines: total)
        case .scrollDown: scroll.apply(.down, visibleLines: visibleLines, totalLines: total)
        case .pageUp: scroll.apply(.pageUp, visibleLines: visibleLines, totalLines: total)
        case .pageDown: scroll.apply(.pageDown, visibleLines: visibleLines, totalLines: total)
        case .edit: router?.routeToEditContact()
        case .delete: interactor?.askToDelete(request: .init())
        case .back: router?.routeBack()
        case .help: router?.routeToHelp()
        }
    }

    public func displayContact(viewModel: ContactDetail.ShowContact.ViewModel) {
        self.viewModel = viewModel
        scroll.clamp(visibleLines: visibleLines, totalLines: viewModel.lines.count)
    }

    public func displayDeleteConfirmation(viewModel: ContactDetail.AskToDelete.ViewModel) {
        router?.routeToDeleteConfirmation(question: viewModel.question) { [weak self] confirmed in
            guard confirmed, let self else { return }
            self.interactor?.deleteContact(request: .init(columns: self.size.columns))
        }
    }

    public func displayDeleted(viewModel: ContactDetail.DeleteContact.ViewModel) {
        router?.routeBackAfterDeleting(name: viewModel.name)
    }

    public func displayDeleteConflict(viewModel: ConflictQuestion) {
        router?.routeToConflictQuestion(viewModel) { [weak self] resolution in
            guard let resolution, let self else { return }
            self.interactor?.deleteContact(request: .init(columns: self.size.columns, resolution: resolution))
        }
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        ScreenChrome.drawTitle(viewModel.title, on: terminal)
        ContactCard.draw(viewModel.lines.dropFirst(scroll.firstLine), row: 1, column: 0, height: visibleLines, on: terminal)
        ScreenChrome.drawStatus(AppKeymap.detail.statusItems, message: viewModel.message, on: terminal)
        terminal.hideCursor()
    }
}

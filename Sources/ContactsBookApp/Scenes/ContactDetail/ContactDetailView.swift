import ContactsCore
import Localization
import TerminalUI

@MainActor
public protocol ContactDetailDisplayLogic: AnyObject {
    func displayContact(viewModel: ContactDetail.ShowContact.ViewModel)
    func displayTagQuestion(viewModel: ContactDetail.AddTag.ViewModel)
    func displayEditorConflict(viewModel: ConflictQuestion)
    func displayDeleteConfirmation(viewModel: ContactDetail.AskToDelete.ViewModel)
    func displayDeleted(viewModel: ContactDetail.DeleteContact.ViewModel)
    func displayDeleteConflict(viewModel: ConflictQuestion)
}

extension ContactDetailDisplayLogic {
    /// Only the screen asks for a tag or runs the editor; the commands (show, delete) never do.
    public func displayTagQuestion(viewModel: ContactDetail.AddTag.ViewModel) {}
    public func displayEditorConflict(viewModel: ConflictQuestion) {}
}

/// Draws the card with the field under the cursor reversed, scrolled so that field shows.
@MainActor
public final class ContactDetailView: SceneView, ContactDetailDisplayLogic {
    var interactor: ContactDetailBusinessLogic?
    var router: (ContactDetailRoutingLogic & ContactDetailDataPassing)?
    public private(set) var viewModel: ContactDetail.ShowContact.ViewModel?
    private var scroll = ScrollPosition()
    private var size = TerminalSize(rows: 0, columns: 0)
    /// Sent to the terminal with the next frame, once.
    private var pendingClipboard: String?

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
        switch command {
        case .move(let movement): interactor?.moveCursor(request: .init(movement: movement, rows: visibleLines, columns: size.columns))
        case .act(let action): interactor?.act(request: .init(action: action, columns: size.columns))
        case .addTag: interactor?.addTag(request: .init(tag: nil, columns: size.columns))
        case .edit: router?.routeToEditContact()
        case .delete: interactor?.askToDelete(request: .init())
        case .back: router?.routeBack()
        case .help: router?.routeToHelp()
        }
    }

    public func displayContact(viewModel: ContactDetail.ShowContact.ViewModel) {
        self.viewModel = viewModel
        if let clipboard = viewModel.clipboard { pendingClipboard = clipboard }
        keepSelectionInView()
    }

    /// Scrolls as little as possible to show the selected field's lines (its first, when the
    /// field is taller than the screen).
    private func keepSelectionInView() {
        guard let viewModel else { return }
        let total = viewModel.lines.count
        scroll.clamp(visibleLines: visibleLines, totalLines: total)
        guard let field = viewModel.selectedField, let first = viewModel.lines.firstIndex(where: { $0.field == field }),
            let last = viewModel.lines.lastIndex(where: { $0.field == field })
        else { return }
        if first < scroll.firstLine || last - first >= visibleLines {
            scroll.show(line: first, visibleLines: visibleLines, totalLines: total)
        } else if last >= scroll.firstLine + visibleLines {
            scroll.show(line: last - visibleLines + 1, visibleLines: visibleLines, totalLines: total)
        }
    }

    public func displayTagQuestion(viewModel: ContactDetail.AddTag.ViewModel) {
        let prompt = TextPrompt.Configuration(question: viewModel.question, emptyRefusal: tr("Type a tag, or Esc to cancel.")) { [weak self] tag in
            guard let tag, let self else { return }
            self.interactor?.addTag(request: .init(tag: tag, columns: self.size.columns))
        }
        router?.routeToTextPrompt(prompt)
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

    public func displayEditorConflict(viewModel: ConflictQuestion) {
        router?.routeToConflictQuestion(viewModel) { [weak self] resolution in
            guard let resolution, let self else { return }
            self.interactor?.act(request: .init(action: .editInEditor, columns: self.size.columns, resolution: resolution))
        }
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
        ContactCard.draw(
            viewModel.lines.dropFirst(scroll.firstLine), row: 1, column: 0, height: visibleLines, selected: viewModel.selectedField, on: terminal)
        if let clipboard = pendingClipboard {
            terminal.copyToClipboard(clipboard)
            pendingClipboard = nil
        }
        ScreenChrome.drawStatus(AppKeymap.detail.statusItems, message: viewModel.message, on: terminal)
        terminal.hideCursor()
    }
}

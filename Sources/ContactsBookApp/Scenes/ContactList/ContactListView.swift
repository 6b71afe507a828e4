import ContactsCore
import Localization
import TerminalUI

@MainActor
public protocol ContactListDisplayLogic: AnyObject {
    func displayContacts(viewModel: ContactList.ShowContacts.ViewModel)
    func displayDeleteConfirmation(viewModel: ContactList.AskToDelete.ViewModel)
    func displayDeleteConflict(viewModel: ConflictQuestion)
    func displayTextQuestion(viewModel: ContactList.AskForText.ViewModel)
    /// The last sync left conflicts: show them.
    func displaySyncConflicts()
    func displayAddressChoice(viewModel: ContactList.WriteEmail.AddressChoiceViewModel)
    func displayEditorConflict(viewModel: ConflictQuestion)
    func displayHiddenMarksBeforeMail(viewModel: ContactList.WriteEmail.HiddenMarksViewModel)
    func displayBookGone(viewModel: ContactList.BookGone.ViewModel)
    func displayBookChoice(viewModel: ContactList.ChooseBooks.ViewModel)
    func displayTransferQuestion(viewModel: ContactList.TransferToBook.ViewModel)
}

/// Draws the list and turns keys into requests (to the Interactor of their kind: listing, marks
/// and acting, sync) or routes (to the router).
/// While a search is typed, the search line's editor is view state; each edit is a request.
@MainActor
public final class ContactListView: SceneView, ContactListDisplayLogic {
    var interactor: ContactListBusinessLogic?
    var actingInteractor: ContactListActingLogic?
    var syncInteractor: ContactListSyncLogic?
    var router: (ContactListRoutingLogic & ContactListDataPassing)?
    public private(set) var viewModel: ContactList.ShowContacts.ViewModel?
    private var size = TerminalSize(rows: 0, columns: 0)
    /// The search line's editor while a search is typed.
    private var searchEditor: LineEditor?
    /// Sent to the terminal with the next frame, once.
    private var pendingClipboard: String?

    public init() {}

    public func receive(_ result: SceneResult) { router?.receive(result) }
    public var editsText: Bool { searchEditor != nil }

    /// Title bar, column header, status line and (while searching or filtered) the search line
    /// leave the rest for rows.
    /// Above this many columns the selected contact is shown beside the list, which keeps the
    /// width its every column needs.
    static let splitWidth = 120

    var viewport: ContactList.Viewport {
        let rows = max(1, size.rows - (showsSearchLine ? 4 : 3))
        guard size.columns > Self.splitWidth else { return ContactList.Viewport(rows: rows, columns: size.columns) }
        let listColumns = max(ContactListPresenter.Columns.widthForEmail, size.columns * 11 / 20)
        return ContactList.Viewport(rows: rows, columns: listColumns, previewColumns: size.columns - listColumns - 1)
    }

    private var showsSearchLine: Bool { searchEditor != nil || viewModel?.filterLine != nil }

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showContacts(request: .init(viewport: viewport))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func bookMayHaveChanged() {
        interactor?.reload(request: .init(viewport: viewport, byHand: false))
    }

    public func handle(_ key: Key) {
        if var editor = searchEditor { return handleSearch(key, editor: &editor) }
        if case .mouse(let action, let row, let column) = key {
            // The preview beside a wide list is not the list.
            return column < viewport.columns ? handleMouse(action, row: row) : ()
        }
        guard let command = AppKeymap.list.command(for: key) else { return }
        switch command {
        case .move(let movement): move(movement)
        case .open: router?.routeToContactDetail()
        case .add: router?.routeToAddContact()
        case .edit: router?.routeToEditContact()
        case .delete: actingInteractor?.askToDelete(request: .init())
        case .search:
            searchEditor = LineEditor(text: viewModel?.query ?? "")
            search(searchEditor?.text ?? "")
        case .clearFilter: clear()
        case .mark: actingInteractor?.toggleMark(request: .init(viewport: viewport))
        case .copy: actingInteractor?.copyToClipboard(request: .init(viewport: viewport))
        case .mail: actingInteractor?.writeEmail(request: .init(viewport: viewport))
        case .markAll: actingInteractor?.changeMarks(request: .init(change: .all, viewport: viewport))
        case .unmarkAll: actingInteractor?.changeMarks(request: .init(change: .none, viewport: viewport))
        case .invertMarks: actingInteractor?.changeMarks(request: .init(change: .invert, viewport: viewport))
        case .editInEditor: actingInteractor?.editInEditor(request: .init(viewport: viewport))
        case .tagMarked: actingInteractor?.askForText(request: .init(action: .tag))
        case .exportMarked: actingInteractor?.askForText(request: .init(action: .export))
        case .tag: router?.routeToTagPicker()
        case .duplicates: router?.routeToDuplicates()
        case .sync: syncInteractor?.sync(request: .init(viewport: viewport))
        case .sort: interactor?.cycleSort(request: .init(viewport: viewport))
        case .favorite: interactor?.toggleFavorite(request: .init(viewport: viewport))
        case .undo: interactor?.undo(request: .init(viewport: viewport))
        case .redo: interactor?.redo(request: .init(viewport: viewport))
        case .reload: interactor?.reload(request: .init(viewport: viewport, byHand: true))
        case .birthdays: router?.routeToBirthdays()
        case .books: interactor?.askForBooks(request: .init(viewport: viewport))
        case .moveToBook: actingInteractor?.askForTransfer(request: .init(copying: false, viewport: viewport))
        case .copyToBook: actingInteractor?.askForTransfer(request: .init(copying: true, viewport: viewport))
        case .help: router?.routeToHelp()
        case .quit: router?.routeToQuit()
        }
    }

    /// A click selects the row under it, a double click opens it, the wheel scrolls.
    private func handleMouse(_ action: MouseAction, row: Int) {
        switch action {
        case .wheelUp: (0..<3).forEach { _ in move(.up) }
        case .wheelDown: (0..<3).forEach { _ in move(.down) }
        case .click, .doubleClick:
            // The rows start under the title bar and the column header.
            guard row >= 2, row - 2 < (viewModel?.rows.count ?? 0) else { return }
            interactor?.selectRow(request: .init(row: row - 2, viewport: viewport))
            if action == .doubleClick { router?.routeToContactDetail() }
        }
    }

    /// Esc: the marks go first, then the search and the tag.
    private func clear() {
        if viewModel?.hasMarks == true {
            actingInteractor?.clearMarks(request: .init(viewport: viewport))
        } else if viewModel?.filterLine != nil {
            interactor?.clearFilter(request: .init(viewport: viewport))
        }
    }

    /// Enter keeps the search and goes back to the list's keys, Esc clears it; Up, Down and the
    /// page keys move the selection; anything else edits the search.
    private func handleSearch(_ key: Key, editor: inout LineEditor) {
        switch key {
        case .enter:
            searchEditor = nil
        case .escape:
            searchEditor = nil
            search("")
        case .up, .control("p"): move(.up)
        case .down, .control("n"): move(.down)
        case .pageUp: move(.pageUp)
        case .pageDown: move(.pageDown)
        default:
            let edited = editor.handle(key) == .edited
            searchEditor = editor
            if edited { search(editor.text) }
        }
    }

    private func search(_ query: String) {
        interactor?.search(request: .init(query: query, viewport: viewport))
    }

    private func move(_ movement: ContactList.Movement) {
        interactor?.moveSelection(request: .init(movement: movement, viewport: viewport))
    }

    public func displayContacts(viewModel: ContactList.ShowContacts.ViewModel) {
        self.viewModel = viewModel
        if let clipboard = viewModel.clipboard { pendingClipboard = clipboard }
    }

    public func displayDeleteConfirmation(viewModel: ContactList.AskToDelete.ViewModel) {
        router?.routeToDeleteConfirmation(question: viewModel.question) { [weak self] confirmed in
            guard confirmed, let self else { return }
            self.actingInteractor?.deleteContact(request: .init(viewport: self.viewport, targets: viewModel.targets))
        }
    }

    public func displayTextQuestion(viewModel: ContactList.AskForText.ViewModel) {
        let prompt = TextPrompt.Configuration(
            question: viewModel.question, text: viewModel.text, emptyRefusal: viewModel.emptyRefusal, refusal: viewModel.refusal
        ) {
            [weak self] answer in
            guard let answer, let self else { return }
            self.actingInteractor?.actOnMarked(
                request: .init(action: viewModel.action, text: answer, viewport: self.viewport, targets: viewModel.targets))
        }
        router?.routeToTextPrompt(prompt)
    }

    /// The answer goes back with the request, which carries the addresses chosen so far.
    public func displayAddressChoice(viewModel: ContactList.WriteEmail.AddressChoiceViewModel) {
        let question = ConfirmDialog.Configuration(
            question: viewModel.question, detail: viewModel.detail, choices: viewModel.choices, defaultChoice: nil
        ) { [weak self] choice in
            guard let choice, let self else { return }
            var request = viewModel.request
            request.viewport = self.viewport
            request.addresses[viewModel.contactID] = viewModel.addresses[choice]
            self.actingInteractor?.writeEmail(request: request)
        }
        router?.routeToQuestion(question)
    }

    public func displayHiddenMarksBeforeMail(viewModel: ContactList.WriteEmail.HiddenMarksViewModel) {
        router?.routeToQuestion(
            .init(question: viewModel.question) { [weak self] yes in
                guard yes, let self else { return }
                var request = viewModel.request
                request.viewport = self.viewport
                request.confirmedHidden = true
                self.actingInteractor?.writeEmail(request: request)
            })
    }

    /// Asked until answered: Esc asks again, since any change would write the book back.
    public func displayBookGone(viewModel: ContactList.BookGone.ViewModel) {
        let question = ConfirmDialog.Configuration(
            question: viewModel.question, detail: viewModel.detail,
            choices: [ConfirmDialog.Choice(key: "s", label: tr("Save it back")), ConfirmDialog.Choice(key: "q", label: tr("Quit"))],
            defaultChoice: nil
        ) { [weak self] choice in
            guard let self else { return }
            switch choice {
            case 0?: self.interactor?.saveBack(request: .init(viewport: self.viewport))
            case 1?: self.router?.routeToQuit()
            default: self.displayBookGone(viewModel: viewModel)
            }
        }
        router?.routeToQuestion(question)
    }

    public func displaySyncConflicts() {
        router?.routeToSyncConflicts()
    }

    public func displayEditorConflict(viewModel: ConflictQuestion) {
        router?.routeToConflictQuestion(viewModel) { [weak self] resolution in
            guard let resolution, let self else { return }
            self.actingInteractor?.editInEditor(request: .init(viewport: self.viewport, resolution: resolution))
        }
    }

    public func displayDeleteConflict(viewModel: ConflictQuestion) {
        router?.routeToConflictQuestion(viewModel) { [weak self] resolution in
            guard let resolution, let self else { return }
            self.actingInteractor?.deleteContact(request: .init(viewport: self.viewport, resolution: resolution))
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
            let style: TextStyle = row.isSelected ? .reverse : .normal
            terminal.draw(row.text, row: 2 + offset, column: 0, style: style)
            let characters = Array(row.text)
            for range in row.highlights {
                let column = DisplayWidth.of(String(characters[..<range.lowerBound]))
                terminal.draw(String(characters[range]), row: 2 + offset, column: column, style: style.union([.bold, .underline]))
            }
        }
        drawPreview(viewModel.preview, on: terminal)
        drawSearchLine(viewModel, on: terminal)
        if let clipboard = pendingClipboard {
            terminal.copyToClipboard(clipboard)
            pendingClipboard = nil
        }
        ScreenChrome.drawStatus(
            searchEditor == nil ? AppKeymap.list.statusItems : Self.searchHints.map(\.text), message: viewModel.message, on: terminal)
    }

    /// The selected contact beside the list, after a rule, on a wide terminal.
    private func drawPreview(_ preview: [ContactCard.Line], on terminal: Terminal) {
        let layout = viewport
        guard layout.previewColumns > 0 else { return }
        for row in 1..<(1 + layout.rows + 1) { terminal.draw("│", row: row, column: layout.columns, style: .dim) }
        ContactCard.draw(preview, row: 2, column: layout.columns + 1, height: layout.rows, on: terminal)
    }

    /// The keys while a search is typed: the key names stay, the words are translated.
    private static let searchHints = [
        StatusHint(key: "Enter", label: N_("Keep")),  // untranslated: key name
        StatusHint(key: "Esc", label: N_("Clear")),  // untranslated: key name
        StatusHint(key: "Up/Down", label: N_("Move")),  // untranslated: key names
    ]

    /// The search being typed (with the cursor), or the filter in force.
    private func drawSearchLine(_ viewModel: ContactList.ShowContacts.ViewModel, on terminal: Terminal) {
        let row = terminal.size.rows - 2
        guard var editor = searchEditor else {
            if let filterLine = viewModel.filterLine { terminal.drawBar(" " + filterLine, row: row, style: .dim) }
            return terminal.hideCursor()
        }
        SearchLine.draw(&editor, on: terminal)
        searchEditor = editor
    }
}

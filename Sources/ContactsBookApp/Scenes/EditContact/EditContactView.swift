import ContactsCore
import TerminalUI

@MainActor
public protocol EditContactDisplayLogic: AnyObject {
    func displayForm(viewModel: EditContact.FormViewModel)
    func displaySaved(viewModel: EditContact.Save.ViewModel)
    func displayCancel(viewModel: EditContact.Cancel.ViewModel)
    func displayConflict(viewModel: EditContact.Conflict.ViewModel)
    func displayEditsApplied(viewModel: EditContact.ApplyEdits.ViewModel)
}

extension EditContactDisplayLogic {
    /// Only the command line applies edits from flags; the screen never asks.
    public func displayEditsApplied(viewModel: EditContact.ApplyEdits.ViewModel) {}
}

/// Draws the form and keeps the line editor of the focused field (cursor and scroll are view
/// state); every change of text goes to the interactor as a request.
@MainActor
public final class EditContactView: SceneView, EditContactDisplayLogic {
    var interactor: EditContactBusinessLogic?
    var router: (EditContactRoutingLogic & EditContactDataPassing)?
    public private(set) var viewModel: EditContact.FormViewModel?
    private var editor: LineEditor?
    private var editorField: FormField?
    private var firstVisibleLine = 0
    private var size = TerminalSize(rows: 0, columns: 0)

    public init() {}

    public var hasUnsavedChanges: Bool { router?.dataStore?.hasUnsavedChanges ?? false }
    public var editsText: Bool { editor != nil }
    public func abandonUnsavedChanges() { interactor?.discardChanges(request: .init()) }

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.loadForm(request: .init())
    }

    public func resize(to size: TerminalSize) { self.size = size }

    public func handle(_ key: Key) {
        guard let viewModel else { return }
        let command = AppKeymap.edit.command(for: key)
        switch command {
        case .save: return interactor?.save(request: .init()) ?? ()
        case .cancel: return interactor?.cancel(request: .init()) ?? ()
        case .addEntry: return interactor?.addEntry(request: .init()) ?? ()
        case .removeEntry: return interactor?.removeEntry(request: .init()) ?? ()
        case .help: return router?.routeToHelp() ?? ()
        default: break
        }
        if viewModel.focus == .favorite {
            if command == .toggle || key == .character("x") { return interactor?.toggleFavorite(request: .init()) ?? () }
        } else if viewModel.focus == .book {
            if command == .toggle { return interactor?.chooseNextBook(request: .init()) ?? () }
        } else if var editor {
            let outcome = editor.handle(key)
            self.editor = editor
            if outcome == .edited { interactor?.editField(request: .init(field: viewModel.focus, text: editor.text)) }
            if outcome != .ignored { return }
        }
        switch command {
        case .next: interactor?.moveFocus(request: .init(direction: .next))
        case .previous: interactor?.moveFocus(request: .init(direction: .previous))
        default: break
        }
    }

    public func displayForm(viewModel: EditContact.FormViewModel) {
        self.viewModel = viewModel
        let focused = viewModel.rows.lazy.flatMap(\.fields).first { $0.id == viewModel.focus }
        if let focused, focused.kind != .toggle {
            if editorField != focused.id || editor?.text != focused.text {
                editor = LineEditor(text: focused.text, multiline: focused.kind == .multiline)
            }
        } else {
            editor = nil
        }
        editorField = viewModel.focus
    }

    public func displaySaved(viewModel: EditContact.Save.ViewModel) {
        router?.routeAfterSave()
    }

    public func displayCancel(viewModel: EditContact.Cancel.ViewModel) {
        guard let question = viewModel.question else { return router?.routeBack() ?? () }
        router?.routeToDiscardConfirmation(question: question) { [weak self] discard in
            guard discard else { return }
            self?.interactor?.discardChanges(request: .init())
            self?.router?.routeBack()
        }
    }

    /// Asks which version to keep; Esc leaves the form open as it is.
    public func displayConflict(viewModel: EditContact.Conflict.ViewModel) {
        router?.routeToConflictQuestion(viewModel) { [weak self] resolution in
            guard let resolution else { return }
            self?.interactor?.save(request: .init(resolution: resolution))
        }
    }

    // MARK: Drawing

    /// One screen line of the form: a row's fields, one more line of a multi-line field, or an error.
    private enum Line {
        case fields(row: Int)
        case extraLine(row: Int, line: Int)
        case error(row: Int)
    }

    /// The captions' column: 14 (12 when narrow), wider for longer captions (a translation's)
    /// up to 22 from 80 columns; a caption that still does not fit ends in "…". Every row's
    /// fields start at the same column.
    private var captionWidth = 14

    private static func captionWidth(for viewModel: EditContact.FormViewModel, columns: Int) -> Int {
        let base = columns >= 50 ? 14 : 12
        let longest = viewModel.rows.lazy.map { DisplayWidth.of($0.caption) }.max() ?? 0
        return max(base, min(longest + 1, columns >= 80 ? 22 : base))
    }

    private func lines(for viewModel: EditContact.FormViewModel) -> [Line] {
        var lines: [Line] = []
        for (index, row) in viewModel.rows.enumerated() {
            lines.append(.fields(row: index))
            if let multiline = row.fields.first(where: { $0.kind == .multiline }) {
                let count = multiline.id == editorField ? (editor?.lines.count ?? 1) : multiline.text.textLines.count
                lines += (1..<max(1, count)).map { .extraLine(row: index, line: $0) }
            }
            if row.error != nil { lines.append(.error(row: index)) }
        }
        return lines
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        captionWidth = Self.captionWidth(for: viewModel, columns: size.columns)
        ScreenChrome.drawTitle(viewModel.title, trailing: viewModel.trailing, on: terminal)
        let allLines = lines(for: viewModel)
        scrollToFocus(allLines, viewModel: viewModel)
        terminal.hideCursor()
        let height = ScreenChrome.contentHeight(for: size)
        for (offset, line) in allLines.dropFirst(firstVisibleLine).prefix(height).enumerated() {
            draw(line, viewModel: viewModel, at: 1 + offset, on: terminal)
        }
        ScreenChrome.drawStatus(AppKeymap.edit.statusItems, message: viewModel.message, on: terminal)
    }

    /// Keeps the focused field (the cursor's line, in notes) and its error on screen.
    private func scrollToFocus(_ lines: [Line], viewModel: EditContact.FormViewModel) {
        guard let focusRow = viewModel.rows.firstIndex(where: { $0.fields.contains { $0.id == viewModel.focus } }),
            var target = lines.firstIndex(where: { if case .fields(focusRow) = $0 { return true } else { return false } })
        else { return }
        if let editor, editor.multiline { target += editor.cursorLine }
        let height = max(1, ScreenChrome.contentHeight(for: size))
        var bottom = target
        if viewModel.rows[focusRow].error != nil, target + 1 < lines.count, case .error = lines[target + 1] { bottom += 1 }
        if target < firstVisibleLine { firstVisibleLine = target }
        if bottom >= firstVisibleLine + height { firstVisibleLine = bottom - height + 1 }
        firstVisibleLine = max(0, min(firstVisibleLine, lines.count - height))
    }

    private func draw(_ line: Line, viewModel: EditContact.FormViewModel, at screenRow: Int, on terminal: Terminal) {
        switch line {
        case .fields(let index):
            let row = viewModel.rows[index]
            let isFocusedRow = row.fields.contains { $0.id == viewModel.focus }
            terminal.draw(
                " " + DisplayWidth.fit(row.caption, to: captionWidth - 1), row: screenRow, column: 0,
                style: isFocusedRow ? .bold : .normal)
            var column = captionWidth + 1
            for (position, field) in row.fields.enumerated() {
                let remaining = size.columns - column - 1
                let width: Int
                switch field.width {
                case .fixed(let fixed): width = min(fixed, max(1, remaining))
                case .fill: width = max(1, remaining)
                }
                drawField(field, lineIndex: 0, column: column, width: width, row: screenRow, focus: viewModel.focus, on: terminal)
                column += width + (position < row.fields.count - 1 ? 1 : 0)
            }
        case let .extraLine(index, lineIndex):
            let row = viewModel.rows[index]
            if let field = row.fields.first(where: { $0.kind == .multiline }) {
                drawField(
                    field, lineIndex: lineIndex, column: captionWidth + 1, width: max(1, size.columns - captionWidth - 2),
                    row: screenRow, focus: viewModel.focus, on: terminal)
            }
        case .error(let index):
            let text = "↳ " + (viewModel.rows[index].error ?? "")
            terminal.draw(
                DisplayWidth.fit(text, to: max(0, size.columns - captionWidth - 2)), row: screenRow, column: captionWidth + 1, style: .error)
        }
    }

    private func drawField(
        _ field: EditContact.FormViewModel.Field, lineIndex: Int, column: Int, width: Int,
        row: Int, focus: FormField, on terminal: Terminal
    ) {
        let isFocused = field.id == focus
        if isFocused, var editor, editor.cursorLine == lineIndex || !editor.multiline {
            let (visible, cursorColumn) = editor.visibleLine(width: width)
            self.editor = editor
            terminal.draw(DisplayWidth.fit(visible.terminalSafe, to: width), row: row, column: column, style: .reverse)
            terminal.setCursor(row: row, column: column + cursorColumn)
            return
        }
        let text: String
        if isFocused, let editor {
            text = editor.lines[lineIndex]
        } else {
            text = field.text.textLines.dropFirst(lineIndex).first ?? ""
        }
        let style: TextStyle = isFocused ? .reverse : .underline
        if text.isEmpty && lineIndex == 0 && !isFocused {
            terminal.draw(DisplayWidth.fit(field.placeholder, to: width), row: row, column: column, style: [.underline, .dim])
        } else {
            terminal.draw(DisplayWidth.fit(text.terminalSafe, to: width), row: row, column: column, style: style)
        }
        if isFocused && field.kind == .toggle { terminal.setCursor(row: row, column: column + 1) }
    }
}

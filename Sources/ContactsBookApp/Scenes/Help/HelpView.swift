import TerminalUI

@MainActor
public protocol HelpDisplayLogic: AnyObject {
    func displayHelp(viewModel: Help.ShowHelp.ViewModel)
}

/// Scrolls with every key a list moves with; `/` searches as it is typed (the search line's
/// editor is view state, each edit a request) and n/N go from match to match.
@MainActor
public final class HelpView: SceneView, HelpDisplayLogic {
    var interactor: HelpBusinessLogic?
    var router: (HelpRoutingLogic & HelpDataPassing)?
    public private(set) var viewModel: Help.ShowHelp.ViewModel?
    private var scroll = ScrollPosition()
    private var size = TerminalSize(rows: 0, columns: 0)
    private var searchEditor: LineEditor?
    /// The line of the match n/N last went to.
    private var currentMatch: Int?

    public init() {}

    public var editsText: Bool { searchEditor != nil }

    /// The search line, while typed or kept, takes a row from the text.
    private var visibleLines: Int {
        ScreenChrome.contentHeight(for: size) - (searchEditor != nil || viewModel?.searchSummary != nil ? 1 : 0)
    }

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showHelp(request: .init(columns: size.columns))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        if var editor = searchEditor { return handleSearch(key, editor: &editor) }
        guard let command = AppKeymap.help.command(for: key) else { return }
        switch command {
        case .scroll(let movement): scroll.apply(movement, visibleLines: visibleLines, totalLines: viewModel?.lines.count ?? 0)
        case .search:
            searchEditor = LineEditor(text: "")
            search("")
        case .nextMatch: showMatch(forward: true)
        case .previousMatch: showMatch(forward: false)
        case .close: router?.routeBack()
        }
    }

    /// Enter keeps the search (n/N then move between matches), Esc clears it.
    private func handleSearch(_ key: Key, editor: inout LineEditor) {
        switch key {
        case .enter: searchEditor = nil
        case .escape:
            searchEditor = nil
            search("")
        default:
            let edited = editor.handle(key) == .edited
            searchEditor = editor
            if edited { search(editor.text) }
        }
    }

    private func search(_ query: String) {
        currentMatch = nil
        interactor?.search(request: .init(query: query, columns: size.columns))
        // As typed, the first match from where the reader is comes into view (if it is not).
        guard !query.isEmpty else { return }
        let lines = viewModel?.lines ?? []
        if let visible = lines.indices.dropFirst(scroll.firstLine).prefix(visibleLines).first(where: { lines[$0].isMatch }) {
            currentMatch = visible
        } else {
            showMatch(forward: true, from: scroll.firstLine)
        }
    }

    /// The next (or previous) matching line after (before) the top line, wrapping around.
    /// From the match last shown (else the top line), so n keeps going where the scroll cannot
    /// (the last page).
    private func showMatch(forward: Bool, from start: Int? = nil) {
        let lines = viewModel?.lines ?? []
        let matches = lines.indices.filter { lines[$0].isMatch }
        let next: Int?
        if let start {
            next = matches.first { $0 >= start } ?? matches.first
        } else {
            let reference = currentMatch ?? scroll.firstLine
            next = forward ? (matches.first { $0 > reference } ?? matches.first) : (matches.last { $0 < reference } ?? matches.last)
        }
        guard let next else { return }
        currentMatch = next
        scroll.show(line: next, visibleLines: visibleLines, totalLines: lines.count)
    }

    public func displayHelp(viewModel: Help.ShowHelp.ViewModel) {
        self.viewModel = viewModel
        scroll.clamp(visibleLines: visibleLines, totalLines: viewModel.lines.count)
    }

    public func draw(on terminal: Terminal) {
        guard let viewModel else { return }
        ScreenChrome.drawTitle(viewModel.title, on: terminal)
        let visible = viewModel.lines.dropFirst(scroll.firstLine).prefix(visibleLines)
        for (offset, line) in visible.enumerated() {
            let style: TextStyle = line.isHeading ? .bold : line.isMatch ? .reverse : .normal
            terminal.draw(line.text, row: 1 + offset, column: 0, style: style)
        }
        drawSearchLine(viewModel, on: terminal)
        ScreenChrome.drawStatus(AppKeymap.help.statusItems, on: terminal)
    }

    private func drawSearchLine(_ viewModel: Help.ShowHelp.ViewModel, on terminal: Terminal) {
        let row = terminal.size.rows - 2
        guard var editor = searchEditor else {
            if let summary = viewModel.searchSummary { terminal.drawBar(" " + summary, row: row, style: .dim) }
            return terminal.hideCursor()
        }
        SearchLine.draw(&editor, trailing: viewModel.searchSummary ?? "", on: terminal)
        searchEditor = editor
    }
}

import TerminalUI

@MainActor
public protocol HelpDisplayLogic: AnyObject {
    func displayHelp(viewModel: Help.ShowHelp.ViewModel)
}

@MainActor
public final class HelpView: SceneView, HelpDisplayLogic {
    var interactor: HelpBusinessLogic?
    var router: (HelpRoutingLogic & HelpDataPassing)?
    public private(set) var viewModel: Help.ShowHelp.ViewModel?
    private var scroll = ScrollPosition()
    private var size = TerminalSize(rows: 0, columns: 0)

    public init() {}

    private var visibleLines: Int { ScreenChrome.contentHeight(for: size) }

    public func willAppear(size: TerminalSize) {
        self.size = size
        interactor?.showHelp(request: .init(columns: size.columns))
    }

    public func resize(to size: TerminalSize) { willAppear(size: size) }

    public func handle(_ key: Key) {
        guard let command = AppKeymap.help.command(for: key) else { return }
        let total = viewModel?.lines.count ?? 0
        switch command {
        case .scrollUp: scroll.apply(.lineUp, visibleLines: visibleLines, totalLines: total)
        case .scrollDown: scroll.apply(.lineDown, visibleLines: visibleLines, totalLines: total)
        case .pageUp: scroll.apply(.pageUp, visibleLines: visibleLines, totalLines: total)
        case .pageDown: scroll.apply(.pageDown, visibleLines: visibleLines, totalLines: total)
        case .close: router?.routeBack()
        }
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
            terminal.draw(line.text, row: 1 + offset, column: 0, style: line.isHeading ? .bold : .normal)
        }
        ScreenChrome.drawStatus(AppKeymap.help.statusItems, on: terminal)
        terminal.hideCursor()
    }
}

import ContactsCore

@MainActor
public protocol HelpPresentationLogic {
    func presentHelp(response: Help.ShowHelp.Response)
}

/// Two columns: the keys, then what they do, wrapped to the terminal's width.
@MainActor
public final class HelpPresenter: HelpPresentationLogic {
    public weak var view: HelpDisplayLogic?

    public init() {}

    public func presentHelp(response: Help.ShowHelp.Response) {
        let keyWidth = min(16, max(8, response.columns / 3))
        let summaryWidth = max(8, response.columns - keyWidth - 4)
        var lines: [Help.ShowHelp.ViewModel.Line] = []
        for section in response.sections {
            if !lines.isEmpty { lines.append(.init(text: "", isHeading: false)) }
            lines.append(.init(text: " " + section.title, isHeading: true))
            for entry in section.entries {
                for (index, part) in WordWrap.lines(entry.summary, width: summaryWidth).enumerated() {
                    let keys = index == 0 ? entry.keys : ""
                    lines.append(.init(text: "  " + DisplayWidth.fit(keys, to: keyWidth) + "  " + part, isHeading: false))
                }
            }
        }
        view?.displayHelp(viewModel: .init(title: "ContactsBook — Help", lines: lines))
    }
}

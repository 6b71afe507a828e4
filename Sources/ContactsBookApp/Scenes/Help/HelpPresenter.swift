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
        for (sectionIndex, section) in response.sections.enumerated() {
            if !lines.isEmpty { lines.append(.init(text: "", isHeading: false)) }
            lines.append(.init(text: " " + section.title, isHeading: true))
            for (entryIndex, entry) in section.entries.enumerated() {
                let isMatch = response.matches.contains([sectionIndex, entryIndex])
                for (index, part) in WordWrap.lines(entry.summary, width: summaryWidth).enumerated() {
                    let keys = index == 0 ? entry.keys : ""
                    lines.append(
                        .init(text: "  " + DisplayWidth.fit(keys, to: keyWidth) + "  " + part, isHeading: false, isMatch: isMatch && index == 0))
                }
            }
        }
        view?.displayHelp(viewModel: .init(title: "ContactsBook — Help", lines: lines, searchSummary: Self.searchSummary(response)))
    }

    /// "3 matches for “tag”", "No key matches “xyz”"; nil without a search.
    private static func searchSummary(_ response: Help.ShowHelp.Response) -> String? {
        let query = response.query.terminalSafe
        guard !query.isEmpty else { return nil }
        let count = response.matches.count
        guard count > 0 else { return "No key matches “\(query)”" }
        return "\(CountFormatting.grouped(count)) \(count == 1 ? "match" : "matches") for “\(query)”"
    }
}

import ContactsCore
import Localization

@MainActor
public protocol HelpPresentationLogic {
    func presentHelp(response: Help.ShowHelp.Response)
}

/// Two columns: the keys, then what they do (in the current language), wrapped to the
/// terminal's width; above them, that the keys are the same in every language.
@MainActor
public final class HelpPresenter: HelpPresentationLogic {
    public weak var view: HelpDisplayLogic?

    public init() {}

    public func presentHelp(response: Help.ShowHelp.Response) {
        let keyWidth = min(16, max(8, response.columns / 3))
        let summaryWidth = max(8, response.columns - keyWidth - 4)
        // TRANSLATORS: the first line of Help: the key commands are the same letters in every language.
        var lines = WordWrap.lines(tr("The keys are the same in every language."), width: max(8, response.columns - 2)).map {
            Help.ShowHelp.ViewModel.Line(text: " " + $0, isHeading: false)
        }
        for (sectionIndex, section) in response.sections.enumerated() {
            if !lines.isEmpty { lines.append(.init(text: "", isHeading: false)) }
            lines.append(.init(text: " " + section.title.text, isHeading: true))
            for (entryIndex, entry) in section.entries.enumerated() {
                let isMatch = response.matches.contains([sectionIndex, entryIndex])
                for (index, part) in WordWrap.lines(entry.summary.text, width: summaryWidth).enumerated() {
                    let keys = index == 0 ? entry.keys : ""
                    lines.append(
                        .init(text: "  " + DisplayWidth.fit(keys, to: keyWidth) + "  " + part, isHeading: false, isMatch: isMatch && index == 0))
                }
            }
        }
        view?.displayHelp(viewModel: .init(title: tr("ContactsBook — Help"), lines: lines, searchSummary: Self.searchSummary(response)))
    }

    /// "3 matches for “tag”", "No key matches “xyz”"; nil without a search.
    private static func searchSummary(_ response: Help.ShowHelp.Response) -> String? {
        let query = response.query.terminalSafe
        guard !query.isEmpty else { return nil }
        let count = response.matches.count
        guard count > 0 else { return tr("No key matches “{search}”", ["search": query]) }
        return trn("{count} match for “{search}”", "{count} matches for “{search}”", count, ["search": query])
    }
}

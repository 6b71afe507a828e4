import ContactsCore

@MainActor
public protocol HelpBusinessLogic {
    func showHelp(request: Help.ShowHelp.Request)
    func search(request: Help.Search.Request)
}

@MainActor
public protocol HelpDataStore: AnyObject {}

@MainActor
public final class HelpInteractor: HelpBusinessLogic, HelpDataStore {
    public var presenter: HelpPresentationLogic?
    private let sections: [HelpSection]

    /// The sections' words are translated as they are shown and searched.
    public init(sections: [HelpSection] = AppKeymap.helpSections) {
        self.sections = sections
    }

    private var query = ""

    public func showHelp(request: Help.ShowHelp.Request) {
        present(columns: request.columns)
    }

    public func search(request: Help.Search.Request) {
        query = request.query
        present(columns: request.columns)
    }

    private func present(columns: Int) {
        var matches: Set<[Int]> = []
        let words = query.folded.split(separator: " ").map(String.init)
        if !words.isEmpty {
            for (sectionIndex, section) in sections.enumerated() {
                for (entryIndex, entry) in section.entries.enumerated() {
                    let text = (entry.keys + " " + entry.summary.text).folded
                    if words.allSatisfy(text.contains) { matches.insert([sectionIndex, entryIndex]) }
                }
            }
        }
        presenter?.presentHelp(response: .init(sections: sections, columns: columns, query: query, matches: matches))
    }
}

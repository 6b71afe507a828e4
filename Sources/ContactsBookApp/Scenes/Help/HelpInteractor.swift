@MainActor
public protocol HelpBusinessLogic {
    func showHelp(request: Help.ShowHelp.Request)
}

@MainActor
public protocol HelpDataStore: AnyObject {}

@MainActor
public final class HelpInteractor: HelpBusinessLogic, HelpDataStore {
    public var presenter: HelpPresentationLogic?
    private let sections: [HelpSection]

    public init(sections: [HelpSection] = AppKeymap.helpSections) {
        self.sections = sections
    }

    public func showHelp(request: Help.ShowHelp.Request) {
        presenter?.presentHelp(response: .init(sections: sections, columns: request.columns))
    }
}

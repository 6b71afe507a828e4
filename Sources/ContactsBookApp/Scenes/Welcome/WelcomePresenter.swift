import ContactsCore
import Localization

@MainActor
public protocol WelcomePresentationLogic {
    func presentOptions(response: Welcome.ShowOptions.Response)
    func presentChoice(response: Welcome.Choose.Response)
}

@MainActor
public final class WelcomePresenter: WelcomePresentationLogic {
    public weak var view: WelcomeDisplayLogic?

    public init() {}

    public func presentOptions(response: Welcome.ShowOptions.Response) {
        let width = max(10, min(72, response.columns - 4))
        let intro =
            WordWrap.lines(tr("There is no contacts book at {path} yet. How would you like to start?", ["path": response.bookName]), width: width)
        let choices = Welcome.Option.allCases.map { option in
            Welcome.ShowOptions.ViewModel.Choice(text: Self.label(option), isSelected: option == response.selected)
        }
        let candidates = response.pathEntry.flatMap { entry in entry.candidates.isEmpty ? nil : entry.candidates.joined(separator: "  ") }
        view?.displayOptions(
            viewModel: .init(
                title: tr("Welcome to ContactsBook"), intro: intro, choices: choices,
                message: response.error.map { StatusMessage($0.description, isError: true) }
                    ?? response.reading.map { StatusMessage(tr("Reading {path}…", ["path": $0.terminalSafe])) }
                    ?? response.pathEntry.map { _ in StatusMessage(tr("Tab completes  Enter imports  Esc goes back")) },
                pathPrompt: response.pathEntry.map { _ in tr("File to import (vCard, CSV, abook or JSON):") },
                pathText: response.pathEntry?.text ?? "", candidates: candidates))
    }

    public func presentChoice(response: Welcome.Choose.Response) {
        view?.displayChoice(viewModel: .init(outcome: response.outcome))
    }

    static func label(_ option: Welcome.Option) -> String {
        switch option {
        case .emptyBook: return tr("e  Start an empty book")
        case .sampleBook: return tr("s  Try a copy of the sample book (16 contacts)")
        case .importFile: return tr("i  Import a file (vCard, CSV, abook or JSON)")
        case .quit: return tr("q  Quit without creating anything")
        }
    }
}

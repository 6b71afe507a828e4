import ContactsCore
import Foundation

@MainActor
public protocol DamagedFilePresentationLogic {
    func presentProblem(response: DamagedFile.ShowProblem.Response)
    func presentChoice(response: DamagedFile.Choose.Response)
}

@MainActor
public final class DamagedFilePresenter: DamagedFilePresentationLogic {
    public weak var view: DamagedFileDisplayLogic?

    public init() {}

    public func presentProblem(response: DamagedFile.ShowProblem.Response) {
        let width = max(10, min(76, response.columns - 4))
        // Only what is offered below: no backup to put back, nothing readable to look at.
        var ways: [String] = []
        if response.backupPath != nil { ways.append("put the latest backup back (the damaged file is kept beside it)") }
        if response.readableContacts > 0 { ways.append("look at what could still be read without saving anything") }
        let advice = "Nothing has been changed. You can " + (ways + ["quit and fix the file in an editor."]).joined(separator: ", or ")
        let lines = WordWrap.lines(response.error.description, width: width) + [""] + WordWrap.lines(advice, width: width)
        var choices: [DamagedFile.ShowProblem.ViewModel.Choice] = []
        if let backup = response.backupPath {
            choices.append(.init(key: "b", text: "b  Put back the latest backup (\((backup as NSString).lastPathComponent))", option: .restoreBackup))
        }
        if response.readableContacts > 0 {
            let lost = response.unreadableContacts > 0 ? ", \(response.unreadableContacts) unreadable" : ""
            choices.append(
                .init(
                    key: "r", text: "r  Open read-only what could be read (\(CountFormatting.contacts(response.readableContacts))\(lost))",
                    option: .openReadOnly))
        }
        choices.append(.init(key: "q", text: "q  Quit, leaving the file as it is", option: .quit))
        view?.displayProblem(
            viewModel: .init(
                title: "The contacts file cannot be opened", lines: lines, choices: choices,
                message: response.failure.map { StatusMessage($0.description, isError: true) }))
    }

    public func presentChoice(response: DamagedFile.Choose.Response) {
        view?.displayChoice(viewModel: .init(outcome: response.outcome))
    }
}

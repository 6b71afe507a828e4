import ContactsCore
import Foundation
import Localization

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
        let advice =
            switch (response.backupPath != nil, response.readableContacts > 0) {
            case (true, true):
                tr(
                    "Nothing has been changed. You can put the latest backup back (the damaged file is kept beside it), or look at what could still be read without saving anything, or quit and fix the file in an editor."
                )
            case (true, false):
                tr(
                    "Nothing has been changed. You can put the latest backup back (the damaged file is kept beside it), or quit and fix the file in an editor."
                )
            case (false, true):
                tr(
                    "Nothing has been changed. You can look at what could still be read without saving anything, or quit and fix the file in an editor."
                )
            case (false, false): tr("Nothing has been changed. You can quit and fix the file in an editor.")
            }
        let lines = WordWrap.lines(response.error.description, width: width) + [""] + WordWrap.lines(advice, width: width)
        var choices: [DamagedFile.ShowProblem.ViewModel.Choice] = []
        if let backup = response.backupPath {
            choices.append(
                .init(
                    key: "b", text: tr("b  Put back the latest backup ({file})", ["file": (backup as NSString).lastPathComponent]),
                    option: .restoreBackup))
        }
        if response.readableContacts > 0 {
            let contacts = CountFormatting.contacts(response.readableContacts)
            let text =
                response.unreadableContacts > 0
                ? trn(
                    "r  Open read-only what could be read ({contacts}, {count} unreadable)",
                    "r  Open read-only what could be read ({contacts}, {count} unreadable)", response.unreadableContacts, ["contacts": contacts])
                : tr("r  Open read-only what could be read ({contacts})", ["contacts": contacts])
            choices.append(.init(key: "r", text: text, option: .openReadOnly))
        }
        choices.append(.init(key: "q", text: tr("q  Quit, leaving the file as it is"), option: .quit))
        view?.displayProblem(
            viewModel: .init(
                title: tr("The contacts file cannot be opened"), lines: lines, choices: choices,
                message: response.failure.map { StatusMessage($0.description, isError: true) }))
    }

    public func presentChoice(response: DamagedFile.Choose.Response) {
        view?.displayChoice(viewModel: .init(outcome: response.outcome))
    }
}

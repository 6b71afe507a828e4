import ContactsCore
import Localization

/// The questions the list asks before acting: each names what it acts on, and how many of the
/// marked contacts the search or tag hides.
extension ContactListPresenter {
    /// What a question is about: one contact by name, or the marked ones by count; `hidden`:
    /// "1 of them hidden by the filter" (a whole phrase), nil when none is.
    private enum Subject {
        case one(name: String, hidden: Bool)
        case marked(count: Int, hidden: String?)
    }

    public func presentDeleteConfirmation(response: ContactList.AskToDelete.Response) {
        let targets = ContactList.Targets(ids: response.contacts.map(\.id), isMarked: response.isMarked)
        let question =
            switch subject(response.contacts, isMarked: response.isMarked, hidden: response.hidden) {
            case .one(let name, false): tr("Delete {name}?", ["name": name])
            case .one(let name, true): tr("Delete {name} (hidden by the filter)?", ["name": name])
            case .marked(let count, nil): trn("Delete the {count} marked contact?", "Delete the {count} marked contacts?", count)
            case .marked(let count, let hidden?):
                // TRANSLATORS: {hidden} is "1 of them hidden by the filter".
                trn("Delete the {count} marked contact ({hidden})?", "Delete the {count} marked contacts ({hidden})?", count, ["hidden": hidden])
            }
        view?.displayDeleteConfirmation(viewModel: .init(question: question, targets: targets))
    }

    public func presentTextQuestion(response: ContactList.AskForText.Response) {
        let subject = subject(response.contacts, isMarked: response.isMarked, hidden: response.hidden)
        let refusal = response.failure.map { $0.description.terminalSafe }
        let targets = ContactList.Targets(ids: response.contacts.map(\.id), isMarked: response.isMarked)
        switch response.action {
        case .tag:
            let question =
                switch subject {
                case .one(let name, false): tr("Tag to add to {name}:", ["name": name])
                case .one(let name, true): tr("Tag to add to {name} (hidden by the filter):", ["name": name])
                case .marked(let count, nil): trn("Tag to add to the {count} marked contact:", "Tag to add to the {count} marked contacts:", count)
                case .marked(let count, let hidden?):
                    trn(
                        "Tag to add to the {count} marked contact ({hidden}):", "Tag to add to the {count} marked contacts ({hidden}):", count,
                        ["hidden": hidden])
                }
            view?.displayTextQuestion(
                viewModel: .init(
                    action: .tag, question: question, text: response.answer ?? "", emptyRefusal: tr("Type a tag, or Esc to cancel."),
                    refusal: refusal, targets: targets))
        case .export:
            let question =
                switch subject {
                case .one(let name, false): tr("Export {name} as vCard to the file:", ["name": name])
                case .one(let name, true): tr("Export {name} (hidden by the filter) as vCard to the file:", ["name": name])
                case .marked(let count, nil):
                    trn("Export the {count} marked contact as vCard to the file:", "Export the {count} marked contacts as vCard to the file:", count)
                case .marked(let count, let hidden?):
                    trn(
                        "Export the {count} marked contact ({hidden}) as vCard to the file:",
                        "Export the {count} marked contacts ({hidden}) as vCard to the file:", count, ["hidden": hidden])
                }
            view?.displayTextQuestion(
                viewModel: .init(
                    action: .export, question: question, text: response.answer ?? "~/contactsbook-export.vcf",
                    emptyRefusal: tr("Type a file name, or Esc to cancel."), refusal: refusal, targets: targets))
        }
    }

    public func presentHiddenMarksBeforeMail(response: ContactList.WriteEmail.HiddenMarksResponse) {
        let question =
            if let hidden = hiddenClause(response.hidden) {
                trn(
                    "Write to the {count} marked contact ({hidden})?", "Write to the {count} marked contacts ({hidden})?", response.count,
                    ["hidden": hidden])
            } else {
                trn("Write to the {count} marked contact?", "Write to the {count} marked contacts?", response.count)
            }
        view?.displayHiddenMarksBeforeMail(viewModel: .init(question: question, request: response.request))
    }

    /// "1 ada@home.example (home) · 2 ada@work.example (work)", answered with 1, 2...
    public func presentAddressChoice(response: ContactList.WriteEmail.AddressChoiceResponse) {
        let emails = Array(response.contact.emails.prefix(9))
        let detail = emails.enumerated().map { index, email in
            "\(index + 1) \(email.value.terminalSafe)" + (email.label.isEmpty ? "" : " (\(email.label.terminalSafe))")
        }
        let choices = emails.enumerated().map { index, email in
            ConfirmDialog.Choice(
                key: Character(String(index + 1)),
                label: email.label.isEmpty ? tr("address {number}", ["number": String(index + 1)]) : email.label.terminalSafe)
        }
        view?.displayAddressChoice(
            viewModel: .init(
                question: tr("Write to which address of {name}?", ["name": response.contact.displayName.terminalSafe]),
                detail: detail.joined(separator: " · "), choices: choices, addresses: emails.map(\.value), contactID: response.contact.id,
                request: response.request))
    }

    public func presentBookGone(response: ContactList.BookGone.Response) {
        view?.displayBookGone(
            viewModel: .init(
                question: tr("{path} is gone: another program removed or moved it.", ["path": response.location.terminalSafe]),
                detail: tr("s saves it back from what is shown here · q quits (nothing is written)")))
    }

    /// Ada Lovelace, or the 3 marked contacts (and how many of them the filter hides).
    private func subject(_ contacts: [Contact], isMarked: Bool, hidden: Int) -> Subject {
        guard isMarked, contacts.count > 1 || contacts.isEmpty else {
            return .one(name: contacts.first?.displayName.terminalSafe ?? "", hidden: hidden > 0)
        }
        return .marked(count: contacts.count, hidden: hiddenClause(hidden))
    }

    private func hiddenClause(_ hidden: Int) -> String? {
        guard hidden > 0 else { return nil }
        return trn("{count} of them hidden by the filter", "{count} of them hidden by the filter", hidden)
    }
}

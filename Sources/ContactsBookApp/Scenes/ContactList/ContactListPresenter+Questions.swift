import ContactsCore

/// The questions the list asks before acting: each names what it acts on, and how many of the
/// marked contacts the search or tag hides.
extension ContactListPresenter {
    public func presentDeleteConfirmation(response: ContactList.AskToDelete.Response) {
        let subject = subject(response.contacts, isMarked: response.isMarked, hidden: response.hidden)
        let targets = ContactList.Targets(ids: response.contacts.map(\.id), isMarked: response.isMarked)
        view?.displayDeleteConfirmation(viewModel: .init(question: "Delete \(subject)?", targets: targets))
    }

    public func presentTextQuestion(response: ContactList.AskForText.Response) {
        let subject = subject(response.contacts, isMarked: response.isMarked, hidden: response.hidden)
        let refusal = response.failure.map { $0.description.terminalSafe }
        let targets = ContactList.Targets(ids: response.contacts.map(\.id), isMarked: response.isMarked)
        switch response.action {
        case .tag:
            view?.displayTextQuestion(
                viewModel: .init(
                    action: .tag, question: "Tag to add to \(subject):", text: response.answer ?? "", emptyRefusal: "Type a tag, or Esc to cancel.",
                    refusal: refusal, targets: targets))
        case .export:
            view?.displayTextQuestion(
                viewModel: .init(
                    action: .export, question: "Export \(subject) as vCard to the file:", text: response.answer ?? "~/contactsbook-export.vcf",
                    emptyRefusal: "Type a file name, or Esc to cancel.", refusal: refusal, targets: targets))
        }
    }

    public func presentHiddenMarksBeforeMail(response: ContactList.WriteEmail.HiddenMarksResponse) {
        let subject = "the \(CountFormatting.grouped(response.count)) marked contacts" + hiddenClause(response.hidden)
        view?.displayHiddenMarksBeforeMail(viewModel: .init(question: "Write to \(subject)?", request: response.request))
    }

    /// "1 ada@home.example (home) · 2 ada@work.example (work)", answered with 1, 2...
    public func presentAddressChoice(response: ContactList.WriteEmail.AddressChoiceResponse) {
        let emails = Array(response.contact.emails.prefix(9))
        let detail = emails.enumerated().map { index, email in
            "\(index + 1) \(email.value.terminalSafe)" + (email.label.isEmpty ? "" : " (\(email.label.terminalSafe))")
        }
        let choices = emails.enumerated().map { index, email in
            ConfirmDialog.Choice(key: Character(String(index + 1)), label: email.label.isEmpty ? "address \(index + 1)" : email.label.terminalSafe)
        }
        view?.displayAddressChoice(
            viewModel: .init(
                question: "Write to which address of \(response.contact.displayName.terminalSafe)?", detail: detail.joined(separator: " · "),
                choices: choices, addresses: emails.map(\.value), contactID: response.contact.id, request: response.request))
    }

    public func presentBookGone(response: ContactList.BookGone.Response) {
        view?.displayBookGone(
            viewModel: .init(
                question: "\(response.location.terminalSafe) is gone: another program removed or moved it.",
                detail: "s saves it back from what is shown here · q quits (nothing is written)"))
    }

    /// "Ada Lovelace", or "the 3 marked contacts" (", 1 of them hidden by the filter").
    private func subject(_ contacts: [Contact], isMarked: Bool, hidden: Int) -> String {
        guard isMarked, contacts.count > 1 || contacts.isEmpty else {
            return (contacts.first?.displayName.terminalSafe ?? "") + (hidden > 0 ? " (hidden by the filter)" : "")
        }
        return "the \(CountFormatting.grouped(contacts.count)) marked contacts" + hiddenClause(hidden)
    }

    private func hiddenClause(_ hidden: Int) -> String {
        guard hidden > 0 else { return "" }
        return hidden == 1 ? " (1 of them hidden by the filter)" : " (\(CountFormatting.grouped(hidden)) of them hidden by the filter)"
    }
}

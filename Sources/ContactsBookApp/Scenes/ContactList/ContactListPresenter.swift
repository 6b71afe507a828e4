import ContactsCore

@MainActor
public protocol ContactListPresentationLogic {
    func presentContacts(response: ContactList.ShowContacts.Response)
    func presentDeleteConfirmation(response: ContactList.AskToDelete.Response)
    func presentDeleteConflict(response: ContactList.DeleteContact.ConflictResponse)
}

/// Lays the visible contacts out in columns (name, phone, email) that line up in terminal
/// columns whatever the script, and words the header and messages.
@MainActor
public final class ContactListPresenter: ContactListPresentationLogic {
    public weak var view: ContactListDisplayLogic?

    public init() {}

    public func presentContacts(response: ContactList.ShowContacts.Response) {
        let columns = Columns(width: response.viewport.columns)
        let rows = response.page.enumerated().map { offset, contact in
            ContactList.ShowContacts.ViewModel.Row(
                text: columns.line(contact.displayName, contact.primaryPhone ?? "", contact.primaryEmail ?? ""),
                isSelected: response.firstIndex + offset == response.selectedIndex)
        }
        let viewModel = ContactList.ShowContacts.ViewModel(
            title: "ContactsBook — \(response.bookName)",
            trailing: CountFormatting.contacts(response.total),
            columnHeader: columns.line("Name", "Phone", "Email"),
            rows: rows,
            emptyMessage: response.total == 0 ? "No contacts yet: press a to add one" : nil,
            message: StatusMessage.problem(response.error, warning: response.warning))
        view?.displayContacts(viewModel: viewModel)
    }

    public func presentDeleteConfirmation(response: ContactList.AskToDelete.Response) {
        view?.displayDeleteConfirmation(viewModel: .init(question: "Delete \(response.contact.displayName.terminalSafe)?"))
    }

    public func presentDeleteConflict(response: ContactList.DeleteContact.ConflictResponse) {
        view?.displayDeleteConflict(viewModel: .deleting(response.conflict))
    }

    /// Column widths for a terminal width: the name takes the most, the phone the least.
    struct Columns {
        static let gap = 2
        let name: Int
        let phone: Int
        let email: Int

        init(width: Int) {
            let available = max(0, width - 2 - 2 * Self.gap)
            phone = min(20, available / 4)
            name = (available - phone) * 9 / 20
            email = available - phone - name
        }

        func line(_ nameText: String, _ phoneText: String, _ emailText: String) -> String {
            let space = String(repeating: " ", count: Self.gap)
            return " " + DisplayWidth.fit(nameText.terminalSafe, to: name) + space
                + DisplayWidth.fit(phoneText.terminalSafe, to: phone) + space
                + DisplayWidth.fit(emailText.terminalSafe, to: email) + " "
        }
    }
}

import ContactsCore

@MainActor
public protocol ContactListPresentationLogic {
    func presentContacts(response: ContactList.ShowContacts.Response)
    func presentDeleteConfirmation(response: ContactList.AskToDelete.Response)
    func presentDeleteConflict(response: ContactList.DeleteContact.ConflictResponse)
}

/// Lays the visible contacts out in columns (name, phone, email) that line up in terminal
/// columns whatever the script, marks favourites, highlights what the search matched, and
/// words the header and messages.
@MainActor
public final class ContactListPresenter: ContactListPresentationLogic {
    public weak var view: ContactListDisplayLogic?

    public init() {}

    public func presentContacts(response: ContactList.ShowContacts.Response) {
        let columns = Columns(width: response.viewport.columns)
        let words = ContactSearch(response.filter.query).words
        let byCompany = response.filter.sort == .company
        let rows = response.page.enumerated().map { offset, contact in
            // Sorted by company, the company leads the name, so the order can be seen.
            let name = byCompany && !contact.company.isEmpty ? "\(contact.company) · \(contact.displayName)" : contact.displayName
            let text = columns.line(name, contact.primaryPhone ?? "", contact.primaryEmail ?? "", favorite: contact.favorite)
            return ContactList.ShowContacts.ViewModel.Row(
                text: text, isSelected: response.firstIndex + offset == response.selectedIndex,
                highlights: text.foldedMatchRanges(of: words))
        }
        let filter = response.filter
        let count =
            filter.isNarrowing
            ? "\(CountFormatting.grouped(response.shown)) of \(CountFormatting.grouped(response.total))"
            : CountFormatting.contacts(response.total)
        var viewModel = ContactList.ShowContacts.ViewModel(
            title: "ContactsBook — \(response.bookName)",
            trailing: "\(count) · by \(filter.sort.title)",
            columnHeader: columns.line("Name", "Phone", "Email", favorite: false),
            rows: rows,
            emptyMessage: emptyMessage(response),
            message: StatusMessage.problem(response.error, warning: response.warning) ?? response.notice.map { StatusMessage($0.terminalSafe) })
        viewModel.filterLine = filterLine(filter)
        viewModel.query = filter.query
        view?.displayContacts(viewModel: viewModel)
    }

    private func emptyMessage(_ response: ContactList.ShowContacts.Response) -> String? {
        if response.total == 0 { return "No contacts yet: press a to add one" }
        guard response.shown == 0 else { return nil }
        let query = response.filter.query.trimmingWhitespace
        let tag = response.filter.tag.map { " tagged \($0.terminalSafe)" } ?? ""
        return query.isEmpty ? "No contact\(tag)" : "No contact\(tag) matches “\(query.terminalSafe)”"
    }

    private func filterLine(_ filter: ContactList.Filter) -> String? {
        guard filter.isNarrowing else { return nil }
        var parts: [String] = []
        if !filter.query.trimmingWhitespace.isEmpty { parts.append("“\(filter.query.trimmingWhitespace.terminalSafe)”") }
        if let tag = filter.tag { parts.append("tag \(tag.terminalSafe)") }
        return "Showing " + parts.joined(separator: ", ") + " — / changes, Esc shows all"
    }

    public func presentDeleteConfirmation(response: ContactList.AskToDelete.Response) {
        view?.displayDeleteConfirmation(viewModel: .init(question: "Delete \(response.contact.displayName.terminalSafe)?"))
    }

    public func presentDeleteConflict(response: ContactList.DeleteContact.ConflictResponse) {
        view?.displayDeleteConflict(viewModel: .deleting(response.conflict))
    }

    /// Column widths for a terminal width: the name takes the most, the phone the least. In a
    /// narrow terminal the email goes first, then the phone, so the name stays readable.
    struct Columns {
        static let gap = 2
        static let widthForPhone = 36
        static let widthForEmail = 72
        let name: Int
        let phone: Int
        let email: Int

        init(width: Int) {
            let shownColumns = width >= Self.widthForEmail ? 3 : width >= Self.widthForPhone ? 2 : 1
            // A two-column gutter (favourite) on the left, one space on the right.
            let available = max(0, width - 3 - (shownColumns - 1) * Self.gap)
            phone = shownColumns >= 2 ? min(20, available / (shownColumns == 3 ? 4 : 3)) : 0
            name = shownColumns == 3 ? (available - phone) * 9 / 20 : available - phone
            email = available - phone - name
        }

        func line(_ nameText: String, _ phoneText: String, _ emailText: String, favorite: Bool) -> String {
            let space = String(repeating: " ", count: Self.gap)
            var line = (favorite ? "★ " : "  ") + DisplayWidth.fit(nameText.terminalSafe, to: name)
            if phone > 0 { line += space + DisplayWidth.fit(phoneText.terminalSafe, to: phone) }
            if email > 0 { line += space + DisplayWidth.fit(emailText.terminalSafe, to: email) }
            return line + " "
        }
    }
}

import ContactsCore

@MainActor
public protocol QueryPresentationLogic {
    func presentQuery(response: QueryContacts.Response)
}

@MainActor
public final class QueryPresenter: QueryPresentationLogic {
    public weak var view: QueryDisplayLogic?

    public init() {}

    public func presentQuery(response: QueryContacts.Response) {
        // Tabs and line breaks inside a field would break the format: made into spaces.
        func field(_ text: String) -> String { text.terminalSafe }
        let rows = response.found.flatMap { found in
            let contact = found.contact
            let book = response.namesBooks ? found.book ?? "" : ""
            return contact.emails.filter { !$0.value.isEmpty }.map { email in
                let extra = [book, contact.nickname, contact.company, email.label].filter { !$0.isEmpty }.joined(separator: ", ")
                return [field(email.value), field(contact.displayName), field(extra)].joined(separator: "\t")
            }
        }
        // mutt's query format, read by mail clients: the same in every language (DECISIONS 98).
        let info =
            "Searching contacts for \"\(field(response.query))\": "  // untranslated: machine-readable
            + "\(rows.count) \(rows.count == 1 ? "address" : "addresses")"
        view?.displayQuery(viewModel: .init(lines: [info] + rows, status: rows.isEmpty ? .noMatch : .success))
    }
}

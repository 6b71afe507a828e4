import ContactsCore

@MainActor
public protocol ContactDetailPresentationLogic {
    func presentContact(response: ContactDetail.ShowContact.Response)
    func presentDeleteConfirmation(response: ContactDetail.AskToDelete.Response)
    func presentDeleted(response: ContactDetail.DeleteContact.Response)
    func presentDeleteConflict(response: ContactDetail.DeleteContact.ConflictResponse)
}

/// Labels every field that has a value, one per line; long values and notes wrap under their
/// label at the terminal's width.
@MainActor
public final class ContactDetailPresenter: ContactDetailPresentationLogic {
    public weak var view: ContactDetailDisplayLogic?
    static let labelWidth = 14

    public init() {}

    public func presentContact(response: ContactDetail.ShowContact.Response) {
        let message = StatusMessage.problem(response.error, warning: response.warning)
        guard let contact = response.contact else {
            view?.displayContact(
                viewModel: .init(
                    title: "Contact not found",
                    lines: [.init(label: "", text: "This contact no longer exists. Press Esc to go back.")], message: message))
            return
        }
        let width = max(8, response.columns - Self.labelWidth - 2)
        var lines: [ContactDetail.ShowContact.ViewModel.Line] = []
        func add(_ label: String, _ value: String) {
            guard !value.trimmingWhitespace.isEmpty else { return }
            for (index, line) in WordWrap.lines(value, width: width).enumerated() {
                lines.append(.init(label: index == 0 ? label : "", text: line))
            }
        }
        func labelled(_ kind: String, _ label: String) -> String {
            label.isEmpty ? kind : "\(kind) (\(label.terminalSafe))"
        }
        add("Name", [contact.firstName, contact.lastName].filter { !$0.isEmpty }.joined(separator: " "))
        add("Nickname", contact.nickname)
        add("Company", contact.company)
        add("Job title", contact.jobTitle)
        contact.phones.forEach { add(labelled("Phone", $0.label), $0.value) }
        contact.emails.forEach { add(labelled("Email", $0.label), $0.value) }
        contact.urls.forEach { add(labelled("URL", $0.label), $0.value) }
        contact.addresses.forEach { add(labelled("Address", $0.label), $0.displayLines.joined(separator: "\n")) }
        add("Birthday", contact.birthday?.description ?? "")
        add("Anniversary", contact.anniversary?.description ?? "")
        add("Tags", contact.tags.joined(separator: ", "))
        if contact.favorite { add("Favourite", "★ yes") }
        add("Notes", contact.notes)
        view?.displayContact(viewModel: .init(title: contact.displayName.terminalSafe, lines: lines, message: message))
    }

    public func presentDeleteConfirmation(response: ContactDetail.AskToDelete.Response) {
        view?.displayDeleteConfirmation(viewModel: .init(question: "Delete \(response.contact.displayName.terminalSafe)?"))
    }

    public func presentDeleted(response: ContactDetail.DeleteContact.Response) {
        view?.displayDeleted(viewModel: .init())
    }

    public func presentDeleteConflict(response: ContactDetail.DeleteContact.ConflictResponse) {
        view?.displayDeleteConflict(viewModel: .deleting(response.conflict))
    }
}

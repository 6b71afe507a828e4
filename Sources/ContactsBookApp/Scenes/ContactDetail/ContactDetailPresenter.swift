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
        let lines = ContactCard.lines(contact, columns: response.columns)
        view?.displayContact(viewModel: .init(title: contact.displayName.terminalSafe, lines: lines, message: message))
    }

    public func presentDeleteConfirmation(response: ContactDetail.AskToDelete.Response) {
        view?.displayDeleteConfirmation(viewModel: .init(question: "Delete \(response.contact.displayName.terminalSafe)?"))
    }

    public func presentDeleted(response: ContactDetail.DeleteContact.Response) {
        view?.displayDeleted(viewModel: .init(name: response.name))
    }

    public func presentDeleteConflict(response: ContactDetail.DeleteContact.ConflictResponse) {
        view?.displayDeleteConflict(viewModel: .deleting(response.conflict))
    }
}

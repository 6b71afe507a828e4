import ContactsCore
import Localization

@MainActor
public protocol ContactDetailPresentationLogic {
    func presentContact(response: ContactDetail.ShowContact.Response)
    func presentTagQuestion(response: ContactDetail.AddTag.Response)
    func presentEditorConflict(response: ContactDetail.Act.ConflictResponse)
    func presentDeleteConfirmation(response: ContactDetail.AskToDelete.Response)
    func presentDeleted(response: ContactDetail.DeleteContact.Response)
    func presentDeleteConflict(response: ContactDetail.DeleteContact.ConflictResponse)
}

/// Labels every field that has a value, one per line; long values and notes wrap under their
/// label at the terminal's width. The field under the cursor is marked for the view to reverse.
@MainActor
public final class ContactDetailPresenter: ContactDetailPresentationLogic {
    public weak var view: ContactDetailDisplayLogic?

    public init() {}

    public func presentContact(response: ContactDetail.ShowContact.Response) {
        let message = StatusMessage.problem(response.error, warning: response.warning) ?? response.notice.map(Self.message)
        guard let contact = response.contact else {
            view?.displayContact(
                viewModel: .init(
                    title: tr("Contact not found"),
                    lines: [.init(label: "", text: tr("This contact no longer exists (deleted here or by another program). Press Esc to go back."))],
                    message: message))
            return
        }
        let lines = ContactCard.lines(contact, columns: response.columns)
        view?.displayContact(
            viewModel: .init(
                title: contact.displayName.terminalSafe, lines: lines, message: message, selectedField: lines.isEmpty ? nil : response.selectedField,
                clipboard: response.clipboard))
    }

    static func message(_ notice: ContactDetail.Notice) -> StatusMessage {
        switch notice {
        case .copied(let text): return ActionWording.copied(text)
        case .noEmail(let name): return ActionWording.noEmail(name)
        case .noMailer: return ActionWording.noMailer
        case .programFailed(let command, let outcome): return ActionWording.programFailed(command, outcome)
        case .savedFromEditor: return StatusMessage(tr("Saved from the editor (u in the list undoes)"))
        case .editorUnchanged: return ActionWording.editorUnchanged
        case .tagged(let tag): return StatusMessage(tr("Tagged “{tag}” (u in the list undoes)", ["tag": tag.terminalSafe]))
        case .favorite(let isFavorite): return StatusMessage(isFavorite ? tr("Marked as a favourite") : tr("No longer a favourite"))
        }
    }

    public func presentEditorConflict(response: ContactDetail.Act.ConflictResponse) {
        view?.displayEditorConflict(viewModel: .saving(response.conflict))
    }

    public func presentTagQuestion(response: ContactDetail.AddTag.Response) {
        view?.displayTagQuestion(viewModel: .init(question: tr("Tag to add to {name}:", ["name": response.name.terminalSafe])))
    }

    public func presentDeleteConfirmation(response: ContactDetail.AskToDelete.Response) {
        view?.displayDeleteConfirmation(viewModel: .init(question: tr("Delete {name}?", ["name": response.contact.displayName.terminalSafe])))
    }

    public func presentDeleted(response: ContactDetail.DeleteContact.Response) {
        view?.displayDeleted(viewModel: .init(name: response.name))
    }

    public func presentDeleteConflict(response: ContactDetail.DeleteContact.ConflictResponse) {
        view?.displayDeleteConflict(viewModel: .deleting(response.conflict))
    }
}

import ContactsCore
import Localization

extension CommandAssembly {
    /// `add` (no id) and `edit ID`: the edit form's Interactor and Presenter, given the flags'
    /// edits instead of keys, so the command validates and saves exactly as the form does.
    public static func edit(contactID: Contact.ID?, edits: ContactEdits, worker: ContactWorker, output: CommandOutput) -> CommandStatus {
        let interactor = EditContactInteractor(worker: worker)
        let presenter = EditContactPresenter()
        let view = EditTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        interactor.contactID = contactID
        interactor.loadForm(request: .init())
        interactor.applyEdits(request: .init(edits: edits))
        guard view.editErrors.isEmpty else { return .noMatch }
        interactor.save(request: .init())
        guard let id = view.savedContactID, let contact = worker.contact(id: id) else {
            return view.printErrors()
        }
        let name = contact.displayName.terminalSafe
        if !view.changed {
            output.write(tr("Nothing to change: {name} ({id}) already has these values", ["name": name, "id": id.uuidString]) + "\n")
            return .success
        }
        output.write(tr("Saved {name} ({id})", ["name": name, "id": id.uuidString]) + "\n")
        return reportingSaveWarning(of: worker, to: output, .success)
    }

    /// `delete ID`: the contact screen's delete, without asking (the command asks first when
    /// the contact was named by words); says what went with its full id.
    public static func delete(contactID: Contact.ID, worker: ContactWorker, output: CommandOutput) -> CommandStatus {
        let interactor = ContactDetailInteractor(worker: worker)
        let presenter = ContactDetailPresenter()
        let name = worker.contact(id: contactID)?.displayName ?? ""
        let view = DeleteTextView(output: output, name: "\(name.terminalSafe) (\(contactID.uuidString))")
        interactor.presenter = presenter
        presenter.view = view
        interactor.contactID = contactID
        interactor.deleteContact(request: .init(columns: 80))
        return reportingSaveWarning(of: worker, to: output, view.status)
    }
}

import ContactsCore

@MainActor
public protocol ContactDetailBusinessLogic {
    func showContact(request: ContactDetail.ShowContact.Request)
    func moveCursor(request: ContactDetail.MoveCursor.Request)
    func act(request: ContactDetail.Act.Request)
    func addTag(request: ContactDetail.AddTag.Request)
    func askToDelete(request: ContactDetail.AskToDelete.Request)
    func deleteContact(request: ContactDetail.DeleteContact.Request)
}

@MainActor
public protocol ContactDetailDataStore: AnyObject {
    var contactID: Contact.ID? { get set }
}

/// Keeps which contact is shown and the field the cursor is on; copies, mails, opens and
/// edits through `ContactActions`, changes the contact through the worker.
@MainActor
public final class ContactDetailInteractor: ContactDetailBusinessLogic, ContactDetailDataStore {
    public var presenter: ContactDetailPresentationLogic?
    private let worker: ContactWorker
    private let actions: ContactActions
    public var contactID: Contact.ID?
    private var selectedField = 0
    /// The field the cursor was on, found again after the contact changed (a reload may add a
    /// field above it).
    private var selectedKey: ContactCard.Field?
    private var notice: ContactDetail.Notice?
    private var error: StoreError?
    /// An edit made in the editor that met another program's change, until answered.
    private var pendingEditorEdit: (form: ContactForm, base: Contact)?

    public init(worker: ContactWorker, programs: ExternalPrograms? = nil) {
        self.worker = worker
        actions = ContactActions(programs: programs)
    }

    private var contact: Contact? { contactID.flatMap(worker.contact(id:)) }
    private var fields: [ContactCard.Field] { contact.map(ContactCard.fields) ?? [] }

    public func showContact(request: ContactDetail.ShowContact.Request) {
        present(columns: request.columns)
    }

    public func moveCursor(request: ContactDetail.MoveCursor.Request) {
        var window = SelectionWindow()
        window.select(selectedField, count: fields.count)
        window.move(request.movement, count: fields.count, rows: request.rows)
        selectedField = window.selectedIndex
        selectedKey = nil
        (notice, error) = (nil, nil)
        present(columns: request.columns)
    }

    public func act(request: ContactDetail.Act.Request) {
        guard let contact else { return }
        (notice, error) = (nil, nil)
        let field = fields.indices.contains(selectedField) ? fields[selectedField] : nil
        var clipboard: String?
        switch request.action {
        case .copyField:
            clipboard = field?.value
        case .activateField:
            switch field?.kind {
            case .email?: mail(contact, to: field?.value)
            case .url?: field.map { report(actions.openInBrowser($0.value)) }
            case .phone?, .text?, nil: clipboard = field?.value
            }
        case .mail: mail(contact, to: field?.kind == .email ? field?.value : contact.primaryEmail)
        case .editInEditor:
            if let resolution = request.resolution {
                guard let pending = pendingEditorEdit else { return }
                pendingEditorEdit = nil
                guard saveEditorEdit(pending.form, base: pending.base, resolution: resolution) else { return }
            } else {
                guard editInEditor(contact) else { return }
            }
        case .toggleFavorite:
            var changed = contact
            changed.favorite.toggle()
            save { () throws(StoreError) in _ = try worker.save(changed, editedFrom: contact) }
            notice = error == nil ? .favorite(changed.favorite) : nil
        }
        if let clipboard { notice = .copied(clipboard) }
        present(columns: request.columns, clipboard: clipboard)
    }

    public func addTag(request: ContactDetail.AddTag.Request) {
        guard let contact, let id = contactID else { return }
        guard let tag = request.tag else { return presenter?.presentTagQuestion(response: .init(name: contact.displayName)) ?? () }
        (notice, error) = (nil, nil)
        save { () throws(StoreError) in _ = try worker.addTag(tag, to: [id]) }
        if error == nil { notice = .tagged(tag) }
        present(columns: request.columns)
    }

    public func askToDelete(request: ContactDetail.AskToDelete.Request) {
        guard let contact else { return }
        presenter?.presentDeleteConfirmation(response: .init(contact: contact))
    }

    public func deleteContact(request: ContactDetail.DeleteContact.Request) {
        guard let id = contactID, let name = contact?.displayName else { return }
        do {
            try worker.delete(id: id, resolution: request.resolution)
            presenter?.presentDeleted(response: .init(name: name))
        } catch .conflict(let conflict) {
            presenter?.presentDeleteConflict(response: .init(conflict: conflict))
        } catch {
            self.error = error
            present(columns: request.columns)
        }
    }

    private func mail(_ contact: Contact, to address: String?) {
        guard let address, let recipient = MailRecipient.text(name: contact.displayName, address: address) else {
            notice = .noEmail(name: contact.displayName)
            return
        }
        report(actions.mail(to: [recipient]))
    }

    /// False when the question about another program's change was asked instead.
    private func editInEditor(_ contact: Contact) -> Bool {
        switch actions.editAsText(contact) {
        case .edited(let form): return saveEditorEdit(form, base: contact, resolution: nil)
        case .unchanged: notice = .editorUnchanged
        case .programFailed(let command, let outcome): notice = .programFailed(command: command, outcome: outcome)
        case .writeFailed(let error): self.error = error
        }
        return true
    }

    private func saveEditorEdit(_ form: ContactForm, base: Contact, resolution: ConflictChoice?) -> Bool {
        do {
            try worker.save(form.applied(to: base), editedFrom: base, resolution: resolution)
            notice = .savedFromEditor
        } catch .conflict(let conflict) {
            pendingEditorEdit = (form, base)
            presenter?.presentEditorConflict(response: .init(conflict: conflict))
            return false
        } catch {
            self.error = error
        }
        return true
    }

    private func report(_ outcome: ContactActions.Outcome) {
        switch outcome {
        case .done: notice = nil
        case .noMailer: notice = .noMailer
        case .programFailed(let command, let outcome): notice = .programFailed(command: command, outcome: outcome)
        }
    }

    private func save(_ change: () throws(StoreError) -> Void) {
        do throws(StoreError) {
            try change()
        } catch {
            self.error = error
        }
    }

    private func present(columns: Int, clipboard: String? = nil) {
        let fields = fields
        if let key = selectedKey, !fields.indices.contains(selectedField) || fields[selectedField] != key,
            let found = fields.firstIndex(of: key)
        {
            selectedField = found
        }
        selectedField = max(0, min(selectedField, fields.count - 1))
        selectedKey = fields.indices.contains(selectedField) ? fields[selectedField] : nil
        presenter?.presentContact(
            response: .init(
                contact: contact, columns: columns, error: error, warning: worker.takeSaveWarning(), selectedField: selectedField,
                notice: notice, clipboard: clipboard))
    }
}

import ContactsCore

@MainActor
public protocol EditContactBusinessLogic {
    func loadForm(request: EditContact.LoadForm.Request)
    func editField(request: EditContact.EditField.Request)
    func applyEdits(request: EditContact.ApplyEdits.Request)
    func moveFocus(request: EditContact.MoveFocus.Request)
    func addEntry(request: EditContact.AddEntry.Request)
    func removeEntry(request: EditContact.RemoveEntry.Request)
    func toggleFavorite(request: EditContact.ToggleFavorite.Request)
    func chooseNextBook(request: EditContact.ChooseNextBook.Request)
    func save(request: EditContact.Save.Request)
    func cancel(request: EditContact.Cancel.Request)
    func discardChanges(request: EditContact.DiscardChanges.Request)
}

@MainActor
public protocol EditContactDataStore: AnyObject {
    /// The contact being edited; nil while adding a new one.
    var contactID: Contact.ID? { get set }
    /// Set once the contact is saved, for the screen the router returns to.
    var savedContactID: Contact.ID? { get }
    var hasUnsavedChanges: Bool { get }
    /// A draft left behind by an earlier run, to start the form from instead of the contact.
    var restoredForm: ContactForm? { get set }
}

/// Keeps the form, the focus and the errors; validates and saves through the worker. Every
/// change to the form is kept as a draft until it is saved or discarded.
@MainActor
public final class EditContactInteractor: EditContactBusinessLogic, EditContactDataStore {
    public var presenter: EditContactPresentationLogic?
    private let worker: ContactWorker
    public var contactID: Contact.ID?
    public private(set) var savedContactID: Contact.ID?
    public var restoredForm: ContactForm?
    private let drafts: EditDraftKeeping?
    private var original: ContactForm?
    private var form: ContactForm?
    /// The contact as the form started from it (nil while adding), kept rather than read again
    /// at every key: the form is applied to it on save.
    private var base: Contact?
    private var focus = FormField.firstName
    /// Errors are shown after the first try to save, then kept up to date on every edit.
    private var showsErrors = false

    public init(worker: ContactWorker, drafts: EditDraftKeeping? = nil) {
        self.worker = worker
        self.drafts = drafts
    }

    public var hasUnsavedChanges: Bool { form != original }

    public func loadForm(request: EditContact.LoadForm.Request) {
        if form == nil {
            base = contactID.flatMap(worker.contact(id:))
            original = ContactForm(contact: base ?? newContact(), books: worker.bookNames)
            // A draft keeps the books of its day: the books shown now are the choices.
            form =
                restoredForm.map { draft in
                    var restored = draft
                    restored.books = worker.bookNames
                    return restored
                } ?? original
            if restoredForm != nil { keepDraft() }
        }
        present()
    }

    public func editField(request: EditContact.EditField.Request) {
        form?.set(request.text, for: request.field)
        focus = request.field
        keepDraft()
        present()
    }

    /// All of a command's edits at once; a removal that matches nothing leaves the form as it was.
    public func applyEdits(request: EditContact.ApplyEdits.Request) {
        guard let current = form else { return }
        let (edited, report) = request.edits.applied(to: current)
        if report.notFound.isEmpty {
            form = edited
            keepDraft()
        }
        presenter?.presentEditsApplied(response: .init(report: report))
        present()
    }

    public func moveFocus(request: EditContact.MoveFocus.Request) {
        guard let fields = form?.fields, let index = fields.firstIndex(of: focus) else { return present() }
        let step = request.direction == .next ? 1 : -1
        focus = fields[(index + step + fields.count) % fields.count]
        present()
    }

    public func addEntry(request: EditContact.AddEntry.Request) {
        guard let group = focus.entry?.group else { return present(notice: .notInGroup) }
        if let field = form?.addEntry(to: group) { focus = field }
        keepDraft()
        present()
    }

    public func removeEntry(request: EditContact.RemoveEntry.Request) {
        guard let entry = focus.entry else { return present(notice: .notInGroup) }
        if let field = form?.removeEntry(entry.group, at: entry.index) { focus = field }
        keepDraft()
        present()
    }

    /// A contact being added: into the default book, when several are shown.
    private func newContact() -> Contact {
        var contact = Contact(id: contactID ?? Contact.ID())
        contact.book = worker.defaultBook
        return contact
    }

    public func chooseNextBook(request: EditContact.ChooseNextBook.Request) {
        form?.chooseNextBook()
        focus = .book
        keepDraft()
        present()
    }

    public func toggleFavorite(request: EditContact.ToggleFavorite.Request) {
        form?.favorite.toggle()
        focus = .favorite
        keepDraft()
        present()
    }

    public func save(request: EditContact.Save.Request) {
        guard let form else { return }
        let contact = form.applied(to: base ?? Contact(id: contactID ?? Contact.ID()))
        let errors = form.validationErrors(of: contact)
        if !errors.isEmpty {
            showsErrors = true
            focus = form.fields.first { errors[$0] != nil } ?? focus
            return present(notice: .fixErrors(count: errors.count))
        }
        if let id = contactID, !hasUnsavedChanges, worker.contact(id: id) != nil {
            // Nothing changed: leave without rewriting the file or touching updatedAt.
            savedContactID = id
            drafts?.discard()
            return presenter?.presentSaved(response: .init(contactID: id, changed: false)) ?? ()
        }
        do {
            let saved = try worker.save(contact, editedFrom: base, resolution: request.resolution)
            contactID = saved.id
            base = saved
            savedContactID = saved.id
            original = form
            drafts?.discard()
            presenter?.presentSaved(response: .init(contactID: saved.id))
        } catch .conflict(let conflict) {
            presenter?.presentConflict(response: .init(conflict: conflict))
        } catch {
            present(notice: .saveFailed(error))
        }
    }

    public func cancel(request: EditContact.Cancel.Request) {
        presenter?.presentCancel(response: .init(needsConfirmation: hasUnsavedChanges))
    }

    /// The user gave the changes up (after being asked): the draft goes with them.
    public func discardChanges(request: EditContact.DiscardChanges.Request) {
        form = original
        drafts?.discard()
    }

    /// Only a form that differs from the contact is worth keeping; a form changed back is not.
    private func keepDraft() {
        guard let form else { return }
        if hasUnsavedChanges {
            drafts?.keep(EditDraft(contactID: contactID, form: form))
        } else {
            drafts?.discard()
        }
    }

    private func present(notice: EditContact.FormResponse.Notice? = nil) {
        guard let form else { return }
        presenter?.presentForm(
            response: .init(
                form: form, focus: focus, isNew: base == nil,
                hasUnsavedChanges: hasUnsavedChanges,
                errors: showsErrors ? form.validationErrors() : [:], notice: notice))
    }
}

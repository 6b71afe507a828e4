import ContactsCore

@MainActor
public protocol ContactListActingLogic {
    func toggleMark(request: ContactList.ToggleMark.Request)
    func changeMarks(request: ContactList.ChangeMarks.Request)
    func clearMarks(request: ContactList.ClearMarks.Request)
    func askToDelete(request: ContactList.AskToDelete.Request)
    func deleteContact(request: ContactList.DeleteContact.Request)
    func askForText(request: ContactList.AskForText.Request)
    func actOnMarked(request: ContactList.ActOnMarked.Request)
    func copyToClipboard(request: ContactList.CopyToClipboard.Request)
    func writeEmail(request: ContactList.WriteEmail.Request)
    func editInEditor(request: ContactList.EditInEditor.Request)
    func askForTransfer(request: ContactList.TransferToBook.AskRequest)
    func transfer(request: ContactList.TransferToBook.Request)
}

/// What the list does with its contacts besides showing them: the marks, deleting, tagging and
/// exporting the marked (else the selected) contacts, and copy, mail and edit as text (programs
/// outside the app, through `ContactActions`).
@MainActor
public final class ContactListActingInteractor: ContactListActingLogic {
    let state: ContactListState
    /// Copy, mail, edit as text, export: the acting that leaves the book.
    let actions: ContactActions
    /// An edit made in the editor that met another program's change, until the person says
    /// which to keep.
    private var pendingEditorEdit: (form: ContactForm, base: Contact)?
    private var worker: ContactWorker { state.worker }

    public init(state: ContactListState, programs: ExternalPrograms? = nil) {
        self.state = state
        actions = ContactActions(programs: programs)
    }

    public func copyToClipboard(request: ContactList.CopyToClipboard.Request) {
        state.resolveSelection()
        guard let contact = state.selectedContactID.flatMap(worker.contact(id:)) else { return }
        guard let text = ContactActions.clipboardText(for: contact) else {
            state.lastNotice = .nothingToCopy(name: contact.displayName)
            return state.present(viewport: request.viewport)
        }
        state.lastNotice = .copied(text)
        state.present(viewport: request.viewport, clipboard: text)
    }

    /// One mail to every target with an address; a contact with several is asked about first,
    /// and marks the filter hides are said before anything is written.
    public func writeEmail(request: ContactList.WriteEmail.Request) {
        let (contacts, isMarked) = state.resolve(request.targets)
        var request = request
        request.targets = ContactList.Targets(ids: contacts.map(\.id), isMarked: isMarked)
        guard actions.runsPrograms, !contacts.isEmpty else { return }
        let hidden = isMarked && !request.confirmedHidden ? state.hiddenMarks : 0
        if hidden > 0 {
            return state.presenter?.presentHiddenMarksBeforeMail(response: .init(count: contacts.count, hidden: hidden, request: request)) ?? ()
        }
        switch ContactActions.mailPlan(for: contacts, chosen: request.addresses) {
        case .ask(let contact): return state.presenter?.presentAddressChoice(response: .init(contact: contact, request: request)) ?? ()
        case .nobody: state.lastNotice = contacts.count == 1 ? .noEmail(name: contacts[0].displayName) : .noneHaveEmail
        case .write(let recipients, let without):
            switch actions.mail(to: recipients) {
            case .done: state.lastNotice = without > 0 ? .mailedWithout(count: without) : nil
            case .noMailer: state.lastNotice = .noMailer
            case .programFailed(let command, let outcome): state.lastNotice = .programFailed(command: command, outcome: outcome)
            }
        }
        state.present(viewport: request.viewport)
    }

    /// `E`: the contact edited as text; what validates is saved as the form would save it.
    /// Another program's change to the same contact meanwhile is asked about; the edit waits.
    public func editInEditor(request: ContactList.EditInEditor.Request) {
        state.resolveSelection()
        (state.lastNotice, state.lastError) = (nil, nil)
        if let resolution = request.resolution {
            guard let pending = pendingEditorEdit else { return }
            pendingEditorEdit = nil
            return saveEditorEdit(pending.form, base: pending.base, resolution: resolution, viewport: request.viewport)
        }
        guard actions.runsPrograms, let contact = state.selectedContactID.flatMap(worker.contact(id:)) else { return }
        switch actions.editAsText(contact) {
        case .edited(let form): return saveEditorEdit(form, base: contact, resolution: nil, viewport: request.viewport)
        case .unchanged: state.lastNotice = .editorUnchanged
        case .programFailed(let command, let outcome): state.lastNotice = .programFailed(command: command, outcome: outcome)
        case .writeFailed(let error): state.lastError = error
        }
        state.resolveSelection()
        state.present(viewport: request.viewport)
    }

    private func saveEditorEdit(_ form: ContactForm, base: Contact, resolution: ConflictChoice?, viewport: ContactList.Viewport) {
        do {
            let saved = try worker.save(form.applied(to: base), editedFrom: base, resolution: resolution)
            state.lastNotice = .savedFromEditor(name: saved.displayName)
        } catch .conflict(let conflict) {
            pendingEditorEdit = (form, base)
            return state.presenter?.presentEditorConflict(response: .init(conflict: conflict)) ?? ()
        } catch {
            state.lastError = error
        }
        state.resolveSelection()
        state.present(viewport: viewport)
    }

    public func toggleMark(request: ContactList.ToggleMark.Request) {
        state.resolveSelection()
        guard let id = state.selectedContactID else { return }
        state.marks.toggle(id)
        state.move(.down, viewport: request.viewport)
    }

    public func clearMarks(request: ContactList.ClearMarks.Request) {
        state.marks.clear()
        state.present(viewport: request.viewport)
    }

    public func changeMarks(request: ContactList.ChangeMarks.Request) {
        state.resolveSelection()
        switch request.change {
        case .all: _ = state.marks.markAll(state.shown)
        case .none: state.marks.clear()
        case .invert: state.marks.invert(state.shown)
        }
        state.lastNotice = .marks(count: state.marks.count)
        state.present(viewport: request.viewport)
    }

    public func askToDelete(request: ContactList.AskToDelete.Request) {
        let (contacts, isMarked) = state.targets
        guard !contacts.isEmpty else { return }
        state.presenter?.presentDeleteConfirmation(response: .init(contacts: contacts, isMarked: isMarked, hidden: isMarked ? state.hiddenMarks : 0))
    }

    public func deleteContact(request: ContactList.DeleteContact.Request) {
        let (contacts, isMarked) = state.resolve(request.targets)
        if isMarked { return delete(Set(contacts.map(\.id)), viewport: request.viewport) }
        // Gone meanwhile (deleted elsewhere and reloaded): nothing else is deleted instead.
        guard let contact = contacts.first else {
            state.resolveSelection()
            return state.present(viewport: request.viewport)
        }
        let id = contact.id
        do {
            try worker.delete(id: id, resolution: request.resolution)
            state.selectedContactID = nil
            state.lastError = nil
            state.lastNotice = worker.contact(id: id) == nil ? .deletedOne(name: contact.displayName) : nil
        } catch .conflict(let conflict) {
            return state.presenter?.presentDeleteConflict(response: .init(conflict: conflict)) ?? ()
        } catch {
            state.lastError = error
        }
        state.resolveSelection()
        state.present(viewport: request.viewport)
    }

    /// One change for all of them (one undo step); one another program changed meanwhile is kept.
    private func delete(_ ids: Set<Contact.ID>, viewport: ContactList.Viewport) {
        do {
            let kept = try worker.delete(ids: ids)
            state.lastNotice = .deleted(count: ids.count - kept, kept: kept)
            state.marks.clear()
            state.lastError = nil
        } catch {
            state.lastError = error
        }
        state.resolveSelection()
        state.present(viewport: viewport)
    }

    public func askForText(request: ContactList.AskForText.Request) {
        let (contacts, isMarked) = state.targets
        guard !contacts.isEmpty else { return }
        state.presenter?.presentTextQuestion(
            response: .init(action: request.action, contacts: contacts, isMarked: isMarked, hidden: isMarked ? state.hiddenMarks : 0))
    }

    /// Adds the tag in one change (one undo step), or writes the vCard file (never over a file
    /// that is already there: the file name is asked again, with why); the marks go once it is
    /// done.
    public func actOnMarked(request: ContactList.ActOnMarked.Request) {
        let (targets, isMarked) = state.resolve(request.targets)
        guard !targets.isEmpty else { return }
        do throws(StoreError) {
            switch request.action {
            case .tag:
                try worker.addTag(request.text, to: Set(targets.map(\.id)))
                state.lastNotice = .tagged(count: targets.count, tag: request.text)
            case .export:
                let written = try ContactActions.export(targets, to: request.text)
                state.lastNotice = .exported(count: targets.count, path: written)
            }
            state.marks.clear()
            state.lastError = nil
        } catch {
            guard request.action == .export else { return state.failed(error, viewport: request.viewport) }
            let response = ContactList.AskForText.Response(
                action: .export, contacts: targets, isMarked: isMarked, answer: request.text, failure: error)
            return state.presenter?.presentTextQuestion(response: response) ?? ()
        }
        state.resolveSelection()
        state.present(viewport: request.viewport)
    }
}

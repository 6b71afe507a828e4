import ContactsCore

/// What the list does with its contacts besides showing them: copy, mail and edit as text
/// (programs outside the app), the marks, and the bulk actions on them.
extension ContactListInteractor {
    public func copyToClipboard(request: ContactList.CopyToClipboard.Request) {
        resolveSelection()
        guard let contact = selectedContactID.flatMap(worker.contact(id:)) else { return }
        guard let text = ContactActions.clipboardText(for: contact) else {
            lastNotice = .nothingToCopy(name: contact.displayName)
            return present(viewport: request.viewport)
        }
        lastNotice = .copied(text)
        present(viewport: request.viewport, clipboard: text)
    }

    /// One mail to every target with an address; a contact with several is asked about first,
    /// and marks the filter hides are said before anything is written.
    public func writeEmail(request: ContactList.WriteEmail.Request) {
        let (contacts, isMarked) = resolve(request.targets)
        var request = request
        request.targets = ContactList.Targets(ids: contacts.map(\.id), isMarked: isMarked)
        guard actions.runsPrograms, !contacts.isEmpty else { return }
        let hidden = isMarked && !request.confirmedHidden ? hiddenMarks : 0
        if hidden > 0 {
            return presenter?.presentHiddenMarksBeforeMail(response: .init(count: contacts.count, hidden: hidden, request: request)) ?? ()
        }
        switch ContactActions.mailPlan(for: contacts, chosen: request.addresses) {
        case .ask(let contact): return presenter?.presentAddressChoice(response: .init(contact: contact, request: request)) ?? ()
        case .nobody: lastNotice = .noEmail(name: contacts.count == 1 ? contacts[0].displayName : "None of them")
        case .write(let recipients, let without):
            switch actions.mail(to: recipients) {
            case .done: lastNotice = without > 0 ? .mailedWithout(count: without) : nil
            case .noMailer: lastNotice = .noMailer
            case .programFailed(let command, let outcome): lastNotice = .programFailed(command: command, outcome: outcome)
            }
        }
        present(viewport: request.viewport)
    }

    /// `E`: the contact edited as text; what validates is saved as the form would save it.
    /// Another program's change to the same contact meanwhile is asked about; the edit waits.
    public func editInEditor(request: ContactList.EditInEditor.Request) {
        resolveSelection()
        (lastNotice, lastError) = (nil, nil)
        if let resolution = request.resolution {
            guard let pending = pendingEditorEdit else { return }
            pendingEditorEdit = nil
            return saveEditorEdit(pending.form, base: pending.base, resolution: resolution, viewport: request.viewport)
        }
        guard actions.runsPrograms, let contact = selectedContactID.flatMap(worker.contact(id:)) else { return }
        switch actions.editAsText(contact) {
        case .edited(let form): return saveEditorEdit(form, base: contact, resolution: nil, viewport: request.viewport)
        case .unchanged: lastNotice = .editorUnchanged
        case .programFailed(let command, let outcome): lastNotice = .programFailed(command: command, outcome: outcome)
        case .writeFailed(let error): lastError = error
        }
        resolveSelection()
        present(viewport: request.viewport)
    }

    private func saveEditorEdit(_ form: ContactForm, base: Contact, resolution: ConflictChoice?, viewport: ContactList.Viewport) {
        do {
            let saved = try worker.save(form.applied(to: base), editedFrom: base, resolution: resolution)
            lastNotice = .savedFromEditor(name: saved.displayName)
        } catch .conflict(let conflict) {
            pendingEditorEdit = (form, base)
            return presenter?.presentEditorConflict(response: .init(conflict: conflict)) ?? ()
        } catch {
            lastError = error
        }
        resolveSelection()
        present(viewport: viewport)
    }

    public func toggleMark(request: ContactList.ToggleMark.Request) {
        resolveSelection()
        guard let id = selectedContactID else { return }
        marks.toggle(id)
        moveSelection(request: .init(movement: .down, viewport: request.viewport))
    }

    public func clearMarks(request: ContactList.ClearMarks.Request) {
        marks.clear()
        present(viewport: request.viewport)
    }

    public func changeMarks(request: ContactList.ChangeMarks.Request) {
        resolveSelection()
        switch request.change {
        case .all: _ = marks.markAll(shown)
        case .none: marks.clear()
        case .invert: marks.invert(shown)
        }
        lastNotice = .marks(count: marks.count)
        present(viewport: request.viewport)
    }

    /// The marked contacts, in the book's order; else the selected one.
    var targets: (contacts: [Contact], isMarked: Bool) {
        resolveSelection()
        if !marks.isEmpty { return (worker.contacts.filter { marks.ids.contains($0.id) }, true) }
        return (selectedContactID.flatMap(worker.contact(id:)).map { [$0] } ?? [], false)
    }

    /// The contacts a question was about, as the book has them now (those deleted meanwhile
    /// left out); nil: the marked (else the selected) contacts now.
    func resolve(_ fixed: ContactList.Targets?) -> (contacts: [Contact], isMarked: Bool) {
        guard let fixed else { return targets }
        let ids = Set(fixed.ids)
        return (worker.contacts.filter { ids.contains($0.id) }, fixed.isMarked)
    }

    /// Marked contacts the search or tag does not show, said before a bulk action.
    var hiddenMarks: Int { marks.hidden(by: shown, narrowed: filter.isNarrowing) }

    public func askToDelete(request: ContactList.AskToDelete.Request) {
        let (contacts, isMarked) = targets
        guard !contacts.isEmpty else { return }
        presenter?.presentDeleteConfirmation(response: .init(contacts: contacts, isMarked: isMarked, hidden: isMarked ? hiddenMarks : 0))
    }

    public func askForText(request: ContactList.AskForText.Request) {
        let (contacts, isMarked) = targets
        guard !contacts.isEmpty else { return }
        presenter?.presentTextQuestion(
            response: .init(action: request.action, contacts: contacts, isMarked: isMarked, hidden: isMarked ? hiddenMarks : 0))
    }

    /// Adds the tag in one change (one undo step), or writes the vCard file (never over a file
    /// that is already there: the file name is asked again, with why); the marks go once it is
    /// done.
    public func actOnMarked(request: ContactList.ActOnMarked.Request) {
        let (targets, isMarked) = resolve(request.targets)
        guard !targets.isEmpty else { return }
        do throws(StoreError) {
            switch request.action {
            case .tag:
                try worker.addTag(request.text, to: Set(targets.map(\.id)))
                lastNotice = .tagged(count: targets.count, tag: request.text)
            case .export:
                let written = try ContactActions.export(targets, to: request.text)
                lastNotice = .exported(count: targets.count, path: written)
            }
            marks.clear()
            lastError = nil
        } catch {
            guard request.action == .export else { return failed(error, viewport: request.viewport) }
            let response = ContactList.AskForText.Response(
                action: .export, contacts: targets, isMarked: isMarked, answer: request.text, failure: error)
            return presenter?.presentTextQuestion(response: response) ?? ()
        }
        resolveSelection()
        present(viewport: request.viewport)
    }

    func failed(_ error: StoreError, viewport: ContactList.Viewport) {
        lastError = error
        resolveSelection()
        present(viewport: viewport)
    }
}

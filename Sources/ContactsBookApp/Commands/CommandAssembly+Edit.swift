import ContactsCore

extension CommandAssembly {
    /// `add` (no id) and `edit ID`: the edit form's Interactor and Presenter, driven by flags
    /// instead of keys, so the command validates and saves exactly as the form does.
    public static func edit(contactID: Contact.ID?, edits: ContactEdits, worker: ContactWorker, output: CommandOutput) -> CommandStatus {
        let interactor = EditContactInteractor(worker: worker)
        let presenter = EditContactPresenter()
        let view = EditTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        interactor.contactID = contactID
        interactor.loadForm(request: .init())

        for (field, text) in edits.fields.sorted(by: { "\($0.key)" < "\($1.key)" }) {
            interactor.editField(request: .init(field: field, text: text))
        }
        for group in [FormField.Group.phones, .emails, .urls] {
            guard let changes = edits.groups[group] else { continue }
            if changes.replacement != nil {
                while let first = view.entries(group).first, !(view.entries(group).count == 1 && first.text.isEmpty) {
                    focus(first, interactor: interactor)
                    interactor.removeEntry(request: .init())
                }
            }
            for removal in changes.removals {
                guard let entry = view.entries(group).first(where: { $0.text.lowercased() == removal.lowercased() }) else {
                    let noun = [FormField.Group.phones: "phone", .emails: "email", .urls: "URL"][group] ?? "entry"
                    output.writeError("no \(noun) \"\(removal)\" to remove")
                    return .failure
                }
                focus(entry, interactor: interactor)
                interactor.removeEntry(request: .init())
            }
            for addition in (changes.replacement ?? []) + changes.additions {
                add(addition, to: group, interactor: interactor, view: view)
            }
        }
        if let favorite = edits.favorite, favorite != (view.form?.rows.flatMap(\.fields).first { $0.id == .favorite }?.text == "[x] yes") {
            interactor.toggleFavorite(request: .init())
        }
        interactor.save(request: .init())
        guard let id = view.savedContactID, let contact = worker.contact(id: id) else {
            view.printErrors()
            return .failure
        }
        output.write("Saved \(contact.displayName) (\(id.uuidString.prefix(8).lowercased()))\n")
        return reportingSaveWarning(of: worker, to: output, .success)
    }

    /// Puts the form's focus on an entry (an edit that changes nothing), as Ctrl-N and Ctrl-X
    /// act on the focused entry.
    private static func focus(_ entry: (field: FormField, text: String), interactor: EditContactInteractor) {
        interactor.editField(request: .init(field: entry.field, text: entry.text))
    }

    private static func add(_ entry: LabeledValue, to group: FormField.Group, interactor: EditContactInteractor, view: EditTextView) {
        let entries = view.entries(group)
        let index: Int
        if let empty = entries.firstIndex(where: { $0.text.isEmpty }) {
            index = empty
        } else if let last = entries.last {
            focus(last, interactor: interactor)
            interactor.addEntry(request: .init())
            index = entries.count
        } else {
            return
        }
        interactor.editField(request: .init(field: .entryValue(group, index), text: entry.value))
        if !entry.label.isEmpty { interactor.editField(request: .init(field: .entryLabel(group, index), text: entry.label)) }
    }

    /// `delete ID`: the contact screen's delete, without asking (scripts ask their own way).
    public static func delete(contactID: Contact.ID, worker: ContactWorker, output: CommandOutput) -> CommandStatus {
        let interactor = ContactDetailInteractor(worker: worker)
        let presenter = ContactDetailPresenter()
        let view = DeleteTextView(output: output, name: worker.contact(id: contactID)?.displayName ?? "")
        interactor.presenter = presenter
        presenter.view = view
        interactor.contactID = contactID
        interactor.deleteContact(request: .init(columns: 80))
        return reportingSaveWarning(of: worker, to: output, view.status)
    }
}

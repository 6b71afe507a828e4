import ContactsCore

@MainActor
public protocol EditContactPresentationLogic {
    func presentForm(response: EditContact.FormResponse)
    func presentSaved(response: EditContact.Save.Response)
    func presentEditsApplied(response: EditContact.ApplyEdits.Response)
    func presentCancel(response: EditContact.Cancel.Response)
    func presentConflict(response: EditContact.Conflict.Response)
}

/// Turns the form into captioned rows of fields: entries show their label beside the value,
/// addresses one row per part, errors under their field.
@MainActor
public final class EditContactPresenter: EditContactPresentationLogic {
    public weak var view: EditContactDisplayLogic?
    static let entryLabelWidth = 8

    public init() {}

    public func presentForm(response: EditContact.FormResponse) {
        typealias ViewModel = EditContact.FormViewModel
        let form = response.form
        let errors = response.errors
        var rows: [ViewModel.Row] = []

        func field(_ id: FormField, _ placeholder: String = "", width: ViewModel.Width = .fill, kind: ViewModel.Kind = .text) -> ViewModel.Field {
            ViewModel.Field(id: id, text: form.text(id), placeholder: placeholder, width: width, kind: kind)
        }
        func row(_ caption: String, _ fields: ViewModel.Field...) {
            let error = fields.lazy.compactMap { errors[$0.id] }.first
            rows.append(ViewModel.Row(caption: caption, fields: fields, error: error))
        }

        row("First name", field(.firstName))
        row("Last name", field(.lastName))
        row("Middle name", field(.middleName))
        row("Nickname", field(.nickname))
        row("Company", field(.company))
        row("Department", field(.department))
        row("Job title", field(.jobTitle))
        func entries(_ groups: [FormField.Group]) {
            for group in groups {
                for index in 0..<form.count(group) {
                    row(
                        index == 0 ? group.caption : "",
                        field(.entryLabel(group, index), group.placeholders.label, width: .fixed(Self.entryLabelWidth)),
                        field(.entryValue(group, index), group.placeholders.value))
                }
            }
        }
        entries(FormField.Group.usual)
        for index in form.addresses.indices {
            row(
                index == 0 ? "Address" : "", field(.address(index, .label), "label", width: .fixed(Self.entryLabelWidth)),
                field(.address(index, .street), "street"))
            if form.showsPostalDetails {
                row("  Apt, suite", field(.address(index, .extendedAddress)))
                row("  PO box", field(.address(index, .poBox)))
            }
            row("  City", field(.address(index, .city)))
            row("  Region", field(.address(index, .region)))
            row("  Postal code", field(.address(index, .postalCode)))
            row("  Country", field(.address(index, .country)))
        }
        row("Birthday", field(.birthday, "YYYY-MM-DD or --MM-DD"))
        row("Anniversary", field(.anniversary, "YYYY-MM-DD or --MM-DD"))
        row("Notes", field(.notes, "Enter starts a new line", kind: .multiline))
        row("Tags", field(.tags, "comma, separated"))
        row(
            "Favourite",
            ViewModel.Field(
                id: .favorite, text: form.favorite ? "[x] yes" : "[ ] no",
                placeholder: "", width: .fill, kind: .toggle))
        if form.hasBookField {
            row("Book", ViewModel.Field(id: .book, text: form.book + "  (Space: next book)", placeholder: "", width: .fill, kind: .toggle))
        }
        entries(FormField.Group.rare)
        row("Role", field(.role, "as played, beside the job title"))
        row("Gender", field(.gender, "female, male, other, or own words"))
        row("Pre/suffix", field(.namePrefix, "Dr.", width: .fixed(Self.entryLabelWidth)), field(.nameSuffix, "Jr."))
        row("Phonetic", field(.phoneticFirstName, "first", width: .fixed(Self.entryLabelWidth)), field(.phoneticLastName, "last"))
        row("Shown as", field(.formattedName, ContactForm.composedName(form)))

        let name = ContactForm.previewName(form)
        view?.displayForm(
            viewModel: .init(
                title: response.isNew ? "New contact" : "Edit — \(name)",
                trailing: response.hasUnsavedChanges ? "modified" : "",
                rows: rows, focus: response.focus, message: message(for: response.notice)))
    }

    public func presentSaved(response: EditContact.Save.Response) {
        view?.displaySaved(viewModel: .init(contactID: response.contactID, changed: response.changed))
    }

    public func presentEditsApplied(response: EditContact.ApplyEdits.Response) {
        view?.displayEditsApplied(viewModel: .init(notes: response.report.alreadyThere, errors: response.report.notFound))
    }

    public func presentCancel(response: EditContact.Cancel.Response) {
        view?.displayCancel(viewModel: .init(question: response.needsConfirmation ? "Discard your changes to this contact?" : nil))
    }

    public func presentConflict(response: EditContact.Conflict.Response) {
        view?.displayConflict(viewModel: .saving(response.conflict))
    }

    private func message(for notice: EditContact.FormResponse.Notice?) -> StatusMessage? {
        switch notice {
        case nil: return nil
        case .fixErrors(let count):
            return StatusMessage(count == 1 ? "Fix the marked field to save" : "Fix the \(count) marked fields to save", isError: true)
        case .notInGroup:
            return StatusMessage("^N and ^X work on lists (phones, emails, addresses, people, dates...): move to one first")
        case .saveFailed(let error):
            return StatusMessage(error.description, isError: true)
        }
    }
}

extension ContactForm {
    /// The name the form would save under, for the title bar.
    static func previewName(_ form: ContactForm) -> String {
        form.applied(to: Contact()).displayName.terminalSafe
    }

    /// The name the other fields make, shown in "Shown as" while it is empty.
    static func composedName(_ form: ContactForm) -> String {
        var form = form
        form.formattedName = ""
        return previewName(form)
    }
}

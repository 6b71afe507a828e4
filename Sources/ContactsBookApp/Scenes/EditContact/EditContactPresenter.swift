import ContactsCore
import Localization

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

        row(tr("First name"), field(.firstName))
        row(tr("Last name"), field(.lastName))
        row(tr("Middle name"), field(.middleName))
        row(tr("Nickname"), field(.nickname))
        row(tr("Company"), field(.company))
        row(tr("Department"), field(.department))
        row(tr("Job title"), field(.jobTitle))
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
                index == 0 ? tr("Address") : "",
                field(.address(index, .label), tr("label", context: "placeholder"), width: .fixed(Self.entryLabelWidth)),
                field(.address(index, .street), tr("street", context: "placeholder")))
            // The parts of an address, indented under it.
            if form.showsPostalDetails {
                row("  " + tr("Apt, suite"), field(.address(index, .extendedAddress)))
                row("  " + tr("PO box"), field(.address(index, .poBox)))
            }
            row("  " + tr("City"), field(.address(index, .city)))
            row("  " + tr("Region"), field(.address(index, .region)))
            row("  " + tr("Postal code"), field(.address(index, .postalCode)))
            row("  " + tr("Country"), field(.address(index, .country)))
        }
        row(tr("Birthday"), field(.birthday, tr("YYYY-MM-DD or --MM-DD")))
        row(tr("Anniversary"), field(.anniversary, tr("YYYY-MM-DD or --MM-DD")))
        row(tr("Notes"), field(.notes, tr("Enter starts a new line"), kind: .multiline))
        // TRANSLATORS: what the Tags field takes: tags apart by commas.
        let commaSeparated = tr("comma, separated")
        row(tr("Tags"), field(.tags, commaSeparated))
        row(
            tr("Favourite"),
            ViewModel.Field(
                id: .favorite, text: form.favorite ? tr("[x] yes") : tr("[ ] no"),
                placeholder: "", width: .fill, kind: .toggle))
        if form.hasBookField {
            row(
                tr("Book"),
                ViewModel.Field(id: .book, text: tr("{book}  (Space: next book)", ["book": form.book]), placeholder: "", width: .fill, kind: .toggle))
        }
        entries(FormField.Group.rare)
        row(tr("Role"), field(.role, tr("as played, beside the job title")))
        row(tr("Gender"), field(.gender, tr("female, male, other, or own words")))
        // TRANSLATORS: the caption of the name's prefix and suffix; "Dr." and "Jr." are samples shown in them while empty.
        let (prefixCaption, prefix, suffix) = (tr("Pre/suffix"), tr("Dr.", context: "placeholder"), tr("Jr.", context: "placeholder"))
        row(prefixCaption, field(.namePrefix, prefix, width: .fixed(Self.entryLabelWidth)), field(.nameSuffix, suffix))
        // TRANSLATORS: how the first and the last name are said (for names in another script), and its two fields.
        let (phonetic, first, last) = (tr("Phonetic"), tr("first", context: "placeholder"), tr("last", context: "placeholder"))
        row(phonetic, field(.phoneticFirstName, first, width: .fixed(Self.entryLabelWidth)), field(.phoneticLastName, last))
        row(tr("Shown as"), field(.formattedName, ContactForm.composedName(form)))

        let name = ContactForm.previewName(form)
        view?.displayForm(
            viewModel: .init(
                title: response.isNew ? tr("New contact") : tr("Edit — {name}", ["name": name]),
                trailing: response.hasUnsavedChanges ? tr("modified") : "",
                rows: rows, focus: response.focus, message: message(for: response.notice)))
    }

    public func presentSaved(response: EditContact.Save.Response) {
        view?.displaySaved(viewModel: .init(contactID: response.contactID, changed: response.changed))
    }

    public func presentEditsApplied(response: EditContact.ApplyEdits.Response) {
        view?.displayEditsApplied(viewModel: .init(notes: response.report.alreadyThere, errors: response.report.notFound))
    }

    public func presentCancel(response: EditContact.Cancel.Response) {
        view?.displayCancel(viewModel: .init(question: response.needsConfirmation ? tr("Discard your changes to this contact?") : nil))
    }

    public func presentConflict(response: EditContact.Conflict.Response) {
        view?.displayConflict(viewModel: .saving(response.conflict))
    }

    private func message(for notice: EditContact.FormResponse.Notice?) -> StatusMessage? {
        switch notice {
        case nil: return nil
        case .fixErrors(let count):
            return StatusMessage(trn("Fix the marked field to save", "Fix the {count} marked fields to save", count), isError: true)
        case .notInGroup:
            return StatusMessage(tr("^N and ^X work on lists (phones, emails, addresses, people, dates...): move to one first"))
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

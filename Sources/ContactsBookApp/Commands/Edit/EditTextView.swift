import ContactsCore

/// The form's cycle without a screen: it keeps the form the presenter made, so the command can
/// see the entries it is changing, and prints errors or the result.
@MainActor
public final class EditTextView: EditContactDisplayLogic {
    private let output: CommandOutput
    public private(set) var form: EditContact.FormViewModel?
    public private(set) var savedContactID: Contact.ID?

    public init(output: CommandOutput) {
        self.output = output
    }

    public func displayForm(viewModel: EditContact.FormViewModel) {
        form = viewModel
    }

    public func displaySaved(viewModel: EditContact.Save.ViewModel) {
        savedContactID = viewModel.contactID
    }

    public func displayCancel(viewModel: EditContact.Cancel.ViewModel) {}

    /// A command cannot ask: it says so, changes nothing, and the person runs it again.
    public func displayConflict(viewModel: EditContact.Conflict.ViewModel) {
        output.writeError(viewModel.question + " Nothing was changed; run the command again.")
    }

    /// The fields of a group, in order, with their current text.
    func entries(_ group: FormField.Group) -> [(field: FormField, text: String)] {
        (form?.rows ?? []).flatMap(\.fields).compactMap { field in
            switch field.id {
            case .entryValue(group, _),
                .address(_, .street) where group == .addresses:
                return (field.id, field.text)
            default: return nil
            }
        }
    }

    /// "Email: An email needs a name, @ and a domain", one line per invalid field.
    func printErrors() {
        var caption = ""
        for row in form?.rows ?? [] {
            if !row.caption.trimmingWhitespace.isEmpty { caption = row.caption.trimmingWhitespace }
            if let error = row.error { output.writeError("\(caption): \(error)") }
        }
        if let message = form?.message, message.isError, !(form?.rows.contains { $0.error != nil } ?? false) {
            output.writeError(message.text)
        }
    }
}

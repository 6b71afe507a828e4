import ContactsCore
import Localization

/// The form's cycle without a screen: it keeps the form the presenter made, so the command can
/// see the entries it is changing, and prints errors or the result.
@MainActor
public final class EditTextView: EditContactDisplayLogic {
    private let output: CommandOutput
    public private(set) var form: EditContact.FormViewModel?
    public private(set) var savedContactID: Contact.ID?
    /// False when the save found nothing to change.
    public private(set) var changed = false

    public init(output: CommandOutput) {
        self.output = output
    }

    public func displayForm(viewModel: EditContact.FormViewModel) {
        form = viewModel
    }

    public func displaySaved(viewModel: EditContact.Save.ViewModel) {
        savedContactID = viewModel.contactID
        changed = viewModel.changed
    }

    public func displayCancel(viewModel: EditContact.Cancel.ViewModel) {}

    /// A command cannot ask: it says so, changes nothing, and the person runs it again.
    public func displayConflict(viewModel: EditContact.Conflict.ViewModel) {
        // TRANSLATORS: {question} says another program changed the contact meanwhile (the app would ask what to do).
        output.writeError(tr("{question} Nothing was changed; run the command again.", ["question": viewModel.question]))
        conflicted = true
    }
    private var conflicted = false

    /// Additions already there are told; removals that matched nothing refuse the edit.
    public func displayEditsApplied(viewModel: EditContact.ApplyEdits.ViewModel) {
        (viewModel.notes + viewModel.errors).forEach(output.writeError)
        editErrors = viewModel.errors
    }
    public private(set) var editErrors: [String] = []

    /// Why the save did not happen: "Email: An email needs a name, @ and a domain", one line
    /// per invalid field (a usage error), or the save's failure (the file could not be written,
    /// another program changed the contact).
    func printErrors() -> CommandStatus {
        if conflicted { return .tryAgain }
        var caption = ""
        var invalid = false
        for row in form?.rows ?? [] {
            if !row.caption.trimmingWhitespace.isEmpty { caption = row.caption.trimmingWhitespace }
            if let error = row.error {
                output.writeError("\(caption): \(error)")
                invalid = true
            }
        }
        if invalid { return .usage }
        if let message = form?.message, message.isError { output.writeError(message.text) }
        return .fileFailed
    }
}

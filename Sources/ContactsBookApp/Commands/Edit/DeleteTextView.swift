import ContactsCore
import Localization

/// The contact screen's delete, reported as text.
@MainActor
public final class DeleteTextView: ContactDetailDisplayLogic {
    private let output: CommandOutput
    private let name: String
    public private(set) var status = CommandStatus.fileFailed

    public init(output: CommandOutput, name: String) {
        self.output = output
        self.name = name
    }

    public func displayDeleted(viewModel: ContactDetail.DeleteContact.ViewModel) {
        // TRANSLATORS: `contactsbook delete`: {contact} is the name with the id after it in parentheses.
        output.write(tr("Deleted {contact}", ["contact": name]) + "\n")
        status = .success
    }

    /// Shown again after a failed delete, with the reason.
    public func displayContact(viewModel: ContactDetail.ShowContact.ViewModel) {
        if let message = viewModel.message { output.writeError(message.text) }
    }

    public func displayDeleteConfirmation(viewModel: ContactDetail.AskToDelete.ViewModel) {}

    /// A command cannot ask: it says so and deletes nothing.
    public func displayDeleteConflict(viewModel: ConflictQuestion) {
        // TRANSLATORS: {question} says another program changed the contact meanwhile (the app would ask what to do).
        output.writeError(tr("{question} Nothing was deleted; run the command again.", ["question": viewModel.question]))
        status = .tryAgain
    }
}

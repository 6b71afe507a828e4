import ContactsCore

/// What the list and the contact screen say after acting outside the book, in the same words.
enum ActionWording {
    static func copied(_ text: String) -> StatusMessage {
        StatusMessage("Copied \(text.terminalSafe) to the clipboard")
    }

    static func noEmail(_ name: String) -> StatusMessage {
        StatusMessage("\(name.terminalSafe) has no email address", isError: true)
    }

    static let noMailer = StatusMessage("No mail program: set MAILER (neither neomutt nor mutt is installed)", isError: true)

    static let editorUnchanged = StatusMessage("Nothing changed in the editor; nothing was saved")

    static func programFailed(_ command: String, _ outcome: ProgramOutcome) -> StatusMessage {
        switch outcome {
        case .couldNotStart(let reason):
            return StatusMessage("Could not start \(command.terminalSafe) (\(reason.terminalSafe))", isError: true)
        case .exited(let status):
            return StatusMessage("\(command.terminalSafe) ended with status \(status)", isError: true)
        }
    }
}

import ContactsCore
import Localization

/// What the list and the contact screen say after acting outside the book, in the same words.
enum ActionWording {
    static func copied(_ text: String) -> StatusMessage {
        StatusMessage(tr("Copied {text} to the clipboard", ["text": text.terminalSafe]))
    }

    static func noEmail(_ name: String) -> StatusMessage {
        StatusMessage(tr("{name} has no email address", ["name": name.terminalSafe]), isError: true)
    }

    static var noMailer: StatusMessage {
        StatusMessage(tr("No mail program: set MAILER (neither neomutt nor mutt is installed)"), isError: true)
    }

    static var editorUnchanged: StatusMessage {
        StatusMessage(tr("Nothing changed in the editor; nothing was saved"))
    }

    static func programFailed(_ command: String, _ outcome: ProgramOutcome) -> StatusMessage {
        switch outcome {
        case .couldNotStart(let reason):
            return StatusMessage(
                tr("Could not start {command} ({reason})", ["command": command.terminalSafe, "reason": reason.terminalSafe]), isError: true)
        case .exited(let status):
            return StatusMessage(
                tr("{command} ended with status {status}", ["command": command.terminalSafe, "status": String(status)]), isError: true)
        }
    }
}

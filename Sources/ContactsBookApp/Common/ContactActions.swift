import ContactsCore
import ContactsEngine
import Foundation
import Localization

/// What a person does with a contact outside the book: copy it, mail it, edit it as text in
/// their editor, export it to a file. The programs and files these need are handled here, so
/// the Interactors that offer them (the list, and the contact screen after it) do no I/O.
@MainActor
public final class ContactActions {
    /// How a mail or an editor run went.
    public enum Outcome: Equatable, Sendable {
        case done
        /// No mail program: MAILER is unset and neither neomutt nor mutt is there.
        case noMailer
        /// The program did not start or did not end well; nothing was changed.
        case programFailed(command: String, outcome: ProgramOutcome)
    }

    /// How editing a contact as text ended.
    public enum EditOutcome: Equatable, Sendable {
        /// A form that validates, to save.
        case edited(ContactForm)
        /// The file came back as it went, or empty: given up.
        case unchanged
        case programFailed(command: String, outcome: ProgramOutcome)
        case writeFailed(StoreError)
    }

    /// Nil when the app runs no programs (tests of other things, commands): mail and edit then do nothing.
    private let programs: ExternalPrograms?

    public init(programs: ExternalPrograms?) {
        self.programs = programs
    }

    public var runsPrograms: Bool { programs != nil }

    /// What `y` copies: the email, else the phone.
    public static func clipboardText(for contact: Contact) -> String? {
        contact.primaryEmail ?? contact.primaryPhone
    }

    /// Who one mail goes to, as far as it is known.
    public enum MailPlan: Equatable {
        /// This contact has several addresses: which one?
        case ask(Contact)
        /// Every recipient as "Name <address>", and how many contacts had no address.
        case write([String], without: Int)
        /// None of the contacts has an address.
        case nobody
    }

    /// Each contact's only address, or the one chosen where it has several.
    public static func mailPlan(for contacts: [Contact], chosen: [Contact.ID: String]) -> MailPlan {
        let reachable = contacts.filter { !$0.emails.isEmpty }
        if let undecided = reachable.first(where: { $0.emails.count > 1 && chosen[$0.id] == nil }) { return .ask(undecided) }
        let recipients = reachable.compactMap { contact in
            MailRecipient.text(name: contact.displayName, address: chosen[contact.id] ?? contact.emails[0].value)
        }
        guard !recipients.isEmpty else { return .nobody }
        return .write(recipients, without: contacts.count - recipients.count)
    }

    /// A web address opened in the browser (as its own argument, never through a shell); one
    /// that does not start with a scheme ("https:", "mailto:") is taken for https, so the
    /// argument always starts with a letter and is never read as an option.
    public func openInBrowser(_ address: String) -> Outcome {
        guard let programs else { return .done }
        return run(programs.opener, [Self.startsWithScheme(address) ? address : "https://" + address], on: programs)
    }

    /// "scheme://" as RFC 3986 spells a scheme (a letter, then letters, digits, "+", "-" or
    /// "."), or one of the schemes without slashes a contact holds ("mailto:", "tel:"...); a
    /// host and port ("example.org:8080") is no scheme.
    static func startsWithScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else { return false }
        let scheme = text[..<colon]
        guard scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return false }
        return text[colon...].hasPrefix("://") || ["mailto", "tel", "sip", "xmpp", "sms"].contains(scheme.lowercased())
    }

    /// One run of the mailer with every recipient an argument of its own, never through a shell.
    public func mail(to recipients: [String]) -> Outcome {
        guard let programs else { return .done }
        guard let mailer = programs.mailer else { return .noMailer }
        return run(mailer, recipients, on: programs)
    }

    /// The command with the arguments after its own words; anything but a clean exit is a failure.
    private func run(_ command: [String], _ arguments: [String], on programs: ExternalPrograms) -> Outcome {
        let outcome = programs.run(command + arguments)
        return outcome == .exited(0) ? .done : .programFailed(command: command.joined(separator: " "), outcome: outcome)
    }

    /// The contact as a template in the editor; one that does not validate goes back with its
    /// errors at the top, until it validates, comes back unchanged or empty (given up).
    public func editAsText(_ contact: Contact) -> EditOutcome {
        guard let programs else { return .unchanged }
        let base = ContactForm(contact: contact)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("contactsbook-\(UUID().uuidString).txt").path
        defer { unlink(path) }
        var text = ContactTemplate.text(for: base)
        while true {
            do {
                try AtomicFileWriter.write(Data(text.utf8), to: path, durable: false)
            } catch {
                return .writeFailed(.writeFailed(path: path, reason: error.reason))
            }
            let outcome = programs.run(programs.editor + [path])
            guard outcome == .exited(0) else { return .programFailed(command: programs.editor.joined(separator: " "), outcome: outcome) }
            let edited = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if edited == text || edited.trimmingWhitespace.isEmpty { return .unchanged }
            let (form, problems) = ContactTemplate.form(from: edited, base: base)
            let errors = problems + ContactTemplate.describe(form.validationErrors())
            if errors.isEmpty { return .edited(form) }
            text = ContactTemplate.text(edited, withErrors: errors)
        }
    }

    /// Writes the contacts to a new file in the format its name says (vCard by default), never
    /// over a file already there; `~` is the home folder. Returns the path written.
    public static func export(_ contacts: [Contact], to path: String) throws(StoreError) -> String {
        let expanded = HomePath.expandingTilde(path)
        guard !FileManager.default.fileExists(atPath: expanded) else {
            throw .writeFailed(path: expanded, reason: tr("a file is already there; give another name"))
        }
        let format = InterchangeFormat.detect(path: expanded, data: Data()) ?? .vcard
        return try Interchange.writeFile(Interchange.write(contacts, format: format), to: expanded)
    }
}

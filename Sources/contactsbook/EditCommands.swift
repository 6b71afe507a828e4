import ArgumentParser
import ContactsBookApp
import ContactsCore
import Foundation

/// The fields `add` and `edit` share.
struct ContactFieldOptions: ParsableArguments {
    @Option(help: "First name.") var first: String?
    @Option(help: "Last name.") var last: String?
    @Option(help: "Nickname.") var nickname: String?
    @Option(help: "Company.") var company: String?
    @Option(help: "Job title.") var title: String?
    @Option(help: ArgumentHelp("An email address, with a label after a colon (repeatable).", valueName: "value[:label]")) var email: [String] = []
    @Option(help: ArgumentHelp("A phone number, with a label after a colon (repeatable).", valueName: "value[:label]")) var phone: [String] = []
    @Option(help: ArgumentHelp("A URL, with a label after a colon (repeatable).", valueName: "value[:label]")) var url: [String] = []
    @Option(help: ArgumentHelp("YYYY-MM-DD, or --MM-DD without a year.", valueName: "date")) var birthday: String?
    @Option(help: ArgumentHelp("YYYY-MM-DD, or --MM-DD without a year.", valueName: "date")) var anniversary: String?
    @Option(help: "Notes.") var notes: String?
    @Option(help: "Tags, separated by commas (replaces the tags).") var tags: String?
    @Flag(inversion: .prefixedNo, help: "Mark (or unmark) as a favourite.") var favorite: Bool?

    /// The edits these flags ask for; `replaceGroups` makes --email/--phone/--url replace the
    /// existing entries (edit) rather than fill an empty form (add).
    func edits() -> ContactEdits {
        var edits = ContactEdits()
        let scalars: [(FormField, String?)] = [
            (.firstName, first), (.lastName, last), (.nickname, nickname), (.company, company), (.jobTitle, title),
            (.birthday, birthday), (.anniversary, anniversary), (.notes, notes), (.tags, tags),
        ]
        for case (let field, let value?) in scalars { edits.fields[field] = value }
        for (group, values) in [(FormField.Group.emails, email), (.phones, phone), (.urls, url)] where !values.isEmpty {
            edits.groups[group, default: .init()].replacement = values.map(ContactEdits.entry)
        }
        edits.favorite = favorite
        return edits
    }
}

struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a contact; it is checked like the form (a name or company, valid emails, dates).")

    @OptionGroup var book: BookOptions
    @OptionGroup var fields: ContactFieldOptions

    func run() throws {
        let worker = try book.loadWorker()
        let edits = fields.edits()
        try finish(MainActor.assumeIsolated { CommandAssembly.edit(contactID: nil, edits: edits, worker: worker, output: StandardOutput()) })
    }
}

struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a contact: the add flags replace fields; --add-/--remove- change single entries.")

    @OptionGroup var book: BookOptions
    @Argument(help: "The contact: an id, a unique id prefix, or words that match only it.") var contact: String
    @OptionGroup var fields: ContactFieldOptions
    @Option(name: .customLong("add-email"), help: "Add an email (value[:label]).") var addEmail: [String] = []
    @Option(name: .customLong("remove-email"), help: "Remove an email.") var removeEmail: [String] = []
    @Option(name: .customLong("add-phone"), help: "Add a phone (value[:label]).") var addPhone: [String] = []
    @Option(name: .customLong("remove-phone"), help: "Remove a phone.") var removePhone: [String] = []
    @Option(name: .customLong("add-url"), help: "Add a URL (value[:label]).") var addURL: [String] = []
    @Option(name: .customLong("remove-url"), help: "Remove a URL.") var removeURL: [String] = []

    func run() throws {
        let worker = try book.loadWorker()
        let id = try resolve(contact, in: worker)
        var edits = fields.edits()
        for (group, additions, removals) in [
            (FormField.Group.emails, addEmail, removeEmail), (.phones, addPhone, removePhone), (.urls, addURL, removeURL),
        ] {
            edits.groups[group, default: .init()].additions += additions.map(ContactEdits.entry)
            edits.groups[group, default: .init()].removals += removals
        }
        try finish(MainActor.assumeIsolated { CommandAssembly.edit(contactID: id, edits: edits, worker: worker, output: StandardOutput()) })
    }
}

struct DeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a contact (no question asked).")

    @OptionGroup var book: BookOptions
    @Argument(help: "The contact: an id, a unique id prefix, or words that match only it.") var contact: String

    func run() throws {
        let worker = try book.loadWorker()
        let id = try resolve(contact, in: worker)
        try finish(MainActor.assumeIsolated { CommandAssembly.delete(contactID: id, worker: worker, output: StandardOutput()) })
    }
}

/// The one contact a command names, or a clear message and a non-zero exit.
func resolve(_ text: String, in worker: ContactWorker) throws -> Contact.ID {
    switch ContactLookup.find(text, in: worker) {
    case .found(let contact):
        return contact.id
    case .notFound:
        StandardOutput().writeError("no contact matches \"\(text)\"")
        throw ExitCode(1)
    case .ambiguous(let candidates):
        StandardOutput().writeError("\"\(text)\" matches \(candidates.count) contacts; give more of the name or the id:")
        for contact in candidates.prefix(20) {
            StandardOutput().writeError("  \(contact.id.uuidString.prefix(8).lowercased())  \(contact.displayName)")
        }
        throw ExitCode(2)
    }
}

struct AddEmailCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-email",
        abstract: "Add the sender of a mail message read on standard input.",
        discussion: """
            Only the From and Reply-To headers are read, never the body; encoded names (RFC 2047) \
            are decoded; addresses already in the book are skipped. In mutt: \
            macro index,pager A "<pipe-message>contactsbook add-email<return>"
            """)

    @OptionGroup var book: BookOptions

    func run() throws {
        let worker = try book.loadWorker()
        let message = LegacyText.decode(Array(FileHandle.standardInput.readDataToEndOfFile()))
        try finish(MainActor.assumeIsolated { CommandAssembly.addEmail(.init(message: message), worker: worker, output: StandardOutput()) })
    }
}

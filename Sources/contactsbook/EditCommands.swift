import ArgumentParser
import ContactsBookApp
import ContactsCore
import ContactsEngine
import Foundation
import Localization

/// The fields `add` and `edit` share. A date option takes the next word as it is, so a date
/// without a year (`--anniversary --07-04`) is not read as an option.
struct ContactFieldOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "First name.") var first: String?
    @Option(parsing: .unconditional, help: "Last name.") var last: String?
    @Option(parsing: .unconditional, help: "Middle name (or several, apart by commas).") var middle: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("Before the name, as in Dr.", valueName: "prefix")) var prefix: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("After the name, as in Jr.", valueName: "suffix")) var suffix: String?
    @Option(name: .customLong("phonetic-first"), parsing: .unconditional, help: "How the first name sounds.") var phoneticFirst: String?
    @Option(name: .customLong("phonetic-last"), parsing: .unconditional, help: "How the last name sounds.") var phoneticLast: String?
    @Option(
        name: .customLong("shown-as"), parsing: .unconditional,
        help: ArgumentHelp("The name to show, when not first and last; empty to clear.", valueName: "name"))
    var shownAs: String?
    @Option(parsing: .unconditional, help: "Nickname.") var nickname: String?
    @Option(parsing: .unconditional, help: "Company.") var company: String?
    @Option(parsing: .unconditional, help: "Department within the company.") var department: String?
    @Option(parsing: .unconditional, help: "Job title.") var title: String?
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("An email, with a label after a colon (repeatable; edit: replaces them all).", valueName: "value[:label]"))
    var email: [String] = []
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("A phone number, with a label after a colon (repeatable; edit: replaces them all).", valueName: "value[:label]"))
    var phone: [String] = []
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("A URL, with a label after a colon (repeatable; edit: replaces them all).", valueName: "value[:label]"))
    var url: [String] = []
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "street;city;region;postcode;country (a ; inside a part as \\;), with a label after a colon (repeatable; edit: replaces them all).",
            valueName: "address[:label]"))
    var address: [String] = []
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The street of the address (with --city, --region, --postcode, --country: one address, its parts named).", valueName: "street"))
    var street: String?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The city of the address (edit: changes it in the contact's only address, or the one --address-label names).", valueName: "city"))
    var city: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("The region, state or county of the address.", valueName: "region")) var region: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("The postcode or ZIP code of the address.", valueName: "postcode")) var postcode: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("The country of the address.", valueName: "country")) var country: String?
    @Option(
        name: .customLong("address-label"), parsing: .unconditional,
        help: ArgumentHelp("The label of the address the named parts are for (home if new).", valueName: "label"))
    var addressLabel: String?
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("A related person, with the relation after a colon (repeatable; edit: replaces them all).", valueName: "name[:label]"))
    var related: [String] = []
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A messaging or social profile, with the service after a colon (repeatable; edit: replaces them all).", valueName: "handle[:service]"))
    var profile: [String] = []
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("A date worth remembering, with a label after a colon (repeatable; edit: replaces them all).", valueName: "date[:label]"))
    var date: [String] = []
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A further organisation, with the title held there after a colon (repeatable; edit: replaces them all).", valueName: "name[:title]"))
    var organization: [String] = []
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("A picture of the person: an image file (JPEG, PNG, GIF, WebP) or its URL; empty to remove.", valueName: "file|url"))
    var photo: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("The organisation's picture, as --photo takes it.", valueName: "file|url")) var logo: String?
    @Option(parsing: .unconditional, help: "The role played, beside the job title.") var role: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("female, male, other, or own words; empty to clear.", valueName: "gender")) var gender:
        String?
    @Option(parsing: .unconditional, help: ArgumentHelp("YYYY-MM-DD, or --MM-DD without a year; empty to clear.", valueName: "date"))
    var birthday: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("YYYY-MM-DD, or --MM-DD without a year; empty to clear.", valueName: "date"))
    var anniversary: String?
    @Option(parsing: .unconditional, help: "Notes.") var notes: String?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Tags, separated by commas, a comma inside a tag as \\, (edit: replaces them all).", valueName: "tags"))
    var tags: String?
    @Option(
        name: .customLong("add-tag"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Add a tag (repeatable).", valueName: "tag"),
        completion: .custom(BookCompletion.tags))
    var addTag: [String] = []
    @Flag(inversion: .prefixedNo, help: "Mark (or unmark) as a favourite.") var favorite: Bool?

    /// A picture option's URI: a URL as given, an image file read into a `data:` URI.
    static func picture(_ option: String?, _ flag: String) throws -> String? {
        guard let option, !option.isEmpty, !option.contains("://") else { return option }
        let path = HomePath.expandingTilde(option)
        guard let image = FileManager.default.contents(atPath: path) else {
            throw ValidationError(tr("--{option}: cannot read {file}", ["option": flag, "file": option]))
        }
        guard let uri = Picture.dataURI(image) else {
            throw ValidationError(tr("--{option}: {file} is not a JPEG, PNG, GIF or WebP image", ["option": flag, "file": option]))
        }
        return uri
    }

    /// An address as `--address` writes it, or the reason it cannot be read (status 64).
    static func address(_ text: String) throws -> PostalAddress {
        do {
            return try ContactEdits.address(text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The edits these flags ask for.
    func edits() throws -> ContactEdits {
        var edits = ContactEdits()
        let scalars: [(FormField, String?)] = [
            (.firstName, first), (.lastName, last), (.middleName, middle), (.namePrefix, prefix), (.nameSuffix, suffix),
            (.phoneticFirstName, phoneticFirst), (.phoneticLastName, phoneticLast), (.formattedName, shownAs), (.nickname, nickname),
            (.company, company), (.department, department), (.jobTitle, title), (.role, role), (.gender, gender),
            (.birthday, birthday), (.anniversary, anniversary), (.notes, notes),
        ]
        for case (let field, let value?) in scalars { edits.fields[field] = value }
        if !phone.isEmpty { edits.phones.replacement = phone.map { ContactEdits.entry($0, defaultLabel: "mobile") } }
        if !email.isEmpty { edits.emails.replacement = email.map { ContactEdits.entry($0, defaultLabel: "home") } }
        if !url.isEmpty { edits.urls.replacement = url.map { ContactEdits.entry($0, defaultLabel: "home", labels: ContactEdits.urlLabels) } }
        if !address.isEmpty { edits.addresses.replacement = try address.map(Self.address) }
        if [street, city, region, postcode, country].contains(where: { $0 != nil }) {
            edits.addressParts = ContactEdits.AddressParts(
                label: addressLabel, street: street, city: city, region: region, postalCode: postcode, country: country)
        } else if addressLabel != nil {
            throw ValidationError(tr("--address-label names the address that --street, --city, --region, --postcode or --country change"))
        }
        for (keyPath, values) in [(\ContactEdits.related, related), (\.profiles, profile), (\.dates, date), (\.organizations, organization)]
        where !values.isEmpty {
            edits[keyPath: keyPath].replacement = values.map { ContactEdits.entry($0, defaultLabel: "") }
        }
        if let tags { edits.tags.replacement = EscapedList.split(tags, on: ",").filter { !$0.isEmpty } }
        edits.tags.additions = addTag
        edits.favorite = favorite
        (edits.photo, edits.logo) = (try Self.picture(photo, "photo"), try Self.picture(logo, "logo"))
        return edits
    }
}

/// The flags `edit` adds: one entry of a many-valued field added or removed.
struct EntryEditOptions: ParsableArguments {
    @Option(
        name: .customLong("add-email"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Add an email (not twice).", valueName: "value[:label]")) var addEmail: [String] = []
    @Option(name: .customLong("remove-email"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Remove an email.", valueName: "value"))
    var removeEmail: [String] = []
    @Option(
        name: .customLong("add-phone"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Add a phone (not twice).", valueName: "value[:label]")
    ) var addPhone: [String] = []
    @Option(
        name: .customLong("remove-phone"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Remove a phone (its digits compared).", valueName: "value"))
    var removePhone: [String] = []
    @Option(
        name: .customLong("add-url"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Add a URL (not twice).", valueName: "value[:label]"))
    var addURL: [String] = []
    @Option(name: .customLong("remove-url"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Remove a URL.", valueName: "value"))
    var removeURL: [String] = []
    @Option(
        name: .customLong("add-address"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Add an address (not twice).", valueName: "address[:label]"))
    var addAddress: [String] = []
    @Option(
        name: .customLong("remove-address"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Remove an address, written as --add-address writes it.", valueName: "address"))
    var removeAddress: [String] = []
    @Option(
        name: .customLong("remove-tag"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Remove a tag.", valueName: "tag"),
        completion: .custom(BookCompletion.tags))
    var removeTag: [String] = []
    @Option(
        name: .customLong("add-related"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Add a related person (not twice).", valueName: "name[:label]"))
    var addRelated: [String] = []
    @Option(
        name: .customLong("remove-related"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Remove a related person.", valueName: "name"))
    var removeRelated: [String] = []
    @Option(
        name: .customLong("add-profile"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Add a profile (not twice).", valueName: "handle[:service]"))
    var addProfile: [String] = []
    @Option(name: .customLong("remove-profile"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Remove a profile.", valueName: "handle"))
    var removeProfile: [String] = []
    @Option(
        name: .customLong("add-date"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Add a date (not twice).", valueName: "date[:label]"))
    var addDate: [String] = []
    @Option(name: .customLong("remove-date"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Remove a date.", valueName: "date"))
    var removeDate: [String] = []
    @Option(
        name: .customLong("add-organization"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Add a further organisation (not twice).", valueName: "name[:title]"))
    var addOrganization: [String] = []
    @Option(
        name: .customLong("remove-organization"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Remove a further organisation.", valueName: "name"))
    var removeOrganization: [String] = []

    /// A removal may be written as its addition was, label and all.
    func add(to edits: inout ContactEdits) throws {
        edits.emails.additions += addEmail.map { ContactEdits.entry($0, defaultLabel: "home") }
        edits.emails.removals += removeEmail.map { ContactEdits.entry($0, defaultLabel: "").value }
        edits.phones.additions += addPhone.map { ContactEdits.entry($0, defaultLabel: "mobile") }
        edits.phones.removals += removePhone.map { ContactEdits.entry($0, defaultLabel: "").value }
        edits.urls.additions += addURL.map { ContactEdits.entry($0, defaultLabel: "home", labels: ContactEdits.urlLabels) }
        edits.urls.removals += removeURL.map { ContactEdits.entry($0, defaultLabel: "", labels: ContactEdits.urlLabels).value }
        edits.addresses.additions += try addAddress.map(ContactFieldOptions.address)
        edits.addresses.removals += try removeAddress.map { try ContactFieldOptions.address($0).editText }
        edits.tags.removals += removeTag
        let lists = [
            (\ContactEdits.related, addRelated, removeRelated), (\.profiles, addProfile, removeProfile), (\.dates, addDate, removeDate),
            (\.organizations, addOrganization, removeOrganization),
        ]
        for (keyPath, additions, removals) in lists {
            edits[keyPath: keyPath].additions += additions.map { ContactEdits.entry($0, defaultLabel: "") }
            edits[keyPath: keyPath].removals += removals.map { ContactEdits.entry($0, defaultLabel: "").value }
        }
    }
}

struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a contact; it is checked like the form (a name or company, valid emails, dates).")

    @OptionGroup var book: BookOptions
    @OptionGroup var fields: ContactFieldOptions

    func run() throws {
        let worker = try book.loadWorker()
        let edits = try fields.edits()
        try finish(
            MainActor.assumeIsolated { CommandAssembly.edit(contactID: nil, edits: edits, worker: worker, output: StandardOutput.shared) },
            changesTheBook: true)
    }
}

/// How `show`, `edit` and `delete` name their contact: words, a full id or an id prefix, or
/// `--id` for a prefix never read as words.
struct ContactSelectionOptions: ParsableArguments {
    @Option(name: .customLong("id"), help: ArgumentHelp("The contact's id or a unique prefix of it, never read as words.", valueName: "id"))
    var idPrefix: String?
    @Argument(help: "Words that match only the contact, its full id, or a unique id prefix.", completion: .custom(BookCompletion.names))
    var contact: [String] = []

    func validate() throws {
        guard idPrefix == nil || contact.isEmpty else { throw ValidationError(tr("name the contact either by --id or by words, not both")) }
        guard idPrefix != nil || !contact.isEmpty else { throw ValidationError(tr("name the contact: words that match only it, or --id ID")) }
        guard idPrefix?.trimmingWhitespace.isEmpty != true else { throw ValidationError(tr("--id needs an id, or a unique prefix of one")) }
    }

    var selector: ContactSelector { ContactSelector(words: contact.joined(separator: " "), idPrefix: idPrefix) }
}

struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a contact: the add flags set fields (and replace a group); --add-/--remove- change single entries.")

    @OptionGroup var book: BookOptions
    @OptionGroup var selection: ContactSelectionOptions
    @OptionGroup var fields: ContactFieldOptions
    @OptionGroup var entries: EntryEditOptions

    func run() throws {
        var changes = try fields.edits()
        try entries.add(to: &changes)
        let (selector, settings, edits) = (selection.selector, book.settings, changes)
        try finish(
            MainActor.assumeIsolated {
                let (worker, contact, _) = try book.contact(named: selector, settings: settings)
                return CommandAssembly.edit(contactID: contact.id, edits: edits, worker: worker, output: StandardOutput.shared)
            }, changesTheBook: true)
    }
}

struct DeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a contact; one named by words is confirmed first (on a terminal) or needs --yes.")

    @OptionGroup var book: BookOptions
    @OptionGroup var selection: ContactSelectionOptions
    @Flag(name: .shortAndLong, help: "Delete a contact named by words without asking.") var yes = false

    func run() throws {
        let (selector, settings) = (selection.selector, book.settings)
        try finish(
            MainActor.assumeIsolated {
                let (worker, contact, naming) = try book.contact(named: selector, settings: settings)
                if naming == .words, !yes, !(try confirmed(contact)) { return .success }
                return CommandAssembly.delete(contactID: contact.id, worker: worker, output: StandardOutput.shared)
            }, changesTheBook: true)
    }

    /// Words can match another contact than the one meant: a person at a terminal is asked;
    /// a script must say --yes (or name the contact by id).
    private func confirmed(_ contact: Contact) throws -> Bool {
        let name = "\(contact.displayName.terminalSafe) (\(contact.id.uuidString))"
        guard isatty(STDIN_FILENO) == 1, isatty(STDERR_FILENO) == 1 else {
            // TRANSLATORS: {contact} is the name with the id after it in parentheses.
            StandardOutput.shared.writeError(
                tr(
                    "\"{words}\" names {contact} by words; nothing was deleted. Add --yes, or name it by --id.",
                    ["words": selection.selector.words, "contact": name]))
            throw ExitCode(CommandStatus.usage.code)
        }
        // TRANSLATORS: asked on the terminal before `contactsbook delete` deletes; y and N stay as they are ({contact}: the name and id).
        FileHandle.standardError.write(Data((tr("Delete {contact}? [y/N]", ["contact": name]) + " ").utf8))
        let answer = readLine()?.trimmingWhitespace.lowercased() ?? ""
        // The language's own yes letter is taken beside y, as the app's questions take it.
        let yesLetter = tr("y", context: "yes letter").lowercased()
        guard answer == "y" || answer == "yes" || (yesLetter.count == 1 && !["n", "q"].contains(yesLetter) && answer == yesLetter) else {
            StandardOutput.shared.writeError(tr("Nothing was deleted."))
            return false
        }
        return true
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
        try finish(
            MainActor.assumeIsolated { CommandAssembly.addEmail(.init(message: message), worker: worker, output: StandardOutput.shared) },
            changesTheBook: true)
    }
}

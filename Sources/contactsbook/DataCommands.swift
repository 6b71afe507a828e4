import ArgumentParser
import ContactsBookApp
import ContactsCore
import Foundation

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the contacts (or those matching a query): name, phone, email.",
        discussion: "With --json, prints {\"version\": 1, \"contacts\": [...]} in the data file's format. Exits 1 when nothing matches.")

    @OptionGroup var book: BookOptions
    @Flag(help: "Print JSON instead of text columns.") var json = false
    @Option(help: "last (the default), first, company or changed (most recent first).") var sort = "last"
    @Argument(help: "Words to search for in names, emails, phones, addresses, notes and tags.") var query: [String] = []

    func validate() throws {
        guard ContactSort(rawValue: sort) != nil else { throw ValidationError("--sort must be last, first, company or changed") }
    }

    func run() throws {
        try book.requireBook()
        let worker = try book.loadWorker()
        let request = ListContacts.Request(
            query: query.joined(separator: " "), json: json, columns: outputColumns(), sort: ContactSort(rawValue: sort) ?? .lastName)
        try finish(MainActor.assumeIsolated { CommandAssembly.list(request, worker: worker, output: StandardOutput()) })
    }
}

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one contact, by id (any unique prefix) or by a query that matches only it.")

    @OptionGroup var book: BookOptions
    @Flag(help: "Print JSON ({\"version\": 1, \"contacts\": [the contact]}) instead of text.") var json = false
    @Argument(help: "An id, a unique id prefix, or words that match one contact.") var contact: [String]

    func run() throws {
        try book.requireBook()
        let worker = try book.loadWorker()
        let text = contact.joined(separator: " ")
        let json = json
        try finish(
            MainActor.assumeIsolated { CommandAssembly.show(text, json: json, columns: outputColumns(), worker: worker, output: StandardOutput()) })
    }
}

struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query", abstract: "Look up addresses for mutt, neomutt and aerc.",
        discussion: """
            Prints an information line, then one line per address: email, name and extra, separated \
            by tabs. Exits 1 when nothing matches. In mutt or neomutt: \
            set query_command = "contactsbook query '%s'"
            """)

    @OptionGroup var book: BookOptions
    @Argument(help: "What to look for.") var query: [String]

    func run() throws {
        try book.requireBook()
        let request = QueryContacts.Request(query: query.joined(separator: " "))
        let worker = try book.loadWorker(onlyMatching: ContactSearch(request.query))
        try finish(MainActor.assumeIsolated { CommandAssembly.query(request, worker: worker, output: StandardOutput()) })
    }
}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import contacts from vCard (2.1, 3.0, 4.0), CSV, abook or JSON files.",
        discussion: """
            Contacts already in the book (same id or UID, else a shared email address, else, with \
            no email, the same name and fields) are skipped, updated or added again, as \
            --on-duplicate says. Damaged cards are reported with their \
            line numbers and skipped; the rest is imported.
            """)

    @OptionGroup var book: BookOptions
    @Option(help: "auto, vcard, csv, abook or json.") var format = "auto"
    @Option(name: .customLong("on-duplicate"), help: "skip, update or add.") var onDuplicate = "skip"
    @Flag(name: .customLong("dry-run"), help: "Say what would change, write nothing.") var dryRun = false
    @Argument(help: "The files to import.") var files: [String]

    func validate() throws {
        guard format == "auto" || InterchangeFormat(rawValue: format) != nil else {
            throw ValidationError("--format must be auto, vcard, csv, abook or json")
        }
        guard DuplicatePolicy(rawValue: onDuplicate) != nil else { throw ValidationError("--on-duplicate must be skip, update or add") }
        guard !files.isEmpty else { throw ValidationError("name at least one file to import") }
    }

    func run() throws {
        let worker = try book.loadWorker()
        let request = ImportFiles.Request(
            paths: files, format: InterchangeFormat(rawValue: format), onDuplicate: DuplicatePolicy(rawValue: onDuplicate) ?? .skip, dryRun: dryRun)
        try finish(MainActor.assumeIsolated { CommandAssembly.importFiles(request, worker: worker, output: StandardOutput()) })
    }
}

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export the contacts (or those matching a query) as vCard, CSV, abook or JSON.")

    @OptionGroup var book: BookOptions
    @Option(help: "vcard, csv, abook or json.") var format = "vcard"
    @Option(name: .customLong("vcard-version"), help: "4 (the default) or 3.") var vcardVersion = 4
    @Option(name: .customLong("csv-layout"), help: "google (the default), outlook or generic.") var csvLayout = "google"
    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?
    @Argument(help: "Words to search for; all contacts when none.") var query: [String] = []

    func validate() throws {
        guard InterchangeFormat(rawValue: format) != nil else { throw ValidationError("--format must be vcard, csv, abook or json") }
        guard ["google", "outlook", "generic"].contains(csvLayout) else { throw ValidationError("--csv-layout must be google, outlook or generic") }
        guard [3, 4].contains(vcardVersion) else { throw ValidationError("--vcard-version must be 3 or 4") }
    }

    func run() throws {
        try book.requireBook()
        // A lookup reads only the lines that may match; a whole book is read by the export itself.
        let worker = query.isEmpty ? book.openWorker() : try book.loadWorker(onlyMatching: ContactSearch(query.joined(separator: " ")))
        let request = ExportContacts.Request(
            format: InterchangeFormat(rawValue: format) ?? .vcard, vcardVersion: vcardVersion == 3 ? .v3 : .v4,
            csvLayout: CSVLayout(rawValue: csvLayout) ?? .google,
            query: query.joined(separator: " "), outputPath: output)
        try finish(MainActor.assumeIsolated { CommandAssembly.export(request, worker: worker, output: StandardOutput()) })
    }
}

struct BirthdaysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "birthdays", abstract: "Birthdays and anniversaries in the next days, soonest first.")

    @OptionGroup var book: BookOptions
    @Option(help: "How many days ahead to look.") var days = 30

    func validate() throws {
        guard (0...3660).contains(days) else { throw ValidationError("--days must be between 0 and 3660") }
    }

    func run() throws {
        try book.requireBook()
        let worker = try book.loadWorker()
        let days = days
        try finish(
            MainActor.assumeIsolated {
                CommandAssembly.birthdays(
                    days: days, columns: outputColumns(), worker: worker, output: StandardOutput(), today: { CalendarDay(Date()) })
            })
    }
}

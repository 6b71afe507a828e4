import ArgumentParser
import ContactsBookApp
import ContactsCore
import ContactsEngine
import Foundation
import Localization

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the contacts (or those matching a query): name and the settings' columns.",
        discussion: """
            On a terminal the columns fit its width; into a pipe or a file nothing is cut. \
            --parsable prints tab-separated fields for scripts, one contact a line, the id first: \
            tabs, line breaks and backslashes in a field are written \\t, \\n and \\\\; \
            several values (emails, phones, URLs, addresses, tags) are joined by commas, a comma in \
            a value written \\,; an address is street;city;region;postcode;country. \
            --json prints {"version": 1, "contacts": [...]} in the data file's format. \
            Exits 1 when nothing matches.
            """)

    @OptionGroup var book: BookOptions
    @Flag(help: "Print JSON in the data file's format.") var json = false
    @Flag(help: "Print tab-separated fields, one contact a line (see --fields).") var parsable = false
    @Option(
        help: ArgumentHelp(
            "The fields of --parsable, separated by commas: \(ListField.allCases.map(\.rawValue).joined(separator: ",")).",
            valueName: "fields"),
        completion: .list(ListField.allCases.map(\.rawValue)))
    var fields: String?
    @Option(help: ArgumentHelp("Only contacts with this tag.", valueName: "tag"), completion: .custom(BookCompletion.tags)) var tag: String?
    @Option(
        help: "last, first, company or changed (most recent first); else the settings' sort.", completion: .list(ContactSort.allCases.map(\.rawValue))
    )
    var sort: String?
    @Argument(help: "Words to search for in names, emails, phones, addresses, notes and tags.") var query: [String] = []

    func validate() throws {
        if let sort, ContactSort(rawValue: sort) == nil { throw ValidationError(tr("--sort must be last, first, company or changed")) }
        guard !(json && parsable) else { throw ValidationError(tr("choose --json or --parsable, not both")) }
        if let fields {
            guard parsable else { throw ValidationError(tr("--fields goes with --parsable")) }
            if case .failure(let error) = ListField.list(fields) { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        let loaded = book.settings
        let settings = loaded.settings
        let (library, unreadable) = try book.loadLibrary(settings: loaded)
        let layout: ListContacts.Layout =
            json
            ? .json
            : parsable ? .parsable((try? fields.map { try ListField.list($0).get() }) ?? ListField.defaults) : .columns(width: terminalColumns())
        let request = ListContacts.Request(
            query: query.joined(separator: " "), tag: tag, layout: layout, sort: sort.flatMap(ContactSort.init(rawValue:)) ?? settings.sort,
            shown: settings.columns)
        let status = MainActor.assumeIsolated { CommandAssembly.list(request, library: library, output: StandardOutput.shared) }
        try finish(unreadable ? .bookUnusable : status)
    }
}

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one contact: by words that match only it, its id or a unique id prefix, or --id.")

    @OptionGroup var book: BookOptions
    @Flag(help: "Print JSON ({\"version\": 1, \"contacts\": [the contact]}) instead of text.") var json = false
    @OptionGroup var selection: ContactSelectionOptions

    func run() throws {
        let (selector, json, settings) = (selection.selector, json, book.settings)
        try finish(
            MainActor.assumeIsolated {
                let (worker, contact, _) = try book.contact(named: selector, settings: settings)
                return CommandAssembly.show(
                    ContactSelector(words: "", idPrefix: contact.id.uuidString), json: json,
                    columns: terminalColumns() ?? ContactCard.uncutWidth, worker: worker, output: StandardOutput.shared)
            })
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
        let request = QueryContacts.Request(query: query.joined(separator: " "))
        let (library, unreadable) = try book.loadLibrary(settings: book.settings)
        let status = MainActor.assumeIsolated { CommandAssembly.query(request, library: library, output: StandardOutput.shared) }
        try finish(unreadable ? .bookUnusable : status)
    }
}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import contacts from vCard (2.1, 3.0, 4.0), CSV, abook or JSON files.",
        discussion: """
            Contacts already in the book (the same id or UID, else, where either has no UID, the \
            same name and fields; a shared email alone never makes two people one) are skipped, \
            updated or added again, as --on-duplicate says; one the book already has unchanged is \
            skipped. Damaged cards are reported with their line numbers and skipped; the rest is \
            imported.
            """)

    @OptionGroup var book: BookOptions
    @Option(help: "auto, vcard, csv, abook or json.", completion: .list(["auto"] + InterchangeFormat.allCases.map(\.rawValue))) var format = "auto"
    @Option(name: .customLong("on-duplicate"), help: "skip, update or add.", completion: .list(["skip", "update", "add"])) var onDuplicate = "skip"
    @Flag(name: .customLong("dry-run"), help: "Say what would change, write nothing.") var dryRun = false
    @Argument(help: "The files to import; - is standard input.", completion: .file()) var files: [String]

    func validate() throws {
        guard format == "auto" || InterchangeFormat(rawValue: format) != nil else {
            throw ValidationError(tr("--format must be auto, vcard, csv, abook or json"))
        }
        guard DuplicatePolicy(rawValue: onDuplicate) != nil else { throw ValidationError(tr("--on-duplicate must be skip, update or add")) }
        guard !files.isEmpty else { throw ValidationError(tr("name at least one file to import")) }
    }

    func run() throws {
        let worker = try book.loadWorker()
        let request = ImportFiles.Request(
            paths: files, format: InterchangeFormat(rawValue: format), onDuplicate: DuplicatePolicy(rawValue: onDuplicate) ?? .skip, dryRun: dryRun)
        try finish(
            MainActor.assumeIsolated { CommandAssembly.importFiles(request, worker: worker, output: StandardOutput.shared) }, changesTheBook: !dryRun)
    }
}

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export the contacts (or those matching a query) as vCard, CSV, abook or JSON.")

    @OptionGroup var book: BookOptions
    @Option(help: "vcard, csv, abook or json.", completion: .list(InterchangeFormat.allCases.map(\.rawValue))) var format = "vcard"
    @Option(name: .customLong("vcard-version"), help: "4 (the default) or 3.", completion: .list(["4", "3"])) var vcardVersion = 4
    @Option(name: .customLong("csv-layout"), help: "google (the default), outlook or generic.", completion: .list(["google", "outlook", "generic"]))
    var csvLayout = "google"
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Write to this file instead of standard output (-): a file is replaced atomically, keeping its mode (a new one is 0600); a FIFO or device is written in place.",
            valueName: "file"),
        completion: .file())
    var output: String?
    @Argument(help: "Words to search for; all contacts when none.") var query: [String] = []

    func validate() throws {
        guard InterchangeFormat(rawValue: format) != nil else { throw ValidationError(tr("--format must be vcard, csv, abook or json")) }
        guard ["google", "outlook", "generic"].contains(csvLayout) else {
            throw ValidationError(tr("--csv-layout must be google, outlook or generic"))
        }
        guard [3, 4].contains(vcardVersion) else { throw ValidationError(tr("--vcard-version must be 3 or 4")) }
    }

    func run() throws {
        let (library, unreadable) = try book.loadLibrary(settings: book.settings)
        let request = ExportContacts.Request(
            format: InterchangeFormat(rawValue: format) ?? .vcard, vcardVersion: vcardVersion == 3 ? .v3 : .v4,
            csvLayout: CSVLayout(rawValue: csvLayout) ?? .google,
            query: query.joined(separator: " "),
            outputPath: output.flatMap { OutputFileWriter.namesStandardOutput($0) ? nil : HomePath.expandingTilde($0) })
        // A book that cannot be read writes nothing: an export must not silently miss a book.
        guard !unreadable else { throw ExitCode(CommandStatus.bookUnusable.code) }
        try finish(MainActor.assumeIsolated { CommandAssembly.export(request, library: library, output: StandardOutput.shared) })
    }
}

struct BirthdaysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "birthdays", abstract: "Birthdays and anniversaries in the next days, soonest first.",
        discussion: """
            Each line has the date it falls on, how far away, the name and the age or years. \
            --parsable prints tab-separated fields: date, days away, birthday or anniversary, \
            age or years (empty when the year is unknown), the year of birth or wedding, id, name. \
            Exits 1 when nothing is due.
            """)

    @OptionGroup var book: BookOptions
    @Option(parsing: .unconditional, help: "How many days ahead to look.") var days = 30
    @Flag(help: "Print JSON.") var json = false
    @Flag(help: "Print tab-separated fields, one date a line.") var parsable = false

    func validate() throws {
        guard (0...3660).contains(days) else { throw ValidationError(tr("--days must be between 0 and 3660")) }
        guard !(json && parsable) else { throw ValidationError(tr("choose --json or --parsable, not both")) }
    }

    func run() throws {
        try book.requireBook()
        let worker = try book.loadWorker()
        let (days, layout): (Int, BirthdaysCommandPresenter.Layout) = (days, json ? .json : parsable ? .parsable : .text)
        try finish(
            MainActor.assumeIsolated {
                CommandAssembly.birthdays(days: days, layout: layout, worker: worker, output: StandardOutput.shared, today: { CalendarDay(Date()) })
            })
    }
}

import ArgumentParser
import ContactsBookApp
import ContactsCore
import ContactsEngine
import Foundation
import Localization
import TerminalUI

/// `contactsbook`: the full-screen book by default, and commands for scripts and mail clients.
struct ContactsBookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contactsbook",
        abstract: "A keyboard-driven contacts book for the terminal.",
        discussion: """
            Without a command, opens the book full-screen. The book is one JSON file: --file PATH, \
            else $CONTACTSBOOK_FILE, else $XDG_DATA_HOME/contactsbook/contacts.json \
            (~/.local/share when XDG_DATA_HOME is unset or relative). With [books.NAME] sections in \
            the settings, the full screen shows every book as one list (or those -a NAME names), \
            and a command that changes a book acts on the one -a names, else the default book (see \
            `contactsbook books`). Press ? in the app for its keys. --file, --book, --read-only, \
            --force-write and --settings may come before the command or after it.

            Exit status, the same for every command:
            \(CommandStatus.tableText)
            """,
        version: "0.2.0",
        subcommands: [
            BrowseCommand.self, ListCommand.self, ShowCommand.self, AddCommand.self, EditCommand.self, DeleteCommand.self, QueryCommand.self,
            AddEmailCommand.self, ImportCommand.self, ExportCommand.self, BirthdaysCommand.self, SyncCommand.self, BooksCommand.self,
            CopyCommand.self, MoveCommand.self,
        ],
        defaultSubcommand: BrowseCommand.self)

    @OptionGroup var book: BookOptions
}

/// The options every command shares: which book, and which settings.
struct BookOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The contacts file to use.", valueName: "path"), completion: .file())
    var file: String?

    @Option(
        name: [.customShort("a"), .customLong("book")],
        help: ArgumentHelp(
            "The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.",
            valueName: "name"),
        completion: .custom(BookCompletion.bookNames))
    var bookNames: [String] = []

    @Flag(name: .customLong("read-only"), help: "Open the book without ever writing to it.")
    var readOnly = false

    @Flag(name: .customLong("force-write"), help: "Write a book whose file is read-only (mode 0444) or another user's all the same.")
    var forceWrite = false

    @Option(
        name: .customLong("settings"),
        help: ArgumentHelp("The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.", valueName: "path"),
        completion: .file(extensions: ["toml"]))
    var settingsPath: String?

    /// The settings file, read once per run, with what was wrong with it. With several books,
    /// `sync` is the chosen book's.
    var settings: (settings: Settings, problems: [String]) {
        var loaded = fileSettings
        if let chosen = chosenBook(in: loaded.settings) { loaded.settings.sync = chosen.sync }
        return loaded
    }

    private var fileSettings: (settings: Settings, problems: [String]) { BookChoice.settings(at: settingsPath) }

    /// The book of the settings this run uses: the one `-a` names, else (without `--file` or
    /// `$CONTACTSBOOK_FILE`, which name one file) the default one; nil without `[books]`.
    func chosenBook(in settings: Settings) -> BookSettings? { BookChoice.book(file: file, named: bookNames.first, in: settings) }

    /// For a command that sees several books at once (list, query, export): those `-a` names, else
    /// every book of the settings; nil when one file is meant (no `[books]`, `--file` or
    /// `$CONTACTSBOOK_FILE`).
    func chosenBooks(in settings: Settings) -> [BookSettings]? {
        guard !settings.books.isEmpty, file == nil else { return nil }
        if !bookNames.isEmpty { return settings.books.filter { bookNames.contains($0.name) } }
        return BookChoice.namesNoFile(file) ? settings.books : nil
    }

    /// `-a` names a book of the settings, exactly, and never together with `--file`: a script
    /// acts on the book it meant or on none (status 64, the books listed).
    func validate() throws {
        guard let first = bookNames.first else { return }
        if file != nil { throw ValidationError(tr("--file and --book each name the book to use: give one of them.")) }
        let books = fileSettings.settings.books
        guard !books.isEmpty else {
            throw ValidationError(
                tr(
                    "There are no books in the settings to choose “{name}” from: add [books.NAME] sections, or use --file.",
                    ["name": first.terminalSafe]))
        }
        for name in bookNames where !books.contains(where: { $0.name == name }) {
            let names = books.map { "“\($0.name.terminalSafe)”" }.joined(separator: ", ")
            // TRANSLATORS: {books} lists the settings' books, each in quotes: “personal”, “work”.
            throw ValidationError(tr("There is no book named “{name}”; the books are {books}.", ["name": name.terminalSafe, "books": names]))
        }
    }

    /// For a command that acts on one book: more than one `-a` acts on none (status 64).
    func requireOneBook() throws {
        guard Set(bookNames).count > 1 else { return }
        throw ValidationError(tr("This command acts on one book: give one -a (list, query, export, books and the full screen take several)."))
    }

    /// The book's store; a command's (not the full screen's, which stderr would draw over) says
    /// when it waits for another program's lock.
    func store(_ settings: Settings, at path: String? = nil, book: String? = nil, saysLockWaits: Bool = true) -> JSONFileStore {
        let store = JSONFileStore(path: path ?? self.path, readOnly: readOnly, forceWrite: forceWrite, backupsKept: settings.backups, book: book)
        let name = store.displayName
        if saysLockWaits {
            store.waitingForLock = { StandardOutput.shared.writeError(tr("waiting for another program that is writing {book}...", ["book": name])) }
        }
        return store
    }

    /// Never nil here: `validate` refused a name that is no book of the settings.
    var path: String { BookChoice.path(file: file, named: bookNames.first, in: fileSettings.settings) ?? "" }

    /// For a command that only reads the book: a book that is not there is said so (status 2),
    /// not read as an empty one, which listed or exported nothing, without a word, for a
    /// mistyped path.
    func requireBook() throws {
        var info = stat()
        guard stat(path, &info) != 0, errno == ENOENT else { return }
        StandardOutput.shared.writeError(tr("There is no book at {path}: check the path, or run contactsbook to start one there.", ["path": path]))
        throw ExitCode(CommandStatus.bookUnusable.code)
    }

    /// The book loaded for a command; a damaged file ends the command with its message. A
    /// settings file with a problem is said on stderr; the command goes on with the defaults.
    /// `settings`: the settings a command already read for itself, so the file is read once.
    func loadWorker(settings loaded: (settings: Settings, problems: [String])? = nil) throws -> ContactWorker {
        try load(try openWorker(settings: loaded))
    }

    /// The worker of another book of the settings than the chosen one (a move's target).
    /// `named`: its contacts carry the book's name (`Contact.book`), for a command that says it.
    func loadWorker(of book: BookSettings, settings: Settings, named: Bool = false) throws -> ContactWorker {
        let worker = ContactWorker(store: store(settings, at: book.file, book: named ? book.name : nil), index: HaystackIndex())
        KeptUntilExit.keep(worker)
        return try load(worker)
    }

    private func load(_ worker: ContactWorker) throws -> ContactWorker {
        do {
            try worker.load()
        } catch {
            StandardOutput.shared.writeError(error.description)
            throw ExitCode(CommandStatus.bookUnusable.code)
        }
        return worker
    }

    /// The books a command that sees several reads (`chosenBooks`), each read only; one that
    /// cannot be read is said on stderr and left out (`unreadable`: the command then ends with
    /// status 2), a missing one is empty. One file meant: that book, as `loadWorker` reads it.
    func loadLibrary(settings loaded: (settings: Settings, problems: [String])) throws -> (library: ContactLibrary, unreadable: Bool) {
        guard let chosen = chosenBooks(in: loaded.settings) else {
            try requireBook()
            return (ContactLibrary(worker: try loadWorker(settings: loaded)), false)
        }
        loaded.problems.forEach { StandardOutput.shared.writeError($0) }
        var unreadable = false
        let books = chosen.compactMap { book -> ContactLibrary.Book? in
            let worker = ContactWorker(store: JSONFileStore(path: book.file, readOnly: true), index: HaystackIndex())
            do throws(StoreError) {
                try worker.load()
            } catch {
                StandardOutput.shared.writeError("“\(book.name)”: \(error.description)")
                unreadable = true
                return nil
            }
            KeptUntilExit.keep(worker)
            return ContactLibrary.Book(name: book.name, worker: worker)
        }
        return (ContactLibrary(books), unreadable)
    }

    /// A worker on the book that has not read it yet: for a command whose worker reads the book
    /// the way it needs (a whole book's export).
    func openWorker(settings loaded: (settings: Settings, problems: [String])? = nil) throws -> ContactWorker {
        try requireOneBook()
        let (settings, problems) = loaded ?? settings
        problems.forEach { StandardOutput.shared.writeError($0) }
        let worker = ContactWorker(store: store(settings), index: HaystackIndex())
        KeptUntilExit.keep(worker)
        return worker
    }
}

/// The width of the terminal standard output is, nil when it is none (a pipe, a file): text is
/// fitted and cut with "…" only on a terminal.
func terminalColumns() -> Int? {
    var size = winsize()
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
}

/// Ends a command with its status, or `fileFailed` when its output could not all be written
/// (for a command that changed the book, a warning: the status says what happened to the book).
func finish(_ status: CommandStatus, changesTheBook: Bool = false) throws {
    let status = StandardOutput.shared.status(status, changesTheBook: changesTheBook)
    if status.code != 0 { throw ExitCode(status.code) }
}

struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "browse", abstract: "Open the book full-screen (the default).")

    @OptionGroup var book: BookOptions

    func run() throws {
        let (settings, problems) = book.settings
        let status = MainActor.assumeIsolated { () -> Int32 in
            let shown = book.shownBooks(settings)
            let store = shown.store
            let recovery = BookRecovery(path: shown.paths[0], readOnly: book.readOnly)
            let drafts = book.readOnly ? nil : EditDraftFile(bookPath: book.path)
            // The browser's index makes a large book's other orders ahead: a sort is a key away.
            let worker = ContactWorker(store: store, index: HaystackIndex(preparesOtherOrders: true))
            // Several books: each synced with its own vdir in turn.
            let sync: BookSyncing? =
                shown.isSeveral
                ? shown.sync(worker: worker, readOnly: book.readOnly, backups: settings.backups)
                : SyncSetup.session(worker: worker, bookPath: book.path, settings: settings.sync)
            // Long work (grouping duplicates) runs on another thread; without a pipe to wake the
            // loop, at once as before.
            let work: BackgroundWork = ThreadedWork() ?? ImmediateWork()
            // Saves are written off the run loop too: each change is made in memory at once.
            let keeper = book.readOnly ? nil : BookFileKeeper(worker: worker, work: work)
            let coordinator = AppCoordinator(
                worker: worker, recovery: recovery, drafts: drafts, settings: settings, settingsProblems: problems, sync: sync, work: work,
                keeper: keeper)
            KeptUntilExit.keep(coordinator)
            let colors = settings.theme == .color && NCursesTerminal.colorIsWanted(environment: ProcessInfo.processInfo.environment)
            // A large book shows its first page at once and answers keys while the rest is read.
            let firstPage = shown.preview()
            let decision = firstPage == nil ? coordinator.decideStart() : nil
            let terminal: NCursesTerminal
            do {
                terminal = try NCursesTerminal(colors: colors, mouse: settings.mouse)
            } catch {
                // Without a terminal, a damaged file is still the news that matters.
                if firstPage != nil { _ = coordinator.decideStart() }
                StandardOutput.shared.writeError(coordinator.damage?.description ?? String(describing: error))
                return coordinator.damage == nil ? 1 : CommandStatus.bookUnusable.code
            }
            // Changes made elsewhere (a command, a sync, a mail client) show by themselves; where
            // the folder cannot be watched (no inotify left, a filesystem without it), R is said once.
            let watcher = BookFileWatcher(bookPaths: shown.paths)
            let folders = shown.paths.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().path }
            if let watcher {
                terminal.watch(watcher.descriptor)
            } else if folders.contains(where: FileManager.default.fileExists) {
                coordinator.worker.warn(tr("changes other programs make to the book show when you press R (its folder cannot be watched)"))
            }
            if let threaded = work as? ThreadedWork { terminal.watchWork(threaded.descriptor) }
            let (programs, progress) = (TerminalPrograms(terminal: terminal), TerminalProgress(terminal: terminal))
            let navigation =
                if let firstPage {
                    coordinator.startReading(firstPage: firstPage, size: terminal.size, programs: programs, progress: progress)
                } else {
                    coordinator.start(decision, size: terminal.size, programs: programs, progress: progress)
                }
            keeper?.progress = progress
            let loop = AppRunLoop(terminal: terminal, input: terminal, navigation: navigation, watcher: watcher, work: work)
            if firstPage != nil { loop.afterFirstFrame = coordinator.readWholeBook }
            if let keeper {
                loop.mayQuit = keeper.mayQuit
                loop.bookMayHaveChanged = keeper.bookMayHaveChanged
            }
            loop.run()
            // Ended by a signal (the terminal closed): what waits is written all the same.
            let unsaved = keeper?.writeBeforeEnding()
            drafts?.flush()
            terminal.end()
            if let unsaved {
                // TRANSLATORS: {error} says why the book could not be saved when the app ended.
                StandardOutput.shared.writeError(tr("{error} Changes made in this session are not in the file.", ["error": unsaved.description]))
                return CommandStatus.failedSave(unsaved).code
            }
            // Printed after leaving the alternate screen, so it stays in the scrollback.
            if let damage = coordinator.damage, coordinator.exitStatus != 0 { StandardOutput.shared.writeError(damage.description) }
            return coordinator.exitStatus
        }
        if status != 0 { throw ExitCode(status) }
    }
}

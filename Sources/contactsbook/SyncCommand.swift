import ArgumentParser
import ContactsBookApp
import ContactsCore
import ContactsEngine
import Foundation
import Localization

struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync", abstract: "Sync the book with a vdir, and through vdirsyncer with CardDAV servers.",
        discussion: """
            Reads what changed in the vdir since the last sync into the book, writes what changed \
            in the book to the vdir (one vCard 4.0 file per contact), runs the [sync] command of \
            the settings file (e.g. vdirsyncer sync contacts) and reads the vdir again. A contact \
            changed on both sides is a conflict: nothing is overwritten; choose in the app (S). \
            With [books.NAME] in the settings, every book with a vdir is synced in turn (or \
            those -a names), each under its name. \
            Exit status: \(CommandStatus.success.code) in step, \(CommandStatus.conflicts.code) conflicts wait, \
            \(CommandStatus.bookUnusable.code) the book cannot be used, \(CommandStatus.fileFailed.code) the vdir or \
            state could not be read or written, \(CommandStatus.commandFailed.code) the command failed.
            """)

    @OptionGroup var book: BookOptions
    @Option(help: ArgumentHelp("The vdir to sync with, instead of the settings' [sync] vdir.", valueName: "path")) var vdir: String?
    @Flag(name: .customLong("no-command"), help: "Do not run the settings' sync command; only exchange with the vdir.") var noCommand = false
    @Flag(name: .customLong("force-delete"), help: "Let a side emptied since the last sync empty the other.") var forceDelete = false

    func run() throws {
        let loaded = book.settings
        // One file, or one book -a names: that book alone, as ever.
        guard let chosen = book.chosenBooks(in: loaded.settings), book.bookNames.count != 1 else {
            let (worker, path) = (try book.loadWorker(settings: loaded), book.path)
            return try finish(MainActor.assumeIsolated { sync(worker, path: path, settings: loaded.settings.sync) })
        }
        let books = book.bookNames.isEmpty ? chosen.filter { $0.sync.vdir != nil } : chosen
        if vdir != nil { throw ValidationError(tr("--vdir names one book's vdir: give one -a with it.")) }
        guard !books.isEmpty else {
            throw ValidationError(tr("No book of the settings has a vdir to sync with: set vdir = \"PATH\" in a [books.NAME] section."))
        }
        // Each book in turn, under its name; the status is the first that is not success.
        let status = try MainActor.assumeIsolated { () throws -> CommandStatus in
            var first = CommandStatus.success
            for chosen in books {
                StandardOutput.shared.write("“\(chosen.name.terminalSafe)”:\n")
                let worker = try book.loadWorker(of: chosen, settings: loaded.settings)
                let status = sync(worker, path: chosen.file, settings: chosen.sync)
                if first == .success { first = status }
            }
            return first
        }
        try finish(status)
    }

    @MainActor private func sync(_ worker: ContactWorker, path: String, settings: Settings.SyncSettings) -> CommandStatus {
        let request = SyncContacts.Request(forceDelete: forceDelete)
        let session = SyncSetup.session(
            worker: worker, bookPath: path, settings: settings, vdir: vdir.map { HomePath.expandingTilde($0) }, runCommand: !noCommand)
        return CommandAssembly.sync(request, session: session, worker: worker, output: StandardOutput.shared)
    }
}

import ArgumentParser
import ContactsBookApp
import ContactsCore
import ContactsEngine
import Foundation

struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync", abstract: "Sync the book with a vdir, and through vdirsyncer with CardDAV servers.",
        discussion: """
            Reads what changed in the vdir since the last sync into the book, writes what changed \
            in the book to the vdir (one vCard 4.0 file per contact), runs the [sync] command of \
            the settings file (e.g. vdirsyncer sync contacts) and reads the vdir again. A contact \
            changed on both sides is a conflict: nothing is overwritten; choose in the app (S). \
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
        let worker = try book.loadWorker(settings: loaded)
        let settings = loaded.settings.sync
        let request = SyncContacts.Request(forceDelete: forceDelete)
        let (path, vdir, runCommand) = (book.path, vdir.map { HomePath.expandingTilde($0) }, !noCommand)
        try finish(
            MainActor.assumeIsolated {
                let session = SyncSetup.session(worker: worker, bookPath: path, settings: settings, vdir: vdir, runCommand: runCommand)
                return CommandAssembly.sync(request, session: session, worker: worker, output: StandardOutput.shared)
            })
    }
}

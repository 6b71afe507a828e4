import ArgumentParser
import ContactsBookApp
import ContactsCore
import Foundation
import TerminalUI

/// `contactsbook`: opens the book full-screen in the terminal.
struct ContactsBookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contactsbook",
        abstract: "A keyboard-driven contacts book for the terminal.",
        discussion: """
            The book is one JSON file: --file PATH, else $CONTACTSBOOK_FILE, else \
            $XDG_DATA_HOME/contactsbook/contacts.json (~/.local/share when unset). \
            Press ? in the app for its keys.
            """,
        version: "0.1.0")

    @Option(name: .shortAndLong, help: ArgumentHelp("The contacts file to open.", valueName: "path"))
    var file: String?

    func run() throws {
        let path = DataFileLocation.resolve(explicit: file, environment: ProcessInfo.processInfo.environment)
        let status = MainActor.assumeIsolated { () -> Int32 in
            let coordinator = AppCoordinator(worker: ContactWorker(store: JSONFileStore(path: path)))
            let decision = coordinator.decideStart()
            let damage: StoreError? = if case .damagedFile(let error) = decision { error } else { nil }
            let terminal: NCursesTerminal
            do {
                terminal = try NCursesTerminal()
            } catch {
                // Without a terminal, a damaged file is still the news that matters.
                printError(damage?.description ?? String(describing: error))
                return damage == nil ? 1 : 2
            }
            let navigation = coordinator.start(decision, size: terminal.size)
            AppRunLoop(terminal: terminal, input: terminal, navigation: navigation).run()
            terminal.end()
            // Printed after leaving the alternate screen, so it stays in the scrollback.
            if let damage { printError(damage.description) }
            return damage == nil ? coordinator.exitStatus : 2
        }
        if status != 0 { throw ExitCode(status) }
    }
}

func printError(_ message: String) {
    // Messages may quote text from the data file: never let it send escape sequences.
    FileHandle.standardError.write(Data(("contactsbook: " + message.terminalSafe + "\n").utf8))
}

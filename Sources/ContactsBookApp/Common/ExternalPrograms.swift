import ContactsCore
import Foundation
import Localization
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// Other programs the app starts for the user (the mailer, the editor), with the terminal
/// handed over while they run. Interactors get this; tests give them a spy.
@MainActor
public protocol ExternalPrograms: AnyObject {
    /// The words of the user's mailer command: `$MAILER`, else neomutt, else mutt (nil: none
    /// of them is there).
    var mailer: [String]? { get }
    /// The words of the user's editor command: `$VISUAL`, else `$EDITOR`, else vi.
    var editor: [String] { get }
    /// What opens a web address: `$BROWSER` (its first command), else xdg-open.
    var opener: [String] { get }
    /// Runs the program (no shell: each argument is passed as it is) and waits for it.
    func run(_ arguments: [String]) -> ProgramOutcome
}

public enum ProgramOutcome: Equatable, Sendable {
    case exited(Int32)
    case couldNotStart(String)
}

/// The real thing: posix_spawnp with the terminal handed over.
@MainActor
public final class TerminalPrograms: ExternalPrograms {
    private let terminal: Terminal
    public let mailer: [String]?
    public let editor: [String]
    public let opener: [String]

    /// `isInstalled` tells whether a program is on the PATH (tests stand in for it).
    public init(
        terminal: Terminal, environment: [String: String] = ProcessInfo.processInfo.environment,
        isInstalled: ((String) -> Bool)? = nil
    ) {
        self.terminal = terminal
        let isInstalled = isInstalled ?? { Self.isOnPath($0, path: environment["PATH"] ?? "") }
        mailer = Self.words(environment["MAILER"]) ?? ["neomutt", "mutt"].first(where: isInstalled).map { [$0] }
        editor = Self.words(environment["VISUAL"]) ?? Self.words(environment["EDITOR"]) ?? ["vi"]
        // BROWSER may list several commands, separated by colons, to try in turn.
        opener = Self.words(environment["BROWSER"].map { String($0.prefix { $0 != ":" }) }) ?? ["xdg-open"]
    }

    /// An executable file of that name in one of the PATH's folders.
    static func isOnPath(_ program: String, path: String) -> Bool {
        path.split(separator: ":").contains { access(String($0) + "/" + program, X_OK) == 0 }
    }

    /// A command from the environment, split into words at spaces (never given to a shell).
    static func words(_ command: String?) -> [String]? {
        let words = (command ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        return words.isEmpty ? nil : words
    }

    public func run(_ arguments: [String]) -> ProgramOutcome {
        var outcome = ProgramOutcome.couldNotStart(tr("nothing to run"))
        terminal.runOutside { outcome = Self.spawnAndWait(arguments) }
        return outcome
    }

    private static func spawnAndWait(_ arguments: [String]) -> ProgramOutcome {
        guard let program = arguments.first else { return .couldNotStart(tr("nothing to run")) }
        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, program, nil, nil, argv, environ)
        guard status == 0 else { return .couldNotStart("\(program): \(String(cString: strerror(status)))") }
        var result: Int32 = 0
        while waitpid(pid, &result, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift cannot import as macros.
        return (result & 0x7F) == 0 ? .exited((result >> 8) & 0xFF) : .exited(128 + (result & 0x7F))
    }
}

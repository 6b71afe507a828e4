import ContactsCore
import ContactsEngine
import Foundation
import Localization
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Where a command's output goes: standard output and standard error, or memory in tests.
/// The views of the command-line front end write here instead of drawing on a terminal.
public protocol CommandOutput: AnyObject {
    func write(_ text: String)
    /// Bytes written as they are: an export's, which may be tens of megabytes.
    /// False when they could not all be written (said on standard error).
    @discardableResult func write(_ bytes: Data) -> Bool
    func writeError(_ text: String)
}

extension CommandOutput {
    func writeLines(_ lines: [String]) {
        if !lines.isEmpty { write(lines.joined(separator: "\n") + "\n") }
    }
}

public final class StandardOutput: CommandOutput, Sendable {
    /// Whether a write to standard output failed (a full disk, a closed descriptor, a reader
    /// that went away): the command then exits with `fileFailed`, whatever it did.
    public var failed: Bool { failure.load(ordering: .relaxed) }
    private let failure = Atomic(false)
    /// The one output of the process: every part of a command writes through it, so one
    /// failure anywhere decides the exit status.
    public static let shared = StandardOutput()

    /// Whether standard output is a terminal: then nothing written reaches it raw.
    private let isTerminal = isatty(STDOUT_FILENO) == 1

    private init() {}

    public func write(_ text: String) {
        write(Data(text.utf8))
    }

    /// Written exactly to a pipe or a file. On a terminal, data that reaches it whole (an
    /// export, JSON, a sync command's output) has its control characters, C1 controls and bidi
    /// overrides written `\uXXXX`, so no card can set the title, write the clipboard or
    /// reorder the screen; JSON stays valid and every value can be read back.
    @discardableResult public func write(_ bytes: Data) -> Bool {
        // After a first failure nothing more is tried: the rest would fail too, or, worse,
        // land after a gap.
        guard !failed else { return false }
        let shown = isTerminal ? Data(String(decoding: bytes, as: UTF8.self).escapingControls.utf8) : bytes
        guard !PiecedBytes(shown).write(to: STDOUT_FILENO) else { return true }
        failure.store(true, ordering: .relaxed)
        // A reader that stopped reading (`| head`) is not news; anything else is.
        if errno != EPIPE { writeError(tr("cannot write the output: {reason}", ["reason": String(cString: strerror(errno))])) }
        return false
    }

    /// Errors may quote data from files: made safe for the terminal. A standard error that
    /// cannot be written is let be (FileHandle's write would stop the process).
    public func writeError(_ text: String) {
        _ = PiecedBytes(Data(("contactsbook: " + text.terminalSafe + "\n").utf8)).write(to: STDERR_FILENO)
    }

    /// The status a command ends with: its own, unless its output could not be written. For a
    /// command that changed the book (`changesTheBook`), the status says what happened to the
    /// book: a lost report is a warning, never a 4 that makes a retrying script add twice.
    public func status(_ status: CommandStatus, changesTheBook: Bool = false) -> CommandStatus {
        guard failed, status.code == 0 else { return status }
        guard changesTheBook else { return .fileFailed }
        writeError(tr("the book was changed as asked, but the report of it could not be written"))
        return status
    }
}

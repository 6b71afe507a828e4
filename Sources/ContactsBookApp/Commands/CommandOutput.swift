import ContactsCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where a command's output goes: standard output and standard error, or memory in tests.
/// The views of the command-line front end write here instead of drawing on a terminal.
public protocol CommandOutput: AnyObject {
    func write(_ text: String)
    /// Bytes written as they are: an export's, which may be tens of megabytes in pieces.
    /// False when they could not all be written (said on standard error).
    @discardableResult func write(_ bytes: PiecedBytes) -> Bool
    func writeError(_ text: String)
}

extension CommandOutput {
    func writeLines(_ lines: [String]) {
        if !lines.isEmpty { write(lines.joined(separator: "\n") + "\n") }
    }
}

public final class StandardOutput: CommandOutput {
    public init() {}

    public func write(_ text: String) {
        write(PiecedBytes(Data(text.utf8)))
    }

    @discardableResult public func write(_ bytes: PiecedBytes) -> Bool {
        guard !bytes.write(to: STDOUT_FILENO) else { return true }
        writeError("cannot write the output: \(String(cString: strerror(errno)))")
        return false
    }

    /// Errors may quote data from files: made safe for the terminal.
    public func writeError(_ text: String) {
        FileHandle.standardError.write(Data(("contactsbook: " + text.terminalSafe + "\n").utf8))
    }
}

/// The result of a command: what the process exits with.
public struct CommandStatus: Equatable, Sendable {
    public let code: Int32
    public static let success = CommandStatus(code: 0)
    /// Nothing matched (mutt's query_command convention).
    public static let noMatch = CommandStatus(code: 1)
    public static let failure = CommandStatus(code: 2)
}

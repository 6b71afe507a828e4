import Foundation

/// The steps of one sync, for progress on the screen or the terminal.
public enum SyncStep: Equatable, Sendable {
    /// Book and vdir exchange what changed on each side.
    case exchanging
    /// The sync command (vdirsyncer) talks to the server.
    case runningCommand([String])
    /// What the command brought into the vdir goes into the book.
    case exchangingAgain
}

/// What a whole sync did.
public struct SyncOutcome: Equatable, Sendable {
    public var report: SyncReport
    /// Each run of the sync command, in order (none when there is no command).
    public var commands: [CommandResult]

    public init(report: SyncReport, commands: [CommandResult] = []) {
        self.report = report
        self.commands = commands
    }
}

/// What the sync command (vdirsyncer, usually) did.
public struct CommandResult: Equatable, Sendable {
    public var words: [String]
    /// The exit status; nil when the program could not be started.
    public var status: Int32?
    /// Standard output and standard error, as the program wrote them.
    public var output: String
    /// Why it could not be started.
    public var failure: String?

    public init(words: [String], status: Int32?, output: String, failure: String? = nil) {
        self.words = words
        self.status = status
        self.output = output
        self.failure = failure
    }

    public var succeeded: Bool { status == 0 }
}

/// Runs the sync command; tests give the session a stand-in.
public protocol SyncCommandRunning {
    func run(_ words: [String]) -> CommandResult
}

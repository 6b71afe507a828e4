import ContactsCore

/// One sync as a person asks for it (`contactsbook sync`, S in the app). With a sync command
/// (vdirsyncer): the command first brings the server's changes into the vdir; then the book
/// and the vdir exchange changes, so a contact changed here and on the server meets here, as
/// a conflict the person settles, never as one vdirsyncer refuses on every later run; then the
/// command carries what was written to the server, and the vdir is read again. Without a
/// command: one exchange.
public final class SyncSession: BookSyncing {
    public let engine: VdirSync
    private let command: [String]?
    private let runner: SyncCommandRunning

    public init(engine: VdirSync, command: [String]?, runner: SyncCommandRunning = SyncCommandRunner()) {
        self.engine = engine
        self.command = command.flatMap { $0.isEmpty ? nil : $0 }
        self.runner = runner
    }

    public var vdirPath: String { engine.vdir.path }

    public func sync(forceDelete: Bool = false, progress: (SyncStep) -> Void = { _ in }) throws(SyncError) -> SyncOutcome {
        guard let command else {
            progress(.exchanging)
            return SyncOutcome(report: try engine.exchange(forceDelete: forceDelete))
        }
        // The exchange goes on after a failed command (offline, say): the vdir is still there.
        progress(.runningCommand(command))
        var commands = [runner.run(command)]
        progress(.exchanging)
        let first = try engine.exchange(forceDelete: forceDelete)
        guard !first.vdir.isEmpty else { return SyncOutcome(report: first, commands: commands) }
        progress(.runningCommand(command))
        commands.append(runner.run(command))
        progress(.exchangingAgain)
        let second = try engine.exchange(forceDelete: forceDelete)
        return SyncOutcome(report: first.followed(by: second), commands: commands)
    }

    public func settle(_ conflict: SyncConflict, keeping choice: ConflictChoice) throws(SyncError) -> Bool {
        try engine.resolve(conflict, keeping: choice)
    }
}

import ContactsCore

@MainActor
public protocol SyncPresentationLogic {
    func presentSync(response: SyncContacts.Response)
}

/// What changed on each side, the command's own output, the conflicts by name; the exit
/// status says the worst of it (`CommandStatus`).
@MainActor
public final class SyncPresenter: SyncPresentationLogic {
    public weak var view: SyncDisplayLogic?

    public init() {}

    public func presentSync(response: SyncContacts.Response) {
        guard let outcome = response.outcome else {
            let error = response.error ?? .notConfigured
            let status: CommandStatus =
                switch error {
                case .notConfigured, .noBookVdir: .usage
                case .book: .bookUnusable
                default: .fileFailed
                }
            return view?.displaySync(viewModel: .init(lines: [], errors: [error.description], status: status)) ?? ()
        }
        let report = outcome.report
        var lines = ["Synced with \(response.vdir ?? "the vdir"): \(SyncWording.summary(report))."]
        var errors = report.problems.map { "vdir: \($0)" }
        for command in outcome.commands {
            // The command's output echoes what the server sent: made harmless like any data.
            let output = command.output.split(whereSeparator: \.isNewline).map { "  " + String($0).terminalSafe }
            lines.append("\(command.words.joined(separator: " ").terminalSafe):" + (output.isEmpty ? " done." : ""))
            lines += output
        }
        if let problem = SyncWording.commandProblem(outcome.commands) { errors.append(problem) }
        for conflict in report.conflicts {
            lines.append("Conflict: \(conflict.mine.displayName) was changed both here and in the vdir; nothing was overwritten.")
        }
        if !report.conflicts.isEmpty {
            lines.append("Choose which to keep in the app (S syncs and lists them), then sync again.")
        }
        let status: CommandStatus =
            !report.conflicts.isEmpty ? .conflicts : SyncWording.commandProblem(outcome.commands) != nil ? .commandFailed : .success
        view?.displaySync(viewModel: .init(lines: lines, errors: errors, status: status))
    }
}

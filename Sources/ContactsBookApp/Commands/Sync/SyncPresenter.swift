import ContactsCore
import Localization

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
        let summary = SyncWording.summary(report)
        // TRANSLATORS: {summary} is what changed, as "book: 1 added · vdir: 1 deleted".
        var lines = [
            response.vdir.map { tr("Synced with {vdir}: {summary}.", ["vdir": $0, "summary": summary]) }
                ?? tr("Synced with the vdir: {summary}.", ["summary": summary])
        ]
        var errors = report.problems.map { "vdir: \($0)" }
        for command in outcome.commands {
            // The command's output echoes what the server sent: made harmless like any data.
            let output = command.output.split(whereSeparator: \.isNewline).map { "  " + String($0).terminalSafe }
            let words = command.words.joined(separator: " ").terminalSafe
            // TRANSLATORS: the sync command (as vdirsyncer sync contacts) ran and wrote nothing.
            lines.append(output.isEmpty ? tr("{command}: done.", ["command": words]) : "\(words):")
            lines += output
        }
        if let problem = SyncWording.commandProblem(outcome.commands) { errors.append(problem) }
        for conflict in report.conflicts {
            lines.append(tr("Conflict: {name} was changed both here and in the vdir; nothing was overwritten.", ["name": conflict.mine.displayName]))
        }
        if !report.conflicts.isEmpty {
            lines.append(tr("Choose which to keep in the app (S syncs and lists them), then sync again."))
        }
        let status: CommandStatus =
            !report.conflicts.isEmpty ? .conflicts : SyncWording.commandProblem(outcome.commands) != nil ? .commandFailed : .success
        view?.displaySync(viewModel: .init(lines: lines, errors: errors, status: status))
    }
}

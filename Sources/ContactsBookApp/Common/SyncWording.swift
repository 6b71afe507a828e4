import ContactsCore
import Localization

/// How a sync's results are said, the same on the command line and in the status line.
enum SyncWording {
    /// "book: 1 added, 2 updated · vdir: 1 deleted", or that both were already in step.
    static func summary(_ report: SyncReport) -> String {
        guard !report.book.isEmpty || !report.vdir.isEmpty else { return tr("nothing to change in the book or the vdir") }
        var sides: [String] = []
        // TRANSLATORS: what a sync changed in the book, as "book: 1 added, 2 updated".
        if !report.book.isEmpty { sides.append(tr("book: {changes}", ["changes": counts(report.book)])) }
        // TRANSLATORS: what a sync changed in the vdir (vdirsyncer's folder), as "vdir: 1 deleted".
        if !report.vdir.isEmpty { sides.append(tr("vdir: {changes}", ["changes": counts(report.vdir)])) }
        return sides.joined(separator: " · ")
    }

    /// "1 added, 2 updated": how many contacts each change touched, those with none left out.
    static func counts(_ counts: SyncCounts) -> String {
        var said: [String] = []
        // TRANSLATORS: contacts a sync added (after "book: " or "vdir: ").
        if counts.added > 0 { said.append(trn("{count} added", "{count} added", counts.added)) }
        // TRANSLATORS: contacts a sync updated (after "book: " or "vdir: ").
        if counts.updated > 0 { said.append(trn("{count} updated", "{count} updated", counts.updated)) }
        // TRANSLATORS: contacts a sync deleted (after "book: " or "vdir: ").
        if counts.deleted > 0 { said.append(trn("{count} deleted", "{count} deleted", counts.deleted)) }
        return said.joined(separator: ", ")
    }

    /// "vdirsyncer sync contacts failed (status 1)", or why it did not start; nil when every
    /// run went well (the last failure is the one that tells).
    static func commandProblem(_ results: [CommandResult]) -> String? {
        guard let result = results.last(where: { !$0.succeeded }) else { return nil }
        let command = result.words.joined(separator: " ")
        if let failure = result.failure { return tr("could not run {command}: {reason}", ["command": command, "reason": failure]) }
        return tr("{command} failed (status {status})", ["command": command, "status": String(result.status ?? -1)])
    }

    /// The last line a command wrote that says something: what the status line can hold of it.
    static func lastLine(of output: String) -> String? {
        output.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace }.last { !$0.isEmpty }
    }

    static func conflicts(_ count: Int) -> String {
        trn("{count} contact changed both here and in the vdir", "{count} contacts changed both here and in the vdir", count)
    }
}

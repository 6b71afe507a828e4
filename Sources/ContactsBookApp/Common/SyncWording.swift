import ContactsCore

/// How a sync's results are said, the same on the command line and in the status line.
enum SyncWording {
    /// "book: 1 added, 2 updated · vdir: 1 deleted", or that both were already in step.
    static func summary(_ report: SyncReport) -> String {
        guard !report.book.isEmpty || !report.vdir.isEmpty else { return "nothing to change in the book or the vdir" }
        return [("book", report.book), ("vdir", report.vdir)].filter { !$0.1.isEmpty }.map { "\($0.0): \(counts($0.1))" }
            .joined(separator: " · ")
    }

    static func counts(_ counts: SyncCounts) -> String {
        [(counts.added, "added"), (counts.updated, "updated"), (counts.deleted, "deleted")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            .joined(separator: ", ")
    }

    /// "vdirsyncer sync contacts failed (status 1)", or why it did not start; nil when every
    /// run went well (the last failure is the one that tells).
    static func commandProblem(_ results: [CommandResult]) -> String? {
        guard let result = results.last(where: { !$0.succeeded }) else { return nil }
        let command = result.words.joined(separator: " ")
        if let failure = result.failure { return "could not run \(command): \(failure)" }
        return "\(command) failed (status \(result.status ?? -1))"
    }

    /// The last line a command wrote that says something: what the status line can hold of it.
    static func lastLine(of output: String) -> String? {
        output.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace }.last { !$0.isEmpty }
    }

    static func conflicts(_ count: Int) -> String {
        "\(CountFormatting.contacts(count)) changed both here and in the vdir"
    }
}

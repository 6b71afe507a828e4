import ContactsCore

/// The result of a command: what the process exits with. One table for every command, printed
/// by `--help` and kept word for word in the man page and the README (a test compares them).
public struct CommandStatus: Equatable, Sendable {
    public let code: Int32

    public static let success = CommandStatus(code: 0)
    /// No contact matched the words or id (mutt's query_command convention); `birthdays`:
    /// nothing is due.
    public static let noMatch = CommandStatus(code: 1)
    /// The book is missing (for a command that only reads it), damaged, or of a newer version.
    public static let bookUnusable = CommandStatus(code: 2)
    /// The words or id prefix could mean more than one contact; nothing was changed.
    public static let ambiguous = CommandStatus(code: 3)
    /// A file could not be read or written: the output, a file to import, the book, the vdir.
    public static let fileFailed = CommandStatus(code: 4)
    /// `sync`: contacts changed on both sides wait for a choice in the app.
    public static let conflicts = CommandStatus(code: 5)
    /// `sync`: the sync command (vdirsyncer) failed; the exchange with the vdir went through.
    public static let commandFailed = CommandStatus(code: 6)
    /// `import`: cards or rows that could not be read were skipped (each is reported with its
    /// line); the rest was imported. A script learns that something was left behind.
    public static let partlyRead = CommandStatus(code: 7)
    /// A wrong option or value (sysexits' EX_USAGE, as the argument parser exits): an unknown
    /// flag, an invalid email or date, a delete by words without --yes where nobody can answer.
    public static let usage = CommandStatus(code: 64)
    /// Another program changed the same contact, or held the book's lock too long: nothing was
    /// changed, and the same command run again may go through (sysexits' EX_TEMPFAIL). Not 4,
    /// which says the disk failed.
    public static let tryAgain = CommandStatus(code: 75)

    /// The status of a save that failed with `error`.
    public static func failedSave(_ error: StoreError) -> CommandStatus {
        switch error {
        case .conflict, .busy: .tryAgain
        default: .fileFailed
        }
    }

    /// Every status with what it means, in code order: the `--help` text, man page and README,
    /// which stay English (docs/DECISIONS.md 98).
    public static let table: [(status: CommandStatus, meaning: String)] = [
        (.success, "success"),
        (.noMatch, "nothing matched (birthdays: nothing due)"),  // untranslated: --help
        (.bookUnusable, "the book is missing, unreadable, damaged or of a newer version"),  // untranslated: --help
        (.ambiguous, "ambiguous: the words or id prefix could mean more than one contact"),  // untranslated: --help
        (.fileFailed, "a file could not be read or written (the output, an import) or the book could not be saved"),  // untranslated: --help
        (.conflicts, "sync: conflicts wait for a choice in the app"),  // untranslated: --help
        (.commandFailed, "sync: the sync command failed"),  // untranslated: --help
        (.partlyRead, "import: cards or rows that could not be read were skipped; the rest was imported"),  // untranslated: --help
        (.usage, "usage: a wrong option or value; nothing was changed"),  // untranslated: --help
        (.tryAgain, "another program changed the same contact or held the book: nothing was changed; run it again"),  // untranslated: --help
    ]

    /// The table as `--help` prints it.
    public static var tableText: String {
        table.map { "  \($0.status.code)".padding(toLength: 6, withPad: " ", startingAt: 0) + $0.meaning }.joined(separator: "\n")
    }
}

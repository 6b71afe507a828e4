/// What reading a file gave: the contacts, and what could not be read (with line numbers).
public struct InterchangeReadResult: Equatable, Sendable {
    public var contacts: [Contact]
    public var skipped: Int
    public var problems: [String]
    /// Lines that belong to no record (a calendar in a vCard file), left out and reported.
    public var linesLeftOut = 0

    public init(contacts: [Contact], skipped: Int, problems: [String]) {
        (self.contacts, self.skipped, self.problems) = (contacts, skipped, problems)
    }
}

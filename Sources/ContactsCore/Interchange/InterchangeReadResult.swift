/// What reading a file gave: the contacts, and what could not be read (with line numbers).
public struct InterchangeReadResult: Equatable, Sendable {
    public var contacts: [Contact]
    public var skipped: Int
    public var problems: [String]

    public init(contacts: [Contact], skipped: Int, problems: [String]) {
        (self.contacts, self.skipped, self.problems) = (contacts, skipped, problems)
    }
}

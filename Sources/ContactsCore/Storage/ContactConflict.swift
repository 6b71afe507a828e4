import Localization

/// The same contact changed here and by another program since this one read the book.
public struct ContactConflict: Equatable, Sendable {
    /// This program's version (nil: deleted here).
    public let mine: Contact?
    /// The version on disk now (nil: deleted there).
    public let theirs: Contact?

    public init(mine: Contact?, theirs: Contact?) {
        self.mine = mine
        self.theirs = theirs
    }

    // TRANSLATORS: stands for a contact's name at the start of a sentence ("A contact was changed by another program...").
    public var name: String { (mine ?? theirs)?.displayName ?? tr("A contact") }
}

/// How to settle a conflict.
public enum ConflictChoice: Equatable, Sendable {
    case keepMine, keepTheirs, keepBoth
}

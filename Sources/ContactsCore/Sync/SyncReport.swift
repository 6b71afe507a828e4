/// What a sync added, updated and deleted on one side.
public struct SyncCounts: Equatable, Sendable {
    public var added = 0
    public var updated = 0
    public var deleted = 0

    public init(added: Int = 0, updated: Int = 0, deleted: Int = 0) {
        self.added = added
        self.updated = updated
        self.deleted = deleted
    }

    public var isEmpty: Bool { added + updated + deleted == 0 }

    public static func + (lhs: SyncCounts, rhs: SyncCounts) -> SyncCounts {
        SyncCounts(added: lhs.added + rhs.added, updated: lhs.updated + rhs.updated, deleted: lhs.deleted + rhs.deleted)
    }
}

/// A contact changed differently in the book and in the vdir since the last sync.
public struct SyncConflict: Equatable, Sendable {
    public let uid: String
    /// The book's version.
    public let mine: Contact
    /// The vdir's version (from the other machines and the server).
    public let theirs: Contact

    public init(uid: String, mine: Contact, theirs: Contact) {
        self.uid = uid
        self.mine = mine
        self.theirs = theirs
    }
}

/// What a sync did on each side, what it left for the person to decide, and what it could
/// not use.
public struct SyncReport: Equatable, Sendable {
    public var book = SyncCounts()
    public var vdir = SyncCounts()
    public var conflicts: [SyncConflict] = []
    public var problems: [String] = []

    public init(book: SyncCounts = SyncCounts(), vdir: SyncCounts = SyncCounts(), conflicts: [SyncConflict] = [], problems: [String] = []) {
        self.book = book
        self.vdir = vdir
        self.conflicts = conflicts
        self.problems = problems
    }

    /// Two passes of one sync: the counts add up; conflicts and problems are the later pass's,
    /// which saw the latest of both sides.
    public func followed(by later: SyncReport) -> SyncReport {
        SyncReport(book: book + later.book, vdir: vdir + later.vdir, conflicts: later.conflicts, problems: later.problems)
    }
}

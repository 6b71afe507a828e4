/// How one side (the book, or the vdir) stands for one contact against the last sync.
public enum SideChange: Equatable, Sendable, CaseIterable {
    /// Not synced before and not here.
    case absent
    /// Here, and not synced before.
    case created
    /// As it was at the last sync.
    case unchanged
    /// Changed since the last sync.
    case changed
    /// Synced before, gone now.
    case deleted
}

/// What a sync does with one contact, decided from how each side changed since the last sync
/// (a three-way comparison: book, vdir, the state of the last sync).
public enum SyncDecision: Equatable, Sendable {
    case nothing
    /// Take the vdir's card into the book (new or changed there).
    case pull
    /// Write the book's contact to the vdir (new or changed here).
    case push
    case deleteInBook
    case deleteInVdir
    /// The same content on both sides: remember it as synced.
    case link
    /// Gone from both sides: forget it.
    case forget
    /// Changed on both sides, differently: nothing is overwritten, the person chooses.
    case conflict
    /// Changed on both sides in different fields: merged against the last synced version, and
    /// the merge written to both (`SyncPlan` decides it where `decide` says `.conflict`).
    case merge

    /// A change on one side wins over no change on the other; a deletion goes through only
    /// when the other side did not change the contact since (else the change survives);
    /// changes on both sides to the same content agree, to different content conflict.
    public static func decide(book: SideChange, vdir: SideChange, sameContent: () -> Bool) -> SyncDecision {
        switch (book, vdir) {
        case (.absent, .absent), (.deleted, .deleted), (.absent, .deleted), (.deleted, .absent):
            return .forget
        case (.unchanged, .unchanged):
            return .nothing
        case (.changed, .unchanged), (.created, .absent), (.changed, .deleted), (.created, .deleted), (.changed, .absent),
            (.created, .unchanged), (.unchanged, .absent):
            return .push
        case (.unchanged, .changed), (.absent, .created), (.deleted, .changed), (.deleted, .created), (.absent, .changed),
            (.unchanged, .created), (.absent, .unchanged):
            return .pull
        case (.deleted, .unchanged):
            return .deleteInVdir
        case (.unchanged, .deleted):
            return .deleteInBook
        case (.changed, .changed), (.created, .created), (.changed, .created), (.created, .changed):
            return sameContent() ? .link : .conflict
        }
    }
}

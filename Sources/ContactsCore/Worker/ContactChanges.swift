/// The contacts that differ between two versions of a book, matched by id: changed (both
/// sides), added (no old) and removed (no new). What undo records and what the sorted list
/// updates from.
struct ContactChanges {
    private(set) var pairs: [(old: Contact?, new: Contact?)] = []

    init(from old: [Contact], to new: [Contact]) {
        // Most changes edit contacts in place or add at the end: then the two lists line up and
        // a walk comparing shared boxes (one pointer each for untouched contacts) finds them,
        // where matching 100,000 ids through dictionaries took tens of milliseconds.
        let common = min(old.count, new.count)
        if (0..<common).allSatisfy({ old[$0].id == new[$0].id }) {
            for index in 0..<common where old[index] != new[index] { pairs.append((old[index], new[index])) }
            for contact in old[common...] { pairs.append((contact, nil)) }
            for contact in new[common...] { pairs.append((nil, contact)) }
            return
        }
        let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(new.map(\.id))
        for contact in new where oldByID[contact.id] != contact { pairs.append((oldByID[contact.id], contact)) }
        for contact in old where !newIDs.contains(contact.id) { pairs.append((contact, nil)) }
    }
}

/// What a reload took in from another program's save, for the status line.
public struct BookChangeCount: Equatable, Sendable {
    public var added = 0
    public var changed = 0
    public var removed = 0

    init(_ changes: ContactChanges) {
        for (old, new) in changes.pairs {
            switch (old, new) {
            case (nil, _): added += 1
            case (_, nil): removed += 1
            default: changed += 1
            }
        }
    }

    public init(added: Int = 0, changed: Int = 0, removed: Int = 0) {
        (self.added, self.changed, self.removed) = (added, changed, removed)
    }
}

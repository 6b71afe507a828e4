import ContactsCore
import Foundation

/// Keeps the book and a vdir in step, both ways: what changed in the vdir since the last sync
/// goes into the book, what changed in the book goes to the vdir, deletions included; a
/// contact changed on both sides is left as it is on both, for the person to choose. The book
/// is changed through the worker (under its lock, on top of other writers' changes, undoable);
/// the state of the last sync is written last, after the vdir's files are on disk, so a sync
/// killed half-way is finished by the next one.
public final class VdirSync {
    public let vdir: Vdir
    private let worker: ContactWorker
    private let statePath: String
    private let now: () -> Date

    public init(worker: ContactWorker, vdir: Vdir, statePath: String, now: @escaping () -> Date = Date.init) {
        self.worker = worker
        self.vdir = vdir
        self.statePath = statePath
        self.now = now
    }

    /// One exchange between the book and the vdir. `forceDelete` lets a side that was emptied
    /// since the last sync empty the other.
    public func exchange(forceDelete: Bool = false) throws(SyncError) -> SyncReport {
        try locked { state, scan throws(SyncError) in
            var plan = SyncPlan()
            var refusal: SyncError?
            try changeBook { book in
                plan = SyncPlan(book: book.contacts, cards: scan.cards, unusable: scan.unusable, state: state)
                if !forceDelete, let emptied = Self.emptiedSide(plan, book: book, scan: scan, state: state, vdir: vdir) {
                    refusal = emptied
                    return nil
                }
                return plan.applied(to: book, at: time())
            }
            if let refusal { throw refusal }
            var report = SyncReport(problems: scan.problems + plan.problems)
            defer { vdir.flush() }
            for item in plan.items {
                switch item.decision {
                case .nothing:
                    break
                case .push:
                    guard let mine = item.mine, let fingerprint = item.mineFingerprint else { continue }
                    let written = try vdir.write(
                        Self.mine(mine, spelledAs: item.theirs), as: item.theirs?.fileName ?? Self.freeName(for: item.uid, used: scan.fileNames))
                    state.contacts[item.uid] = .init(book: fingerprint, vdir: written.fingerprint, base: mine)
                    if item.theirs == nil { report.vdir.added += 1 } else { report.vdir.updated += 1 }
                case .pull:
                    guard let card = item.theirs else { continue }
                    state.contacts[item.uid] = Self.entryTaken(card, replacing: item.mine)
                    if item.mine == nil { report.book.added += 1 } else { report.book.updated += 1 }
                case .deleteInBook:
                    state.contacts[item.uid] = nil
                    report.book.deleted += 1
                case .deleteInVdir:
                    if let card = item.theirs { try vdir.delete(card.fileName) }
                    state.contacts[item.uid] = nil
                    report.vdir.deleted += 1
                case .link:
                    guard let fingerprint = item.mineFingerprint, let card = item.theirs else { continue }
                    state.contacts[item.uid] = .init(book: fingerprint, vdir: card.fingerprint, base: item.mine)
                case .merge:
                    guard let merged = item.merged, let card = item.theirs else { continue }
                    let written = try vdir.write(Self.mine(merged, spelledAs: card), as: card.fileName)
                    state.contacts[item.uid] = .init(book: SyncFingerprint.of(merged), vdir: written.fingerprint, base: merged)
                    report.book.updated += 1
                    report.vdir.updated += 1
                case .forget:
                    state.contacts[item.uid] = nil
                case .conflict:
                    guard let mine = item.mine, let card = item.theirs else { continue }
                    report.conflicts.append(SyncConflict(uid: item.uid, mine: mine, theirs: card.contact))
                }
            }
            return report
        }
    }

    /// Settles a conflict as the person chose: the book's version goes to the vdir, or the
    /// vdir's into the book, or both are kept (theirs as a new contact, sent with the next
    /// exchange). Nothing happens when it is no longer the conflict the person saw (another
    /// sync settled it, or either side changed again). Returns whether it was settled now.
    @discardableResult
    public func resolve(_ conflict: SyncConflict, keeping choice: ConflictChoice) throws(SyncError) -> Bool {
        try locked { state, scan throws(SyncError) in
            var current: SyncPlan.Item?
            try changeBook { book in
                current = SyncPlan(book: book.contacts, cards: scan.cards, unusable: scan.unusable, state: state).items.first {
                    $0.uid == conflict.uid && Self.isStill(conflict, $0)
                }
                guard let item = current, let card = item.theirs else { return nil }
                var updated = book
                switch choice {
                case .keepMine:
                    return nil
                case .keepTheirs:
                    let theirs = SyncPlan.taken(card.contact, replacing: item.mine, at: time()) { _ in false }
                    guard let index = updated.contacts.firstIndex(where: { $0.id == theirs.id }) else { return nil }
                    updated.contacts[index] = theirs
                case .keepBoth:
                    var copy = SyncPlan.taken(card.contact, replacing: nil, at: time()) { _ in true }
                    copy.uid = nil
                    updated.contacts.append(copy)
                }
                return updated
            }
            guard let item = current, let mine = item.mine, let fingerprint = item.mineFingerprint, let card = item.theirs else { return false }
            defer { vdir.flush() }
            switch choice {
            case .keepMine, .keepBoth:
                let written = try vdir.write(Self.mine(mine, spelledAs: card), as: card.fileName)
                state.contacts[item.uid] = .init(book: fingerprint, vdir: written.fingerprint, base: mine)
            case .keepTheirs:
                state.contacts[item.uid] = Self.entryTaken(card, replacing: mine)
            }
            return true
        }
    }

    /// The conflict as the person saw it is the conflict now: neither side changed again since.
    private static func isStill(_ conflict: SyncConflict, _ item: SyncPlan.Item) -> Bool {
        item.decision == .conflict && item.mineFingerprint == SyncFingerprint.of(conflict.mine)
            && item.theirs?.fingerprint == SyncFingerprint.of(conflict.theirs)
    }

    /// The state of a pulled card: the fingerprint and the contents of the book's copy (it
    /// keeps book-only data the card lacks), and the card's fingerprint.
    private static func entryTaken(_ card: VdirCard, replacing mine: Contact?) -> SyncState.Entry {
        let taken = SyncPlan.taken(card.contact, replacing: mine, at: Date(timeIntervalSince1970: 0)) { _ in false }
        return .init(book: SyncFingerprint.of(taken), vdir: card.fingerprint, base: taken)
    }

    /// Runs `body` under the sync lock with the last sync's state and the vdir's cards, and
    /// saves the state as `body` left it, even when it failed half-way (what was done is
    /// remembered; what was not is done by the next sync).
    private func locked<Result>(
        _ body: (inout SyncState, Vdir.Scan) throws(SyncError) -> Result
    ) throws(SyncError) -> Result {
        let lock: FileLock?
        do {
            lock = try FileLock.attempt(path: statePath + ".lock")
        } catch {
            throw .book(error)
        }
        guard let lock else { throw .busy }
        defer { lock.release() }
        var state = try SyncState.load(path: statePath, vdir: vdir.path)
        let scan = try vdir.scan()
        let before = state
        do {
            let result = try body(&state, scan)
            if state != before { try state.save(to: statePath) }
            return result
        } catch {
            if state != before { try? state.save(to: statePath) }
            throw error
        }
    }

    private func changeBook(_ change: (AddressBook) -> AddressBook?) throws(SyncError) {
        do {
            try worker.change { book in change(book) }
        } catch {
            throw .book(error)
        }
    }

    private func time() -> Date { Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down)) }

    /// A side with no contacts now that had some at the last sync, about to empty the other:
    /// more often a wiped folder or a wrong path than a wish (vdirsyncer asks the same).
    private static func emptiedSide(_ plan: SyncPlan, book: AddressBook, scan: Vdir.Scan, state: SyncState, vdir: Vdir) -> SyncError? {
        guard !state.contacts.isEmpty else { return nil }
        if scan.cards.isEmpty, plan.count(.deleteInBook) > 0 { return .wouldEmpty(side: "vdir \(vdir.path)", count: state.contacts.count) }
        if book.contacts.isEmpty, plan.count(.deleteInVdir) > 0 { return .wouldEmpty(side: "book", count: state.contacts.count) }
        return nil
    }

    /// The book's contact as it goes over the card it replaces: with the card's UID as the
    /// other program spelled it (a phone's uppercase UUID stays uppercase).
    private static func mine(_ contact: Contact, spelledAs card: VdirCard?) -> Contact {
        var spelled = contact
        if spelled.uid == nil { spelled.uid = card?.contact.uid }
        return spelled
    }

    /// The UID's own file name, unless a card with another UID already has it.
    private static func freeName(for uid: String, used: Set<String>) -> String {
        let name = Vdir.fileName(for: uid)
        return used.contains(name) ? String(StableHash.of(Data(uid.utf8)), radix: 16) + "-" + name.suffix(12) : name
    }
}

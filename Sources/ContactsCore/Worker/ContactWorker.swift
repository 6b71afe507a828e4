import Foundation
import Localization

/// The business operations on the book that every scene and command shares: load it, keep it
/// sorted for display, add, update and delete contacts. Each change is saved at once through the
/// store and applied in memory only once saved (commands, tests), or, with queued saves (the
/// full-screen app), made in memory at once and written off the run loop, the file catching up.
public final class ContactWorker {
    let store: ContactStore
    private let now: () -> Date
    var book = AddressBook()
    /// The contacts in display order, searched and looked up (the storage engine's).
    let index: ContactIndex
    var saveWarning: String?
    /// This session's changes, latest last, for undo.
    private var undoSteps: [UndoStep] = []
    /// The changes undone, latest last, for redo; a new change clears them.
    private var redoSteps: [UndoStep] = []

    // Queued saves (see ContactWorker+QueuedSaves.swift): the book in memory is the truth and
    // the file catches up, written off the run loop so that no key waits for a save.

    /// Set where the app is wired: each change is made in memory and queued for the writer.
    public var queuesSaves = false
    /// Called when a change is queued, for the writer to take it.
    public var changesWaiting: (() -> Void)?
    /// Called (on the run loop) to finish the file's work under way (a write, a read), before
    /// the store is used here.
    public var finishFileWork: () -> Void = {}
    /// The changes made in memory and not yet handed to the writer, oldest first.
    var queued: [QueuedSave.Change] = []
    /// The changes the writer is writing now (nil: none).
    var writing: [QueuedSave.Change]?
    /// A read of what another program wrote is under way.
    var reloading = false
    /// Why the last such read failed, for the next screen that asks.
    var reloadFailure: StoreError?
    /// Why the last write failed; its changes wait to be written again.
    public internal(set) var writeFailure: StoreError?
    /// What the writer found another program had changed in the same contacts, to ask about.
    var writeConflicts: [ContactConflict] = []
    /// The book before another program's changes were taken in, until a screen says so.
    var bookBeforeTakingTheirs: AddressBook?

    /// How many steps back undo reaches.
    public static let undoDepth = 100
    /// Changes whenever the book in memory changes, so a screen can tell its listing is stale.
    public var version: Int { index.version }

    public init(store: ContactStore, index: ContactIndex, now: @escaping () -> Date = Date.init) {
        self.store = store
        self.index = index
        self.now = now
    }

    /// A problem the last saves met that did not stop them (a backup that could not be kept);
    /// given once, to be shown once.
    public func takeSaveWarning() -> String? {
        defer { saveWarning = nil }
        return saveWarning
    }

    /// Something to say once with the next screen that shows warnings (the book cannot be
    /// watched for changes elsewhere), after any warning already waiting.
    public func warn(_ text: String) {
        saveWarning = [saveWarning, text].compactMap { $0 }.joined(separator: "; ")
    }

    /// The time by the worker's clock, which stamps every change: one clock for what is saved
    /// and what is shown (a fixed one in tests).
    public var currentTime: Date { now() }

    /// The file name (or store name) for headers.
    public var storeName: String { store.displayName }
    /// The store's full location, for messages.
    public var storeLocation: String { store.location }
    /// The books this worker shows, when its store keeps several (`ContactStore.bookNames`).
    public var bookNames: [String] { store.bookNames }
    /// The book a new contact goes to, when its store keeps several.
    public var defaultBook: String? { store.defaultBook }

    /// A contact coming into the book: into the default book when it names none.
    func placed(_ contact: Contact) -> Contact {
        guard contact.book == nil, let book = store.defaultBook else { return contact }
        var placed = contact
        placed.book = book
        return placed
    }

    /// Reads the book; a store with nothing in it yet is an empty book. Returns whether the
    /// store had a book (false on a first run).
    @discardableResult
    public func load() throws(StoreError) -> Bool {
        show(try readWholeBook())
    }

    /// True from `showFirstPage` until the whole book is shown: nothing is saved meanwhile.
    public private(set) var isReading = false

    /// A large book's first contacts, listed and searched at once while `readWholeBook` reads
    /// the rest off the run loop. Every change is refused until the whole book is shown, so
    /// nothing is saved from part of it.
    public func showFirstPage(_ contacts: [Contact]) {
        isReading = true
        replaceInMemory(with: AddressBook(contacts: contacts))
    }

    /// A book and what the index would hold for it, made together off the run loop (the
    /// whole book read after its first page, or what another program wrote), to be taken in
    /// at once on it (`install`).
    public struct IndexedBook: Sendable {
        let book: AddressBook
        let indexed: any PreparedIndex

        /// Made without reading or changing the index (`ContactIndex.prepare`): on any thread.
        init(_ book: AddressBook, for index: ContactIndex) {
            self.book = book
            indexed = index.prepare(book.contacts)
        }
    }

    /// The book as the store holds it, indexed, ready to be shown; `isStored` is false when
    /// nothing was stored yet (an empty book then).
    public struct WholeBook: Sendable {
        let book: IndexedBook
        let isStored: Bool
    }

    /// Reads and indexes the whole book, touching only the store and nothing a screen reads, so
    /// that it may run on another thread while the screen shows the first page.
    public func readWholeBook() throws(StoreError) -> WholeBook {
        let stored = try store.loadIfPresent()
        return WholeBook(book: IndexedBook(stored ?? AddressBook(), for: index), isStored: stored != nil)
    }

    /// Holds the book and its index made off the run loop instead of those before.
    func install(_ indexed: IndexedBook) {
        book = indexed.book
        index.install(indexed.indexed)
    }

    /// Shows the book read by `readWholeBook`; returns whether the store had one.
    @discardableResult
    public func show(_ whole: WholeBook) -> Bool {
        isReading = false
        install(whole.book)
        if let note = store.takeReadNote() { warn(note) }
        // Said at once, before a change is typed that could not be saved; each change is then
        // refused where it is made, not queued to fail later.
        if let protection = store.writeProtection {
            // TRANSLATORS: {protection} says why the file may not be written, as it follows the file's name: "is read-only (mode 0444)".
            warn(tr("{file} {protection}: open read-only", ["file": store.displayName, "protection": protection]))
            queuesSaves = false
        }
        return whole.isStored
    }

    /// Refuses a change while only part of the book is in memory.
    private func checkWholeBookShown() throws(StoreError) {
        guard !isReading else { throw .writeFailed(path: store.location, reason: tr("the book is still being read; try again in a moment")) }
    }

    /// Stores a whole new book (the first run's empty or sample book) and shows it; when another
    /// program created the book meanwhile, that book is opened instead of being overwritten.
    public func create(_ newBook: AddressBook) throws(StoreError) {
        try checkWholeBookShown()
        waitForFileWork()
        var newBook = newBook
        newBook.contacts = newBook.contacts.map(placed)
        let saved = try store.transaction { [newBook] onDisk in onDisk ?? newBook }
        replaceInMemory(with: saved ?? newBook)
    }

    /// Writes the book as it is in memory back to a store whose file another program removed
    /// (`.bookGone`); a book created there meanwhile is opened instead of being overwritten.
    public func saveBack() throws(StoreError) {
        try create(book)
    }

    /// Takes in what another program saved since the book was read or last saved: says what
    /// changed, or nil when nothing did. An edit begun before keeps its starting version
    /// (`save(_:editedFrom:)`), and undo compares with the book as it is, so what came in is
    /// never overwritten unasked.
    public func reloadIfChangedElsewhere() throws(StoreError) -> BookChangeCount? {
        // The read under way takes in the book as it is when it reads it.
        guard !isReading else { return nil }
        // Changes not yet written go in first (after the file's work under way): the file's
        // book then has them.
        if queuesSaves { try writeWaitingChanges() }
        if let stored = try store.bookChangedElsewhere() { takeIn(stored) }
        return takeCountTakenIn()
    }

    /// What came in from elsewhere since this was last asked: nil when nothing did.
    func takeCountTakenIn() -> BookChangeCount? {
        guard let before = bookBeforeTakingTheirs else { return nil }
        bookBeforeTakingTheirs = nil
        return before == book ? nil : BookChangeCount(ContactChanges(from: before.contacts, to: book.contacts))
    }

    func replaceInMemory(with newBook: AddressBook) {
        book = newBook
        index.rebuild(book.contacts)
    }

    // What the list shows, searches and looks up, answered by the index.

    /// The contacts a list shows: those matching the search (and carrying the tag, when one is
    /// given), favourites first, each part in the order asked for.
    public func listing(
        matching search: ContactSearch, tag: String? = nil, inBooks books: Set<String>? = nil, sortedBy sort: ContactSort
    ) -> ContactListing {
        index.listing(matching: search, tag: tag, inBooks: books, sortedBy: sort)
    }

    /// The contacts matching a search, in the book's own order (no favourites first): what
    /// commands search.
    public func contacts(matching search: ContactSearch) -> [Contact] { index.contacts(matching: search) }
    /// The contacts with a birthday or an anniversary, in display order.
    public var contactsWithOccasions: [Contact] { index.contactsWithOccasions }
    /// Every tag in the book with how many contacts carry it, A to Z (case and accents folded).
    public func tagCounts() -> [(tag: String, count: Int)] { index.tagCounts() }
    public var count: Int { index.count }
    /// The contacts in display order: last name, then first name, folded.
    public var contacts: [Contact] { index.contacts }
    public func contact(id: Contact.ID) -> Contact? { index.contact(id: id) }

    /// Adds the contact, or replaces the one with its id; stamps the times. Returns what was saved.
    /// When another program changed the same contact since the book was read (or since
    /// `editedFrom`, the version an edit started from), throws `.conflict` unless `resolution`
    /// says which to keep; changes to other contacts are kept.
    @discardableResult
    public func save(_ contact: Contact, editedFrom: Contact? = nil, resolution: ConflictChoice? = nil) throws(StoreError) -> Contact {
        // The file keeps whole seconds: stamp whole seconds so memory matches a reload.
        let time = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        // One pass over the book, the save's only one: the book in memory is what the change
        // applies to unless another program changed the file.
        let baseIndex = book.contacts.firstIndex { $0.id == contact.id }
        let inMemory = baseIndex.map { book.contacts[$0] }
        let base = editedFrom ?? inMemory
        // A reload may have brought another program's version since the edit began.
        let reloadedSinceEdit = editedFrom != nil && inMemory != editedFrom
        var stamping = placed(contact)
        stamping.updatedAt = time
        stamping.createdAt = base?.createdAt ?? time
        let stamped = stamping
        return try commit { target, changedElsewhere throws(StoreError) in
            var updated = target
            var saved = stamped
            let index = changedElsewhere ? target.contacts.firstIndex { $0.id == contact.id } : baseIndex
            let theirs = index.map { target.contacts[$0] }
            if changedElsewhere || reloadedSinceEdit, theirs != base, theirs != stamped {
                // Field by field against where the edit started: only the same field changed on
                // both sides is asked about, and a resolution applies to those fields alone. A
                // contact deleted elsewhere (or never seen here) is the whole contact's question.
                let merge = theirs.flatMap { theirs in base.map { ContactThreeWayMerge(base: $0, mine: stamped, theirs: theirs) } }
                let mine = merge?.mine ?? stamped
                switch merge?.conflicts.isEmpty == true ? .keepMine : resolution {
                case nil: throw .conflict(ContactConflict(mine: mine, theirs: merge?.theirs ?? theirs))
                case .keepTheirs:
                    guard let merged = merge?.theirs else { return Made(target, theirs ?? stamped, changes: []) }
                    saved = merged
                case .keepBoth:
                    saved = mine.copiedAsNew()
                    updated.contacts.append(saved)
                    return Made(updated, saved, changes: [(nil, saved)])
                case .keepMine: saved = mine
                }
                saved.updatedAt = time
            }
            if let index {
                saved.createdAt = updated.contacts[index].createdAt
                updated.contacts[index] = saved
            } else {
                updated.contacts.append(saved)
            }
            // The one contact changed, known here: the books need not be compared whole.
            return Made(updated, saved, changes: theirs == saved ? [] : [(theirs, saved)])
        }
    }

    /// Merges incoming contacts into the book (matched by `ContactMatcher`: a copy of a book's
    /// contact is skipped or updated, every other incoming contact is a person added) and
    /// saves once.
    /// With `dryRun`, says what would happen and writes nothing.
    public func importContacts(_ incoming: [Contact], onDuplicate policy: DuplicatePolicy, dryRun: Bool = false) throws(StoreError) -> ImportSummary {
        // Even a dry run: what would be added depends on the whole book.
        try checkWholeBookShown()
        let incoming = incoming.map(placed)
        let preview = Self.merge(incoming, into: book, policy: policy, time: now()).summary
        // A dry run, or nothing to add or update: nothing is written.
        if dryRun || preview.added + preview.updated == 0 { return preview }
        let time = now()
        return try commit { target, _ in
            let merged = Self.merge(incoming, into: target, policy: policy, time: time)
            return Made(merged.book, merged.summary)
        }
    }

    static func merge(_ incoming: [Contact], into book: AddressBook, policy: DuplicatePolicy, time now: Date) -> (
        book: AddressBook, summary: ImportSummary
    ) {
        var matcher = ContactMatcher(book.contacts)
        var summary = ImportSummary()
        let time = Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
        // Times a file carries (a JSON book's) are kept, so a round trip through `list --json`
        // changes nothing; a format without them (vCard, CSV) is stamped with the import's.
        let unset = Date(timeIntervalSince1970: 0)
        for var contact in incoming {
            if contact.updatedAt == unset { contact.updatedAt = time }
            if let position = matcher.match(for: contact) {
                switch policy {
                case .skip:
                    summary.skipped += 1
                case .update:
                    let existing = matcher.contacts[position]
                    // The same person as the book has them (an unchanged export): no update, no new time.
                    guard existing.content != contact.content || (contact.uid != nil && contact.uid != existing.uid) else {
                        summary.skipped += 1
                        continue
                    }
                    contact.id = existing.id
                    contact.book = existing.book
                    contact.createdAt = existing.createdAt
                    // Replacing the book's version is a change made now, unless the file's is newer.
                    if contact.updatedAt <= existing.updatedAt { contact.updatedAt = time }
                    contact.unknownFields = existing.unknownFields.merging(contact.unknownFields) { _, new in new }
                    matcher.replace(at: position, with: contact)
                    summary.updated += 1
                case .add:
                    if contact.createdAt == unset { contact.createdAt = time }
                    matcher.add(contact)
                    summary.added += 1
                }
            } else {
                if contact.createdAt == unset { contact.createdAt = time }
                matcher.add(contact)
                summary.added += 1
            }
        }
        var merged = book
        merged.contacts = matcher.contacts
        return (merged, summary)
    }

    /// Deletes the contact. When another program changed it since the book was read, throws
    /// `.conflict` unless `resolution` says which to keep (keeping theirs or both keeps it).
    public func delete(id: Contact.ID, resolution: ConflictChoice? = nil) throws(StoreError) {
        guard let base = book.contacts.first(where: { $0.id == id }) else { return }
        try commit { target, changedElsewhere throws(StoreError) in
            let theirs = target.contacts.first { $0.id == id }
            guard let theirs else { return Made(target, ()) }
            if changedElsewhere, theirs != base {
                switch resolution {
                case nil: throw .conflict(ContactConflict(mine: nil, theirs: theirs))
                case .keepTheirs, .keepBoth: return Made(target, ())
                case .keepMine: break
                }
            }
            var updated = target
            updated.contacts.removeAll { $0.id == id }
            return Made(updated, (), changes: [(theirs, nil)])
        }
    }

    /// Deletes the contacts in one change (one undo step). A contact another program changed
    /// since the book was read is kept, never deleted unseen; returns how many were kept so.
    @discardableResult
    public func delete(ids: Set<Contact.ID>) throws(StoreError) -> Int {
        let base = Dictionary(book.contacts.filter { ids.contains($0.id) }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return try commit { target, changedElsewhere in
            var kept = 0
            var updated = target
            updated.contacts.removeAll { contact in
                guard ids.contains(contact.id) else { return false }
                if changedElsewhere, contact != base[contact.id] {
                    kept += 1
                    return false
                }
                return true
            }
            return Made(updated, kept)
        }
    }

    /// Adds the tag to each of the contacts that lacks it, in one change; adding a tag merges
    /// with another program's changes to the same contacts. Returns how many gained it.
    @discardableResult
    public func addTag(_ tag: String, to ids: Set<Contact.ID>) throws(StoreError) -> Int {
        let time = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        return try commit { target, _ in
            var tagged = 0
            var updated = target
            for index in updated.contacts.indices where ids.contains(updated.contacts[index].id) && !updated.contacts[index].tags.contains(tag) {
                updated.contacts[index].tags.append(tag)
                updated.contacts[index].updatedAt = time
                tagged += 1
            }
            return Made(updated, tagged)
        }
    }

    /// The contacts that look like the same person, group by group in the list's order (see
    /// `DuplicateFinder`), with what each group shares.
    public func duplicateGroups() -> [(contacts: [Contact], reasons: Set<DuplicateFinder.Reason>)] {
        DuplicateFinder.groups(of: contacts)
    }

    /// Merges the contacts into the oldest of them (`ContactMerge.merged`), in one change (one
    /// undo step). When another program changed one of them since the book was read, nothing is
    /// merged: `.conflict`.
    @discardableResult
    public func merge(_ ids: [Contact.ID], choosing choices: [ContactMerge.Field: Int] = [:]) throws(StoreError) -> Contact {
        let originals = ids.compactMap { id in book.contacts.first { $0.id == id } }
        var merged = ContactMerge.merged(originals, choosing: choices)
        merged.updatedAt = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        let keeper = merged
        return try commit { target, changedElsewhere throws(StoreError) in
            if changedElsewhere {
                for original in originals {
                    let theirs = target.contacts.first { $0.id == original.id }
                    if theirs != original { throw .conflict(ContactConflict(mine: keeper, theirs: theirs)) }
                }
            }
            var updated = target
            let others = Set(ids).subtracting([keeper.id])
            updated.contacts.removeAll { others.contains($0.id) }
            if let index = updated.contacts.firstIndex(where: { $0.id == keeper.id }) { updated.contacts[index] = keeper }
            return Made(updated, keeper)
        }
    }

    public var canUndo: Bool { !undoSteps.isEmpty }

    /// Takes the session's latest change back, saved at once like any change: a deleted contact
    /// comes back with its id and times. Nil when there is nothing to undo.
    public func undo() throws(StoreError) -> UndoResult? {
        guard let step = undoSteps.last else { return nil }
        try commit(recordingUndo: false) { target, _ throws(StoreError) in Made(try step.undone(in: target), ()) }
        undoSteps.removeLast()
        redoSteps.append(step)
        return UndoResult(description: step.description, contactIDs: step.before.compactMap { id, was in was == nil ? nil : id })
    }

    /// Makes the latest undone change again (until a new change is made). Nil when there is
    /// nothing to redo.
    public func redo() throws(StoreError) -> UndoResult? {
        guard let step = redoSteps.last else { return nil }
        try commit(recordingUndo: false) { target, _ throws(StoreError) in Made(try step.inverse.undone(in: target), ()) }
        redoSteps.removeLast()
        undoSteps.append(step)
        return UndoResult(description: step.description, contactIDs: step.after.compactMap { id, now in now == nil ? nil : id })
    }

    /// A change worked out from the whole book as it is on disk now, under the store's lock (a
    /// sync decides there what to take from the other side): nil from `change` writes nothing.
    /// Undoable like any change. Made at once even when saves are queued: what waits is
    /// written first (`writeWaitingChanges`).
    public func change(_ change: (AddressBook) throws(StoreError) -> AddressBook?) throws(StoreError) {
        try writeWaitingChanges()
        try commitAtOnce(recordingUndo: true) { target, _ throws(StoreError) in Made(try change(target), ()) }
    }

    /// A change as plain values: given the book as the file holds it (and whether another
    /// program changed the file since this worker last read or wrote it), the book to save (nil:
    /// nothing) and what the caller is told. With queued saves it runs again, on the writer's
    /// thread, on the file's book when another program changed it meanwhile.
    typealias Change<Output> = @Sendable (_ target: AddressBook, _ changedElsewhere: Bool) throws(StoreError) -> Made<Output>

    /// What a change made of the book it was given: the book to save (nil: nothing), what the
    /// caller is told and, when the change knows them, the contacts it changed (each as it was
    /// in that book and as it is now), so that the books need not be compared whole.
    struct Made<Output> {
        var book: AddressBook?
        var output: Output
        var changes: [(old: Contact?, new: Contact?)]?

        init(_ book: AddressBook?, _ output: Output, changes: [(old: Contact?, new: Contact?)]? = nil) {
            (self.book, self.output, self.changes) = (book, output, changes)
        }
    }

    /// One change, remembered for undo. Saved at once under the store's lock on the book as it
    /// is on disk now (another program's changes kept, the change applied on top of them, in
    /// memory only once saved), or, with queued saves, made in memory now and queued for the
    /// writer (`takeChangesToWrite`).
    func commit<Output>(recordingUndo: Bool = true, _ change: @escaping Change<Output>) throws(StoreError) -> Output {
        try checkWholeBookShown()
        guard queuesSaves else { return try commitAtOnce(recordingUndo: recordingUndo, change) }
        let made = try change(book, false)
        guard let updated = made.book else { return made.output }
        let changes = made.changes ?? ContactChanges(from: book.contacts, to: updated.contacts).pairs
        if recordingUndo { remember(changes) }
        apply(updated, changes)
        queued.append(Self.bookOnly(change))
        changesWaiting?()
        return made.output
    }

    /// The change as the writer makes it again: only the book matters there.
    private static func bookOnly<Output>(_ change: @escaping Change<Output>) -> QueuedSave.Change {
        let made: QueuedSave.Change = { (target: AddressBook, changedElsewhere: Bool) throws(StoreError) -> AddressBook? in
            try change(target, changedElsewhere).book
        }
        return made
    }

    private func commitAtOnce<Output>(
        recordingUndo: Bool, _ change: (_ target: AddressBook, _ changedElsewhere: Bool) throws(StoreError) -> Made<Output>
    ) throws(StoreError) -> Output {
        var tookTheirs = false
        var target = book
        var made: Made<Output>?
        let written = try store.transaction { onDisk throws(StoreError) in
            tookTheirs = onDisk != nil
            target = onDisk ?? book
            made = try change(target, onDisk != nil)
            return made?.book
        }
        // Set by the change, which ran: a transaction that returns runs it.
        guard let made else { preconditionFailure("the store's transaction did not run the change") }
        let saved = written ?? target
        // One list of changes for undo and the index, from the change when it knows them, else
        // from comparing the books (the book in memory is the target unless another
        // program's book was).
        let changes = written == nil ? [] : made.changes ?? ContactChanges(from: target.contacts, to: saved.contacts).pairs
        if recordingUndo { remember(changes) }
        // TRANSLATORS: {problem} is what went wrong with the backup: "could not update contacts.json.bak: No space left on device".
        if written != nil, let problem = store.backupProblem { saveWarning = tr("Saved, but {problem}", ["problem": problem]) }
        if tookTheirs {
            replaceInMemory(with: saved)
        } else if written != nil {
            apply(saved, changes)
        }
        return made.output
    }

    private func remember(_ changes: [(old: Contact?, new: Contact?)]) {
        guard let step = UndoStep(changes) else { return }
        undoSteps.append(step)
        redoSteps = []
        if undoSteps.count > Self.undoDepth { undoSteps.removeFirst() }
    }

    /// Only what changed is indexed again: a save in a large book does not sort it again.
    private func apply(_ updated: AddressBook, _ changes: [(old: Contact?, new: Contact?)]) {
        index.update(changes)
        book = updated
    }
}

import Foundation

/// The business operations on the book that every scene and command shares: load it, keep it
/// sorted for display, add, update and delete contacts, each change saved at once through the
/// store. A change is applied in memory only after the store has saved it, so what is shown is
/// always what is on disk.
public final class ContactWorker {
    private let store: ContactStore
    private let now: () -> Date
    private var book = AddressBook()
    private var sorted: [Entry] = [] {
        didSet { positions = nil }
    }
    /// Each contact's place in `sorted` by id, made at the first look-up after a change: a
    /// contact by id is a dictionary look-up, not a walk of the book.
    private var positions: [Contact.ID: Int]?
    private var saveWarning: String?
    /// This session's changes, latest last, for undo.
    private var undoSteps: [UndoStep] = []
    /// How many steps back undo reaches.
    public static let undoDepth = 100
    /// The orders asked for, as positions in `sorted`, made when first asked for in this version.
    private var orders: [ContactSort: [Int]] = [:]
    /// Changes whenever the book in memory changes, so a screen can tell its listing is stale.
    public private(set) var version = 0

    struct Entry {
        var contact: Contact
        /// The contact's id, so a listing finds a contact without touching the contacts.
        let id: Contact.ID
        /// The folded sort key with the id appended.
        let sortKey: [UInt8]
        /// The contact's favourite flag, read by every listing without touching the contact.
        let favorite: Bool
        let hasOccasion: Bool

        init(_ contact: Contact, keys: ContactKeys) {
            self.contact = contact
            id = contact.id
            sortKey = keys.sortKey
            favorite = keys.favorite
            hasOccasion = keys.hasOccasion
        }
    }

    public init(store: ContactStore, now: @escaping () -> Date = Date.init) {
        self.store = store
        self.now = now
    }

    /// A problem the last saves met that did not stop them (a backup that could not be kept);
    /// given once, to be shown once.
    public func takeSaveWarning() -> String? {
        defer { saveWarning = nil }
        return saveWarning
    }

    /// The file name (or store name) for headers.
    public var storeName: String { store.displayName }
    /// The store's full location, for messages.
    public var storeLocation: String { store.location }

    /// Reads the book; a store with nothing in it yet is an empty book. Returns whether the
    /// store had a book (false on a first run).
    @discardableResult
    public func load() throws(StoreError) -> Bool {
        let stored = try store.loadIfPresent()
        replaceInMemory(with: stored ?? AddressBook())
        return stored != nil
    }

    /// Stores a whole new book (the first run's empty or sample book) and shows it; when another
    /// program created the book meanwhile, that book is opened instead of being overwritten.
    public func create(_ newBook: AddressBook) throws(StoreError) {
        let saved = try store.transaction { onDisk in onDisk ?? newBook }
        replaceInMemory(with: saved ?? newBook)
    }

    private func replaceInMemory(with newBook: AddressBook) {
        book = newBook
        hasRead = true
        var keys = Self.keys(for: book.contacts)
        keys.makeOrder()
        let order = keys.order ?? []
        // Where each position stands in the order.
        let went = Parallel.array(placing: order, minimumPerPart: 20_000) { $0 }
        let contacts = book.contacts
        let partStarts = keys.partStarts
        var records: [SearchRecord] = []
        sorted = keys.withKeys { key in
            records = Parallel.array(count: order.count, minimumPerPart: 20_000) { range, first in
                var part = 0
                for position in range {
                    while position >= partStarts[part + 1] { part += 1 }
                    (first + (position - range.lowerBound)).initialize(
                        to: SearchRecord(place: went[position], part: part, keys: key(position).pointee))
                }
            }
            // Made in the book's order, where the contacts, their spans and their keys lie one
            // after another, each written straight into its place. Made in list order, each
            // entry reached into those at random, four cache misses apiece at 100,000 (the
            // retains were a tenth of a first open); moved into list order after, they took a
            // second array of them.
            return Parallel.array(placing: went, minimumPerPart: 20_000) { Entry(contacts[$0], keys: key($0).pointee) }
        }
        // The haystacks stay as they were made, with a last part for contacts changed later.
        haystackParts = keys.parts.map(\.haystacks) + [[]]
        keys = BookKeys()
        // A book read with its lines moved since its index was made has its haystacks where the
        // index had them: its records are put in the order those lie, for searches to read in.
        if zip(records, records.dropFirst()).contains(where: { $1.lies(before: $0) }) { records.sort { $0.lies(before: $1) } }
        searchRecords = records
        changed()
    }

    private func changed() {
        version += 1
        orders = [:]
        if preparesOtherOrders { backgroundOrders.prepare(sorted, version: version) }
    }

    /// Whether a large book's other orders are made on another core after each change: for the
    /// browser, where a sort change is a key away; not for a command that lists once.
    public var preparesOtherOrders = false
    private let backgroundOrders = BackgroundOrders()

    /// The contacts a list shows: those matching the search (and carrying the tag, when one is
    /// given), favourites first, each part in the order asked for.
    public func listing(matching search: ContactSearch, tag: String? = nil, sortedBy sort: ContactSort) -> ContactListing {
        let matched = recentListings.matches(of: search, tag: tag, sort: sort, version: version) { earlier in
            let candidates = earlier?.positions ?? positions(sortedBy: sort)
            return tag == nil && search.isEmpty ? (candidates, []) : matching(search, tag: tag, among: candidates, narrowing: earlier)
        }
        guard let isFavorite = favoritePlaces() else { return ContactListing(entries: sorted, positions: matched) }
        // Favourites first, then the others, in one pass (few are favourites).
        var favorites: [Int] = []
        var others: [Int] = []
        others.reserveCapacity(matched.count)
        for position in matched {
            if isFavorite[position] { favorites.append(position) } else { others.append(position) }
        }
        return ContactListing(entries: sorted, positions: favorites + others)
    }

    /// Which places in `sorted` hold a favourite (nil when none do), found once per version:
    /// reading the flag from each listed entry touched up to 100,000 entries at every key.
    private func favoritePlaces() -> [Bool]? {
        if let cached = favoriteMarks, cached.version == version { return cached.places }
        let places = sorted.contains(where: \.favorite) ? sorted.map(\.favorite) : nil
        favoriteMarks = (version, places)
        return places
    }

    private var favoriteMarks: (version: Int, places: [Bool]?)?

    /// The contacts matching a search, in the book's own order (no favourites first), with the
    /// haystacks folded at load: what commands search.
    public func contacts(matching search: ContactSearch) -> [Contact] {
        let all = Array(sorted.indices)
        return (search.isEmpty ? all : matching(search, tag: nil, among: all).positions).map { sorted[$0].contact }
    }

    /// Whether the book was read (or made) yet. A command that exports a whole book leaves the
    /// reading to `export`, which may write the cards without loading the book.
    private var hasRead = false

    /// The contacts matching `search` written in `format`, in the book's order (as
    /// `contacts(matching:)` gives them). A worker that has not read its book yet reads it now.
    public func export(
        matching search: ContactSearch, format: InterchangeFormat, vcardVersion: VCardWriter.Version = .v4, csvLayout: CSVLayout = .google
    ) throws(StoreError) -> ExportedContacts {
        if !hasRead { try load() }
        let contacts = contacts(matching: search)
        return ExportedContacts(
            count: contacts.count,
            bytes: PiecedBytes(try Interchange.write(contacts, format: format, vcardVersion: vcardVersion, csvLayout: csvLayout)))
    }

    /// Every contact's folded text and phone digits, in the parts they were made in, the last
    /// part for contacts changed since the book was read; `searchRecords` say where.
    private var haystackParts: [[UInt8]] = [[]]
    private var searchRecords: [SearchRecord] = []

    /// The candidates (places in `sorted`, in the listing's order) that match the search and
    /// carry the tag, in their order, and the hits they came from: the haystacks are read in
    /// the order they lie, on all cores (only the earlier hits' when the search narrows an
    /// earlier one), and what matched is marked by place.
    private func matching(
        _ search: ContactSearch, tag: String?, among candidates: [Int], narrowing earlier: RecentListings.Found? = nil
    ) -> (positions: [Int], hits: [SearchHit]) {
        let hits = Self.withBytes(of: haystackParts[...]) { parts in
            searchRecords.withUnsafeBufferPointer { records in
                if let earlier {
                    let shift = search.leadShift(from: earlier.search)
                    return earlier.hits.withUnsafeBufferPointer { earlierHits in
                        let shared = UncheckedSendable((records, parts, earlierHits))
                        return Parallel.map(count: earlierHits.count, minimumPerPart: 10_000) { range in
                            let (records, parts, earlierHits) = shared.value
                            return Self.hits(matching: search, records: records, parts: parts, among: earlierHits[range], shift: shift)
                        }
                    }
                }
                let tagged = tag.map(taggedPlaces)
                let shared = UncheckedSendable((records, parts, tagged))
                return Parallel.map(count: records.count, minimumPerPart: 20_000) { range in
                    let (records, parts, tagged) = shared.value
                    return Self.hits(matching: search, records: records, range: range, parts: parts) { tagged?[Int($0.place)] ?? true }
                }
            }
        }.flatMap { $0 }
        var isHit = [Bool](repeating: false, count: sorted.count)
        var positions: [Int] = []
        positions.reserveCapacity(hits.count)
        isHit.withUnsafeMutableBufferPointer { isHit in
            for found in hits { isHit[Int(found.place)] = true }
            for position in candidates where isHit[position] { positions.append(position) }
        }
        return (positions, hits)
    }

    /// Each part's bytes, for as long as `body` runs.
    private static func withBytes<Result>(
        of parts: ArraySlice<[UInt8]>, _ pointers: [UnsafeRawBufferPointer] = [], _ body: ([UnsafeRawBufferPointer]) -> Result
    ) -> Result {
        guard let first = parts.first else { return body(pointers) }
        return first.withUnsafeBytes { withBytes(of: parts.dropFirst(), pointers + [$0], body) }
    }

    /// Which places in `sorted` hold a contact with the tag, found once per tag and version:
    /// a contact read from disk decodes its fields to tell, and typing asks at every key.
    private func taggedPlaces(_ tag: String) -> [Bool] {
        if let cached = tagged, cached.version == version, cached.tag == tag { return cached.places }
        let places = sorted.withUnsafeBufferPointer { entries in
            let shared = UncheckedSendable(entries)
            return Parallel.map(count: entries.count, minimumPerPart: 5000) { range in
                shared.value[range].map { $0.contact.tags.contains(tag) }
            }.flatMap { $0 }
        }
        tagged = (version, tag, places)
        return places
    }

    private var tagged: (version: Int, tag: String, places: [Bool])?

    /// The searches typed lately and what they found, so typing on narrows and a backspace
    /// finds its answer again.
    private var recentListings = RecentListings()

    /// The contacts with a birthday or an anniversary, in display order: what the birthdays
    /// screen looks through, known without decoding the others.
    public var contactsWithOccasions: [Contact] {
        sorted.filter(\.hasOccasion).map(\.contact)
    }

    /// Every tag in the book with how many contacts carry it, A to Z (case and accents folded);
    /// counted on all cores (a contact read from disk decodes its fields to tell).
    public func tagCounts() -> [(tag: String, count: Int)] {
        let parts = sorted.withUnsafeBufferPointer { entries in
            let shared = UncheckedSendable(entries)
            return Parallel.map(count: entries.count, minimumPerPart: 5000) { range in
                var counts: [String: Int] = [:]
                for entry in shared.value[range] {
                    for tag in Set(entry.contact.tags) { counts[tag, default: 0] += 1 }
                }
                return counts
            }
        }
        let counts = parts.reduce(into: [String: Int]()) { total, part in total.merge(part, uniquingKeysWith: +) }
        let keyed = counts.map { (tag: $0.key, count: $0.value, key: $0.key.folded) }
        return keyed.sorted { ($0.key, $0.tag) < ($1.key, $1.tag) }.map { ($0.tag, $0.count) }
    }

    private func positions(sortedBy sort: ContactSort) -> [Int] {
        if let order = orders[sort] { return order }
        let order =
            sort.isTheBookOrder ? Array(sorted.indices) : backgroundOrders.order(sort, version: version) ?? sort.order(sorted.map(\.contact))
        orders[sort] = order
        return order
    }

    public var count: Int { sorted.count }

    /// The contacts in display order: last name, then first name, folded.
    public var contacts: [Contact] { sorted.map(\.contact) }

    public func contact(at index: Int) -> Contact { sorted[index].contact }

    public func contacts(in range: Range<Int>) -> [Contact] {
        let clamped = range.clamped(to: 0..<sorted.count)
        return sorted[clamped].map(\.contact)
    }

    public func contact(id: Contact.ID) -> Contact? {
        index(of: id).map { sorted[$0].contact }
    }

    public func index(of id: Contact.ID) -> Int? {
        if positions == nil {
            positions = Dictionary(sorted.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
        return positions?[id]
    }

    /// Adds the contact, or replaces the one with its id; stamps the times. Returns what was saved.
    /// When another program changed the same contact since the book was read, throws
    /// `.conflict` unless `resolution` says which to keep; changes to other contacts are kept.
    @discardableResult
    public func save(_ contact: Contact, resolution: ConflictChoice? = nil) throws(StoreError) -> Contact {
        var stamped = contact
        // The file keeps whole seconds: stamp whole seconds so memory matches a reload.
        let time = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        stamped.updatedAt = time
        // One search of the book (100,000 contacts take milliseconds each time): the book in
        // memory is what the change applies to unless another program changed the file.
        let baseIndex = book.contacts.firstIndex { $0.id == contact.id }
        let base = baseIndex.map { book.contacts[$0] }
        stamped.createdAt = base?.createdAt ?? time
        var saved = stamped
        var stored = stamped
        try commit { target, changedElsewhere throws(StoreError) in
            var updated = target
            let index = changedElsewhere ? target.contacts.firstIndex { $0.id == contact.id } : baseIndex
            let theirs = index.map { target.contacts[$0] }
            if changedElsewhere, theirs != base, theirs != stamped {
                switch resolution {
                case nil: throw .conflict(ContactConflict(mine: stamped, theirs: theirs))
                case .keepTheirs:
                    stored = theirs ?? stamped
                    return target
                case .keepBoth:
                    saved.id = Contact.ID()
                    saved.uid = nil
                    updated.contacts.append(saved)
                    stored = saved
                    return updated
                case .keepMine: break
                }
            }
            if let index {
                saved.createdAt = updated.contacts[index].createdAt
                updated.contacts[index] = saved
            } else {
                updated.contacts.append(saved)
            }
            stored = saved
            return updated
        }
        return stored
    }

    /// Merges incoming contacts into the book (matched by `ContactMatcher`) and saves once.
    /// With `dryRun`, says what would happen and writes nothing.
    public func importContacts(_ incoming: [Contact], onDuplicate policy: DuplicatePolicy, dryRun: Bool = false) throws(StoreError) -> ImportSummary {
        let preview = Self.merge(incoming, into: book, policy: policy, time: now()).summary
        // A dry run, or nothing to add or update: nothing is written.
        if dryRun || preview.added + preview.updated == 0 { return preview }
        var summary = ImportSummary()
        let time = now()
        try commit { target, _ throws(StoreError) in
            let merged = Self.merge(incoming, into: target, policy: policy, time: time)
            summary = merged.summary
            return merged.book
        }
        return summary
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
                    contact.id = existing.id
                    contact.createdAt = existing.createdAt
                    // Replacing the book's version is a change made now, unless the file's is newer.
                    if contact.updatedAt <= existing.updatedAt { contact.updatedAt = time }
                    contact.unknownFields = existing.unknownFields.merging(contact.unknownFields) { _, new in new }
                    matcher.replace(at: position, with: contact)
                    summary.updated += 1
                case .add:
                    if matcher.contacts.contains(where: { $0.id == contact.id }) { contact.id = Contact.ID() }
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
            guard let theirs else { return target }
            if changedElsewhere, theirs != base {
                switch resolution {
                case nil: throw .conflict(ContactConflict(mine: nil, theirs: theirs))
                case .keepTheirs, .keepBoth: return target
                case .keepMine: break
                }
            }
            var updated = target
            updated.contacts.removeAll { $0.id == id }
            return updated
        }
    }

    /// Deletes the contacts in one change (one undo step). A contact another program changed
    /// since the book was read is kept, never deleted unseen; returns how many were kept so.
    @discardableResult
    public func delete(ids: Set<Contact.ID>) throws(StoreError) -> Int {
        let base = Dictionary(book.contacts.filter { ids.contains($0.id) }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var kept = 0
        try commit { target, changedElsewhere in
            kept = 0
            var updated = target
            updated.contacts.removeAll { contact in
                guard ids.contains(contact.id) else { return false }
                if changedElsewhere, contact != base[contact.id] {
                    kept += 1
                    return false
                }
                return true
            }
            return updated
        }
        return kept
    }

    /// Adds the tag to each of the contacts that lacks it, in one change; adding a tag merges
    /// with another program's changes to the same contacts. Returns how many gained it.
    @discardableResult
    public func addTag(_ tag: String, to ids: Set<Contact.ID>) throws(StoreError) -> Int {
        let time = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        var tagged = 0
        try commit { target, _ in
            tagged = 0
            var updated = target
            for index in updated.contacts.indices where ids.contains(updated.contacts[index].id) && !updated.contacts[index].tags.contains(tag) {
                updated.contacts[index].tags.append(tag)
                updated.contacts[index].updatedAt = time
                tagged += 1
            }
            return updated
        }
        return tagged
    }

    /// The contacts that look like the same person, group by group in the list's order (see
    /// `DuplicateFinder`), with what each group shares.
    public func duplicateGroups() -> [(contacts: [Contact], reasons: Set<DuplicateFinder.Reason>)] {
        let contacts = self.contacts
        return DuplicateFinder.groups(in: contacts).map { group in (group.positions.map { contacts[$0] }, group.reasons) }
    }

    /// Merges the contacts into the first of them, in one change (one undo step). When another
    /// program changed one of them since the book was read, nothing is merged: `.conflict`.
    @discardableResult
    public func merge(_ ids: [Contact.ID], choosing choices: [ContactMerge.Field: Int] = [:]) throws(StoreError) -> Contact {
        let originals = ids.compactMap { id in book.contacts.first { $0.id == id } }
        var merged = ContactMerge.merged(originals, choosing: choices)
        merged.updatedAt = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        let keeper = merged
        try commit { target, changedElsewhere throws(StoreError) in
            if changedElsewhere {
                for original in originals {
                    let theirs = target.contacts.first { $0.id == original.id }
                    if theirs != original { throw .conflict(ContactConflict(mine: keeper, theirs: theirs)) }
                }
            }
            var updated = target
            let others = Set(ids.dropFirst())
            updated.contacts.removeAll { others.contains($0.id) }
            if let index = updated.contacts.firstIndex(where: { $0.id == keeper.id }) { updated.contacts[index] = keeper }
            return updated
        }
        return keeper
    }

    public var canUndo: Bool { !undoSteps.isEmpty }

    /// Takes the session's latest change back, saved at once like any change: a deleted contact
    /// comes back with its id and times. Nil when there is nothing to undo.
    public func undo() throws(StoreError) -> UndoResult? {
        guard let step = undoSteps.last else { return nil }
        try commit(recordingUndo: false) { target, changedElsewhere throws(StoreError) in
            try step.undone(in: target, changedElsewhere: changedElsewhere)
        }
        undoSteps.removeLast()
        let restored = step.before.compactMap { id, was in was == nil ? nil : id }
        return UndoResult(description: step.description, contactIDs: restored)
    }

    /// A change worked out from the whole book as it is on disk now, under the store's lock (a
    /// sync decides there what to take from the other side): nil from `change` writes nothing.
    /// Undoable like any change.
    public func change(_ change: (AddressBook) throws(StoreError) -> AddressBook?) throws(StoreError) {
        try commit { target, _ throws(StoreError) in try change(target) }
    }

    /// One change, made under the store's lock on the book as it is on disk now: another
    /// program's changes are kept and the change applied on top of them. In memory only once
    /// saved; remembered for undo. A change that returns nil writes nothing (what another
    /// program wrote is still taken into memory).
    private func commit(
        recordingUndo: Bool = true, _ change: (_ target: AddressBook, _ changedElsewhere: Bool) throws(StoreError) -> AddressBook?
    ) throws(StoreError) {
        var tookTheirs = false
        var target = book
        let written = try store.transaction { onDisk throws(StoreError) in
            tookTheirs = onDisk != nil
            target = onDisk ?? book
            return try change(target, onDisk != nil)
        }
        let saved = written ?? target
        if recordingUndo, let step = UndoStep(from: target, to: saved) {
            undoSteps.append(step)
            if undoSteps.count > Self.undoDepth { undoSteps.removeFirst() }
        }
        if written != nil, let problem = store.backupProblem { saveWarning = "Saved, but \(problem)" }
        if tookTheirs {
            replaceInMemory(with: saved)
        } else if written != nil {
            updateInMemory(from: book, to: saved)
        }
    }

    /// Moves only the entries that changed, so a save in a large book does not sort it again:
    /// the changed contacts' entries are sorted among themselves and merged into the list in
    /// one pass, however many changed (a bulk delete or tag of thousands of contacts moved each
    /// entry on its own, a pass over the whole book each: minutes at 100,000).
    private func updateInMemory(from old: AddressBook, to new: AddressBook) {
        var removed = Set<Contact.ID>()
        var added: [(entry: Entry, record: SearchRecord)] = []
        var folder = TextFolder()
        let part = haystackParts.count - 1
        for (was, now) in ContactChanges(from: old.contacts, to: new.contacts).pairs {
            if let was { removed.insert(was.id) }
            if let now {
                let keys = ContactKeys(now, haystacks: &haystackParts[part], folder: &folder)
                added.append((Entry(now, keys: keys), SearchRecord(place: 0, part: part, keys: keys)))
            }
        }
        // The added entries in list order; their records stay in the order their haystacks lie.
        let order = added.indices.sorted { added[$0].entry.sortKey.bytesPrecede(added[$1].entry.sortKey) }
        var merged: [Entry] = []
        merged.reserveCapacity(sorted.count + added.count)
        var newPlaces = [Int32](repeating: -1, count: sorted.count)
        var addedPlaces = [Int32](repeating: 0, count: added.count)
        var next = 0
        func mergeAdded(before key: [UInt8]?) {
            while next < order.count, key.map({ added[order[next]].entry.sortKey.bytesPrecede($0) }) ?? true {
                addedPlaces[order[next]] = Int32(merged.count)
                merged.append(added[order[next]].entry)
                next += 1
            }
        }
        for (place, entry) in sorted.enumerated() where removed.isEmpty || !removed.contains(entry.id) {
            mergeAdded(before: entry.sortKey)
            newPlaces[place] = Int32(merged.count)
            merged.append(entry)
        }
        mergeAdded(before: nil)
        sorted = merged
        searchRecords = searchRecords.compactMap { record in
            var record = record
            record.place = newPlaces[Int(record.place)]
            return record.place < 0 ? nil : record
        }
        for (index, item) in added.enumerated() {
            var record = item.record
            record.place = addedPlaces[index]
            searchRecords.append(record)
        }
        book = new
        changed()
    }

    /// The keys of the contacts, in their order, made on every core.
    private static func keys(for contacts: [Contact]) -> BookKeys {
        let parts = Parallel.map(count: contacts.count, minimumPerPart: 5000) { range in
            var keys = BookKeys(capacity: range.count)
            var folder = TextFolder()
            for index in range { keys.add(contacts[index], folder: &folder) }
            return keys
        }
        var keys = parts[0]
        for part in parts.dropFirst() { keys.append(part) }
        return keys
    }
}

import ContactsCore
import Foundation

/// The storage engine's index of the contacts the worker holds (`ContactIndex`): every
/// contact's sort key and folded search text made once, on all cores, the list kept sorted,
/// searched on all cores in the order its haystacks lie, the other orders made on another core.
/// Nothing here decides anything about the book: the worker tells it what changed.
public final class HaystackIndex: ContactIndex {
    /// `preparesOtherOrders`: whether a large book's other orders are made on another core
    /// after each change: for the browser, where a sort change is a key away; not for a command
    /// that lists once. Engine tuning, set where the app is wired, never a domain question.
    public init(preparesOtherOrders: Bool = false) {
        self.preparesOtherOrders = preparesOtherOrders
    }

    private var sorted: [Entry] = [] {
        didSet { places = nil }
    }
    /// Each contact's place in `sorted` by id, made at the first look-up after a change: a
    /// contact by id is a table look-up, not a walk of the book.
    private var places: PlaceTable?
    /// The orders asked for, as positions in `sorted`, made when first asked for in this version.
    private var orders: [ContactSort: [Int]] = [:]
    public private(set) var version = 0

    struct Entry: Sendable {
        var contact: Contact
        /// The contact's id, so a listing finds a contact without touching the contacts.
        let id: Contact.ID
        /// The contact's favourite flag, read by every listing without touching the contact.
        let favorite: Bool
        let hasOccasion: Bool

        init(_ contact: Contact, keys: ContactKeys) {
            self.contact = contact
            id = contact.id
            favorite = keys.favorite
            hasOccasion = keys.hasOccasion
        }
    }

    /// Everything an index holds for a book, made by `prepare` on any thread.
    struct Contents: PreparedIndex {
        let sorted: [Entry]
        let haystackParts: [[UInt8]]
        let searchRecords: [SearchRecord]
    }

    /// Reads nothing of the index: a book read off the run loop is indexed there too.
    public func prepare(_ contacts: [Contact]) -> any PreparedIndex {
        var keys = Self.keys(for: contacts)
        keys.makeOrder()
        let order = keys.order ?? []
        // Where each position stands in the order.
        let went = Parallel.array(placing: order, minimumPerPart: 20_000) { $0 }
        let partStarts = keys.partStarts
        var records: [SearchRecord] = []
        let sorted = keys.withKeys { keys in
            records = Parallel.array(count: order.count, minimumPerPart: 20_000) { range, first in
                var part = 0
                for position in range {
                    while position >= partStarts[part + 1] { part += 1 }
                    (first + (position - range.lowerBound)).initialize(to: SearchRecord(place: went[position], part: part, keys: keys[position]))
                }
            }
            // Made in the book's order, where the contacts and their keys lie one after another, each written straight into its place. Made in list order, each
            // entry reached into those at random, four cache misses apiece at 100,000 (the
            // retains were a tenth of a first open); moved into list order after, they took a
            // second array of them.
            return Parallel.array(placing: went, minimumPerPart: 20_000) { Entry(contacts[$0], keys: keys[$0]) }
        }
        // The haystacks stay as they were made, with a last part for contacts changed later.
        return Contents(sorted: sorted, haystackParts: keys.parts.map(\.haystacks) + [[]], searchRecords: records)
    }

    public func install(_ prepared: any PreparedIndex) {
        guard let contents = prepared as? Contents else { preconditionFailure("prepared by another kind of index") }
        sorted = contents.sorted
        haystackParts = contents.haystackParts
        searchRecords = contents.searchRecords
        changed()
    }

    private func changed(carrying carried: [ContactSort: [Int]] = [:]) {
        version += 1
        orders = carried
        // With every other order carried there is nothing to make (an empty book: none is).
        let allCarried = ContactSort.allCases.allSatisfy { $0.isTheBookOrder || carried[$0] != nil }
        if preparesOtherOrders { backgroundOrders.prepare(allCarried ? [] : sorted, version: version) }
    }

    private let preparesOtherOrders: Bool
    private let backgroundOrders = BackgroundOrders()

    /// The contacts a list shows: those matching the search (and carrying the tag, when one is
    /// given), favourites first, each part in the order asked for.
    public func listing(
        matching search: ContactSearch, tag: String? = nil, inBooks books: Set<String>? = nil, sortedBy sort: ContactSort
    ) -> ContactListing {
        var matched = recentListings.matches(of: search, tag: tag, sort: sort, version: version) { earlier in
            let candidates = earlier?.positions ?? positions(sortedBy: sort)
            return tag == nil && search.isEmpty ? (candidates, []) : matching(search, tag: tag, among: candidates, narrowing: earlier)
        }
        if let books {
            let shown = placesIn(books)
            matched = matched.filter { shown[$0] }
        }
        guard let isFavorite = favoritePlaces() else { return Self.listing(sorted, matched) }
        // Favourites first, then the others, in one pass (few are favourites).
        var favorites: [Int] = []
        var others: [Int] = []
        others.reserveCapacity(matched.count)
        for position in matched {
            if isFavorite[position] { favorites.append(position) } else { others.append(position) }
        }
        return Self.listing(sorted, favorites + others)
    }

    /// The entries at these places, given out as drawn.
    private static func listing(_ entries: [Entry], _ places: [Int]) -> ContactListing {
        ContactListing(count: places.count, contact: { entries[places[$0]].contact }, id: { entries[places[$0]].id })
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
    /// typing asks at every key.
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

    /// Which places in `sorted` hold a contact of one of these books, found once per choice of
    /// books and version: a key typed with some books shown reads a flag, not a contact.
    private func placesIn(_ books: Set<String>) -> [Bool] {
        if let cached = inBooks, cached.version == version, cached.books == books { return cached.places }
        let places = sorted.map { books.contains($0.contact.book ?? "") }
        inBooks = (version, books, places)
        return places
    }

    private var inBooks: (version: Int, books: Set<String>, places: [Bool])?

    /// The searches typed lately and what they found, so typing on narrows and a backspace
    /// finds its answer again.
    private var recentListings = RecentListings()

    /// The contacts with a birthday or an anniversary, in display order: what the birthdays
    /// screen looks through, known without decoding the others.
    public var contactsWithOccasions: [Contact] {
        sorted.filter(\.hasOccasion).map(\.contact)
    }

    /// Every tag in the book with how many contacts carry it, A to Z (case and accents folded);
    /// counted on all cores.
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

    public func contact(id: Contact.ID) -> Contact? {
        index(of: id).map { sorted[$0].contact }
    }

    /// The contact's place in display order.
    func index(of id: Contact.ID) -> Int? {
        let table = places ?? PlaceTable(count: sorted.count) { sorted[$0].id }
        places = table
        return table.place(of: id) { sorted[$0].id }
    }

    /// Moves only the entries that changed, so a save in a large book does not sort it again:
    /// each added contact is placed by a binary search (its neighbours' keys made as it goes)
    /// and all are merged into the list in one pass (a bulk delete or tag of thousands of
    /// contacts moved each entry on its own, a pass over the whole book each: minutes at
    /// 100,000). Many changes at once (an import, a bulk edit) are keyed anew on all cores.
    public func update(_ changes: [(old: Contact?, new: Contact?)]) {
        if replaceInPlace(changes) { return }
        let removed = Set(changes.compactMap { $0.old?.id })
        let added = changes.compactMap(\.new)
        guard added.count <= max(1_000, sorted.count / 16) else {
            return rebuild(sorted.filter { !removed.contains($0.id) }.map(\.contact) + added)
        }
        var folder = TextFolder()
        let part = haystackParts.count - 1
        var addedKeys: [UInt8] = []
        let keys = added.map { ContactKeys($0, haystacks: &haystackParts[part], sortKeys: &addedKeys, folder: &folder) }
        // Where each goes: after every entry whose key does not come after its own.
        let before = keys.map { keys in
            let key = addedKeys[keys.sortKey]
            var (low, high) = (0, sorted.count)
            while low < high {
                let middle = (low + high) / 2
                let other = ContactKeys.sortKey(sorted[middle].contact, folder: &folder)
                if key.lexicographicallyPrecedes(other) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let order = added.indices.sorted {
            before[$0] != before[$1] ? before[$0] < before[$1] : addedKeys[keys[$0].sortKey].lexicographicallyPrecedes(addedKeys[keys[$1].sortKey])
        }
        var merged: [Entry] = []
        merged.reserveCapacity(sorted.count + added.count)
        var newPlaces = [Int32](repeating: -1, count: sorted.count)
        var addedPlaces = [Int32](repeating: 0, count: added.count)
        var next = 0
        func mergeAdded(before place: Int) {
            while next < order.count, before[order[next]] <= place {
                addedPlaces[order[next]] = Int32(merged.count)
                merged.append(Entry(added[order[next]], keys: keys[order[next]]))
                next += 1
            }
        }
        for (place, entry) in sorted.enumerated() where removed.isEmpty || !removed.contains(entry.id) {
            mergeAdded(before: place)
            newPlaces[place] = Int32(merged.count)
            merged.append(entry)
        }
        mergeAdded(before: sorted.count)
        let carried = carriedOrders(placing: addedPlaces, movedTo: newPlaces, among: merged)
        sorted = merged
        // The records moved in place: they are the index's alone.
        searchRecords.removeAll { newPlaces[Int($0.place)] < 0 }
        for index in searchRecords.indices { searchRecords[index].place = newPlaces[Int(searchRecords[index].place)] }
        for (index, keys) in keys.enumerated() { searchRecords.append(SearchRecord(place: Int(addedPlaces[index]), part: part, keys: keys)) }
        changed(carrying: carried)
    }

    /// Contacts changed where they stand (the same id and names, so the same place: a
    /// favourite, a phone) are replaced there, nothing else moved or copied: rebuilding the
    /// list around one favourite copied 100,000 entries (20 ms) while the key waited.
    private func replaceInPlace(_ changes: [(old: Contact?, new: Contact?)]) -> Bool {
        guard !changes.isEmpty, changes.count <= 64 else { return false }
        var folder = TextFolder()
        var replaced: [(place: Int, contact: Contact)] = []
        for change in changes {
            guard let old = change.old, let new = change.new, old.id == new.id, let place = index(of: old.id),
                ContactKeys.sortKey(old, folder: &folder) == ContactKeys.sortKey(new, folder: &folder)
            else { return false }
            replaced.append((place, new))
        }
        let part = haystackParts.count - 1
        var sortKeys: [UInt8] = []
        let changedPlaces = Set(replaced.map(\.place))
        searchRecords.removeAll { changedPlaces.contains(Int($0.place)) }
        // Each place still holds the same id: the table of places stays true.
        let table = places
        for (place, contact) in replaced {
            let keys = ContactKeys(contact, haystacks: &haystackParts[part], sortKeys: &sortKeys, folder: &folder)
            sorted[place] = Entry(contact, keys: keys)
            searchRecords.append(SearchRecord(place: place, part: part, keys: keys))
        }
        places = table
        // In the other orders a changed contact may move (a new time, a new company).
        var stayed = (0..<Int32(sorted.count)).map { $0 }
        for place in changedPlaces { stayed[place] = -1 }
        changed(carrying: carriedOrders(placing: replaced.map { Int32($0.place) }, movedTo: stayed, among: sorted))
        return true
    }

    /// The other orders made before the change, carried over it: each kept contact moved to its
    /// new place, each changed one placed by a binary search. Without them the first listing in
    /// another order after each change sorted 100,000 names again (100 ms) while a key waited.
    /// A large change leaves them to be made again.
    private func carriedOrders(placing added: [Int32], movedTo newPlaces: [Int32], among entries: [Entry]) -> [ContactSort: [Int]] {
        guard added.count <= 64 else { return [:] }
        var carried: [ContactSort: [Int]] = [:]
        for sort in ContactSort.allCases where !sort.isTheBookOrder {
            guard let before = orders[sort] ?? backgroundOrders.order(sort, version: version) else { continue }
            var order = before.compactMap { newPlaces[$0] >= 0 ? Int(newPlaces[$0]) : nil }
            for place in added.map(Int.init) {
                let placed = (entries[place].contact, place)
                var (low, high) = (0, order.count)
                while low < high {
                    let middle = (low + high) / 2
                    if sort.comesBefore(placed, (entries[order[middle]].contact, order[middle])) { high = middle } else { low = middle + 1 }
                }
                order.insert(place, at: low)
            }
            carried[sort] = order
        }
        return carried
    }

    /// The keys of the contacts, in their order, made on every core.
    private static func keys(for contacts: [Contact]) -> BookKeys {
        let parts = Parallel.map(count: contacts.count, minimumPerPart: 5000) { range in
            var keys = BookKeys(capacity: range.count)
            var folder = TextFolder()
            for index in range { keys.add(contacts[index], folder: &folder) }
            keys.sortEachPart()
            return keys
        }
        var keys = parts[0]
        for part in parts.dropFirst() { keys.append(part) }
        return keys
    }
}

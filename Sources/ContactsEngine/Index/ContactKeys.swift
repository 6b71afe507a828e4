import ContactsCore
import Foundation

/// What a list needs of a contact, made once from its fields: its sort key, its favourite flag
/// and where its folded search text and phone digits lie in a shared buffer. `HaystackIndex`
/// makes them on all cores for a book just read (`BookKeys`) and for each contact changed.
struct ContactKeys: Sendable {
    /// The folded sort key's UTF-8 with the id's bytes appended, so equal names keep one
    /// stable order; compared with memcmp.
    let sortKey: [UInt8]
    /// The key's first sixteen bytes as two integers, so sorting compares most pairs without
    /// touching their keys (each a separate allocation, a cache miss apiece at 100,000).
    let sortPrefix: SortKeyOrder.Prefix
    let favorite: Bool
    /// Whether it has a birthday or an anniversary (the birthdays screen looks only at those).
    let hasOccasion: Bool
    /// Where the contact's folded text and phone digits lie in its part's haystacks.
    let text: Range<Int>
    let digits: Range<Int>

    init(_ contact: Contact, haystacks: inout [UInt8], folder: inout TextFolder) {
        let (text, digits) = ContactSearch.Haystack.append(contact, to: &haystacks, folder: &folder)
        self.init(
            sortKey: Self.sortKey(contact.nameParts, id: contact.id, folder: &folder), favorite: contact.favorite,
            hasOccasion: contact.birthday != nil || contact.anniversary != nil, text: text, digits: digits)
    }

    package init(sortKey: [UInt8], favorite: Bool, hasOccasion: Bool, text: Range<Int>, digits: Range<Int>) {
        self.sortKey = sortKey
        sortPrefix = sortKey.withUnsafeBufferPointer(SortKeyOrder.Prefix.init)
        self.favorite = favorite
        self.hasOccasion = hasOccasion
        self.text = text
        self.digits = digits
    }

    static func sortKey(_ names: NameParts, id: Contact.ID, folder: inout TextFolder) -> [UInt8] {
        var key: [UInt8] = []
        key.reserveCapacity(64)
        appendSortKey(names, id: id, to: &key, folder: &folder)
        return key
    }

    /// The sort key appended to `bytes`, where other keys may be kept before it.
    static func appendSortKey(_ names: NameParts, id: Contact.ID, to bytes: inout some ByteAppending, folder: inout TextFolder) {
        names.appendSortKey(to: &bytes, folder: &folder)
        appendSortKeyEnd(id: id, to: &bytes)
    }

    /// What follows the names in every sort key: a zero byte, then the id's bytes.
    static func appendSortKeyEnd(id: Contact.ID, to bytes: inout some ByteAppending) {
        bytes.append(0)
        withUnsafeBytes(of: id.uuid) { bytes.append(copying: $0.assumingMemoryBound(to: UInt8.self)) }
    }

}

/// The keys of a book's contacts in the book's order, in parts, each with its haystacks in one
/// buffer: keys made in parts on the cores keep their parts, never joined (joining would copy
/// them), and each part is sorted on the core that made it, then merged (`makeOrder`).
struct BookKeys: Sendable {
    struct Part: Sendable {
        var keys: [ContactKeys] = [] {
            didSet { run = nil }
        }
        var haystacks: [UInt8] = []
        /// The keys sorted, when they were sorted where the part was made (`sortKeys`).
        fileprivate(set) var run: SortKeyOrder.Run?

        init(keys: [ContactKeys] = [], haystacks: [UInt8] = []) {
            (self.keys, self.haystacks) = (keys, haystacks)
        }

        /// Sorts the keys, to be merged with the other parts' (`makeOrder`).
        mutating func sortKeys() {
            run = SortKeyOrder.Run(of: keys)
        }
    }

    private(set) var parts = [Part()]
    /// The keys' positions in sorted order (`SortKeyOrder`), once made (`makeOrder`).
    private(set) var order: [Int]?

    var count: Int { parts.reduce(0) { $0 + $1.keys.count } }

    init(capacity: Int = 0) {
        parts[0].keys.reserveCapacity(capacity)
        parts[0].haystacks.reserveCapacity(capacity * 200)
    }

    mutating func add(_ contact: Contact, folder: inout TextFolder) {
        let last = parts.count - 1
        let keys = ContactKeys(contact, haystacks: &parts[last].haystacks, folder: &folder)
        parts[last].keys.append(keys)
    }

    /// Sorts each part's keys, to be merged by `makeOrder`: where the part was made.
    mutating func sortEachPart() {
        for part in parts.indices { parts[part].sortKeys() }
    }

    /// Another part's keys after these (keys made in parts).
    mutating func append(_ other: BookKeys) {
        parts += other.parts
        order = nil
    }

    /// Sorts the keys when their order is not known yet, merging the parts' sorted runs when
    /// every part has one.
    mutating func makeOrder() {
        guard order == nil else { return }
        let runs = parts.compactMap(\.run)
        order = withKeys { key in
            let precedes = { key($0).pointee.sortKey.bytesPrecede(key($1).pointee.sortKey) }
            return runs.count == parts.count
                ? SortKeyOrder.positions(merging: runs, precedes: precedes)
                : SortKeyOrder.positions(count: count, prefix: { key($0).pointee.sortPrefix }, precedes: precedes)
        }
        for part in parts.indices { parts[part].run = nil }
    }

    /// Where each part's first key stands across the parts, then the count of all keys.
    var partStarts: [Int] {
        parts.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.keys.count) }
    }

    /// Every part's keys where they lie, `body` given the key at each position across the
    /// parts: copying them into one array retained and released every key's sort key, a cache
    /// miss apiece at 100,000. The key may be asked for from several threads at once.
    func withKeys<Result>(_ body: ((Int) -> UnsafePointer<ContactKeys>) -> Result) -> Result {
        let starts = partStarts
        return withKeyBuffers { buffers in
            // The parts are a few: one a core.
            body { position in
                var part = 0
                while position >= starts[part + 1] { part += 1 }
                guard let base = buffers[part].baseAddress else { preconditionFailure("a part with keys has memory") }
                return base + (position - starts[part])
            }
        }
    }

    /// Each part's keys in place, without copying them into one array.
    private func withKeyBuffers<Result>(
        from part: Int = 0, _ buffers: [UnsafeBufferPointer<ContactKeys>] = [], _ body: ([UnsafeBufferPointer<ContactKeys>]) -> Result
    ) -> Result {
        guard part < parts.count else { return body(buffers) }
        return parts[part].keys.withUnsafeBufferPointer { withKeyBuffers(from: part + 1, buffers + [$0], body) }
    }
}

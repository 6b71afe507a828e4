import ContactsCore
import Foundation

/// What a list needs of a contact, made once from its fields: where its sort key, its folded
/// search text and its phone digits lie in buffers shared with other contacts, and its
/// favourite flag. `HaystackIndex` makes them on all cores for a book just read (`BookKeys`)
/// and for each contact changed.
struct ContactKeys: Sendable {
    /// Where the folded sort key's UTF-8, with the id's bytes appended (so equal names keep one
    /// stable order), lies in its buffer; compared with memcmp. One buffer a part: an array a
    /// contact took 11 MB at 100,000.
    let sortKey: Range<Int>
    /// The key's first sixteen bytes as two integers, so sorting compares most pairs without
    /// reading their keys.
    let sortPrefix: SortKeyOrder.Prefix
    let favorite: Bool
    /// Whether it has a birthday or an anniversary (the birthdays screen looks only at those).
    let hasOccasion: Bool
    /// Where the contact's folded text and phone digits lie in its part's haystacks.
    let text: Range<Int>
    let digits: Range<Int>

    init(_ contact: Contact, haystacks: inout [UInt8], sortKeys: inout [UInt8], folder: inout TextFolder) {
        (text, digits) = ContactSearch.Haystack.append(contact, to: &haystacks, folder: &folder)
        let start = sortKeys.count
        Self.appendSortKey(contact.nameParts, id: contact.id, to: &sortKeys, folder: &folder)
        sortKey = start..<sortKeys.count
        sortPrefix = sortKeys.withUnsafeBufferPointer { [sortKey] in SortKeyOrder.Prefix(UnsafeBufferPointer(rebasing: $0[sortKey])) }
        favorite = contact.favorite
        hasOccasion = contact.birthday != nil || contact.anniversary != nil
    }

    /// A contact's sort key on its own.
    static func sortKey(_ contact: Contact, folder: inout TextFolder) -> [UInt8] {
        var key: [UInt8] = []
        appendSortKey(contact.nameParts, id: contact.id, to: &key, folder: &folder)
        return key
    }

    /// The sort key appended to `bytes`, where other keys may be kept before it: the names,
    /// a zero byte, then the id's bytes.
    private static func appendSortKey(_ names: NameParts, id: Contact.ID, to bytes: inout [UInt8], folder: inout TextFolder) {
        names.appendSortKey(to: &bytes, folder: &folder)
        bytes.append(0)
        withUnsafeBytes(of: id.uuid) { bytes.append(contentsOf: $0) }
    }
}

/// The keys of a book's contacts in the book's order, in parts, each with its sort keys and
/// haystacks in one buffer apiece: keys made in parts on the cores keep their parts, never
/// joined (joining would copy them), and each part is sorted on the core that made it, then
/// merged (`makeOrder`).
struct BookKeys: Sendable {
    struct Part: Sendable {
        var keys: [ContactKeys] = [] {
            didSet { run = nil }
        }
        var sortKeys: [UInt8] = []
        var haystacks: [UInt8] = []
        /// The keys sorted, when they were sorted where the part was made (`sortKeys`).
        fileprivate(set) var run: SortKeyOrder.Run?

        mutating func add(_ contact: Contact, folder: inout TextFolder) {
            keys.append(ContactKeys(contact, haystacks: &haystacks, sortKeys: &sortKeys, folder: &folder))
        }

        /// Sorts the keys, to be merged with the other parts' (`makeOrder`).
        mutating func sort() {
            run = withKeys { keys, bytes in
                SortKeyOrder.Run(count: keys.count, prefix: { keys[$0].sortPrefix }) {
                    bytes.sortKey(of: keys[$0]).bytesPrecede(bytes.sortKey(of: keys[$1]))
                }
            }
        }

        /// The keys and their sort keys' bytes in place.
        func withKeys<Result>(_ body: (UnsafeBufferPointer<ContactKeys>, UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            keys.withUnsafeBufferPointer { keys in sortKeys.withUnsafeBufferPointer { body(keys, $0) } }
        }
    }

    private(set) var parts = [Part()]
    /// The keys' positions in sorted order (`SortKeyOrder`), once made (`makeOrder`).
    private(set) var order: [Int]?

    var count: Int { parts.reduce(0) { $0 + $1.keys.count } }

    init(capacity: Int = 0) {
        parts[0].keys.reserveCapacity(capacity)
        parts[0].sortKeys.reserveCapacity(capacity * 40)
        parts[0].haystacks.reserveCapacity(capacity * 200)
    }

    mutating func add(_ contact: Contact, folder: inout TextFolder) {
        parts[parts.count - 1].add(contact, folder: &folder)
    }

    /// Sorts each part's keys, to be merged by `makeOrder`: where the part was made.
    mutating func sortEachPart() {
        for part in parts.indices { parts[part].sort() }
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
        order = withKeys { keys in
            runs.count == parts.count
                ? SortKeyOrder.positions(merging: runs, precedes: keys.precedes)
                : SortKeyOrder.positions(count: count, prefix: { keys[$0].sortPrefix }, precedes: keys.precedes)
        }
        for part in parts.indices { parts[part].run = nil }
    }

    /// Where each part's first key stands across the parts, then the count of all keys.
    var partStarts: [Int] {
        parts.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.keys.count) }
    }

    /// Every part's keys where they lie, by their position across the parts: copying them into
    /// one array would take the memory twice. Read from several threads at once.
    struct Positioned {
        fileprivate let starts: [Int]
        fileprivate let parts: [(keys: UnsafeBufferPointer<ContactKeys>, sortKeys: UnsafeBufferPointer<UInt8>)]

        /// The part holding the key at `position`, and the key's place in it.
        func place(_ position: Int) -> (part: Int, index: Int) {
            var part = 0
            while position >= starts[part + 1] { part += 1 }
            return (part, position - starts[part])
        }

        subscript(position: Int) -> ContactKeys {
            let (part, index) = place(position)
            return parts[part].keys[index]
        }

        /// Whether the sort key at one position comes before the one at another.
        func precedes(_ first: Int, _ second: Int) -> Bool {
            sortKey(first).bytesPrecede(sortKey(second))
        }

        private func sortKey(_ position: Int) -> UnsafeBufferPointer<UInt8> {
            let (part, index) = place(position)
            return parts[part].sortKeys.sortKey(of: parts[part].keys[index])
        }
    }

    func withKeys<Result>(_ body: (Positioned) -> Result) -> Result {
        withParts { body(Positioned(starts: partStarts, parts: $0)) }
    }

    /// Each part's keys and sort keys in place.
    private func withParts<Result>(
        from part: Int = 0, _ buffers: [(keys: UnsafeBufferPointer<ContactKeys>, sortKeys: UnsafeBufferPointer<UInt8>)] = [],
        _ body: ([(keys: UnsafeBufferPointer<ContactKeys>, sortKeys: UnsafeBufferPointer<UInt8>)]) -> Result
    ) -> Result {
        guard part < parts.count else { return body(buffers) }
        return parts[part].withKeys { withParts(from: part + 1, buffers + [($0, $1)], body) }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The sort key that `keys` say lies in these bytes.
    fileprivate func sortKey(of keys: ContactKeys) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: self[keys.sortKey])
    }
}

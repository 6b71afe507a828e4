import Foundation

/// What a list needs of a contact, made once from its fields: its sort key, its favourite flag
/// and where its folded search text and phone digits lie in a shared buffer. The reader makes
/// them while each contact it reads is decoded (`BookKeys`), so a book read from disk is not
/// decoded a second time to be sorted and searched (docs/DECISIONS.md #50).
struct ContactKeys: Sendable {
    /// The folded sort key's UTF-8 with the id's bytes appended, so equal names keep one
    /// stable order; compared with memcmp.
    let sortKey: [UInt8]
    /// The key's first eight bytes as one integer, so sorting compares most pairs without
    /// touching their keys (each a separate allocation).
    let sortPrefix: UInt64
    let favorite: Bool
    /// Where the contact's folded text and phone digits lie in the haystacks.
    var text: Range<Int>
    var digits: Range<Int>

    init(_ contact: Contact, haystacks: inout [UInt8], folder: inout TextFolder) {
        var key: [UInt8] = []
        key.reserveCapacity(64)
        contact.appendSortKey(to: &key, folder: &folder)
        key.append(0)
        withUnsafeBytes(of: contact.id.uuid) { key.append(contentsOf: $0) }
        sortKey = key
        sortPrefix = key.leadingWord
        favorite = contact.favorite
        (text, digits) = ContactSearch.Haystack.append(contact, to: &haystacks, folder: &folder)
    }

    /// The same keys with their places moved, for haystacks appended to another buffer.
    func shifted(by offset: Int) -> ContactKeys {
        var moved = self
        moved.text = text.lowerBound + offset..<text.upperBound + offset
        moved.digits = digits.lowerBound + offset..<digits.upperBound + offset
        return moved
    }
}

/// The keys of a book's contacts in the book's order, with their haystacks in one buffer.
struct BookKeys: Sendable {
    private(set) var keys: [ContactKeys] = []
    private(set) var haystacks: [UInt8] = []

    init(capacity: Int = 0) {
        keys.reserveCapacity(capacity)
        haystacks.reserveCapacity(capacity * 200)
    }

    mutating func add(_ contact: Contact, folder: inout TextFolder) {
        keys.append(ContactKeys(contact, haystacks: &haystacks, folder: &folder))
    }

    /// Another part's keys after these (the book read in two halves).
    mutating func append(_ other: BookKeys) {
        let offset = haystacks.count
        haystacks += other.haystacks
        keys.reserveCapacity(keys.count + other.keys.count)
        for key in other.keys { keys.append(key.shifted(by: offset)) }
    }
}

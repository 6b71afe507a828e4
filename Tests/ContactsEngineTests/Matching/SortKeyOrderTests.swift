import Foundation
import TestSupport
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// Sorting by a key's first sixteen bytes, then by whole keys where those are equal, gives
/// byte order whatever the keys share, and wherever they are kept.
@Suite struct SortKeyOrderTests {
    static func prefix(_ key: [UInt8]) -> SortKeyOrder.Prefix {
        key.withUnsafeBufferPointer(SortKeyOrder.Prefix.init)
    }

    static func positions(_ keys: [[UInt8]]) -> [Int] {
        SortKeyOrder.positions(count: keys.count, prefix: { prefix(keys[$0]) }, precedes: { keys[$0].bytesPrecede(keys[$1]) })
    }

    /// Keys of every length around the two words, made of few bytes (zero among them, as
    /// zeros pad a short key's words) so that many share their first eight or sixteen bytes;
    /// enough of them that the two halves are sorted apart and merged.
    static func keys(_ count: Int, seed: UInt64) -> [[UInt8]] {
        var random = SeededRandom(seed: seed)
        let bytes: [UInt8] = [0, 1, 0x61, 0xFF]
        return (0..<count).map { _ in
            let shared = Int.random(in: 0...18, using: &random)
            return Array(repeating: 0x61, count: shared)
                + (0..<Int.random(in: 0...4, using: &random)).map { _ in bytes.randomElement(using: &random) ?? 0 }
        }
    }

    /// Also few keys (compared in pairs) and just enough for a radix sort.
    @Test(arguments: [1, 64, 65, 300, 45_000])
    func positionsGiveByteOrder(count: Int) {
        let keys = Self.keys(count, seed: 7)
        let order = Self.positions(keys)
        #expect(order.sorted() == Array(keys.indices))
        #expect(order.map { keys[$0] } == keys.sorted { $0.bytesPrecede($1) })
    }

    @Test func prefixesCompareAsTheirBytes() {
        let keys = Self.keys(3000, seed: 11)
        for (first, second) in zip(keys, keys.dropFirst()) {
            let (a, b) = (Self.prefix(first), Self.prefix(second))
            let (a16, b16) = (Array((first + Array(repeating: 0, count: 16)).prefix(16)), Array((second + Array(repeating: 0, count: 16)).prefix(16)))
            #expect((a < b) == a16.bytesPrecede(b16), "\(first) \(second)")
            #expect((a == b) == (a16 == b16), "\(first) \(second)")
        }
    }

    /// Parts sorted apart (as each core sorts the part it read) and merged give the order of
    /// all the keys sorted as one, whatever the parts' sizes, empty ones among them.
    @Test(arguments: [[0], [5, 0, 7], [1, 2_000, 0, 3_000, 17, 9_000], Array(repeating: 1_250, count: 16)])
    func runsOfPartsMergeAsOneSort(sizes: [Int]) {
        let keys = Self.keys(sizes.reduce(0, +), seed: 5)
        var start = 0
        let runs = sizes.map { size in
            defer { start += size }
            let part = Array(keys[start..<start + size])
            return SortKeyOrder.Run(count: size, prefix: { Self.prefix(part[$0]) }, precedes: { part[$0].bytesPrecede(part[$1]) })
        }
        let merged = SortKeyOrder.positions(merging: runs) { keys[$0].bytesPrecede(keys[$1]) }
        #expect(merged == Self.positions(keys))
    }

    /// Keys made in parts, each sorted where it was made, are ordered by merging them; keys
    /// added to a part afterwards make it sorted anew. Either way the order is the whole one.
    @Test(arguments: [true, false])
    func partsAreOrderedAsOne(sortedWhereMade: Bool) {
        var random = SeededRandom(seed: 13)
        let contacts = (0..<9_000).map { _ in
            Contact(firstName: "F\(random.next() % 50)", lastName: "Name \(random.next() % 3_000)", company: random.next() % 2 == 0 ? "Co" : "")
        }
        func part(_ contacts: ArraySlice<Contact>) -> BookKeys {
            var keys = BookKeys()
            var folder = TextFolder()
            for contact in contacts { keys.add(contact, folder: &folder) }
            if sortedWhereMade { keys.sortEachPart() }
            return keys
        }
        var book = part(contacts[..<4_000])
        book.append(part(contacts[4_000...]))
        #expect(book.parts.allSatisfy { ($0.run != nil) == sortedWhereMade })
        var changed = book
        var folder = TextFolder()
        let aaron = Contact(id: UUID(), firstName: "Aaron")
        changed.add(aaron, folder: &folder)
        #expect(changed.parts.last?.run == nil)
        book.makeOrder()
        #expect(book.order == Self.positions(contacts.map { ContactKeys.sortKey($0, folder: &folder) }))
        #expect(book.parts.allSatisfy { $0.run == nil })
        changed.makeOrder()
        #expect(changed.order == Self.positions((contacts + [aaron]).map { ContactKeys.sortKey($0, folder: &folder) }))
    }

    /// Contacts read from a file are ordered as the same contacts in memory (escaped names too).
    @Test func contactsReadFromAFileAreOrderedAsInMemory() throws {
        let contacts = contactsWithNamesThatFoldAlike()
        let read = try readBack(AddressBook(contacts: contacts))
        for sort in ContactSort.allCases { #expect(sort.order(read.contacts) == sort.order(contacts), "\(sort)") }
    }
}

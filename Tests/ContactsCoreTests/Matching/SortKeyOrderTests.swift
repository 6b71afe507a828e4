import Foundation
import Testing

@testable import ContactsCore

/// Sorting by a key's first sixteen bytes, then by whole keys where those are equal, gives
/// byte order whatever the keys share, and wherever they are kept.
@Suite struct SortKeyOrderTests {
    struct Key: SortKeyed {
        let sortKey: [UInt8]
        var sortPrefix: SortKeyOrder.Prefix { sortKey.withUnsafeBufferPointer(SortKeyOrder.Prefix.init) }
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
        let order = SortKeyOrder.positions(of: keys.map(Key.init))
        #expect(order.sorted() == Array(keys.indices))
        #expect(order.map { keys[$0] } == keys.sorted { $0.bytesPrecede($1) })
    }

    @Test func prefixesCompareAsTheirBytes() {
        let keys = Self.keys(3000, seed: 11)
        for (first, second) in zip(keys, keys.dropFirst()) {
            let (a, b) = (Key(sortKey: first).sortPrefix, Key(sortKey: second).sortPrefix)
            let (a16, b16) = (Array((first + Array(repeating: 0, count: 16)).prefix(16)), Array((second + Array(repeating: 0, count: 16)).prefix(16)))
            #expect((a < b) == a16.bytesPrecede(b16), "\(first) \(second)")
            #expect((a == b) == (a16 == b16), "\(first) \(second)")
        }
    }

    /// Parts sorted apart (as each core sorts the part it read) and merged give the order of
    /// all the keys sorted as one, whatever the parts' sizes, empty ones among them.
    @Test(arguments: [[0], [5, 0, 7], [1, 2_000, 0, 3_000, 17, 9_000], Array(repeating: 1_250, count: 16)])
    func runsOfPartsMergeAsOneSort(sizes: [Int]) {
        let keys = Self.keys(sizes.reduce(0, +), seed: 5).map(Key.init)
        var start = 0
        let runs = sizes.map { size in
            defer { start += size }
            return SortKeyOrder.Run(of: Array(keys[start..<start + size]))
        }
        let merged = SortKeyOrder.positions(merging: runs) { keys[$0].sortKey.bytesPrecede(keys[$1].sortKey) }
        #expect(merged == SortKeyOrder.positions(of: keys))
    }

    /// A book read in parts, each sorted where it was read, is ordered by merging them; keys
    /// added to a part afterwards make it sorted anew.
    @Test func sortedPartsAreMergedUnlessChanged() {
        func part(_ keys: ArraySlice<[UInt8]>) -> BookKeys {
            var part = BookKeys.Part(keys: keys.map { ContactKeys(sortKey: $0, favorite: false, hasOccasion: false, text: 0..<0, digits: 0..<0) })
            part.sortKeys()
            return BookKeys(part: part)
        }
        let keys = Self.keys(9_000, seed: 13)
        var book = part(keys[..<4_000])
        book.append(part(keys[4_000...]))
        #expect(book.parts.allSatisfy { $0.run != nil })
        var changed = book
        var folder = TextFolder()
        changed.add(Contact(id: UUID(), firstName: "Aaron"), folder: &folder)
        #expect(changed.parts.last?.run == nil)
        book.makeOrder()
        #expect(book.order == SortKeyOrder.positions(of: keys.map(Key.init)))
        #expect(book.parts.allSatisfy { $0.run == nil })
        changed.makeOrder()
        #expect(changed.order == SortKeyOrder.positions(of: changed.parts.flatMap(\.keys)))
    }

    /// A book read in two parts is sorted where its keys lie, as if they were one array.
    @Test func keysInTwoPartsAreSortedAsOne() {
        func part(_ keys: [[UInt8]]) -> BookKeys {
            BookKeys(keys: keys.map { ContactKeys(sortKey: $0, favorite: false, hasOccasion: false, text: 0..<0, digits: 0..<0) }, haystacks: [])
        }
        let keys = Self.keys(30_000, seed: 3)
        var book = part(Array(keys[..<12_345]))
        book.append(part(Array(keys[12_345...])))
        book.makeOrder()
        #expect(book.order == SortKeyOrder.positions(of: keys.map(Key.init)))
    }
}

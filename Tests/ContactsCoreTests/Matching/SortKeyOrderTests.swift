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

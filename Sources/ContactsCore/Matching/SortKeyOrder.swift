/// What is listed in the order of a folded sort key (`ContactKeys.sortKey`).
protocol SortKeyed {
    var sortKey: [UInt8] { get }
    /// The key's first sixteen bytes (`Prefix`), kept beside it so sorting compares most pairs
    /// without touching their keys (each a separate allocation).
    var sortPrefix: SortKeyOrder.Prefix { get }
}

extension ContactKeys: SortKeyed {}

/// Sorts a book's keys: the worker's list and a whole book's export put contacts in one order.
enum SortKeyOrder {
    /// The positions of the keys in sorted order: by their first sixteen bytes as integers,
    /// then each run of equal beginnings by whole keys; a large book's halves on two cores,
    /// merged.
    static func positions<Keyed: SortKeyed>(of keys: [Keyed]) -> [Int] {
        keys.withUnsafeBufferPointer { keys in
            positions(count: keys.count, prefix: { keys[$0].sortPrefix }, precedes: { keys[$0].sortKey.bytesPrecede(keys[$1].sortKey) })
        }
    }

    /// A key's first sixteen bytes as two big-endian integers (`word(at:)`), compared in
    /// `bytesPrecede`'s order: with eight, four in ten keys of a large book shared theirs with
    /// another, and each such pair was compared through two pointers.
    struct Prefix: Comparable {
        let first: UInt64
        let second: UInt64

        init(_ key: UnsafeBufferPointer<UInt8>) {
            (first, second) = (key.word(at: 0), key.word(at: 8))
        }

        static func < (lhs: Prefix, rhs: Prefix) -> Bool {
            lhs.first != rhs.first ? lhs.first < rhs.first : lhs.second < rhs.second
        }
    }

    /// The same for keys wherever they are kept: `prefix` gives the first sixteen bytes of the
    /// key at a position, `precedes` compares two whole keys, asked only when their prefixes
    /// are equal.
    static func positions(count: Int, prefix: (Int) -> Prefix, precedes: (Int, Int) -> Bool) -> [Int] {
        let parts = Parallel.map(count: count, minimumPerPart: 20_000) { range in
            var part = range.map { (prefix: prefix($0), position: $0) }
            sortByKey(&part, precedes)
            return part
        }
        return parts.dropFirst().reduce(parts[0]) { merged($0, $1, precedes) }.map(\.position)
    }

    /// The positions of the keys in sorted order, given `sorted`, those of all but `added`
    /// in order already: each added one put in its place by a binary search, or all sorted
    /// anew when they are too many for that to be quicker.
    static func positions<Keyed: SortKeyed>(of keys: [Keyed], sorted: [Int], added: [Int]) -> [Int] {
        guard added.count <= 100 else { return positions(of: keys) }
        return keys.withUnsafeBufferPointer { keys in
            var result = sorted
            result.reserveCapacity(sorted.count + added.count)
            for position in added {
                let (prefix, key) = (keys[position].sortPrefix, keys[position].sortKey)
                var (low, high) = (0, result.count)
                while low < high {
                    let middle = (low + high) / 2
                    let other = keys[result[middle]]
                    if other.sortPrefix != prefix ? other.sortPrefix < prefix : other.sortKey.bytesPrecede(key) {
                        low = middle + 1
                    } else {
                        high = middle
                    }
                }
                result.insert(position, at: low)
            }
            return result
        }
    }

    private typealias SortPosition = (prefix: Prefix, position: Int)

    private static func sortByKey(_ order: inout [SortPosition], _ precedes: (Int, Int) -> Bool) {
        sortByPrefix(&order)
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, order[end].prefix == order[start].prefix { end += 1 }
            if end - start > 1 { order[start..<end].sort { precedes($0.position, $1.position) } }
            start = end
        }
    }

    /// In their prefixes' order: by the first word a byte at a time, least significant first
    /// (a radix sort, each pass stable; a pass where every key has the same byte is skipped),
    /// then each run sharing it by the second word. Compared in pairs, this was most of the
    /// time a large book took to sort.
    private static func sortByPrefix(_ order: inout [SortPosition]) {
        guard order.count > 64 else {
            order.sort { $0.prefix < $1.prefix }
            return
        }
        var counts = [Int](repeating: 0, count: 8 * 256)
        for element in order {
            var word = element.prefix.first
            for byte in 0..<8 {
                counts[byte << 8 | Int(word & 0xFF)] += 1
                word >>= 8
            }
        }
        var other = order
        for byte in 0..<8 {
            let shift = UInt64(byte * 8)
            let digits = byte << 8
            guard counts[digits | Int(order[0].prefix.first >> shift & 0xFF)] < order.count else { continue }
            var next = [Int](repeating: 0, count: 256)
            for digit in 1..<256 { next[digit] = next[digit - 1] + counts[digits | (digit - 1)] }
            order.withUnsafeBufferPointer { from in
                other.withUnsafeMutableBufferPointer { to in
                    for element in from {
                        let digit = Int(element.prefix.first >> shift & 0xFF)
                        to[next[digit]] = element
                        next[digit] += 1
                    }
                }
            }
            swap(&order, &other)
        }
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, order[end].prefix.first == order[start].prefix.first { end += 1 }
            if end - start > 1 { order[start..<end].sort { $0.prefix.second < $1.prefix.second } }
            start = end
        }
    }

    /// Two sorted runs as one.
    private static func merged(_ first: [SortPosition], _ second: [SortPosition], _ precedes: (Int, Int) -> Bool) -> [SortPosition] {
        var result: [SortPosition] = []
        result.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count, j < second.count {
            let (a, b) = (second[j], first[i])
            if a.prefix != b.prefix ? a.prefix < b.prefix : precedes(a.position, b.position) {
                result.append(a)
                j += 1
            } else {
                result.append(b)
                i += 1
            }
        }
        result += first[i...]
        result += second[j...]
        return result
    }
}

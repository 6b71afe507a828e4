/// What is listed in the order of a folded sort key (`ContactKeys.sortKey`).
protocol SortKeyed {
    var sortKey: [UInt8] { get }
    /// The key's first eight bytes as one integer (`leadingWord`), so sorting compares most
    /// pairs without touching their keys (each a separate allocation).
    var sortPrefix: UInt64 { get }
}

extension ContactKeys: SortKeyed {}

/// Sorts a book's keys: the worker's list and a whole book's export put contacts in one order.
enum SortKeyOrder {
    /// The positions of the keys in sorted order: by their first eight bytes as integers, then
    /// each run of equal beginnings by whole keys; a large book's halves on two cores, merged.
    static func positions<Keyed: SortKeyed>(of keys: [Keyed]) -> [Int] {
        keys.withUnsafeBufferPointer { keys in
            let parts = Parallel.map(count: keys.count, minimumPerPart: 20_000) { range in
                var part = range.map { (prefix: keys[$0].sortPrefix, position: $0) }
                sortByKey(&part, keys)
                return part
            }
            return parts.dropFirst().reduce(parts[0]) { merged($0, $1, keys) }.map(\.position)
        }
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

    private typealias SortPosition = (prefix: UInt64, position: Int)

    private static func sortByKey<Keyed: SortKeyed>(_ order: inout [SortPosition], _ keys: UnsafeBufferPointer<Keyed>) {
        order.sort { $0.prefix < $1.prefix }
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, order[end].prefix == order[start].prefix { end += 1 }
            if end - start > 1 { order[start..<end].sort { keys[$0.position].sortKey.bytesPrecede(keys[$1.position].sortKey) } }
            start = end
        }
    }

    /// Two sorted runs as one.
    private static func merged<Keyed: SortKeyed>(_ first: [SortPosition], _ second: [SortPosition], _ keys: UnsafeBufferPointer<Keyed>)
        -> [SortPosition]
    {
        func precedes(_ a: SortPosition, _ b: SortPosition) -> Bool {
            a.prefix != b.prefix ? a.prefix < b.prefix : keys[a.position].sortKey.bytesPrecede(keys[b.position].sortKey)
        }
        var result: [SortPosition] = []
        result.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count, j < second.count {
            if precedes(second[j], first[i]) {
                result.append(second[j])
                j += 1
            } else {
                result.append(first[i])
                i += 1
            }
        }
        result += first[i...]
        result += second[j...]
        return result
    }
}

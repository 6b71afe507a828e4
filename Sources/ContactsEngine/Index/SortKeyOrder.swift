import ContactsCore

/// Sorts a book's keys: the worker's list and a whole book's export put contacts in one order.
enum SortKeyOrder {
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

    /// The positions of keys in sorted order, by their first sixteen bytes as integers, then
    /// each run of equal beginnings by whole keys; a large book's halves on two cores, merged.
    /// `prefix` gives the first sixteen bytes of the key at a position, `precedes` compares two
    /// whole keys, asked only when their prefixes are equal.
    static func positions(count: Int, prefix: (Int) -> Prefix, precedes: (Int, Int) -> Bool) -> [Int] {
        let runs = Parallel.uncheckedMap(count: count, minimumPerPart: 20_000) { range in
            let start = range.lowerBound
            return Run(count: range.count, prefix: { prefix(start + $0) }, precedes: { precedes(start + $0, start + $1) })
        }
        return positions(merging: runs, precedes: precedes)
    }

    /// Keys sorted, their positions counted from their part's start: each part of a book read
    /// in parts is sorted by the core that read it, while the other parts are still being
    /// read, and the parts' runs are merged once all are read (`positions(merging:)`). Sorting
    /// the whole book after its walk took 9-10 ms of a first open at 100,000 contacts.
    struct Run: Sendable {
        fileprivate let elements: [SortPosition]

        /// The run of the `count` keys of a part (see `positions(count:prefix:precedes:)`).
        init(count: Int, prefix: (Int) -> Prefix, precedes: (Int, Int) -> Bool) {
            var elements = (0..<count).map { (prefix: prefix($0), position: $0) }
            SortKeyOrder.sortByKey(&elements, precedes)
            self.elements = elements
        }
    }

    /// The positions of the keys of consecutive parts, the first starting at 0, given each
    /// part's run; `precedes` compares two whole keys by their positions among all the parts'.
    /// The keys before the middle key of the longest run are merged on one core and the rest
    /// on another, each straight into its place (merging two runs at a time wrote every key
    /// four times more, into new memory).
    static func positions(merging runs: [Run], precedes: (Int, Int) -> Bool) -> [Int] {
        var start = 0
        let parts = runs.map { run in
            defer { start += run.elements.count }
            return Merged(elements: run.elements[...], start: start)
        }
        guard let longest = parts.max(by: { $0.elements.count < $1.elements.count }), !longest.elements.isEmpty else { return [] }
        let middle = longest.elements[longest.elements.count / 2]
        let pivot = (prefix: middle.prefix, position: middle.position + longest.start)
        // The keys of each part before the pivot.
        let splits = parts.map { part in
            var (low, high) = (part.elements.startIndex, part.elements.endIndex)
            while low < high {
                let mid = (low + high) / 2
                if part.precedes(part.elements[mid], pivot, precedes) { low = mid + 1 } else { high = mid }
            }
            return low
        }
        let before = zip(parts, splits).reduce(0) { $0 + $1.1 - $1.0.elements.startIndex }
        return [Int](uninitializedCount: start) { output, initialized in
            guard let base = output.baseAddress else { return }
            _ = Parallel.uncheckedEach(count: 2) { side in
                let sides = zip(parts, splits).map { part, split in
                    Merged(elements: side == 0 ? part.elements[..<split] : part.elements[split...], start: part.start)
                }
                merge(sides, into: base + (side == 0 ? 0 : before), precedes)
            }
            initialized = start
        }
    }

    /// A part's run, or a piece of it, and where the part's keys start among all the parts'.
    private struct Merged {
        let elements: ArraySlice<SortPosition>
        let start: Int

        /// Whether `element` of this part comes before `other` (positioned among all).
        func precedes(_ element: SortPosition, _ other: SortPosition, _ keyPrecedes: (Int, Int) -> Bool) -> Bool {
            element.prefix != other.prefix ? element.prefix < other.prefix : keyPrecedes(element.position + start, other.position)
        }
    }

    /// Sorted pieces merged into `output` (their positions among all the parts'): each next key
    /// is the least of the pieces' next keys, kept in a heap with the pieces they are from.
    private static func merge(_ pieces: [Merged], into output: UnsafeMutablePointer<Int>, _ precedes: (Int, Int) -> Bool) {
        typealias Head = (key: SortPosition, piece: Int)
        var next = pieces.map(\.elements.startIndex)
        /// The next key of a piece, positioned among all, if it has one left.
        func head(_ piece: Int) -> Head? {
            guard next[piece] < pieces[piece].elements.endIndex else { return nil }
            let element = pieces[piece].elements[next[piece]]
            return ((element.prefix, element.position + pieces[piece].start), piece)
        }
        var heap = pieces.indices.compactMap(head)
        heap.withUnsafeMutableBufferPointer { heap in
            var count = heap.count
            // Equal keys (repeated ids, refused later) come in the pieces' order, as a stable sort has them.
            func less(_ a: Int, _ b: Int) -> Bool {
                let (first, second) = (heap[a].key, heap[b].key)
                if first.prefix != second.prefix { return first.prefix < second.prefix }
                if precedes(first.position, second.position) { return true }
                return !precedes(second.position, first.position) && heap[a].piece < heap[b].piece
            }
            func siftDown(_ from: Int) {
                var parent = from
                while true {
                    var least = parent
                    let (left, right) = (2 * parent + 1, 2 * parent + 2)
                    if left < count, less(left, least) { least = left }
                    if right < count, less(right, least) { least = right }
                    if least == parent { return }
                    heap.swapAt(parent, least)
                    parent = least
                }
            }
            for parent in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(parent) }
            var written = 0
            while count > 0 {
                let piece = heap[0].piece
                output[written] = heap[0].key.position
                written += 1
                next[piece] += 1
                if let following = head(piece) {
                    heap[0] = following
                } else {
                    count -= 1
                    heap[0] = heap[count]
                }
                siftDown(0)
            }
        }
    }

    fileprivate typealias SortPosition = (prefix: Prefix, position: Int)

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
}

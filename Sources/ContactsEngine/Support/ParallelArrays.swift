import ContactsCore

extension Parallel {
    /// An array of `count` elements made on all cores straight into place: each part gets its
    /// range and where its first element goes, and must initialize one element per index.
    static func array<Element>(count: Int, minimumPerPart: Int, _ fill: (Range<Int>, UnsafeMutablePointer<Element>) -> Void) -> [Element] {
        filled(count: count, minimumPerPart: minimumPerPart) { range, base in fill(range, base + range.lowerBound) }
    }

    /// An array made on all cores, the element made for each index put at that index's place
    /// in `places`, which holds each place once: each slot is written once, by one core.
    static func array<Element>(placing places: [Int], minimumPerPart: Int, _ element: (Int) -> Element) -> [Element] {
        filled(count: places.count, minimumPerPart: minimumPerPart) { range, base in
            for index in range { (base + places[index]).initialize(to: element(index)) }
        }
    }

    /// An array whose elements `fill` initializes in parts on all cores, given each part's
    /// range and the array's first element: each part initializes its own elements only.
    private static func filled<Element>(count: Int, minimumPerPart: Int, _ fill: (Range<Int>, UnsafeMutablePointer<Element>) -> Void) -> [Element] {
        Array(uninitializedCount: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            _ = uncheckedMap(count: count, minimumPerPart: minimumPerPart) { range in fill(range, base) }
            initialized = count
        }
    }
}

extension Parallel {
    /// `map` for parts that share what the compiler cannot check is safe to share (pointers
    /// into one buffer, each part writing its own range): the caller answers for it.
    static func uncheckedMap<Result>(count: Int, minimumPerPart: Int, _ part: (Range<Int>) -> Result) -> [Result] {
        withoutActuallyEscaping(part) { part in
            let shared = UncheckedSendable(part)
            return map(count: count, minimumPerPart: minimumPerPart) { UncheckedSendable(shared.value($0)) }.map(\.value)
        }
    }

    /// `each` likewise.
    static func uncheckedEach<Result>(count: Int, _ body: (Int) -> Result) -> [Result] {
        withoutActuallyEscaping(body) { body in
            let shared = UncheckedSendable(body)
            return each(count: count) { UncheckedSendable(shared.value($0)) }.map(\.value)
        }
    }
}

/// Hands a value to the parts of a parallel loop that use it without racing (see the callers).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

import Foundation

/// Work split over the machine's cores: each part gets a range of the items and returns its
/// result; the results come back in order. Loading and saving a large book use both cores.
public enum Parallel {
    /// Asked once: Foundation reads the cgroup's CPU quota files at every ask (about ten
    /// system calls, 25 µs here), and a filter key or a load asks many times.
    package static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// `part` for each of up to one range a core of `0..<count`, each range at least
    /// `minimumPerPart` long, in order.
    public static func map<Result>(count: Int, minimumPerPart: Int, _ part: (Range<Int>) -> Result) -> [Result] {
        let parts = min(cores, max(1, count / minimumPerPart))
        return each(count: parts) { index in part(index * count / parts..<(index + 1) * count / parts) }
    }

    /// `body` for each index, in order, each run on whichever core is free next: pieces of
    /// uneven cost, or a core busy with something else for a while, even out.
    package static func each<Result>(count: Int, _ body: (Int) -> Result) -> [Result] {
        guard count > 1, cores > 1 else { return (0..<count).map(body) }
        var results = [Result?](repeating: nil, count: count)
        withoutActuallyEscaping(body) { body in
            results.withUnsafeMutableBufferPointer { buffer in
                // Each index writes only its own slot, and `body` only reads what it is given.
                let shared = UncheckedSendable((buffer, body))
                DispatchQueue.concurrentPerform(iterations: count) { index in shared.value.0[index] = shared.value.1(index) }
            }
        }
        return results.map { result in
            guard let result else { preconditionFailure("concurrentPerform ran every index") }
            return result
        }
    }

    /// `first` and `second` at once, each on a core of its own when there are two.
    static func both<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
        let results = each(count: 2) { index -> (First?, Second?) in index == 0 ? (first(), nil) : (nil, second()) }
        guard let one = results[0].0, let two = results[1].1 else { preconditionFailure("each ran both") }
        return (one, two)
    }

    /// An array of `count` elements made on all cores straight into place: each part gets its
    /// range and where its first element goes, and must initialize one element per index.
    package static func array<Element>(count: Int, minimumPerPart: Int, _ fill: (Range<Int>, UnsafeMutablePointer<Element>) -> Void) -> [Element] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            _ = map(count: count, minimumPerPart: minimumPerPart) { range in fill(range, base + range.lowerBound) }
            initialized = count
        }
    }

    /// An array made on all cores, the element made for each index put at that index's place
    /// in `places`, which holds each place once: each slot is written once, by one core.
    package static func array<Element>(placing places: [Int], minimumPerPart: Int, _ element: (Int) -> Element) -> [Element] {
        Array(unsafeUninitializedCapacity: places.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            _ = map(count: places.count, minimumPerPart: minimumPerPart) { range in
                for index in range { (base + places[index]).initialize(to: element(index)) }
            }
            initialized = places.count
        }
    }
}

/// Hands a value to the parts of a parallel loop that use it without racing (see the callers).
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}

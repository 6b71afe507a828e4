import Foundation

/// Work split over the machine's cores: each part gets a range of the items and returns its
/// result; the results come back in order. Loading and saving a large book use both cores.
public enum Parallel {
    /// Asked once: Foundation reads the cgroup's CPU quota files at every ask (about ten
    /// system calls, 25 µs here), and a filter key or a load asks many times.
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    public static func map<Result>(count: Int, minimumPerPart: Int, _ part: (Range<Int>) -> Result) -> [Result] {
        let parts = min(cores, max(1, count / minimumPerPart))
        guard parts > 1 else { return [part(0..<count)] }
        var results = [Result?](repeating: nil, count: parts)
        withoutActuallyEscaping(part) { part in
            results.withUnsafeMutableBufferPointer { buffer in
                // Each part writes only its own slot, and `part` only reads what it is given.
                let shared = UncheckedSendable((buffer, part))
                DispatchQueue.concurrentPerform(iterations: parts) { index in
                    shared.value.0[index] = shared.value.1(index * count / parts..<(index + 1) * count / parts)
                }
            }
        }
        return results.compactMap { $0 }
    }

    /// An array of `count` elements made on all cores straight into place: each part gets its
    /// range and where its first element goes, and must initialize one element per index.
    static func array<Element>(count: Int, minimumPerPart: Int, _ fill: (Range<Int>, UnsafeMutablePointer<Element>) -> Void) -> [Element] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            _ = map(count: count, minimumPerPart: minimumPerPart) { range in fill(range, base + range.lowerBound) }
            initialized = count
        }
    }
}

/// Hands a value to the parts of a parallel loop that use it without racing (see the callers).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

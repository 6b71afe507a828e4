import Foundation
import Synchronization

/// Work split over the machine's cores: each part gets a range of the items and returns its
/// result; the results come back in order. Loading and saving a large book use both cores.
/// What the parts share must be `Sendable`, so the compiler checks that they do not race.
public enum Parallel {
    /// Asked once: Foundation reads the cgroup's CPU quota files at every ask (about ten
    /// system calls, 25 µs here), and a filter key or a load asks many times.
    package static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// `part` for each of up to one range a core of `0..<count`, each range at least
    /// `minimumPerPart` long, in order.
    public static func map<Result: Sendable>(count: Int, minimumPerPart: Int, _ part: @Sendable (Range<Int>) -> Result) -> [Result] {
        let parts = min(cores, max(1, count / minimumPerPart))
        return each(count: parts) { index in part(index * count / parts..<(index + 1) * count / parts) }
    }

    /// `body` for each index, in order, each run on whichever core is free next: pieces of
    /// uneven cost, or a core busy with something else for a while, even out.
    package static func each<Result: Sendable>(count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1, cores > 1 else { return (0..<count).map(body) }
        // A slot an index, written by the core that ran it and read once all have run: no two
        // cores ever wait on one lock.
        let slots = (0..<count).map { _ in Slot<Result>() }
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = body(index)
            slots[index].result.withLock { $0 = result }
        }
        return slots.map { slot in
            guard let result = slot.result.withLock({ $0 }) else { preconditionFailure("concurrentPerform ran every index") }
            return result
        }
    }
}

/// Where one index's result is left for the caller.
private final class Slot<Result: Sendable>: Sendable {
    let result = Mutex<Result?>(nil)
}

import Foundation
import Synchronization

/// Work split over the machine's cores: each part gets a range of the items and returns its
/// result; the results come back in order. Loading and saving a large book use both cores.
/// What the parts share must be `Sendable`, so the compiler checks that they do not race.
///
/// The parts run on threads started for the call, which end with it: libdispatch's pool, once
/// used, keeps a thread waking the process every second for as long as it runs, and an idle
/// contacts book should not wake at all.
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

    /// `body` for each index, in order, each run on whichever thread is free next: pieces of
    /// uneven cost, or a core busy with something else for a while, even out. The calling
    /// thread takes its share, with one helper thread for each other core.
    package static func each<Result: Sendable>(count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1, cores > 1 else { return (0..<count).map(body) }
        let helpers = min(cores, count) - 1
        return withoutActuallyEscaping(body) { body in
            // The helper threads reach `body` through the run, which lets go of it once they
            // are done with it: a thread's own block may outlive this call.
            let run = Run(count: count, body: body)
            for _ in 0..<helpers { Thread { run.help() }.start() }
            run.work()
            run.waitForHelpers(helpers)
            return run.results()
        }
    }
}

/// One call's indices, handed to whichever thread asks next, and the results left for the
/// caller. The index counter is atomic and each result has a lock of its own that no two
/// threads ever wait on; the caller reads them after the helpers' last signal, under the
/// condition's pthread lock, which ThreadSanitizer sees (it cannot see Mutex's futex).
private final class Run<Result: Sendable>: Sendable {
    private let body: Mutex<(@Sendable (Int) -> Result)?>
    private let slots: [Slot<Result>]
    private let next = Atomic(0)
    private let finishedHelpers = Atomic(0)
    private let finished = NSCondition()

    init(count: Int, body: @escaping @Sendable (Int) -> Result) {
        self.body = Mutex(body)
        slots = (0..<count).map { _ in Slot() }
    }

    /// Runs indices until none are left.
    func work() {
        guard let body = body.withLock({ $0 }) else { return }
        while case let index = next.wrappingAdd(1, ordering: .relaxed).oldValue, index < slots.count {
            let result = body(index)
            slots[index].result.withLock { $0 = result }
        }
    }

    /// A helper thread's part: work, then say so.
    func help() {
        work()
        finished.lock()
        finishedHelpers.add(1, ordering: .relaxed)
        finished.signal()
        finished.unlock()
    }

    /// Waits until every helper has said it is done, then lets go of the body.
    func waitForHelpers(_ helpers: Int) {
        finished.lock()
        while finishedHelpers.load(ordering: .relaxed) < helpers { finished.wait() }
        finished.unlock()
        body.withLock { $0 = nil }
    }

    func results() -> [Result] {
        slots.map { slot in
            guard let result = slot.result.withLock({ $0 }) else { preconditionFailure("every index was run") }
            return result
        }
    }
}

/// Where one index's result is left for the caller.
private final class Slot<Result: Sendable>: Sendable {
    let result = Mutex<Result?>(nil)
}

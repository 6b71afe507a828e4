import Foundation
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// Work taken off the run loop, so that no key waits behind it: `work` runs on another thread
/// with what it was given (plain values, never the worker), and `finish` runs back on the run
/// loop with its result, which the screen then shows. Interactors take it as a dependency; the
/// app runs it on a thread, tests at once (`ImmediateWork`) or when they say (a spy).
@MainActor
public protocol BackgroundWork: AnyObject {
    /// `waitsBeforeFrame`: whether the next frame waits a moment for it (`finishQuickWork`);
    /// not for work known to take longer than that wait (a large book's save), which would
    /// only hold the key's answer back.
    func run<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, waitsBeforeFrame: Bool, then finish: @escaping @MainActor @Sendable (Result) -> Void)
    /// Runs the finishes of the work done since the last call (the run loop calls it when woken).
    func takeFinished()
    /// Before a frame is drawn: waits a moment for work the last event started (none: not at
    /// all), so work that takes a few milliseconds shows its answer at once, never a flash of
    /// "looking…"; work started earlier keeps no key waiting.
    func finishQuickWork()
    /// Waits for every piece of work in flight and runs its finish (before the book's file is
    /// used on the run loop while the writer may hold it, and on the way out).
    func finishAll()
}

extension BackgroundWork {
    public func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result, then finish: @escaping @MainActor @Sendable (Result) -> Void) {
        run(work, waitsBeforeFrame: true, then: finish)
    }
}

/// Runs the work at once, where it is asked: for commands, and tests of what a scene shows
/// once the work is done.
@MainActor
public final class ImmediateWork: BackgroundWork {
    public init() {}

    public func run<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, waitsBeforeFrame: Bool, then finish: @escaping @MainActor @Sendable (Result) -> Void
    ) {
        finish(work())
    }

    public func takeFinished() {}
    public func finishQuickWork() {}
    public func finishAll() {}
}

/// Runs the work on a global queue; each finish waits in a list, and a byte written to a pipe
/// wakes the run loop, whose terminal polls `descriptor` with the keyboard.
@MainActor
public final class ThreadedWork: BackgroundWork {
    /// The pipe's read end: readable when work has finished.
    public let descriptor: Int32
    private let wakeEnd: Int32
    private let finished = FinishedWork()
    /// Jobs started and not yet taken back.
    private var inFlight = 0
    /// A job was started since the last frame: the next frame waits a moment for it.
    private(set) var startedSinceFrame = false
    /// How long a frame waits for work in flight: well within a key's 50 ms.
    static let quickWork: Int32 = 15

    /// Nil when no pipe can be made (no descriptors left): the caller runs work at once.
    public init?() {
        guard let ends = makeWakePipe() else { return nil }
        (descriptor, wakeEnd) = ends
    }

    public func run<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, waitsBeforeFrame: Bool, then finish: @escaping @MainActor @Sendable (Result) -> Void
    ) {
        inFlight += 1
        if waitsBeforeFrame { startedSinceFrame = true }
        DispatchQueue.global(qos: .userInitiated).async { [finished, wakeEnd] in
            let result = work()
            finished.append { finish(result) }
            var byte: UInt8 = 1
            _ = write(wakeEnd, &byte, 1)
        }
    }

    public func takeFinished() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &bytes, bytes.count) > 0 {}
        let finishes = finished.takeAll()
        inFlight -= finishes.count
        for finish in finishes { finish() }
    }

    public func finishAll() {
        while inFlight > 0 {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, -1) > 0 { takeFinished() }
        }
    }

    public func finishQuickWork() {
        defer { startedSinceFrame = false }
        guard startedSinceFrame, inFlight > 0 else { return }
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        if poll(&ready, 1, Self.quickWork) > 0 { takeFinished() }
    }
}

/// The finishes waiting for the run loop, appended from any thread.
private final class FinishedWork: @unchecked Sendable {
    private let lock = NSLock()
    private var finishes: [@MainActor @Sendable () -> Void] = []

    func append(_ finish: @escaping @MainActor @Sendable () -> Void) {
        lock.withLock { finishes.append(finish) }
    }

    func takeAll() -> [@MainActor @Sendable () -> Void] {
        lock.withLock {
            defer { finishes = [] }
            return finishes
        }
    }
}

@testable import ContactsBookApp

/// Keeps the work handed off the run loop until the test finishes it: what a scene shows while
/// its work runs, and once it is done.
@MainActor
final class BackgroundWorkSpy: BackgroundWork {
    private var pending: [() -> Void] = []
    var pendingCount: Int { pending.count }

    func run<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, waitsBeforeFrame: Bool, then finish: @escaping @MainActor @Sendable (Result) -> Void
    ) {
        pending.append { finish(work()) }
    }

    /// Runs the work waiting, oldest first (and what its finishes start).
    func finishAll() {
        while !pending.isEmpty { pending.removeFirst()() }
    }

    func takeFinished() {}
    func finishQuickWork() {}
}

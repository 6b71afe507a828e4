import Foundation

/// A value shared between threads, changed only under its lock. A pthread mutex (NSLock), not
/// Synchronization's `Mutex`: on Linux that one waits on a futex ThreadSanitizer cannot see, so
/// every access under it was reported as a race and the sanitizer run could not tell real ones.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

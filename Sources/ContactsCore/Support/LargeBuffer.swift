import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Memory for a large buffer, freed by its owner: from `hugePagesFrom` bytes anonymous memory
/// asked for in huge pages, as faulting in tens of megabytes four kilobytes at a time costs
/// more than filling them (a 43 MB book: 31 ms against 12 ms read into huge pages, on the
/// machine of docs/BENCHMARKS.md).
struct LargeBuffer {
    static let hugePagesFrom = 4 << 20

    let base: UnsafeMutableRawPointer
    let capacity: Int
    private let isMapped: Bool

    init?(capacity: Int) {
        self.capacity = capacity
        if capacity >= Self.hugePagesFrom, let mapping = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            mapping != UnsafeMutableRawPointer(bitPattern: -1)
        {
            // Advice only: where the kernel has no huge pages to give, pages are as before.
            _ = madvise(mapping, capacity, MADV_HUGEPAGE)
            (base, isMapped) = (mapping, true)
        } else {
            guard let memory = malloc(capacity) else { return nil }
            (base, isMapped) = (memory, false)
        }
    }

    /// The first `count` bytes as Data, which frees the buffer when it is done with them.
    func data(count: Int) -> Data {
        let kept = self
        return Data(bytesNoCopy: base, count: count, deallocator: .custom { _, _ in kept.release() })
    }

    func release() {
        if isMapped { munmap(base, capacity) } else { free(base) }
    }
}

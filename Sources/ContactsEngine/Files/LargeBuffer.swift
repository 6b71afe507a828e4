import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Memory for a large buffer, freed by its owner: from `mappedFrom` bytes its own anonymous
/// mapping, given back to the system as soon as it is freed. Not advised for huge pages: this
/// machine's memory comes from a host that takes back what the guest frees (free page
/// reporting), and a huge page met again after that took five times as long to fault in as
/// its 512 small pages (docs/DECISIONS.md #68).
package struct LargeBuffer {
    static let mappedFrom = 4 << 20

    package let base: UnsafeMutableRawPointer
    package let capacity: Int
    private let isMapped: Bool

    package init?(capacity: Int) {
        self.capacity = capacity
        if capacity >= Self.mappedFrom, let mapping = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            mapping != UnsafeMutableRawPointer(bitPattern: -1)
        {
            (base, isMapped) = (mapping, true)
        } else {
            guard let memory = malloc(capacity) else { return nil }
            (base, isMapped) = (memory, false)
        }
    }

    /// The first `count` bytes as Data, which frees the buffer when it is done with them.
    package func data(count: Int) -> Data {
        let kept = self
        return Data(bytesNoCopy: base, count: count, deallocator: .custom { _, _ in kept.release() })
    }

    package func release() {
        if isMapped { munmap(base, capacity) } else { free(base) }
    }
}

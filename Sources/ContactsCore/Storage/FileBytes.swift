import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reading a whole file into memory, for the store's reads.
enum FileBytes {
    /// From this size the buffer is anonymous memory asked for in huge pages: faulting in a
    /// 43 MB book four kilobytes at a time was most of reading it (31 ms against 12 ms with
    /// huge pages, on the machine of docs/BENCHMARKS.md).
    static let hugePagesFrom = 4 << 20

    /// Reads to the end straight into one buffer of the size stat gave (FileHandle's reading
    /// in chunks copied a large book several times); a file that grew meanwhile is read on.
    static func readAll(_ descriptor: Int32, expected: Int) -> Data? {
        guard var buffer = Buffer(capacity: max(expected, 0) + 1) else { return nil }
        var count = 0
        while true {
            if count == buffer.capacity {
                guard let larger = Buffer(capacity: buffer.capacity * 2) else {
                    buffer.release()
                    return nil
                }
                larger.base.copyMemory(from: buffer.base, byteCount: count)
                buffer.release()
                buffer = larger
            }
            let read = Glibc.read(descriptor, buffer.base + count, buffer.capacity - count)
            if read < 0 {
                if errno == EINTR { continue }
                buffer.release()
                return nil
            }
            if read == 0 { break }
            count += read
        }
        let kept = buffer
        return Data(bytesNoCopy: kept.base, count: count, deallocator: .custom { _, _ in kept.release() })
    }

    private struct Buffer {
        let base: UnsafeMutableRawPointer
        let capacity: Int
        private let isMapped: Bool

        init?(capacity: Int) {
            self.capacity = capacity
            if capacity >= FileBytes.hugePagesFrom, let mapping = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
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

        func release() {
            if isMapped { munmap(base, capacity) } else { free(base) }
        }
    }
}

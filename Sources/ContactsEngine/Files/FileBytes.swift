import ContactsCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reading a file into memory, whole or a range of it, for the store's reads.
package enum FileBytes {
    /// Reads to the end straight into one buffer of the size stat gave (FileHandle's reading
    /// in chunks copied a large book several times); a file that grew meanwhile is read on.
    package static func readAll(_ descriptor: Int32, expected: Int) -> Data? {
        guard var buffer = LargeBuffer(capacity: max(expected, 0) + 1) else { return nil }
        var count = 0
        while true {
            if count == buffer.capacity {
                guard let larger = LargeBuffer(capacity: buffer.capacity * 2) else {
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
        return buffer.data(count: count)
    }

    /// Exactly `count` bytes of the file from `offset` into `buffer`, however many calls that
    /// takes; false when the file has fewer or cannot be read.
    static func read(_ descriptor: Int32, at offset: Int, count: Int, into buffer: UnsafeMutableRawPointer) -> Bool {
        var done = 0
        while done < count {
            let read = pread(descriptor, buffer + done, count - done, off_t(offset + done))
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return false }
            done += read
        }
        return true
    }

    /// `count` bytes of the file from `offset`, in an array of their own (not zeroed first:
    /// an index's haystacks are 18 MB); nil when the file has fewer or cannot be read.
    static func bytes(of descriptor: Int32, at offset: Int, count: Int) -> [UInt8]? {
        var complete = true
        let bytes = [UInt8](uninitializedCount: count) { buffer, initialized in
            complete = buffer.baseAddress.map { read(descriptor, at: offset, count: count, into: $0) } == true
            initialized = complete ? count : 0
        }
        return complete ? bytes : nil
    }
}

import ContactsCore
import Foundation

/// A range of the book's bytes read forward a chunk at a time into a buffer of its own, so a
/// large book is never held whole: held whole, 100,000 contacts took 43 MB of fresh memory,
/// and faulting it in was a tenth of a first open. Every byte read goes through `hasher` once,
/// in order, so the parts' shares make the file's fingerprint.
final class ChunkedBytes {
    /// Reads the book's bytes from an offset into a buffer: how many it read (0 at the end),
    /// nil when the read failed.
    typealias Read = (_ offset: Int, _ into: UnsafeMutableRawBufferPointer) -> Int?

    private let read: Read
    private var buffer: UnsafeMutableBufferPointer<UInt8>
    /// Where the bytes held start in the book.
    private(set) var start: Int
    private var count = 0
    /// Where reading stops; nil: at the end of the file.
    private let end: Int?
    private(set) var hasher: FileFingerprint.FileHasher
    /// A read failed: what was read is not the book.
    private(set) var failed = false

    init(from start: Int, until end: Int?, chunk: Int, read: @escaping Read) {
        buffer = .allocate(capacity: max(chunk, 16))
        (self.start, self.end, self.read) = (start, end, read)
        hasher = FileFingerprint.FileHasher(from: start)
    }

    deinit {
        buffer.deallocate()
    }

    /// The bytes held, from `start`.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer[0..<count])
    }

    /// Where the bytes held end in the book.
    var heldEnd: Int { start + count }

    /// Drops the bytes before `offset` and reads on after those kept, in a larger buffer when
    /// they fill this one (a contact larger than a chunk); false when there is nothing more to
    /// read (the range's or the file's end) or the read failed.
    func readMore(keepingFrom offset: Int) -> Bool {
        let dropped = offset - start
        precondition(dropped >= 0 && dropped <= count, "kept bytes are bytes held")
        guard let base = buffer.baseAddress else { return false }
        if dropped > 0 {
            UnsafeMutableRawPointer(base).copyMemory(from: base + dropped, byteCount: count - dropped)
            (start, count) = (offset, count - dropped)
        }
        if count == buffer.count {
            let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: buffer.count * 2)
            _ = larger.initialize(fromContentsOf: buffer)
            buffer.deallocate()
            buffer = larger
        }
        let wanted = min(buffer.count - count, end.map { $0 - heldEnd } ?? .max)
        guard wanted > 0, case let space = UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count..<count + wanted])) else {
            return false
        }
        guard let got = read(heldEnd, space) else {
            failed = true
            return false
        }
        guard got > 0 else { return false }
        hasher.combine(UnsafeRawBufferPointer(rebasing: space[0..<got]))
        count += got
        return true
    }

    /// Reads `into` from the file open at `descriptor`, as `Read` does.
    static func reading(_ descriptor: Int32) -> Read {
        { offset, buffer in
            while true {
                let got = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
                if got < 0, errno == EINTR { continue }
                return got < 0 ? nil : got
            }
        }
    }

    /// Reads `into` from bytes in memory, as `Read` does.
    static func reading(_ data: UnsafeRawBufferPointer) -> Read {
        { offset, buffer in
            let count = min(buffer.count, max(0, data.count - offset))
            if count > 0, let target = buffer.baseAddress, let source = data.baseAddress {
                target.copyMemory(from: source + offset, byteCount: count)
            }
            return count
        }
    }
}

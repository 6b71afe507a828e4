import ContactsCore
import Foundation

/// A book file to write (`BookFileLayout`): runs written anew, all in one buffer, between runs
/// copied from the file the book was read from. The copied runs are read from that file a
/// megabyte at a time as they are written, never held whole (holding the file read cost 43 MB
/// at 100,000 contacts for as long as the book was open).
struct BookFileBytes {
    enum Run: Equatable {
        case written(Range<Int>)
        case copied(Range<Int>)

        var range: Range<Int> {
            switch self {
            case .written(let range), .copied(let range): range
            }
        }
    }

    let written: [UInt8]
    let runs: [Run]
    /// Where each contact's line lies in this file, for the next save to copy.
    let lines: [BookSource.Line]

    private static let copyChunk = 1 << 20

    /// Hands `body` every byte in order, the copied runs read with `read` into a buffer that is
    /// read into again after `body` returns (`reused`); false when a read fell short or `body`
    /// returned false.
    private func forEachChunk(copying read: ChunkedBytes.Read?, _ body: (_ chunk: UnsafeRawBufferPointer, _ reused: Bool) -> Bool) -> Bool {
        written.withUnsafeBytes { written in
            var scratch: UnsafeMutableRawBufferPointer?
            defer { scratch?.deallocate() }
            for run in runs {
                switch run {
                case .written(let range):
                    guard body(UnsafeRawBufferPointer(rebasing: written[range]), false) else { return false }
                case .copied(let range):
                    guard let read else { return false }
                    let buffer = scratch ?? .allocate(byteCount: Self.copyChunk, alignment: 16)
                    scratch = buffer
                    var offset = range.lowerBound
                    while offset < range.upperBound {
                        let wanted = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(buffer.count, range.upperBound - offset)])
                        guard let got = read(offset, wanted), got > 0, body(UnsafeRawBufferPointer(rebasing: wanted[0..<got]), true) else {
                            return false
                        }
                        offset += got
                    }
                }
            }
            return true
        }
    }

    /// Writes the file to `descriptor`, runs written anew gathered into as few calls as
    /// `writev` takes; `observe` sees every byte written, in order. False with errno set when
    /// a write failed (EIO when the file read from fell short).
    func write(to descriptor: Int32, copying read: ChunkedBytes.Read?, observe: (UnsafeRawBufferPointer) -> Void) -> Bool {
        // The runs written anew stay where they are until the last of them is written.
        written.withUnsafeBytes { _ in
            var gathered: [UnsafeRawBufferPointer] = []
            func flush() -> Bool {
                defer { gathered = [] }
                gathered.forEach(observe)
                return PiecedBytes.write(gathered, to: descriptor)
            }
            errno = 0
            let complete = forEachChunk(copying: read) { chunk, reused in
                gathered.append(chunk)
                return reused || gathered.count == 1024 ? flush() : true
            }
            if !complete, errno == 0 { errno = EIO }
            return complete && flush()
        }
    }

    /// The file in one buffer, when nothing in it is copied (a book written whole).
    var data: Data {
        precondition(!runs.contains { if case .copied = $0 { true } else { false } }, "copied runs are read from their file")
        return Data(written)
    }

    /// The file in one buffer (tests), the copied runs
    /// read with `read`; nil when a read fell short.
    func data(copying read: ChunkedBytes.Read? = nil) -> Data? {
        var data = Data()
        return forEachChunk(copying: read) { chunk, _ in
            data.append(contentsOf: chunk)
            return true
        } ? data : nil
    }
}

import ContactsCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Bytes that read as one run but lie in pieces, each a range of one of a few buffers: an
/// export's cards in list order where each core wrote them. They are written with `writev`,
/// never gathered into one buffer first (gathering cost an export a copy of 33 MB of cards
/// into new memory at 100,000 contacts).
public struct PiecedBytes: Equatable, Sendable {
    package struct Piece: Sendable {
        let buffer: Int
        let range: Range<Int>

        package init(buffer: Int, range: Range<Int>) {
            (self.buffer, self.range) = (buffer, range)
        }
    }

    private let buffers: [any ContiguousBytes & Sendable]
    private let pieces: [Piece]
    /// How many bytes in all.
    public let count: Int

    public init(_ data: Data) {
        self.init(buffers: [data], pieces: [Piece(buffer: 0, range: 0..<data.count)])
    }

    /// Empty pieces are dropped; pieces that follow each other in a buffer are joined.
    package init(buffers: [any ContiguousBytes & Sendable], pieces: [Piece]) {
        var joined: [Piece] = []
        joined.reserveCapacity(pieces.count)
        for piece in pieces where !piece.range.isEmpty {
            if let last = joined.last, last.buffer == piece.buffer, last.range.upperBound == piece.range.lowerBound {
                joined[joined.count - 1] = Piece(buffer: last.buffer, range: last.range.lowerBound..<piece.range.upperBound)
            } else {
                joined.append(piece)
            }
        }
        self.buffers = buffers
        self.pieces = joined
        count = joined.reduce(0) { $0 + $1.range.count }
    }

    public var isEmpty: Bool { count == 0 }

    /// The pieces in order, their pointers valid inside `body` only.
    func withPieces<Result>(_ body: ([UnsafeRawBufferPointer]) throws -> Result) rethrows -> Result {
        try Self.withBases(of: buffers[...], []) { bases in
            try body(pieces.map { UnsafeRawBufferPointer(rebasing: bases[$0.buffer][$0.range]) })
        }
    }

    /// Each buffer's bytes, valid inside `body`.
    private static func withBases<Result>(
        of buffers: ArraySlice<any ContiguousBytes & Sendable>, _ bases: [UnsafeRawBufferPointer],
        _ body: ([UnsafeRawBufferPointer]) throws -> Result
    ) rethrows -> Result {
        guard let first = buffers.first else { return try body(bases) }
        return try first.withUnsafeBytes { try withBases(of: buffers.dropFirst(), bases + [$0], body) }
    }

    /// The bytes in one buffer (tests, small outputs).
    public var data: Data {
        var data = Data(capacity: count)
        withPieces { pieces in
            for piece in pieces { data.append(contentsOf: piece) }
        }
        return data
    }

    public static func == (lhs: PiecedBytes, rhs: PiecedBytes) -> Bool {
        lhs.count == rhs.count && lhs.data == rhs.data
    }

    /// Writes every piece to `descriptor`, as many a call as `writev` takes; errno is left set
    /// when it returns false.
    public func write(to descriptor: Int32) -> Bool {
        withPieces { Self.write($0, to: descriptor) }
    }

    /// IOV_MAX on Linux (the C headers' macro does not reach Swift).
    private static let vectorsACall = 1024

    /// The same for pieces given as pointers.
    package static func write(_ chunks: [UnsafeRawBufferPointer], to descriptor: Int32) -> Bool {
        var vectors = chunks.filter { !$0.isEmpty }.map { iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress), iov_len: $0.count) }
        return vectors.withUnsafeMutableBufferPointer { vectors in
            var next = 0
            while next < vectors.count {
                let batch = min(vectors.count - next, Self.vectorsACall)
                let written = writev(descriptor, vectors.baseAddress.map { $0 + next }, Int32(batch))
                if written < 0, errno == EINTR { continue }
                if written <= 0 {
                    if written == 0 { errno = EIO }
                    return false
                }
                // Past the pieces written whole, into the one written in part.
                var left = written
                while left > 0, left >= vectors[next].iov_len {
                    left -= vectors[next].iov_len
                    next += 1
                }
                if left > 0 {
                    vectors[next].iov_base += left
                    vectors[next].iov_len -= left
                }
            }
            return true
        }
    }
}

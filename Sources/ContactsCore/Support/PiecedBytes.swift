import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Bytes that read as one run but lie in pieces, each a range of one of a few buffers: a saved
/// book's lines copied from the bytes read between lines written anew, an export's cards in
/// list order where each core wrote them. They are written with `writev`, never gathered into
/// one buffer first (gathering cost a save 11 ms and 43 MB at 100,000 contacts, and an export
/// a copy of 33 MB of cards into new memory). A buffer may be a file read as it is written
/// (the lines of a book kept in its file), a few megabytes at a time.
public struct PiecedBytes: Equatable, Sendable {
    enum Buffer: Sendable {
        case memory(any ContiguousBytes & Sendable)
        case file(any ByteRangeReading)
    }

    struct Piece: Sendable {
        let buffer: Int
        let range: Range<Int>
    }

    /// A file's bytes could not be read as they were (another program changed it).
    struct SourceChanged: Error {}

    private let buffers: [Buffer]
    private let pieces: [Piece]
    /// How many bytes in all.
    public let count: Int

    public init(_ data: Data) {
        self.init(buffers: [.memory(data)], pieces: [Piece(buffer: 0, range: 0..<data.count)])
    }

    init(buffers: [any ContiguousBytes & Sendable], pieces: [Piece]) {
        self.init(buffers: buffers.map { .memory($0) }, pieces: pieces)
    }

    /// Empty pieces are dropped; pieces that follow each other in a buffer are joined.
    init(buffers: [Buffer], pieces: [Piece]) {
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

    /// Bytes read from files at a time.
    static let batchSize = 1 << 20

    /// The pieces in order, in batches whose pointers are valid inside `body` only: pieces in
    /// memory where they lie, pieces of a file read into one buffer of `batchSize` used again
    /// and again. Throws `SourceChanged` when a file's bytes are not the ones expected, and
    /// whatever `body` throws.
    func forEachBatch(batchSize: Int = batchSize, _ body: ([UnsafeRawBufferPointer]) throws -> Void) throws {
        try Self.withBases(of: buffers[...], []) { bases in
            var room = UnsafeMutableRawBufferPointer(start: nil, count: 0)
            defer { room.deallocate() }
            var batch: [UnsafeRawBufferPointer] = []
            var used = 0
            func flush() throws {
                if !batch.isEmpty { try body(batch) }
                (batch, used) = ([], 0)
            }
            for piece in pieces {
                guard case .file(let reader) = buffers[piece.buffer] else {
                    batch.append(UnsafeRawBufferPointer(rebasing: bases[piece.buffer][piece.range]))
                    continue
                }
                var next = piece.range.lowerBound
                while next < piece.range.upperBound {
                    if room.baseAddress == nil { room = .allocate(byteCount: batchSize, alignment: 16) }
                    let space = UnsafeMutableRawBufferPointer(rebasing: room[used...])
                    guard let read = reader.read(next..<piece.range.upperBound, into: space) else { throw SourceChanged() }
                    if read == 0 {
                        // What must be read at once is longer than what is left: a fresh batch, a
                        // larger buffer if even that is too small.
                        if used == 0 {
                            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: room.count * 2, alignment: 16)
                            room.deallocate()
                            room = larger
                        } else {
                            try flush()
                        }
                        continue
                    }
                    batch.append(UnsafeRawBufferPointer(rebasing: room[used..<used + read]))
                    (used, next) = (used + read, next + read)
                }
            }
            try flush()
        }
    }

    /// Each memory buffer's bytes (files' are empty), valid inside `body`.
    private static func withBases<Result>(
        of buffers: ArraySlice<Buffer>, _ bases: [UnsafeRawBufferPointer], _ body: ([UnsafeRawBufferPointer]) throws -> Result
    ) rethrows -> Result {
        guard let first = buffers.first else { return try body(bases) }
        guard case .memory(let bytes) = first else {
            return try withBases(of: buffers.dropFirst(), bases + [UnsafeRawBufferPointer(start: nil, count: 0)], body)
        }
        return try bytes.withUnsafeBytes { try withBases(of: buffers.dropFirst(), bases + [$0], body) }
    }

    /// The bytes in one buffer (tests, small outputs); empty when a file's bytes changed.
    public var data: Data {
        var data = Data(capacity: count)
        do {
            try forEachBatch { chunks in
                for chunk in chunks { data.append(contentsOf: chunk) }
            }
        } catch {
            return Data()
        }
        return data
    }

    public static func == (lhs: PiecedBytes, rhs: PiecedBytes) -> Bool {
        lhs.count == rhs.count && lhs.data == rhs.data
    }

    /// Writes every piece to `descriptor`, as many a call as `writev` takes; errno is left set
    /// when it returns false (EIO when a file's bytes changed).
    public func write(to descriptor: Int32) -> Bool {
        struct Failed: Error {}
        do {
            try forEachBatch { chunks in
                guard Self.write(chunks, to: descriptor) else { throw Failed() }
            }
            return true
        } catch is SourceChanged {
            errno = EIO
            return false
        } catch {
            return false
        }
    }

    /// IOV_MAX on Linux (the C headers' macro does not reach Swift).
    private static let vectorsACall = 1024

    /// The same for pieces given as pointers.
    static func write(_ chunks: [UnsafeRawBufferPointer], to descriptor: Int32) -> Bool {
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

/// A buffer of `PiecedBytes` read when it is written: the lines of a book kept in its file.
protocol ByteRangeReading: Sendable {
    /// Reads the first bytes of `range` into `buffer`, as many as it holds of the units it
    /// reads whole (a line): how many, 0 when the first unit is longer than `buffer`, nil when
    /// they are not the bytes expected.
    func read(_ range: Range<Int>, into buffer: UnsafeMutableRawBufferPointer) -> Int?
}

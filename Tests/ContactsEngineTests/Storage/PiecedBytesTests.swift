import Foundation
import Testing

@testable import ContactsCore
@testable import ContactsEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Bytes in pieces read and write as the one run they stand for, however many pieces and
/// wherever they lie; the raw buffer cards are written into grows without losing a byte.
@Suite struct PiecedBytesTests {
    static let buffers: [any ContiguousBytes & Sendable] = [Array("abcdef".utf8), Data("0123456789".utf8)]

    @Test func piecesReadInOrderAndFollowingOnesAreJoined() {
        let pieces: [PiecedBytes.Piece] = [
            .init(buffer: 1, range: 2..<4), .init(buffer: 1, range: 4..<6), .init(buffer: 0, range: 0..<0), .init(buffer: 0, range: 3..<6),
            .init(buffer: 1, range: 0..<1),
        ]
        let bytes = PiecedBytes(buffers: Self.buffers, pieces: pieces)
        #expect(String(decoding: bytes.data, as: UTF8.self) == "2345def0")
        #expect(bytes.count == 8)
        let chunks = bytes.withPieces { $0.count }
        #expect(chunks == 3, "2..<4 and 4..<6 of one buffer are one piece; the empty one is dropped")
        #expect(bytes == PiecedBytes(Data("2345def0".utf8)))
        #expect(bytes != PiecedBytes(Data("2345def1".utf8)))
        #expect(PiecedBytes(Data()).isEmpty)
    }

    /// More pieces than one writev takes (1,024), to a pipe (whose buffer holds them all).
    @Test func manyPiecesAreWrittenWhole() {
        let digits = Array("0123456789".utf8)
        let pieces = (0..<5000).map { PiecedBytes.Piece(buffer: 0, range: $0 % 10..<$0 % 10 + 1) }
        let bytes = PiecedBytes(buffers: [digits], pieces: pieces.reversed())
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        #expect(bytes.write(to: ends[1]))
        close(ends[1])
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 700)
        while case let count = buffer.withUnsafeMutableBytes({ read(ends[0], $0.baseAddress, 700) }), count > 0 { received += buffer[0..<count] }
        close(ends[0])
        #expect(received == Array(bytes.data))
        #expect(received.count == 5000)
        #expect(received.prefix(3) == [UInt8(ascii: "9"), UInt8(ascii: "8"), UInt8(ascii: "7")])
    }

    @Test func writingToAClosedDescriptorFails() {
        #expect(!PiecedBytes(Data("x".utf8)).write(to: -1))
    }

    /// Short pieces compared as two overlapping words agree with comparing every byte, for
    /// every length and wherever the one differing byte lies.
    @Test func shortBytesCompareAsEveryByteWould() {
        /// `ShortBytes.equal` on the first `count` bytes (a byte more in each, so that even
        /// nothing has an address).
        func equal(_ first: [UInt8], _ second: [UInt8], count: Int) -> Bool {
            (first + [0]).withUnsafeBytes { first in
                (second + [0]).withUnsafeBytes { second in
                    guard let first = first.baseAddress, let second = second.baseAddress else { return false }
                    return ShortBytes.equal(first, second, count: count)
                }
            }
        }
        for count in 0...40 {
            let bytes = (0..<count).map { UInt8(($0 * 37 + count) % 256) }
            #expect(equal(bytes, bytes, count: count))
            for place in 0..<count {
                var other = bytes
                other[place] ^= 0x40
                #expect(!equal(bytes, other, count: count), "\(count) bytes differing at \(place)")
            }
        }
    }
}

import Foundation
import TestSupport
import Testing

@testable import ContactsCore
@testable import ContactsEngine

@Suite struct FileFingerprintTests {
    typealias FileHasher = FileFingerprint.FileHasher

    /// A save hashes the pieces it writes: however the bytes are cut, the hash is the one of
    /// the whole file read back, or every save would look like another writer's change.
    @Test(arguments: [[0], [1, 31, 32, 33], [5, 5, 5], [64, 3, 100], [31, 1, 31, 1], [2, 1, 66, 7]])
    func hashingInPiecesIsHashingTheWhole(cuts: [Int]) throws {
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        var hasher = FileHasher(from: 0)
        var start = 0
        bytes.withUnsafeBytes { whole in
            for cut in cuts + [bytes.count] {
                let end = min(bytes.count, start + cut)
                hasher.combine(UnsafeRawBufferPointer(rebasing: whole[start..<end]))
                start = end
            }
        }
        #expect(hasher.finish() == FileFingerprint.hash(Data(bytes)))
        #expect(FileFingerprint.hash(Data(bytes)) != FileFingerprint.hash(Data(bytes.dropLast())))
    }

    /// Parts read apart, each started anywhere (a large book's parts start at its lines), have
    /// shares that join to the hash of the whole: the sum of each 8-byte word's term, as
    /// written here the slow way.
    @Test(arguments: 0..<12)
    func partsStartedAnywhereJoinToTheWholeHash(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let bytes = (0..<Int.random(in: 0..<700, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        let cuts = ([0, bytes.count] + (0..<Int.random(in: 0..<6, using: &random)).map { _ in Int.random(in: 0...bytes.count, using: &random) })
            .sorted()
        let shares = bytes.withUnsafeBytes { whole in
            zip(cuts, cuts.dropFirst()).map { start, end in
                var hasher = FileHasher(from: start)
                hasher.combine(UnsafeRawBufferPointer(rebasing: whole[start..<end]))
                return hasher.share
            }
        }
        let sum = stride(from: 0, to: bytes.count, by: 8).reduce(UInt64(0)) { sum, start in
            let word = bytes[start..<min(start + 8, bytes.count)].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * $1.offset) }
            return sum &+ FileHasher.term(word, at: start / 8)
        }
        #expect(FileHasher.join(shares, size: bytes.count) == FileHasher.join([.init(sum: sum, cutWords: [])], size: bytes.count))
        #expect(FileHasher.join(shares, size: bytes.count) == FileFingerprint.hash(Data(bytes)))
    }

    /// Bytes moved, swapped words and a byte changed anywhere all change the hash.
    @Test func movedOrChangedBytesChangeTheHash() {
        var random = SeededRandom(seed: 5)
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }
        let hash = FileFingerprint.hash(Data(bytes))
        var swapped = bytes
        swapped[0..<4] = bytes[2048..<2052]
        swapped[2048..<2052] = bytes[0..<4]
        #expect(FileFingerprint.hash(Data(swapped)) != hash)
        #expect(FileFingerprint.hash(Data(bytes[1...] + bytes[..<1])) != hash)
        for place in [0, 3, 31, 32, 2047, 4095] {
            var changed = bytes
            changed[place] ^= 0x20
            #expect(FileFingerprint.hash(Data(changed)) != hash, "\(place)")
        }
    }

    /// A large file is hashed in parts on all cores: the hash of its bytes in one buffer, and
    /// a byte changed anywhere changes it.
    @Test func aLargeFileHashesAsItsBytes() throws {
        try withTemporaryDirectory { directory throws in
            var bytes = (0..<(9 << 20) + 77).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
            let path = directory + "/book.json"
            func fileHash() throws -> UInt64? {
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                let descriptor = open(path, O_RDONLY)
                defer { close(descriptor) }
                return FileFingerprint.hash(ofFile: descriptor, size: bytes.count)
            }
            let whole = try fileHash()
            #expect(whole == FileFingerprint.hash(Data(bytes)))
            for place in [3, bytes.count / 2 - 1, bytes.count / 2 + 40, bytes.count - 1] {
                bytes[place] ^= 1
                #expect(try fileHash() != whole, "\(place)")
                #expect(try fileHash() == FileFingerprint.hash(Data(bytes)), "\(place)")
                bytes[place] ^= 1
            }
        }
    }
}

import Foundation
import Testing

@testable import ContactsCore

@Suite struct FileFingerprintTests {
    /// A save hashes the pieces it writes: however the bytes are cut, the hash is the one of
    /// the whole file read back, or every save would look like another writer's change.
    @Test(arguments: [[0], [1, 31, 32, 33], [5, 5, 5], [64, 3, 100], [31, 1, 31, 1]])
    func hashingInPiecesIsHashingTheWhole(cuts: [Int]) throws {
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        var hasher = FileFingerprint.FileHasher(size: bytes.count)
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

    /// A large file is hashed in two halves on two cores: the hash of its bytes in one buffer,
    /// and a byte changed in either half changes it.
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
            // Its halves swapped are another file.
            let half = FileFingerprint.FileHasher.split(bytes.count)
            let halves = Array(bytes[..<(2 * half)])
            #expect(FileFingerprint.hash(Data(halves)) != FileFingerprint.hash(Data(halves[half...] + halves[..<half])))
            for place in [3, bytes.count / 2 - 1, bytes.count / 2 + 40, bytes.count - 1] {
                bytes[place] ^= 1
                #expect(try fileHash() != whole, "\(place)")
                #expect(try fileHash() == FileFingerprint.hash(Data(bytes)), "\(place)")
                bytes[place] ^= 1
            }
        }
    }
}

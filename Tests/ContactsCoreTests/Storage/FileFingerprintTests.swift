import Foundation
import Testing

@testable import ContactsCore

@Suite struct FileFingerprintTests {
    /// A save hashes the pieces it writes: however the bytes are cut, the hash is the one of
    /// the whole file read back, or every save would look like another writer's change.
    @Test(arguments: [[0], [1, 31, 32, 33], [5, 5, 5], [64, 3, 100], [31, 1, 31, 1]])
    func hashingInPiecesIsHashingTheWhole(cuts: [Int]) {
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        var hasher = FileFingerprint.ContentHasher()
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
}

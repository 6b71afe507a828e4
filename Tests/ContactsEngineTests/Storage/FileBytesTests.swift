import Foundation
import TestSupport
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// The store reads a file whole into one buffer: huge pages for a large book, and a file that
/// grew after its size was taken is read to its end.
@Suite struct FileBytesTests {
    @Test(arguments: [10, LargeBuffer.mappedFrom + 3])
    func aFileIsReadWholeWhateverItsSizeAndEvenWhenItGrew(size: Int) throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/book.json"
            let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            try bytes.write(to: URL(fileURLWithPath: path))
            let descriptor = open(path, O_RDONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            #expect(FileBytes.readAll(descriptor, expected: size) == bytes)
            // Told it is smaller than it is, as when the file grows between stat and read.
            lseek(descriptor, 0, SEEK_SET)
            #expect(FileBytes.readAll(descriptor, expected: size / 3) == bytes)
        }
    }
}

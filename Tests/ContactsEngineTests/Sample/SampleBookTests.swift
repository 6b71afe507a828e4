import Foundation
import Testing

@testable import ContactsCore
@testable import ContactsEngine

@Suite struct SampleBookTests {
    @Test func theEmbeddedBookIsTheOneInResources() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("Resources/sample-contacts.json"), encoding: .utf8)
        #expect(
            SampleBookJSON.text.trimmingCharacters(in: .whitespacesAndNewlines) == file.trimmingCharacters(in: .whitespacesAndNewlines),
            "run scripts/embed-sample-book.sh after changing Resources/sample-contacts.json")
    }

    /// The sample is written as the app writes books, so its first save rewrites nothing.
    @Test func theSampleFileIsWhatTheAppWouldWrite() throws {
        let book = try JSONFileStore(path: "sample").decode(Data(SampleBookJSON.text.utf8))
        #expect(String(decoding: try BookJSONWriter.reference(book), as: UTF8.self) == SampleBookJSON.text)
    }

    @Test func itLoadsStampedWithTheTimeOfTheCopy() throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let book = try SampleBook.load(now: now)
        #expect(book.contacts.count == 16)
        #expect(book.contacts.allSatisfy { $0.createdAt == now && $0.updatedAt == now })
        #expect(book.contacts.contains { $0.lastName == "王" })
    }
}

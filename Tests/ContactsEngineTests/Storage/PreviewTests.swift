import Foundation
import TestSupport
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// A large book's first contacts, read from its first bytes for a first screen.
@Suite struct PreviewTests {
    static func book(_ count: Int) -> AddressBook {
        AddressBook(contacts: (0..<count).map { Contact(firstName: "N\($0)", notes: String(repeating: "x", count: 600)) })
    }

    @Test func readsTheWholeContactsBeforeTheCut() throws {
        let data = try JSONFileStore.encode(Self.book(50))
        let contacts = try #require(BookJSONReader.readPrefix(data.prefix(data.count / 2)))
        #expect(contacts.count > 10 && contacts.count < 50)
        #expect(contacts.map(\.firstName) == (0..<contacts.count).map { "N\($0)" })
        #expect(BookJSONReader.readPrefix(data)?.count == 50)
    }

    @Test func readsNothingFromOtherShapesOrTooFewBytes() throws {
        #expect(BookJSONReader.readPrefix(Data(#"{"app":1,"contacts":[{"id":"8F1F3B1E-2C44-4D7B-9A51-0C7A1F2B3C4D"}]}"#.utf8)) == nil)
        #expect(BookJSONReader.readPrefix(try JSONFileStore.encode(Self.book(3)).prefix(40)) == nil)
        #expect(BookJSONReader.readPrefix(Data("not json".utf8)) == nil)
    }

    @Test func onlyALargeBookIsPreviewed() throws {
        try withTemporaryDirectory { directory in
            let small = directory + "/small.json"
            try JSONFileStore.encode(Self.book(10)).write(to: URL(fileURLWithPath: small))
            #expect(JSONFileStore(path: small).preview() == nil)
            #expect(JSONFileStore(path: directory + "/missing.json").preview() == nil)

            let large = directory + "/large.json"
            try JSONFileStore.encode(Self.book(JSONFileStore.previewSize / 600 + 100)).write(to: URL(fileURLWithPath: large))
            let preview = try #require(JSONFileStore(path: large).preview(bytes: 64 << 10))
            #expect(preview.count > 50 && preview.first?.firstName == "N0")
        }
    }
}

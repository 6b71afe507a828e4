import Foundation
import Testing

@testable import ContactsCore

/// A book whose contacts share an id is refused, naming the first two that do.
@Suite struct DuplicateIDTests {
    /// Ids that differ in their last bytes only, `count` of them.
    static func ids(_ count: Int) -> [UUID] {
        (0..<count).map { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012x", $0))! }
    }

    static func book(_ ids: [UUID]) -> AddressBook {
        AddressBook(contacts: ids.map { Contact(id: $0) })
    }

    // 50,000 ids are sorted in parts on the cores, the repeats in different parts.
    @Test(arguments: [10, 50_000])
    func theFirstRepeatIsNamed(count: Int) {
        var ids = Self.ids(count)
        #expect(Self.book(ids).firstDuplicateID() == nil)
        // Repeats late and earlier: the one found first in the book's order is named.
        ids[count - 1] = ids[3]
        #expect(Self.book(ids).firstDuplicateID().map { [$0.0, $0.1] } == [3, count - 1])
        ids[count - 2] = ids[6]
        #expect(Self.book(ids).firstDuplicateID().map { [$0.0, $0.1] } == [6, count - 2])
        ids[5] = ids[1]
        #expect(Self.book(ids).firstDuplicateID().map { [$0.0, $0.1] } == [1, 5])
    }
}

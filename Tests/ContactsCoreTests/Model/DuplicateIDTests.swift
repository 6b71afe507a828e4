import Foundation
import Testing

@testable import ContactsCore

/// A book whose contacts share an id is refused, naming the first two that do. A large book is
/// checked on both cores, its ids split by their last bit: the answer must be the same.
@Suite struct DuplicateIDTests {
    /// Ids that differ in their last byte only (so both halves hold some), `count` of them.
    static func ids(_ count: Int) -> [UUID] {
        (0..<count).map { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012x", $0))! }
    }

    static func book(_ ids: [UUID]) -> AddressBook {
        AddressBook(contacts: ids.map { Contact(id: $0) })
    }

    @Test(arguments: [10, 30_000])
    func theFirstRepeatIsNamedWhicheverHalfItIsIn(count: Int) {
        var ids = Self.ids(count)
        #expect(Self.book(ids).firstDuplicateID() == nil)
        // An odd id repeated late, an even one repeated earlier: the earlier repeat is named.
        ids[count - 1] = ids[3]
        #expect(Self.book(ids).firstDuplicateID().map { [$0.0, $0.1] } == [3, count - 1])
        ids[count - 2] = ids[6]
        #expect(Self.book(ids).firstDuplicateID().map { [$0.0, $0.1] } == [6, count - 2])
        ids[5] = ids[1]
        #expect(Self.book(ids).firstDuplicateID().map { [$0.0, $0.1] } == [1, 5])
    }

    /// Ids that all end in the same bit (a machine's time-based ids may) fall in one half,
    /// whose table grows past the size of half the book; every repeat is still found.
    @Test func idsAllInOneHalfAreChecked() {
        var ids = (0..<40_000).map { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012x", $0 * 2)) ?? UUID() }
        #expect(Self.book(ids).firstDuplicateID() == nil)
        ids[39_999] = ids[2]
        #expect(Self.book(ids).firstDuplicateID().map { [$0.0, $0.1] } == [2, 39_999])
    }

    /// A book read in parts has its ids' mixed bits grouped by each part's core: the groups of
    /// all the parts tell that no two ids are the same, and a repeat within a part or across
    /// two is never missed (nor bits of zero, which mark a free slot).
    @Test func idRunsOfPartsTellRepeats() {
        let ids = Self.ids(30_000)
        func runs(_ ids: [UUID], parts: Int) -> [AddressBook.IDRun] {
            (0..<parts).map { part in
                AddressBook.IDRun(mixed: ids[part * ids.count / parts..<(part + 1) * ids.count / parts].map(AddressBook.mix))
            }
        }
        #expect(AddressBook.IDRun.allDistinct(runs(ids, parts: 16)))
        #expect(AddressBook.IDRun.allDistinct(runs(ids, parts: 1)))
        #expect(AddressBook.IDRun.allDistinct([]))
        var repeated = ids
        repeated[29_999] = ids[3]
        #expect(!AddressBook.IDRun.allDistinct(runs(repeated, parts: 16)))
        repeated = ids
        repeated[101] = ids[100]
        #expect(!AddressBook.IDRun.allDistinct(runs(repeated, parts: 16)))
        #expect(!AddressBook.IDRun.allDistinct([AddressBook.IDRun(mixed: [1, 0, 2])]))
    }

    /// Ids are looked up by their bytes mixed into eight: two ids mixed alike are still two.
    @Test func idsMixedAlikeAreToldApart() throws {
        // The first eight bytes chosen so that both ids mix to the same bits.
        func id(high: UInt64, low: UInt64) -> UUID {
            var uuid = UUID().uuid
            withUnsafeMutableBytes(of: &uuid) { bytes in
                bytes.storeBytes(of: high, as: UInt64.self)
                bytes.storeBytes(of: low, toByteOffset: 8, as: UInt64.self)
            }
            return UUID(uuid: uuid)
        }
        let (high, low) = (UInt64(0x0123_4567_89AB_CDEF), UInt64(0x1111_2222_3333_4444))
        let first = id(high: high, low: low)
        let second = id(high: high ^ (low &* AddressBook.idMixing) ^ ((low + 1) &* AddressBook.idMixing), low: low + 1)
        try #require(first != second && AddressBook.mix(first) == AddressBook.mix(second))
        #expect(Self.book([first, second]).firstDuplicateID() == nil)
        #expect(Self.book([first, second, first]).firstDuplicateID().map { [$0.0, $0.1] } == [0, 2])
    }
}

import ContactsCore
import ContactsEngine
import Foundation
import TestSupport
import Testing

/// Two copies of the app (two workers on one file): no update is lost, and the same contact
/// changed on both sides is a conflict that is settled, not overwritten.
@Suite struct TwoWritersTests {
    static func twoWorkers(_ directory: String, _ contacts: [Contact]) throws -> (ContactWorker, ContactWorker, String) {
        let path = directory + "/contacts.json"
        try JSONFileStore(path: path).save(AddressBook(contacts: contacts))
        let a = ContactWorker(store: JSONFileStore(path: path))
        let b = ContactWorker(store: JSONFileStore(path: path))
        try a.load()
        try b.load()
        return (a, b, path)
    }

    static func onDisk(_ path: String) throws -> [Contact] {
        try #require(try JSONFileStore(path: path).loadIfPresent()).contacts
    }

    @Test func changesToDifferentContactsAreBothKept() throws {
        try withTemporaryDirectory { directory throws in
            let ada = Contact(firstName: "Ada")
            let (a, b, path) = try Self.twoWorkers(directory, [ada])
            try b.save(Contact(firstName: "Grace"))
            var edited = ada
            edited.lastName = "Lovelace"
            try a.save(edited)
            let names = try Self.onDisk(path).map(\.displayName).sorted()
            #expect(names == ["Ada Lovelace", "Grace"])
            #expect(a.contacts.map(\.displayName).sorted() == names, "the app now shows the other writer's contact too")
        }
    }

    @Test func theSameContactChangedOnBothSidesIsAConflict() throws {
        try withTemporaryDirectory { directory throws in
            let ada = Contact(firstName: "Ada")
            let (a, b, path) = try Self.twoWorkers(directory, [ada])
            var theirs = ada
            theirs.lastName = "Byron"
            try b.save(theirs)
            var mine = ada
            mine.lastName = "Lovelace"
            #expect(throws: StoreError.self) { try a.save(mine) }
            #expect(try Self.onDisk(path).map(\.lastName) == ["Byron"], "nothing overwritten while asking")

            try a.save(mine, resolution: .keepBoth)
            #expect(try Self.onDisk(path).map(\.lastName).sorted() == ["Byron", "Lovelace"])
        }
    }

    @Test func keepMineAndKeepTheirs() throws {
        try withTemporaryDirectory { directory throws in
            let ada = Contact(firstName: "Ada")
            let (a, b, path) = try Self.twoWorkers(directory, [ada])
            var theirs = ada
            theirs.lastName = "Byron"
            try b.save(theirs)
            var mine = ada
            mine.lastName = "Lovelace"
            try a.save(mine, resolution: .keepTheirs)
            #expect(try Self.onDisk(path).map(\.lastName) == ["Byron"])
            #expect(a.contacts.map(\.lastName) == ["Byron"])
            try b.save(
                {
                    var again = theirs
                    again.nickname = "A"
                    return again
                }())
            try a.save(mine, resolution: .keepMine)
            #expect(try Self.onDisk(path).map(\.lastName) == ["Lovelace"])
        }
    }

    @Test func deletingWhatTheOtherSideChangedAsksFirst() throws {
        try withTemporaryDirectory { directory throws in
            let ada = Contact(firstName: "Ada")
            let (a, b, path) = try Self.twoWorkers(directory, [ada])
            var theirs = ada
            theirs.lastName = "Byron"
            try b.save(theirs)
            #expect(throws: StoreError.self) { try a.delete(id: ada.id) }
            try a.delete(id: ada.id, resolution: .keepTheirs)
            #expect(try Self.onDisk(path).count == 1)
            try a.delete(id: ada.id, resolution: .keepMine)
            #expect(try Self.onDisk(path).isEmpty)
        }
    }

    @Test func aRewriteWithTheSameBytesIsNoChange() throws {
        try withTemporaryDirectory { directory throws in
            let ada = Contact(firstName: "Ada")
            let (a, _, path) = try Self.twoWorkers(directory, [ada])
            let data = try contents(of: path)
            try FileManager.default.removeItem(atPath: path)
            try data.write(to: URL(fileURLWithPath: path))
            var mine = ada
            mine.lastName = "Lovelace"
            try a.save(mine)
            #expect(try Self.onDisk(path).map(\.lastName) == ["Lovelace"])
            #expect(try permissions(of: path + ".lock") == 0o600)
        }
    }
}

@Suite struct BookCreatedMeanwhileTests {
    @Test func aBookAnotherWriterCreatedIsOpenedNotOverwritten() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/book/contacts.json"
            let a = ContactWorker(store: JSONFileStore(path: path))
            #expect(try a.load() == false)
            let b = ContactWorker(store: JSONFileStore(path: path))
            try b.load()
            try b.save(Contact(firstName: "Grace"))
            try a.create(AddressBook())
            #expect(a.contacts.map(\.firstName) == ["Grace"])
            try a.save(Contact(firstName: "Ada"))
            #expect(try TwoWritersTests.onDisk(path).map(\.firstName).sorted() == ["Ada", "Grace"])
        }
    }

    @Test func aReadOnlyRecoveryOffersNoBackup() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(AddressBook())
            try JSONFileStore(path: path).save(AddressBook(contacts: [Contact(firstName: "Ada")]))
            #expect(BookRecovery(path: path).latestBackup() != nil)
            #expect(BookRecovery(path: path, readOnly: true).latestBackup() == nil)
        }
    }
}

import ContactsCore
import Foundation
import TestSupport
import Testing

/// A clock the test moves by hand.
final class TestClock {
    var now = date(1_000)
}

@Suite struct ContactWorkerTests {
    private let clock = TestClock()

    private func worker(_ store: InMemoryContactStore) -> ContactWorker {
        let clock = clock
        return ContactWorker(store: store, now: { clock.now })
    }

    @Test func loadSortsByFoldedLastNameThenFirstName() throws {
        // Given
        let store = InMemoryContactStore(contacts: [
            person("Zed", "Young"), person("Carl", "Berg"),
            person("Anders", "Ångström"), person("anna", "berg"),
        ])
        let worker = worker(store)
        // When
        try worker.load()
        // Then
        #expect(worker.contacts.map(\.displayName) == ["Anders Ångström", "anna berg", "Carl Berg", "Zed Young"])
        #expect(worker.count == 4)
        #expect(worker.contacts[0].lastName == "Ångström")
    }

    @Test func aFirstPageIsListedWhileTheWholeBookIsReadAndNothingIsSavedFromIt() throws {
        // Given a book of three, its first page of one shown
        let store = InMemoryContactStore(contacts: [person("Ada", "Lovelace"), person("Alan", "Turing"), person("Grace", "Hopper")])
        let worker = worker(store)
        worker.showFirstPage([person("Ada", "Lovelace")])
        let firstVersion = worker.version
        // Then it is listed, and every change is refused
        #expect(worker.contacts.map(\.displayName) == ["Ada Lovelace"] && worker.isReading)
        #expect(throws: StoreError.self) { try worker.save(person("Edsger", "Dijkstra")) }
        #expect(throws: StoreError.self) { try worker.importContacts([person("Edsger", "Dijkstra")], onDuplicate: .skip, dryRun: true) }
        #expect(try worker.reloadIfChangedElsewhere() == nil)
        #expect(store.saveCount == 0)
        // When the whole book is read and shown
        let whole = try worker.readWholeBook()
        #expect(worker.count == 1, "reading shows nothing by itself")
        #expect(worker.show(whole))
        // Then all of it is listed, as a new version, and changes are saved
        #expect(worker.count == 3 && !worker.isReading && worker.version != firstVersion)
        try worker.save(person("Edsger", "Dijkstra"))
        #expect(store.saveCount == 1 && worker.count == 4)
    }

    @Test func aBackupProblemIsGivenOnceAfterTheSaveThatMetIt() throws {
        // Given
        let store = InMemoryContactStore(contacts: [person("Ada", "Lovelace")])
        let worker = worker(store)
        try worker.load()
        #expect(worker.takeSaveWarning() == nil, "loading saves nothing")
        // When
        store.backupProblem = "could not keep a backup in /x/backups: No space left on device"
        try worker.save(worker.contacts[0])
        // Then
        #expect(worker.takeSaveWarning() == "Saved, but could not keep a backup in /x/backups: No space left on device")
        #expect(worker.takeSaveWarning() == nil, "reported once")
        store.backupProblem = nil
        try worker.save(worker.contacts[0])
        #expect(worker.takeSaveWarning() == nil)
    }

    @Test func aBookThatMayNotBeWrittenIsSaidSoWhenLoaded() throws {
        let store = InMemoryContactStore(contacts: [person("Ada", "Lovelace")])
        store.writeProtection = "is read-only (mode 0444)"
        let worker = worker(store)
        try worker.load()
        worker.warn("changes other programs make show when you press R")
        #expect(worker.takeSaveWarning() == "memory is read-only (mode 0444): open read-only; changes other programs make show when you press R")
        #expect(worker.takeSaveWarning() == nil, "said once")
    }

    @Test func listingFiltersSortsAndPutsFavouritesFirst() throws {
        var zed = person("Zed", "Young")
        zed.favorite = true
        let store = InMemoryContactStore(contacts: [person("Carl", "Berg"), zed, person("Anna", "Adams"), person("Zoë", "Berg")])
        let worker = worker(store)
        try worker.load()
        #expect(worker.listing(matching: ContactSearch(""), sortedBy: .lastName).map(\.firstName) == ["Zed", "Anna", "Carl", "Zoë"])
        #expect(worker.listing(matching: ContactSearch("berg"), sortedBy: .firstName).map(\.firstName) == ["Carl", "Zoë"])
        #expect(worker.listing(matching: ContactSearch("zoe"), sortedBy: .lastName).map(\.firstName) == ["Zoë"])
        let before = worker.version
        var carl = try #require(worker.listing(matching: ContactSearch("carl"), sortedBy: .lastName).first)
        carl.notes = "plays the oboe"
        try worker.save(carl)
        #expect(worker.version != before, "a change makes listings stale")
        #expect(worker.listing(matching: ContactSearch("oboe"), sortedBy: .lastName).map(\.firstName) == ["Carl"], "searched text follows the change")
    }

    @Test func listingByTagKeepsOnlyContactsCarryingIt() throws {
        var tagged = person("Ada", "Lovelace")
        tagged.tags = ["science"]
        let store = InMemoryContactStore(contacts: [tagged, person("Alan", "Turing")])
        let worker = worker(store)
        try worker.load()
        #expect(worker.listing(matching: ContactSearch(""), tag: "science", sortedBy: .lastName).map(\.firstName) == ["Ada"])
    }

    @Test func undoTakesChangesBackOneByOneAndADeleteComesBackWhole() throws {
        let store = InMemoryContactStore(contacts: [person("Ada", "Lovelace")])
        let worker = worker(store)
        try worker.load()
        let ada = worker.contacts[0]
        #expect(try worker.undo() == nil, "nothing done yet")
        clock.now = date(2_000)
        var edited = ada
        edited.notes = "Analyst"
        try worker.save(edited)
        let grace = try worker.save(person("Grace", "Hopper"))
        try worker.delete(id: ada.id)
        #expect(worker.count == 1)

        #expect(try worker.undo()?.description == "deleting Ada Lovelace")
        let back = try #require(worker.contact(id: ada.id))
        #expect(back.notes == "Analyst")
        #expect(back.createdAt == ada.createdAt, "the same id and creation time")
        #expect(store.book?.contacts.contains { $0.id == ada.id } == true, "saved at once")
        #expect(try worker.undo()?.description == "adding Grace Hopper")
        #expect(worker.contact(id: grace.id) == nil)
        #expect(try worker.undo()?.description == "changes to Ada Lovelace")
        #expect(worker.contact(id: ada.id) == ada)
        #expect(!worker.canUndo)
    }

    @Test func undoingAnImportTakesBackEveryContactItAdded() throws {
        let store = InMemoryContactStore(contacts: [])
        let worker = worker(store)
        try worker.load()
        _ = try worker.importContacts([person("A", "One"), person("B", "Two")], onDuplicate: .skip)
        #expect(try worker.undo()?.description == "changes to 2 contacts")
        #expect(worker.count == 0)
    }

    /// A JSON file's times survive an import; a replacement by an older file is a change made now.
    @Test func anImportKeepsTheTimesAFileCarriesUnlessItReplacesANewerContact() throws {
        var old = person("Ada", "Lovelace")
        (old.createdAt, old.updatedAt) = (date(100), date(200))
        let store = InMemoryContactStore(contacts: [])
        let worker = worker(store)
        try worker.load()
        _ = try worker.importContacts([old, person("Alan", "Turing")], onDuplicate: .skip)
        let kept = try #require(worker.contact(id: old.id))
        #expect(kept.createdAt == date(100) && kept.updatedAt == date(200))
        #expect(worker.contacts.first { $0.firstName == "Alan" }?.createdAt == clock.now, "a vCard's contact is stamped")
        var older = old
        older.notes = "changed"
        older.updatedAt = date(150)
        clock.now = date(5_000)
        _ = try worker.importContacts([older], onDuplicate: .update)
        #expect(worker.contact(id: old.id)?.updatedAt == date(5_000))
    }

    /// An unchanged export imported with `update` is no update: nothing counted, no time bumped.
    @Test func anUnchangedContactImportedWithUpdateIsSkippedAndKeepsItsTime() throws {
        var ada = person("Ada", "Lovelace")
        (ada.createdAt, ada.updatedAt) = (date(100), date(200))
        let worker = worker(InMemoryContactStore(contacts: [ada]))
        try worker.load()
        // As a vCard brings it back: no times.
        var exported = ada
        (exported.createdAt, exported.updatedAt) = (date(0), date(0))
        clock.now = date(5_000)
        let summary = try worker.importContacts([exported], onDuplicate: .update)
        #expect(summary.updated == 0 && summary.skipped == 1)
        #expect(worker.contact(id: ada.id)?.updatedAt == date(200))
    }

    @Test func undoRefusesToThrowAwayAnotherProgramsChange() throws {
        let store = InMemoryContactStore(contacts: [person("Ada", "Lovelace")])
        let worker = worker(store)
        try worker.load()
        var ada = worker.contacts[0]
        ada.notes = "mine"
        try worker.save(ada)
        var theirs = ada
        theirs.notes = "theirs"
        store.writeFromElsewhere(AddressBook(contacts: [theirs]))
        #expect(throws: StoreError.self) { try worker.undo() }
        #expect(store.book?.contacts.first?.notes == "theirs")
        #expect(worker.canUndo, "the step stays for when it can be taken back")
    }

    @Test func bulkDeleteKeepsWhatAnotherProgramChangedAndAddTagMerges() throws {
        let store = InMemoryContactStore(contacts: [person("Ada", "Lovelace"), person("Alan", "Turing"), person("Grace", "Hopper")])
        let worker = worker(store)
        try worker.load()
        let ids = Set(worker.contacts.map(\.id))
        var changed = try #require(store.book?.contacts.first { $0.firstName == "Alan" })
        changed.notes = "changed elsewhere"
        store.writeFromElsewhere(AddressBook(contacts: (store.book?.contacts ?? []).map { $0.id == changed.id ? changed : $0 }))
        #expect(try worker.addTag("team", to: ids) == 3)
        #expect(worker.contacts.first { $0.firstName == "Alan" }?.notes == "changed elsewhere", "their change kept, the tag added on top")
        var again = try #require(worker.contacts.first { $0.firstName == "Alan" })
        again.notes = "changed again"
        store.writeFromElsewhere(AddressBook(contacts: (store.book?.contacts ?? []).map { $0.id == again.id ? again : $0 }))
        #expect(try worker.delete(ids: ids) == 1)
        #expect(store.book?.contacts.map(\.firstName) == ["Alan"])
    }

    @Test func emptyStoreLoadsAsAnEmptyBook() throws {
        let worker = worker(InMemoryContactStore())
        try worker.load()
        #expect(worker.count == 0)
        #expect(worker.contacts.isEmpty)
    }

    @Test func loadFailureIsThrown() {
        let store = InMemoryContactStore(contacts: [person("Ada", "Lovelace")])
        store.failure = .unreadable(path: "memory", reason: "gone")
        #expect(throws: StoreError.unreadable(path: "memory", reason: "gone")) { try worker(store).load() }
    }

    @Test func addingStampsBothTimesFromTheClock() throws {
        // Given
        let store = InMemoryContactStore()
        let worker = worker(store)
        try worker.load()
        clock.now = date(5_000)
        // When
        let saved = try worker.save(person("Ada", "Lovelace"))
        // Then
        #expect(saved.createdAt == date(5_000))
        #expect(saved.updatedAt == date(5_000))
        #expect(worker.contacts == [saved])
        #expect(store.book?.contacts == [saved])
        #expect(store.saveCount == 1)
    }

    @Test func updatingKeepsCreatedAtAndMovesUpdatedAt() throws {
        // Given
        let store = InMemoryContactStore()
        let worker = worker(store)
        clock.now = date(5_000)
        var contact = try worker.save(person("Ada", "Lovelace"))
        // When
        clock.now = date(9_000)
        contact.nickname = "Enchantress"
        contact.createdAt = date(1)  // what the caller sends is ignored
        let saved = try worker.save(contact)
        // Then
        #expect(saved.createdAt == date(5_000))
        #expect(saved.updatedAt == date(9_000))
        #expect(worker.count == 1)
        #expect(worker.contact(id: contact.id)?.nickname == "Enchantress")
        #expect(store.book?.contacts.first?.createdAt == date(5_000))
    }

    @Test func savingKeepsTheOrder() throws {
        let worker = worker(InMemoryContactStore(contacts: [person("Carl", "Berg"), person("Zed", "Young")]))
        try worker.load()
        let added = try worker.save(person("Ed", "Adams"))
        #expect(worker.contacts.firstIndex { $0.id == added.id } == 0)
        #expect(worker.contacts.map(\.lastName) == ["Adams", "Berg", "Young"])
    }

    @Test func renamingMovesTheContact() throws {
        let worker = worker(InMemoryContactStore(contacts: [person("Carl", "Berg"), person("Zed", "Young")]))
        try worker.load()
        var carl = worker.contacts[0]
        carl.lastName = "Zimmer"
        try worker.save(carl)
        #expect(worker.contacts.firstIndex { $0.id == carl.id } == 1)
    }

    @Test func deleteRemovesTheContact() throws {
        // Given
        let ada = person("Ada", "Lovelace")
        let store = InMemoryContactStore(contacts: [ada, person("Grace", "Hopper")])
        let worker = worker(store)
        try worker.load()
        // When
        try worker.delete(id: ada.id)
        // Then
        #expect(worker.contact(id: ada.id) == nil)
        #expect(worker.contacts.firstIndex { $0.id == ada.id } == nil)
        #expect(worker.contacts.map(\.firstName) == ["Grace"])
        #expect(store.book?.contacts.map(\.firstName) == ["Grace"])
    }

    @Test func failedSaveChangesNothing() throws {
        // Given
        let store = InMemoryContactStore(contacts: [person("Ada", "Lovelace")])
        let worker = worker(store)
        try worker.load()
        let before = worker.contacts
        store.failure = .writeFailed(path: "memory", reason: "disk full")
        // When
        var changed = before[0]
        changed.firstName = "Augusta"
        #expect(throws: StoreError.writeFailed(path: "memory", reason: "disk full")) { try worker.save(changed) }
        #expect(throws: StoreError.self) { try worker.save(person("Grace", "Hopper")) }
        #expect(throws: StoreError.self) { try worker.delete(id: before[0].id) }
        // Then
        #expect(worker.contacts == before)
        #expect(store.book?.contacts == before)
        #expect(store.saveCount == 0)
    }

    @Test func workerRecoversAfterAFailedSave() throws {
        let store = InMemoryContactStore()
        let worker = worker(store)
        store.failure = .writeFailed(path: "memory", reason: "disk full")
        #expect(throws: StoreError.self) { try worker.save(person("Ada", "Lovelace")) }
        store.failure = nil
        try worker.save(person("Grace", "Hopper"))
        #expect(worker.contacts.map(\.firstName) == ["Grace"])
    }

    @Test func anUnknownIdFindsNoContact() throws {
        let worker = worker(InMemoryContactStore(contacts: [person("Ada", "Lovelace")]))
        try worker.load()
        #expect(worker.contacts.firstIndex { $0.id == UUID() } == nil)
        #expect(worker.contact(id: UUID()) == nil)
    }

    @Test func storeNameComesFromTheStore() {
        #expect(worker(InMemoryContactStore(displayName: "test.json")).storeName == "test.json")
    }

    @Test func unknownTopLevelKeysSurviveASave() throws {
        let store = InMemoryContactStore(book: AddressBook(unknownFields: ["generator": .string("other")]))
        let worker = worker(store)
        try worker.load()
        try worker.save(person("Ada", "Lovelace"))
        #expect(store.book?.unknownFields == ["generator": .string("other")])
    }
}

import ContactsCore
import ContactsEngine
import Foundation
import TestSupport
import Testing

/// Another program's saves taken in while the book is open, and redo beside undo.
@Suite struct LiveBookTests {
    private func loaded(_ contacts: [Contact]) throws -> (InMemoryContactStore, ContactWorker) {
        let store = InMemoryContactStore(contacts: contacts)
        let worker = ContactWorker(store: store)
        try worker.load()
        return (store, worker)
    }

    @Test func aReloadTakesInAnotherProgramsSaveAndSaysWhatChanged() throws {
        let ada = person("Ada", "Lovelace")
        let alan = person("Alan", "Turing")
        let (store, worker) = try loaded([ada, alan])
        #expect(try worker.reloadIfChangedElsewhere() == nil, "nothing changed yet")
        var renamed = alan
        renamed.nickname = "Prof"
        store.writeFromElsewhere(AddressBook(contacts: [renamed, person("Grace", "Hopper"), person("Edsger", "Dijkstra")]))
        let version = worker.version
        #expect(try worker.reloadIfChangedElsewhere() == BookChangeCount(added: 2, changed: 1, removed: 1))
        #expect(worker.version != version)
        #expect(worker.contact(id: alan.id)?.nickname == "Prof")
        #expect(worker.contact(id: ada.id) == nil)
        #expect(try worker.reloadIfChangedElsewhere() == nil, "taken in once")
    }

    @Test func anEditBegunBeforeAReloadStillMeetsTheConflictRule() throws {
        let ada = person("Ada", "Lovelace")
        let (store, worker) = try loaded([ada])
        var theirs = ada
        theirs.nickname = "theirs"
        store.writeFromElsewhere(AddressBook(contacts: [theirs]))
        _ = try worker.reloadIfChangedElsewhere()
        var mine = ada
        mine.nickname = "mine"
        do {
            try worker.save(mine, editedFrom: ada)
            Issue.record("saved over their change without asking")
        } catch .conflict(let conflict) {
            #expect(conflict.theirs == theirs)
        }
        #expect(store.book?.contacts.first?.nickname == "theirs")
        let kept = try worker.save(mine, editedFrom: ada, resolution: .keepMine)
        #expect(kept.nickname == "mine")
    }

    @Test func anEditBegunBeforeAReloadMergesTheirChangeToAnotherField() throws {
        let ada = person("Ada", "Lovelace")
        let (store, worker) = try loaded([ada])
        var theirs = ada
        theirs.notes = "theirs"
        store.writeFromElsewhere(AddressBook(contacts: [theirs]))
        _ = try worker.reloadIfChangedElsewhere()
        var mine = ada
        mine.nickname = "mine"
        let saved = try worker.save(mine, editedFrom: ada)
        #expect(saved.nickname == "mine" && saved.notes == "theirs")
        #expect(store.book?.contacts.first == saved)
    }

    @Test func anEditOfTheVersionInMemorySavesWithoutAQuestion() throws {
        let ada = person("Ada", "Lovelace")
        let (_, worker) = try loaded([ada])
        var mine = ada
        mine.nickname = "mine"
        #expect(try worker.save(mine, editedFrom: ada).nickname == "mine")
    }

    @Test func undoAfterAReloadRefusesToThrowAwayWhatCameIn() throws {
        let (store, worker) = try loaded([person("Ada", "Lovelace")])
        var ada = worker.contacts[0]
        ada.notes = "mine"
        try worker.save(ada)
        var theirs = ada
        theirs.notes = "theirs"
        store.writeFromElsewhere(AddressBook(contacts: [theirs]))
        _ = try worker.reloadIfChangedElsewhere()
        #expect(throws: StoreError.self) { try worker.undo() }
        #expect(worker.contacts[0].notes == "theirs")
    }

    @Test func redoMakesTheUndoneChangeAgainUntilANewChange() throws {
        let (_, worker) = try loaded([person("Ada", "Lovelace")])
        #expect(try worker.redo() == nil, "nothing undone yet")
        let grace = try worker.save(person("Grace", "Hopper"))
        _ = try worker.undo()
        #expect(worker.contact(id: grace.id) == nil)
        let redone = try #require(try worker.redo())
        #expect(redone.description == "adding Grace Hopper")
        #expect(redone.contactIDs == [grace.id])
        #expect(worker.contact(id: grace.id) != nil)
        #expect(try worker.undo()?.description == "adding Grace Hopper", "a redone change can be undone again")
        try worker.save(person("Alan", "Turing"))
        #expect(try worker.redo() == nil, "a new change ends what could be redone")
    }

    @Test func aFileStoreSeesAnotherStoresSaveOnceAndWithoutTheLock() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(AddressBook(contacts: [person("Ada", "Lovelace")]))
            let mine = JSONFileStore(path: path)
            _ = try mine.loadIfPresent()
            #expect(try mine.bookChangedElsewhere() == nil)
            let other = JSONFileStore(path: path)
            _ = try other.loadIfPresent()
            try other.save(AddressBook(contacts: [person("Ada", "Lovelace"), person("Grace", "Hopper")]))
            #expect(try mine.bookChangedElsewhere()?.contacts.count == 2)
            #expect(try mine.bookChangedElsewhere() == nil, "once taken in, it is the book this store knows")
        }
    }

    @Test func theWatcherTellsASaveOfTheBookFromOtherFilesInItsFolder() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(AddressBook(contacts: [person("Ada", "Lovelace")]))
            let watcher = try #require(BookFileWatcher(bookPath: path))
            #expect(!watcher.takeEvents(), "nothing happened yet")
            try Data("x".utf8).write(to: URL(fileURLWithPath: directory + "/other.txt"))
            #expect(!watcher.takeEvents(), "another file")
            try JSONFileStore(path: path).save(AddressBook(contacts: [person("Grace", "Hopper")]))
            #expect(watcher.takeEvents())
            #expect(!watcher.takeEvents(), "every event read")
        }
    }

    @Test func oneWatcherTellsASaveOfAnyOfSeveralBooksInTheirFolders() throws {
        try withTemporaryDirectory { directory throws in
            try FileManager.default.createDirectory(atPath: directory + "/work", withIntermediateDirectories: true)
            let (personal, work) = (directory + "/personal.json", directory + "/work/work.json")
            let watcher = try #require(BookFileWatcher(bookPaths: [personal, work]))
            try Data("x".utf8).write(to: URL(fileURLWithPath: directory + "/work/other.txt"))
            #expect(!watcher.takeEvents(), "another file")
            try JSONFileStore(path: work).save(AddressBook(contacts: [person("Ada", "Lovelace")]))
            #expect(watcher.takeEvents())
            try JSONFileStore(path: personal).save(AddressBook(contacts: [person("Ada", "Lovelace")]))
            #expect(watcher.takeEvents())
        }
    }

    @Test func aFolderThatCannotBeWatchedGivesNoWatcher() {
        #expect(BookFileWatcher(bookPath: "/nonexistent-\(UUID().uuidString)/contacts.json") == nil)
    }
}

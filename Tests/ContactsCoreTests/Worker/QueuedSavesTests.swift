import ContactsCore
import Foundation
import TestSupport
import Testing

/// With queued saves the book in memory is the truth and the file catches up: each change is
/// made at once, the writer writes what waits, and what it meets (a failure, another program's
/// change) comes back to the worker without losing a change from either side.
@Suite struct QueuedSavesTests {
    let ada = person("Ada", "Lovelace")
    let alan = person("Alan", "Turing")

    func queuedWorker(_ store: InMemoryContactStore) throws -> ContactWorker {
        let worker = ContactWorker(store: store, now: { date(5_000) })
        try worker.load()
        worker.queuesSaves = true
        return worker
    }

    /// What the writer's thread would do, here and now.
    func writeWhatWaits(_ worker: ContactWorker) {
        guard let save = worker.takeChangesToWrite() else { return }
        worker.finishWrite(save.write())
    }

    @Test func aChangeIsShownAtOnceAndChangesWaitingAreWrittenInOneWrite() throws {
        let store = InMemoryContactStore(contacts: [ada])
        let worker = try queuedWorker(store)
        var told = 0
        worker.changesWaiting = { told += 1 }

        var favourite = ada
        favourite.favorite = true
        try worker.save(favourite)
        try worker.save(alan)

        #expect(worker.count == 2 && worker.contact(id: ada.id)?.favorite == true)
        #expect(store.saveCount == 0 && worker.hasChangesToWrite && told == 2)
        writeWhatWaits(worker)
        #expect(store.saveCount == 1)
        #expect(store.book?.contacts.map(\.displayName).sorted() == ["Ada Lovelace", "Alan Turing"])
        #expect(!worker.hasChangesToWrite)
        #expect(try worker.undo() != nil && worker.count == 1, "undo works on the queued change")
    }

    /// A save and a delete say which contact they changed instead of comparing the books: the
    /// list, search and undo follow them exactly, in either kind of save.
    @Test(arguments: [false, true]) func theChangeAChangeKnowsDrivesTheIndexAndUndo(queued: Bool) throws {
        let store = InMemoryContactStore(contacts: [ada, alan])
        let worker = ContactWorker(store: store, now: { date(5_000) })
        try worker.load()
        worker.queuesSaves = queued
        var renamed = ada
        renamed.lastName = "Byron"
        try worker.save(renamed)
        #expect(worker.contacts.map(\.displayName) == ["Ada Byron", "Alan Turing"])
        #expect(worker.contacts(matching: ContactSearch("lovelace")).isEmpty)
        #expect(worker.contacts(matching: ContactSearch("byron")).map(\.id) == [ada.id])
        try worker.delete(id: alan.id)
        #expect(worker.contacts.map(\.displayName) == ["Ada Byron"])

        #expect(try worker.undo()?.contactIDs == [alan.id])
        #expect(try worker.undo()?.contactIDs == [ada.id])
        #expect(worker.contacts.map(\.displayName) == ["Ada Lovelace", "Alan Turing"])
        #expect(worker.contacts(matching: ContactSearch("lovelace")).map(\.id) == [ada.id])
        #expect(try worker.undo() == nil)
    }

    @Test func aFailedWriteKeepsItsChangesForTheNextWrite() throws {
        let store = InMemoryContactStore(contacts: [ada])
        let worker = try queuedWorker(store)
        try worker.save(alan)
        store.failure = .writeFailed(path: "memory", reason: "No space left on device")
        writeWhatWaits(worker)
        #expect(worker.writeFailure == .writeFailed(path: "memory", reason: "No space left on device"))
        #expect(worker.count == 2 && worker.hasChangesToWrite, "the change is kept in memory and waits")

        store.failure = nil
        try worker.delete(id: ada.id)
        writeWhatWaits(worker)
        #expect(worker.writeFailure == nil)
        #expect(store.book?.contacts.map(\.displayName) == ["Alan Turing"])
    }

    /// A worker that gave `mine` a company, whose file another program then wrote with `theirs`.
    func changedHereAndThere(mine: String, theirs: [Contact], book: [Contact]) throws -> (InMemoryContactStore, ContactWorker) {
        let store = InMemoryContactStore(contacts: book)
        let worker = try queuedWorker(store)
        var changed = ada
        changed.company = mine
        try worker.save(changed)
        store.writeFromElsewhere(AddressBook(contacts: theirs))
        return (store, worker)
    }

    @Test func anotherProgramsChangeToAnotherContactIsKeptAndTakenIn() throws {
        var theirs = alan
        theirs.company = "Bletchley Park"
        let (store, worker) = try changedHereAndThere(mine: "Analytical Engines", theirs: [ada, theirs], book: [ada, alan])

        writeWhatWaits(worker)
        #expect(store.book?.contacts.map(\.company) == ["Analytical Engines", "Bletchley Park"])
        #expect(worker.contact(id: alan.id)?.company == "Bletchley Park", "the book in memory takes theirs in")
        #expect(worker.takeWriteConflicts().isEmpty)
    }

    @Test func theSameFieldChangedElsewhereIsAskedAboutAndSettled() throws {
        var theirs = ada
        theirs.company = "Theirs Ltd"
        let (store, worker) = try changedHereAndThere(mine: "Mine Ltd", theirs: [theirs], book: [ada])

        writeWhatWaits(worker)
        let conflicts = worker.takeWriteConflicts()
        #expect(conflicts.count == 1 && conflicts.first?.mine?.company == "Mine Ltd" && conflicts.first?.theirs?.company == "Theirs Ltd")
        #expect(worker.contact(id: ada.id)?.company == "Theirs Ltd", "theirs is shown until the person says")
        #expect(store.book?.contacts.first?.company == "Theirs Ltd")

        try worker.settle(try #require(conflicts.first), choosing: .keepMine)
        writeWhatWaits(worker)
        #expect(store.book?.contacts.first?.company == "Mine Ltd")
    }

    @Test func changesMadeWhileAWriteRunsGoOnTopOfWhatItTookIn() throws {
        let store = InMemoryContactStore(contacts: [ada, alan])
        let worker = try queuedWorker(store)
        try worker.delete(id: ada.id)
        let save = try #require(worker.takeChangesToWrite())
        // Another program changes Alan; then, while the write runs, a new contact is added here.
        var theirs = alan
        theirs.company = "Bletchley Park"
        store.writeFromElsewhere(AddressBook(contacts: [ada, theirs]))
        let grace = person("Grace", "Hopper")
        try worker.save(grace)
        #expect(worker.takeChangesToWrite() == nil, "one write at a time")

        worker.finishWrite(save.write())
        #expect(worker.contacts.map(\.displayName) == ["Grace Hopper", "Alan Turing"])
        #expect(worker.contact(id: alan.id)?.company == "Bletchley Park")
        writeWhatWaits(worker)
        #expect(store.book?.contacts.map(\.displayName) == ["Alan Turing", "Grace Hopper"])
        #expect(store.book?.contacts.first?.company == "Bletchley Park")
    }

    @Test func whatAnotherProgramWroteIsReadOffTheLoopOneFileWorkAtATime() throws {
        let store = InMemoryContactStore(contacts: [ada])
        let worker = try queuedWorker(store)
        try worker.save(alan)
        let save = try #require(worker.takeChangesToWrite())
        #expect(worker.takeReload() == nil, "the writer holds the store")
        worker.finishWrite(save.write())

        store.writeFromElsewhere(AddressBook(contacts: (store.book?.contacts ?? []) + [person("Edsger", "Dijkstra")]))
        let reload = try #require(worker.takeReload())
        let grace = person("Grace", "Hopper")
        try worker.save(grace)
        #expect(worker.takeChangesToWrite() == nil, "the reader holds the store")
        #expect(try worker.changesFromElsewhere() == nil, "nothing is read on the run loop")
        worker.finishReload(reload.read())

        #expect(worker.count == 4, "theirs taken in, the change made meanwhile on top")
        let count = try worker.changesFromElsewhere()
        #expect(count?.added == 1 && count?.changed == 0 && count?.removed == 0)
        #expect(try worker.changesFromElsewhere() == nil, "said once")
        writeWhatWaits(worker)
        #expect(store.book?.contacts.count == 4)
    }

    @Test func aReadThatFailsIsSaidByTheNextScreenThatAsks() throws {
        let store = InMemoryContactStore(contacts: [ada])
        let worker = try queuedWorker(store)
        let reload = try #require(worker.takeReload())
        store.failure = .unreadable(path: "memory", reason: "Permission denied")
        worker.finishReload(reload.read())
        #expect(throws: StoreError.unreadable(path: "memory", reason: "Permission denied")) { try worker.changesFromElsewhere() }
        #expect(worker.count == 1, "what is shown stays")
    }

    @Test func aReloadByHandWritesWhatWaitsFirstThenReadsTheFile() throws {
        let store = InMemoryContactStore(contacts: [ada])
        let worker = try queuedWorker(store)
        try worker.save(person("Grace", "Hopper"))
        store.writeFromElsewhere(AddressBook(contacts: (store.book?.contacts ?? []) + [person("Edsger", "Dijkstra")]))
        #expect(try worker.reloadIfChangedElsewhere() != nil)
        #expect(worker.count == 3 && store.book?.contacts.count == 3, "the queued change was written with theirs")
    }

    @Test func aBookThatMayNotBeWrittenRefusesEachChangeWhereItIsMade() throws {
        let store = InMemoryContactStore(contacts: [ada])
        store.writeProtection = "is read-only (mode 0444)"
        store.writeRefusal = .writeFailed(path: "memory", reason: "it is read-only")
        let worker = ContactWorker(store: store)
        worker.queuesSaves = true
        try worker.load()
        #expect(throws: StoreError.writeFailed(path: "memory", reason: "it is read-only")) { try worker.save(alan) }
        #expect(worker.count == 1)
    }
}

import ContactsCore
import Foundation
import TestSupport
import Testing

/// Several books seen as one: each book's contacts, merged in the order asked, each with its book.
@Suite struct ContactLibraryTests {
    func library(_ books: [(String, [Contact])]) throws -> ContactLibrary {
        try ContactLibrary(
            books.map { name, contacts in
                let worker = ContactWorker(store: InMemoryContactStore(contacts: contacts))
                try worker.load()
                return ContactLibrary.Book(name: name, worker: worker)
            })
    }

    @Test func contactsOfEveryBookAreMergedInTheOrderAskedEachWithItsBook() throws {
        let ada = person("Ada", "Lovelace", company: "Engines")
        let zoe = person("Zoë", "Ström", company: "Acme")
        let alan = person("Alan", "Turing")
        let emile = person("Émile", "Zola", company: "Acme")
        let sut = try library([("personal", [zoe, ada]), ("work", [emile, alan])])
        #expect(sut.isSeveral && sut.count == 4)
        let byLast = sut.contacts(matching: ContactSearch(""), sortedBy: .lastName)
        #expect(byLast.map(\.contact.lastName) == ["Lovelace", "Ström", "Turing", "Zola"])
        #expect(byLast.map(\.book) == ["personal", "personal", "work", "work"])
        #expect(sut.contacts(matching: ContactSearch(""), sortedBy: .firstName).map(\.contact.firstName) == ["Ada", "Alan", "Émile", "Zoë"])
        // Ties (Acme twice) in the display order, across books.
        #expect(sut.contacts(matching: ContactSearch(""), sortedBy: .company).map(\.contact.lastName) == ["Ström", "Zola", "Lovelace", "Turing"])
        #expect(sut.contacts(matching: ContactSearch("acme"), sortedBy: .lastName).map(\.book) == ["personal", "work"])
    }

    @Test func theSamePersonInTwoBooksIsListedOnceForEach() throws {
        let ada = person("Ada", "Lovelace")
        let sut = try library([("a", [ada]), ("b", [ada])])
        #expect(sut.contacts(matching: ContactSearch("ada"), sortedBy: .lastName).map(\.book) == ["a", "b"])
        #expect(sut.contact(id: ada.id)?.book == "a", "the first book that holds it")
    }

    @Test func aLibraryOfOneIsThatBookUnnamed() throws {
        let worker = ContactWorker(store: InMemoryContactStore(contacts: [person("Ada", "Lovelace")]))
        try worker.load()
        let sut = ContactLibrary(worker: worker)
        #expect(!sut.isSeveral)
        #expect(sut.contacts(matching: ContactSearch(""), sortedBy: .lastName).map(\.book) == [nil])
        #expect(sut.contact(id: UUID()) == nil)
    }
}

/// Copy and move between books: the target saved first; a failure loses nothing and leaves no
/// duplicate unsaid.
@Suite struct ContactLibraryTransferTests {
    let ada = person("Ada", "Lovelace")

    func books(_ source: InMemoryContactStore, _ target: InMemoryContactStore) throws -> (ContactLibrary, ContactLibrary.Book, ContactLibrary.Book) {
        let from = ContactWorker(store: source)
        let to = ContactWorker(store: target)
        try from.load()
        try to.load()
        let library = ContactLibrary([.init(name: "personal", worker: from), .init(name: "work", worker: to)])
        return (library, library.books[0], library.books[1])
    }

    @Test func aMoveKeepsTheContactAndItsIdAndLeavesItsBook() throws {
        var withUID = ada
        withUID.uid = "urn:uid:ada"
        let (source, target) = (InMemoryContactStore(contacts: [withUID]), InMemoryContactStore())
        let (library, from, to) = try books(source, target)
        let moved = try library.transfer(withUID, from: from, to: to, moving: true)
        #expect(moved.leftInSource == nil && moved.contact.id == ada.id && moved.contact.uid == "urn:uid:ada")
        #expect(source.book?.contacts.isEmpty == true && target.book?.contacts.map(\.id) == [ada.id])
    }

    @Test func aCopyIsAContactOfItsOwn() throws {
        var withUID = ada
        withUID.uid = "urn:uid:ada"
        let (source, target) = (InMemoryContactStore(contacts: [withUID]), InMemoryContactStore())
        let (library, from, to) = try books(source, target)
        let copied = try library.transfer(withUID, from: from, to: to, moving: false)
        #expect(copied.contact.id != ada.id && copied.contact.uid == nil && copied.contact.displayName == "Ada Lovelace")
        #expect(source.book?.contacts.map(\.id) == [ada.id] && target.book?.contacts.map(\.id) == [copied.contact.id])
    }

    @Test func aTargetThatCannotBeSavedLeavesTheSourceAsItWas() throws {
        let (source, target) = (InMemoryContactStore(contacts: [ada]), InMemoryContactStore())
        let (library, from, to) = try books(source, target)
        target.failure = .writeFailed(path: "work", reason: "No space left on device")
        #expect(throws: StoreError.writeFailed(path: "work", reason: "No space left on device")) {
            try library.transfer(ada, from: from, to: to, moving: true)
        }
        #expect(source.book?.contacts.map(\.id) == [ada.id] && from.worker.contact(id: ada.id) != nil)
    }

    @Test func aSourceThatCannotBeChangedAfterwardsIsReportedWithTheContactInBoth() throws {
        let (source, target) = (InMemoryContactStore(contacts: [ada]), InMemoryContactStore())
        let (library, from, to) = try books(source, target)
        source.failure = .writeFailed(path: "personal", reason: "Permission denied")
        let moved = try library.transfer(ada, from: from, to: to, moving: true)
        #expect(moved.leftInSource == .writeFailed(path: "personal", reason: "Permission denied"))
        #expect(source.book?.contacts.map(\.id) == [ada.id] && target.book?.contacts.map(\.id) == [ada.id])
    }

    @Test func anIdTheTargetHoldsAlreadyIsNotOverwritten() throws {
        var theirs = ada
        theirs.notes = "the target's own"
        let (source, target) = (InMemoryContactStore(contacts: [ada]), InMemoryContactStore(contacts: [theirs]))
        let (library, from, to) = try books(source, target)
        let moved = try library.transfer(ada, from: from, to: to, moving: true)
        #expect(moved.contact.id != ada.id)
        #expect(target.book?.contacts.count == 2 && target.book?.contacts.contains { $0.notes == "the target's own" } == true)
    }
}

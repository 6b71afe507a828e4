import Foundation
import TestSupport
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// Several books' files as one store: each contact read with its book, each change written to
/// the files of the books it changed, a moved contact to its new book first.
@Suite struct LibraryStoreTests {
    static let ada = Contact(firstName: "Ada", lastName: "Lovelace")
    static let alan = Contact(firstName: "Alan", lastName: "Turing")

    /// Two books in `directory`: personal (Ada) and work (Alan), personal the default.
    static func library(in directory: String, personal: [Contact] = [ada], work: [Contact] = [alan]) throws -> LibraryStore {
        try JSONFileStore(path: directory + "/personal.json").save(AddressBook(contacts: personal))
        try JSONFileStore(path: directory + "/work.json").save(AddressBook(contacts: work))
        return LibraryStore(
            [JSONFileStore(path: directory + "/personal.json", book: "personal"), JSONFileStore(path: directory + "/work.json", book: "work")],
            defaultBook: "personal")
    }

    /// Another program (a command) adds Grace to personal.
    static func addGraceElsewhere(in directory: String) throws {
        let other = JSONFileStore(path: directory + "/personal.json")
        var personal = try #require(try other.loadIfPresent())
        personal.contacts.append(Contact(firstName: "Grace"))
        try other.save(personal)
    }

    static func names(in path: String) throws -> [String] {
        try (JSONFileStore(path: path).loadIfPresent()?.contacts ?? []).map(\.firstName)
    }

    @Test func readsEveryBookWithItsName() throws {
        try withTemporaryDirectory { directory in
            let worker = ContactWorker(store: try Self.library(in: directory))
            try worker.load()
            #expect(worker.contacts.map { "\($0.firstName) \($0.book ?? "-")" } == ["Ada personal", "Alan work"])
            #expect(worker.bookNames == ["personal", "work"] && worker.defaultBook == "personal")
            #expect(worker.storeName == "personal + work")
        }
    }

    @Test func aChangeIsWrittenToItsBookAlone() throws {
        try withTemporaryDirectory { directory in
            let worker = ContactWorker(store: try Self.library(in: directory))
            try worker.load()
            let personalBefore = try contents(of: directory + "/personal.json")
            var alan = try #require(worker.contacts.first { $0.firstName == "Alan" })
            alan.jobTitle = "Mathematician"
            try worker.save(alan)
            #expect(try contents(of: directory + "/personal.json") == personalBefore)
            #expect(try JSONFileStore(path: directory + "/work.json").loadIfPresent()?.contacts.first?.jobTitle == "Mathematician")
            // The book is the file: no field of it is written.
            #expect(!String(decoding: try contents(of: directory + "/work.json"), as: UTF8.self).contains("\"book\""))
        }
    }

    @Test func aMovedContactIsWrittenToItsNewBookFirst() throws {
        try withTemporaryDirectory { directory in
            let store = try Self.library(in: directory)
            var renames: [String] = []
            for book in store.stores {
                book.observeWrite = { step in if step == .renamed { renames.append(book.book ?? "") } }
            }
            let worker = ContactWorker(store: store)
            try worker.load()
            var ada = try #require(worker.contacts.first { $0.firstName == "Ada" })
            ada.book = "work"
            try worker.save(ada)
            #expect(renames == ["work", "personal"])
            #expect(try Self.names(in: directory + "/personal.json") == [])
            #expect(try Self.names(in: directory + "/work.json").sorted() == ["Ada", "Alan"])
            // Undone as one change: back in its book.
            _ = try worker.undo()
            #expect(try Self.names(in: directory + "/personal.json") == ["Ada"])
            #expect(try Self.names(in: directory + "/work.json") == ["Alan"])
        }
    }

    @Test func aMoveWhoseNewBookCannotBeWrittenLeavesTheContactWhereItWas() throws {
        try withTemporaryDirectory { directory in
            let store = try Self.library(in: directory)
            let worker = ContactWorker(store: store)
            try worker.load()
            store.stores[1].failNextWrite = "No space left on device"
            var ada = try #require(worker.contacts.first { $0.firstName == "Ada" })
            ada.book = "work"
            #expect(throws: StoreError.self) { try worker.save(ada) }
            #expect(try Self.names(in: directory + "/personal.json") == ["Ada"])
            #expect(try Self.names(in: directory + "/work.json") == ["Alan"])
        }
    }

    @Test func aMoveWhoseOldBookCannotBeWrittenLeavesTheContactInBoth() throws {
        try withTemporaryDirectory { directory in
            let store = try Self.library(in: directory)
            let worker = ContactWorker(store: store)
            try worker.load()
            store.stores[0].failNextWrite = "No space left on device"
            var ada = try #require(worker.contacts.first { $0.firstName == "Ada" })
            ada.book = "work"
            #expect(throws: StoreError.self) { try worker.save(ada) }
            #expect(try Self.names(in: directory + "/personal.json") == ["Ada"])
            #expect(try Self.names(in: directory + "/work.json").sorted() == ["Ada", "Alan"])
        }
    }

    @Test func aNewContactGoesToTheDefaultBook() throws {
        try withTemporaryDirectory { directory in
            let worker = ContactWorker(store: try Self.library(in: directory))
            try worker.load()
            let saved = try worker.save(Contact(firstName: "Grace"))
            #expect(saved.book == "personal")
            #expect(try Self.names(in: directory + "/personal.json").sorted() == ["Ada", "Grace"])
            let imported = try worker.importContacts([Contact(firstName: "Edsger")], onDuplicate: .skip)
            #expect(imported.added == 1)
            #expect(worker.contacts.first { $0.firstName == "Edsger" }?.book == "personal")
        }
    }

    @Test func anImportedCopyOfAContactInAnotherBookIsTheSamePerson() throws {
        try withTemporaryDirectory { directory in
            let worker = ContactWorker(store: try Self.library(in: directory))
            try worker.load()
            // Alan is in work; the card comes without a book, and would go to personal.
            let summary = try worker.importContacts([Contact(firstName: "Alan", lastName: "Turing")], onDuplicate: .skip)
            #expect(summary.skipped == 1 && summary.added == 0)
        }
    }

    @Test func aBookThatCannotBeReadIsLeftOutAndNeverWritten() throws {
        try withTemporaryDirectory { directory in
            let store = try Self.library(in: directory)
            try write("{ not a book", to: directory + "/work.json")
            let worker = ContactWorker(store: store)
            try worker.load()
            #expect(worker.contacts.map(\.firstName) == ["Ada"])
            let note = try #require(worker.takeSaveWarning())
            #expect(note.contains("“work” is not shown") && note.contains("-a"))
            try worker.save(Contact(firstName: "Grace"))
            var ada = try #require(worker.contacts.first { $0.firstName == "Ada" })
            ada.book = "work"
            #expect(throws: StoreError.self) { try worker.save(ada) }
            #expect(String(decoding: try contents(of: directory + "/work.json"), as: UTF8.self) == "{ not a book")
            #expect(try Self.names(in: directory + "/personal.json").sorted() == ["Ada", "Grace"])
        }
    }

    @Test func noBookReadableIsTheFirstBooksError() throws {
        try withTemporaryDirectory { directory in
            let store = try Self.library(in: directory)
            try write("{ not a book", to: directory + "/personal.json")
            try write("[1]", to: directory + "/work.json")
            #expect(throws: StoreError.self) { try store.loadIfPresent() }
        }
    }

    @Test func noFileYetIsAFirstRunWrittenToTheDefaultBook() throws {
        try withTemporaryDirectory { directory in
            let store = LibraryStore(
                [
                    JSONFileStore(path: directory + "/a/personal.json", book: "personal"),
                    JSONFileStore(path: directory + "/b/work.json", book: "work"),
                ],
                defaultBook: "work")
            let worker = ContactWorker(store: store)
            #expect(try worker.load() == false)
            #expect(worker.takeSaveWarning() == nil, "a first run: the Welcome screen says it")
            try worker.create(AddressBook(contacts: [Self.ada]))
            #expect(try Self.names(in: directory + "/b/work.json") == ["Ada"])
            #expect(!FileManager.default.fileExists(atPath: directory + "/a/personal.json"))
            // Opened again: the book without a file is said, and made by a contact moved there.
            let again = ContactWorker(store: LibraryStore(store.stores.map { JSONFileStore(path: $0.path, book: $0.book) }, defaultBook: "work"))
            #expect(try again.load())
            #expect(again.takeSaveWarning() == "“personal” has no file yet: it is made when a contact goes there")
            var ada = try #require(again.contacts.first)
            ada.book = "personal"
            try again.save(ada)
            #expect(try Self.names(in: directory + "/a/personal.json") == ["Ada"])
        }
    }

    @Test func theSameIdInTwoBooksIsShownOnceAndKeptInBoth() throws {
        try withTemporaryDirectory { directory in
            var twin = Self.ada
            twin.notes = "the work copy"
            let store = try Self.library(in: directory, work: [Self.alan, twin])
            let worker = ContactWorker(store: store)
            try worker.load()
            #expect(worker.contacts.map(\.firstName) == ["Ada", "Alan"])
            #expect(worker.takeSaveWarning()?.contains("“work” has 1 contact with the id of one in a book before it") == true)
            var alan = try #require(worker.contacts.first { $0.firstName == "Alan" })
            alan.notes = "changed"
            try worker.save(alan)
            let work = try #require(try JSONFileStore(path: directory + "/work.json").loadIfPresent())
            #expect(work.contacts.map(\.notes).sorted() == ["changed", "the work copy"])
            // Moved where its twin is kept apart, it would be two contacts under one id there.
            var ada = try #require(worker.contacts.first { $0.firstName == "Ada" })
            ada.book = "work"
            #expect(throws: StoreError.self) { try worker.save(ada) }
            #expect(try Self.names(in: directory + "/personal.json") == ["Ada"])
        }
    }

    @Test func deletingTheShownTwinKeepsTheOneHeldApart() throws {
        try withTemporaryDirectory { directory in
            var twin = Self.ada
            twin.notes = "the work copy"
            let worker = ContactWorker(store: try Self.library(in: directory, work: [Self.alan, twin]))
            try worker.load()
            try worker.delete(id: Self.ada.id)
            var alan = try #require(worker.contacts.first { $0.firstName == "Alan" })
            alan.notes = "changed"
            try worker.save(alan)
            #expect(try Self.names(in: directory + "/personal.json") == [])
            #expect(try Self.names(in: directory + "/work.json").sorted() == ["Ada", "Alan"], "the twin was never shown, never deleted")
        }
    }

    @Test func aBookReadAgainIsHandedOverEvenWhenAnotherCouldNotBe() throws {
        try withTemporaryDirectory { directory in
            let worker = ContactWorker(store: try Self.library(in: directory))
            try worker.load()
            try Self.addGraceElsewhere(in: directory)
            try FileManager.default.removeItem(atPath: directory + "/work.json")
            #expect(throws: StoreError.self) { try worker.reloadIfChangedElsewhere() }
            // Grace came into personal while work was gone: a change now keeps her.
            var ada = try #require(worker.contacts.first { $0.firstName == "Ada" })
            ada.notes = "changed"
            try worker.save(ada)
            #expect(try Self.names(in: directory + "/personal.json").sorted() == ["Ada", "Grace"])
        }
    }

    @Test func aBookAnotherProgramRemovedIsWrittenBackWhole() throws {
        try withTemporaryDirectory { directory in
            let worker = ContactWorker(store: try Self.library(in: directory))
            try worker.load()
            try FileManager.default.removeItem(atPath: directory + "/work.json")
            #expect(throws: StoreError.bookGone(path: directory + "/work.json")) { try worker.reloadIfChangedElsewhere() }
            try worker.saveBack()
            #expect(try Self.names(in: directory + "/work.json") == ["Alan"])
        }
    }

    @Test func contactsSwappedBetweenTwoBooksAreNeverInNeitherWhenAWriteFails() throws {
        try withTemporaryDirectory { directory in
            let store = try Self.library(in: directory)
            _ = try store.loadIfPresent()
            store.stores[1].failNextWrite = "No space left on device"
            #expect(throws: StoreError.self) {
                try store.transaction { _ in
                    var book = try! store.loadIfPresent()!
                    for index in book.contacts.indices { book.contacts[index].book = book.contacts[index].book == "personal" ? "work" : "personal" }
                    return book
                }
            }
            let files = try Self.names(in: directory + "/personal.json") + Self.names(in: directory + "/work.json")
            #expect(files.contains("Ada") && files.contains("Alan"))
        }
    }

    @Test func aBookThatMayNotBeWrittenIsNeitherLockedNorChanged() throws {
        try withTemporaryDirectory { directory in
            let store = try Self.library(in: directory)
            chmod(directory + "/work.json", 0o444)
            let worker = ContactWorker(store: store)
            try worker.load()
            try worker.save(Contact(firstName: "Grace"))
            #expect(!FileManager.default.fileExists(atPath: directory + "/work.json.lock"))
            var ada = try #require(worker.contacts.first { $0.firstName == "Ada" })
            ada.book = "work"
            #expect(throws: StoreError.self) { try worker.save(ada) }
            #expect(try Self.names(in: directory + "/personal.json").sorted() == ["Ada", "Grace"])
            #expect(try Self.names(in: directory + "/work.json") == ["Alan"])
        }
    }

    @Test func anotherProgramsChangeToOneBookIsTakenInAndKept() throws {
        try withTemporaryDirectory { directory in
            let worker = ContactWorker(store: try Self.library(in: directory))
            try worker.load()
            try Self.addGraceElsewhere(in: directory)
            // A change to work meanwhile keeps what came into personal.
            var alan = try #require(worker.contacts.first { $0.firstName == "Alan" })
            alan.notes = "changed"
            try worker.save(alan)
            #expect(try Self.names(in: directory + "/personal.json").sorted() == ["Ada", "Grace"])
            #expect(worker.contacts.first { $0.firstName == "Grace" }?.book == "personal")
            // And a reload finds nothing more.
            #expect(try worker.reloadIfChangedElsewhere() == nil)
        }
    }
}

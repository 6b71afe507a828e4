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

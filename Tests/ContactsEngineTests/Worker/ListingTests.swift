import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// Typing narrows the last listing instead of searching the whole book again; the answer must be
/// the one a fresh search gives, whatever was typed before.
@Suite struct ListingTests {
    static func book() -> [Contact] {
        let names = ["Ada Lovelace", "Adam Ant", "Émile Zola", "Zoë Ström", "Orfaju Ka", "Ana Orfa", "小明 王", "Grace Hopper"]
        return (0..<400).map { index in
            let words = names[index % names.count].split(separator: " ")
            return Contact(
                firstName: String(words[0]), lastName: String(words[1]) + "\(index % 7)",
                phones: index % 3 == 0 ? [LabeledValue(label: "mobile", value: "+44 20 7946 \(1000 + index)")] : [],
                tags: index % 2 == 0 ? ["work"] : [], favorite: index % 5 == 0)
        }
    }

    /// Some books shown: only their contacts, favourites first as ever, and after a move the
    /// listing follows the contact's new book.
    @Test func theBooksShownNarrowEveryListingAndFollowAMove() throws {
        let book = Self.book().enumerated().map { index, contact in
            var placed = contact
            placed.book = ["personal", "work", "club"][index % 3]
            return placed
        }
        let worker = ContactWorker(store: InMemoryContactStore(contacts: book))
        try worker.load()
        for query in ["", "a", "ada", "7946"] {
            let all = worker.listing(matching: ContactSearch(query), sortedBy: .lastName).map { $0 }
            let work = worker.listing(matching: ContactSearch(query), inBooks: ["work"], sortedBy: .lastName).map { $0 }
            #expect(work.map(\.id) == all.filter { $0.book == "work" }.map(\.id), "\(query)")
        }
        let both = worker.listing(matching: ContactSearch(""), tag: "work", inBooks: ["work", "club"], sortedBy: .firstName).map { $0 }
        #expect(!both.isEmpty && both.allSatisfy { $0.book != "personal" && $0.tags == ["work"] })
        let personal = try #require(worker.contacts.first { $0.book == "personal" })
        try worker.transfer([personal.id], to: "work", copying: false)
        #expect(worker.listing(matching: ContactSearch(""), inBooks: ["work"], sortedBy: .lastName).index(of: personal.id) != nil)
        #expect(worker.listing(matching: ContactSearch(""), inBooks: ["personal"], sortedBy: .lastName).index(of: personal.id) == nil)
    }

    @Test(arguments: [
        ["a", "ad", "ada", "ada l", "ada lo"], ["o", "or", "orf", "orfa", "orf", "o", ""], ["z", "zo", "zoe", "zoë s"],
        ["7", "79", "7946", "07946", "7946 10"], ["王", "王 小"], ["lovelace3", "lovelace"],
    ])
    func narrowingGivesWhatAFreshSearchGives(typed: [String]) throws {
        let book = Self.book()
        let worker = ContactWorker(store: InMemoryContactStore(contacts: book))
        try worker.load()
        for tag in [nil, "work"] {
            for query in typed {
                let fresh = ContactWorker(store: InMemoryContactStore(contacts: book))
                try fresh.load()
                let expected = fresh.listing(matching: ContactSearch(query), tag: tag, sortedBy: .firstName).map(\.id)
                #expect(worker.listing(matching: ContactSearch(query), tag: tag, sortedBy: .firstName).map(\.id) == expected, "\(query)")
            }
        }
    }

    /// Contacts of a few short words, searched as one run of haystacks: a word is never found
    /// across two contacts, nor across a contact's text and its phone's digits, whether typed on
    /// at the end, typed at the start, or backspaced.
    @Test func aWordIsFoundOnlyInsideOneContactsText() async throws {
        let letters = Gen<Character?>.element(of: Array("ab é1")).compactMap { $0 }
        let digits = Gen<Character?>.element(of: Array("12")).compactMap { $0 }
        let contacts = zip(letters.string(of: 0...4), letters.string(of: 0...4), digits.string(of: 0...4)).array(of: 1...30)
        let query = Gen<Character?>.element(of: Array("ab1é ")).compactMap { $0 }.string(of: 1...6)
        await propertyCheck(count: 300, input: zip(contacts, query)) { fields, query in
            let book = fields.map { first, last, phone in
                Contact(firstName: first, lastName: last, phones: phone.isEmpty ? [] : [LabeledValue(label: "mobile", value: phone)])
            }
            let worker = ContactWorker(store: InMemoryContactStore(contacts: book))
            _ = try? worker.load()
            let all = worker.listing(matching: ContactSearch(""), sortedBy: .lastName).map { $0 }
            let typedOn = (1...query.count).map { String(query.prefix($0)) }
            let typedAtTheStart = (1...query.count).map { String(query.suffix($0)) }
            for typed in typedOn + typedOn.reversed() + typedAtTheStart {
                let search = ContactSearch(typed)
                let expected = all.filter { search.matches($0) }.map(\.id)
                #expect(worker.listing(matching: search, sortedBy: .lastName).map(\.id) == expected, "\(typed) in \(fields)")
            }
        }
    }

    /// A backspace gets an earlier answer back, but only while the book is unchanged.
    @Test func aBackspaceAfterAChangeSearchesTheChangedBook() throws {
        let book = Self.book()
        let worker = ContactWorker(store: InMemoryContactStore(contacts: book))
        try worker.load()
        for query in ["a", "ad", "ada"] { _ = worker.listing(matching: ContactSearch(query), sortedBy: .lastName) }
        var renamed = book[0]
        renamed.firstName = "Bea"
        try worker.save(renamed)
        _ = worker.listing(matching: ContactSearch("ada"), sortedBy: .lastName)
        let fresh = ContactWorker(store: InMemoryContactStore(contacts: worker.contacts))
        try fresh.load()
        for query in ["ad", "a", ""] {
            let listed = worker.listing(matching: ContactSearch(query), sortedBy: .lastName).map(\.id)
            #expect(listed == fresh.listing(matching: ContactSearch(query), sortedBy: .lastName).map(\.id), "\(query)")
            #expect(query != "ad" || !listed.contains(renamed.id))
        }
    }

    /// A book read from its file is listed with the keys made while it was read; the listings
    /// must be those of the same contacts keyed from their fields, before and after a change.
    @Test func aBookReadFromItsFileListsAsTheSameContactsInMemory() throws {
        let book = Self.book()
        try withTemporaryDirectory { directory in
            let (fromFile, _) = try Self.workerReading(book, in: directory)
            let inMemory = ContactWorker(store: InMemoryContactStore(contacts: book))
            try inMemory.load()
            Self.expectSameListings(fromFile, as: inMemory, tags: [nil], "as read")
            var renamed = book[10]
            renamed.lastName = "Aardvark"
            try fromFile.save(renamed)
            try inMemory.save(renamed)
            Self.expectSameListings(fromFile, as: inMemory, tags: [nil], "renamed")
        }
    }

    /// The book saved in `directory`, and a worker that read it from there.
    static func workerReading(_ book: [Contact], in directory: String) throws -> (ContactWorker, path: String) {
        let path = directory + "/contacts.json"
        try JSONFileStore(path: path).save(AddressBook(contacts: book))
        let worker = ContactWorker(store: JSONFileStore(path: path))
        try worker.load()
        return (worker, path)
    }

    /// Every order, search and tag filter lists the same contacts in `worker` as in `expected`.
    static func expectSameListings(_ worker: ContactWorker, as expected: ContactWorker, tags: [String?], _ step: String) {
        #expect(worker.count == expected.count, "\(step)")
        for sort in ContactSort.allCases {
            for query in ["", "a", "orfa", "zoë", "7946", "王", "lovelace3"] {
                for tag in tags {
                    let wanted = expected.listing(matching: ContactSearch(query), tag: tag, sortedBy: sort).map(\.id)
                    let listed = worker.listing(matching: ContactSearch(query), tag: tag, sortedBy: sort).map(\.id)
                    #expect(listed == wanted, "\(step) \(sort) \(query) \(tag ?? "")")
                }
            }
        }
    }

    /// Changes to many contacts at once (a bulk delete, a tag added, their undo) move their
    /// entries in one pass; the list and its searches must be those of the same book read afresh.
    @Test func bulkChangesListAsTheSameBookReadAfresh() throws {
        let book = Self.book()
        try withTemporaryDirectory { directory in
            let (worker, path) = try Self.workerReading(book, in: directory)
            func expectAsReadAfresh(_ step: String) throws {
                let fresh = ContactWorker(store: JSONFileStore(path: path))
                try fresh.load()
                Self.expectSameListings(worker, as: fresh, tags: [nil, "work", "bulk"], step)
            }
            try worker.delete(ids: Set(book.indices.filter { $0 % 3 == 1 }.map { book[$0].id }))
            try expectAsReadAfresh("deleted")
            try worker.addTag("bulk", to: Set(book.indices.filter { $0 % 5 != 0 }.map { book[$0].id }))
            try expectAsReadAfresh("tagged")
            _ = try worker.undo()
            try expectAsReadAfresh("tag undone")
            _ = try worker.undo()
            try expectAsReadAfresh("delete undone")
            #expect(worker.count == book.count)
        }
    }

    /// Changes that move contacts (renamed, added, removed) are placed one by one when they are
    /// few and keyed anew when they are many; either way the list, its searches and each
    /// contact's place by id are those of the same book read afresh.
    @Test(arguments: [3, 40, 1_600])
    func changesThatMoveContactsListAsTheSameBookReadAfresh(changed: Int) throws {
        let book = (0..<3_000).map { index in
            var contact = Self.book()[index % 400]
            contact.id = UUID()
            return contact
        }
        try withTemporaryDirectory { directory in
            let (worker, path) = try Self.workerReading(book, in: directory)
            try worker.change { book in
                var contacts = Array(book.contacts.dropFirst(changed / 3))
                for index in stride(from: 0, to: changed, by: 2) { contacts[index].lastName = "Moved \(changed - index)" }
                contacts += (0..<changed / 3).map { Contact(firstName: "New", lastName: "Name \($0 % 9)") }
                return AddressBook(contacts: contacts)
            }
            let fresh = ContactWorker(store: JSONFileStore(path: path))
            try fresh.load()
            Self.expectSameListings(worker, as: fresh, tags: [nil, "work"], "\(changed) changed")
            for contact in fresh.contacts { #expect(worker.contact(id: contact.id)?.id == contact.id) }
            #expect(worker.contact(id: book[0].id) == nil)
        }
    }

    /// A book large enough to be searched on both cores, read from its file: every listing is
    /// what searching each contact alone finds, in the listing's order, before and after edits.
    @Test func aLargeBookSearchedOnAllCoresFindsWhatEachContactAloneMatches() throws {
        let book = (0..<41_000).map { index in
            Contact(
                firstName: ["Ada", "Émile", "Zoë", "小明"][index % 4], lastName: "N\(index % 997)",
                phones: index % 3 == 0 ? [LabeledValue(label: "mobile", value: "+44 20 \(index)")] : [],
                tags: index % 2 == 0 ? ["work"] : [], favorite: index % 50 == 0)
        }
        try withTemporaryDirectory { directory in
            let (worker, _) = try Self.workerReading(book, in: directory)
            // Each contact's haystack made once from its own fields, for the expected answers.
            var haystacks = Dictionary(uniqueKeysWithValues: book.map { ($0.id, (ContactSearch.Haystack($0), $0.tags)) })
            func expectExact(_ query: String, tag: String?, sort: ContactSort) {
                let search = ContactSearch(query)
                let all = worker.listing(matching: ContactSearch(""), sortedBy: sort).map { $0 }
                let expected = all.filter { contact in
                    haystacks[contact.id].map { search.matches($0.0) && (tag.map($0.1.contains) ?? true) } ?? false
                }
                let favouritesFirst = expected.filter(\.favorite) + expected.filter { !$0.favorite }
                #expect(worker.listing(matching: search, tag: tag, sortedBy: sort).map(\.id) == favouritesFirst.map(\.id), "\(query) \(tag ?? "")")
            }
            for (tag, sort) in [(nil, ContactSort.lastName), ("work", .firstName)] {
                for query in ["n", "n1", "n12", "zoe n12", "20 3", "小"] { expectExact(query, tag: tag, sort: sort) }
            }
            var renamed = worker.listing(matching: ContactSearch("n12"), sortedBy: .lastName).map { $0 }[0]
            renamed.lastName = "Aaron"
            haystacks[renamed.id] = (ContactSearch.Haystack(renamed), renamed.tags)
            try worker.save(renamed)
            try worker.delete(id: worker.listing(matching: ContactSearch("n13"), sortedBy: .lastName).map { $0 }[1].id)
            for query in ["aaron", "n1", "n13"] { expectExact(query, tag: nil, sort: .lastName) }
            // The book's own order, which is listed as it is kept, puts the renamed contact first
            // among the favourites or among the others, as it is one or not.
            let byLastName = worker.listing(matching: ContactSearch(""), sortedBy: .lastName).map { $0 }
            #expect(byLastName.first { $0.favorite == renamed.favorite }?.id == renamed.id)
        }
    }

    /// The birthdays screen looks only at contacts with a date, known from the keys made as the
    /// book was read; the tag picker counts on all cores. Both as the same book in memory.
    @Test func datesAndTagCountsOfABookReadFromItsFileAreThoseOfItsContacts() throws {
        let book = Self.book().enumerated().map { index, contact in
            var dated = contact
            if index % 7 == 0 { dated.birthday = PartialDate("--03-0\(1 + index % 9)") }
            if index % 11 == 0 { dated.anniversary = PartialDate("2001-05-17") }
            return dated
        }
        try withTemporaryDirectory { directory in
            let (fromFile, _) = try Self.workerReading(book, in: directory)
            let expected = book.filter { $0.birthday != nil || $0.anniversary != nil }
            #expect(Set(fromFile.contactsWithOccasions.map(\.id)) == Set(expected.map(\.id)))
            #expect(fromFile.contactsWithOccasions.map(\.id) == fromFile.contacts.filter { $0.birthday != nil || $0.anniversary != nil }.map(\.id))
            var undated = try #require(fromFile.contactsWithOccasions.first)
            undated.birthday = nil
            undated.anniversary = nil
            try fromFile.save(undated)
            #expect(!fromFile.contactsWithOccasions.map(\.id).contains(undated.id))
            let inMemory = ContactWorker(store: InMemoryContactStore(contacts: book))
            try inMemory.load()
            #expect(fromFile.tagCounts().map(\.tag) == inMemory.tagCounts().map(\.tag))
            #expect(fromFile.tagCounts().map(\.count) == inMemory.tagCounts().map(\.count))
        }
    }

    @Test func aChangeToTheBookIsSeenByTheNextKeyPress() throws {
        let worker = ContactWorker(store: InMemoryContactStore(contacts: Self.book()))
        try worker.load()
        let before = worker.listing(matching: ContactSearch("ad"), sortedBy: .lastName).count
        try worker.save(Contact(firstName: "Adalbert", lastName: "Stifter"))
        #expect(worker.listing(matching: ContactSearch("ada"), sortedBy: .lastName).contains { $0.firstName == "Adalbert" })
        #expect(worker.listing(matching: ContactSearch("ad"), sortedBy: .lastName).count == before + 1)
    }
}

/// Another order already made is carried over a change (the changed contacts placed by a
/// binary search) rather than sorted again: it must be the order a fresh sort gives.
@Suite struct CarriedOrderTests {
    @Test(arguments: [ContactSort.firstName, .company, .changed])
    func anOrderCarriedOverChangesIsTheOrderAFreshSortGives(sort: ContactSort) throws {
        var clock = 1_000.0
        let book = ListingTests.book().enumerated().map { index, contact in
            var dated = contact
            dated.company = ["Acme", "", "Zeta", "acme"][index % 4]
            dated.updatedAt = Date(timeIntervalSince1970: Double(index % 37))
            return dated
        }
        let worker = ContactWorker(store: InMemoryContactStore(contacts: book), now: { Date(timeIntervalSince1970: clock) })
        try worker.load()
        _ = worker.listing(matching: ContactSearch(""), sortedBy: sort)
        func expectFreshOrder(_ step: String) {
            let fresh = ContactWorker(store: InMemoryContactStore(contacts: worker.contacts))
            _ = try? fresh.load()
            for (query, order) in [("", sort), ("", .lastName), ("ada", sort), ("acme", .lastName), ("555 01", sort)] {
                let expected = fresh.listing(matching: ContactSearch(query), sortedBy: order).map(\.id)
                #expect(worker.listing(matching: ContactSearch(query), sortedBy: order).map(\.id) == expected, "\(step) \(query) \(order)")
            }
        }
        // Changed where it stands in the book's own order (the same names): replaced in place.
        var favourite = worker.contacts[3]
        favourite.favorite.toggle()
        favourite.phones = [LabeledValue(label: "work", value: "+1 555 0123")]
        try worker.save(favourite)
        expectFreshOrder("in place")
        #expect(worker.listing(matching: ContactSearch("555 0123"), sortedBy: sort).map(\.id) == [favourite.id])
        var renamed = worker.contacts[7]
        renamed.firstName = "Aaron"
        renamed.company = "Beta"
        try worker.save(renamed)
        expectFreshOrder("renamed")
        clock += 1
        try worker.save(Contact(firstName: "Zed", lastName: "Added", company: "acme"))
        expectFreshOrder("added")
        try worker.delete(id: worker.contacts[20].id)
        expectFreshOrder("deleted")
        clock += 1
        _ = try worker.undo()
        expectFreshOrder("undone")
    }
}

/// Commands search the book in its own order with the haystacks made at load.
@Suite struct CommandSearchTests {
    @Test func matchesAreInTheBooksOwnOrderWhateverTheFavourites() throws {
        let book = ListingTests.book()
        let worker = ContactWorker(store: InMemoryContactStore(contacts: book))
        try worker.load()
        for query in ["ada", "7946", "zoe", ""] {
            let search = ContactSearch(query)
            #expect(worker.contacts(matching: search).map(\.id) == worker.contacts.filter(search.matches).map(\.id), "\(query)")
        }
    }
}

/// A command's lookup through the worker finds what a lookup over its contacts finds.
@Suite struct WorkerLookupTests {
    @Test func findingThroughTheWorkerIsFindingInItsContacts() throws {
        let worker = ContactWorker(store: InMemoryContactStore(contacts: ListingTests.book()))
        try worker.load()
        let someID = String(worker.contacts[3].id.uuidString.prefix(8))
        for text in ["ada", "Grace Hopper2", "nobody", someID, "7946 1003", ""] {
            #expect(ContactLookup.find(text, in: worker) == ContactLookup.find(text, in: worker.contacts), "\(text)")
        }
    }
}

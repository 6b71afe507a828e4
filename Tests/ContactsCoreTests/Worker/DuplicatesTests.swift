import ContactsCore
import Foundation
import TestSupport
import Testing

@Suite struct DuplicateFinderTests {
    func contact(_ first: String, _ last: String = "", email: String? = nil, phone: String? = nil) -> Contact {
        Contact(
            firstName: first, lastName: last, phones: phone.map { [LabeledValue(label: "mobile", value: $0)] } ?? [],
            emails: email.map { [LabeledValue(label: "home", value: $0)] } ?? [])
    }

    @Test func contactsSharingAnEmailAPhoneOrANameAreGroupedTransitively() {
        let contacts = [
            contact("Ada", "Lovelace", email: "ADA@example.org"),
            contact("Augusta", "King", email: "ada@example.org ", phone: "+44 20 7946 0018"),
            contact("A.", "K.", phone: "020 7946 0018"),
            contact("Zoë", "Ström"), contact("zoe", "STROM"),
            contact("Alan", "Turing", phone: "123"), contact("Bob", phone: "456 123"),
        ]
        let groups = DuplicateFinder.groups(in: contacts)
        #expect(groups.map(\.positions) == [[0, 1, 2], [3, 4]])
        #expect(groups[0].reasons == [.email, .phone], "the UK number in national form matches the international one")
        #expect(groups[1].reasons == [.name])
    }

    @Test func aContactRepeatingItsOwnKeysIsNoGroupAndGroupsKeepTheBooksOrder() {
        var twice = contact("Ada", email: "ada@example.org")
        twice.emails.append(LabeledValue(label: "work", value: "Ada@Example.org"))
        let contacts = [contact("Bob", phone: "+1 555 010 9999"), twice, contact("Cy"), contact("Robert", phone: "(555) 010-9999")]
        #expect(DuplicateFinder.groups(in: contacts).map(\.positions) == [[0, 3]])
    }

    @Test func aBookWithoutDuplicatesHasNoGroups() {
        #expect(DuplicateFinder.groups(in: [contact("Ada"), contact("Alan")]).isEmpty)
        #expect(DuplicateFinder.groups(in: []).isEmpty)
    }
}

@Suite struct ContactMergeTests {
    @Test func theSamePersonInTwoBooksIsAGroupAndTheMergeKeepsTheBookChosen() {
        var (personal, work) = (Contact(firstName: "Ada", lastName: "Lovelace"), Contact(firstName: "Ada", lastName: "Lovelace"))
        (personal.book, work.book) = ("personal", "work")
        #expect(DuplicateFinder.groups(in: [personal, work]).map(\.positions) == [[0, 1]])
        #expect(ContactMerge.conflicts([personal, work]) == [.book])
        #expect(ContactMerge.merged([personal, work]).book == "personal", "the first, unless chosen")
        #expect(ContactMerge.merged([personal, work], choosing: [.book: 1]).book == "work")
        #expect(ContactMerge.Field.book.title == "Book")
    }

    @Test func singleFieldsAreChosenAndManyValuedOnesUnited() {
        var first = Contact(firstName: "Ada", lastName: "Lovelace", company: "", createdAt: Date(timeIntervalSince1970: 500))
        first.emails = [LabeledValue(label: "home", value: "ada@example.org")]
        first.tags = ["science"]
        first.notes = "mine"
        var second = Contact(firstName: "Augusta", lastName: "Lovelace", company: "Engines", createdAt: Date(timeIntervalSince1970: 100))
        second.emails = [LabeledValue(label: "work", value: "ADA@example.org"), LabeledValue(label: "work", value: "aak@example.org")]
        second.phones = [LabeledValue(label: "mobile", value: "+44 20 7946 0018")]
        second.tags = ["Science", "friends"]
        second.favorite = true
        second.notes = "theirs"
        #expect(ContactMerge.conflicts([first, second]) == [.firstName, .notes])
        let merged = ContactMerge.merged([first, second], choosing: [.firstName: 1])
        #expect(merged.id == second.id, "the oldest record's id")
        #expect(merged.firstName == "Augusta")
        #expect(merged.notes == "mine", "the first with a value, unless chosen")
        #expect(merged.company == "Engines")
        #expect(merged.emails.map(\.value) == ["ada@example.org", "aak@example.org"])
        #expect(merged.phones.count == 1)
        #expect(merged.tags == ["science", "friends"])
        #expect(merged.favorite)
        #expect(merged.createdAt == Date(timeIntervalSince1970: 100))
    }
}

@Suite struct WorkerMergeTests {
    @Test func mergingIsOneChangeThatUndoes() throws {
        let first = Contact(firstName: "Ada", lastName: "Lovelace", emails: [LabeledValue(label: "", value: "ada@example.org")])
        let second = Contact(firstName: "Ada", lastName: "King", emails: [LabeledValue(label: "", value: "ada@example.org")])
        let store = InMemoryContactStore(contacts: [first, second, Contact(firstName: "Alan")])
        let worker = ContactWorker(store: store, now: { Date(timeIntervalSince1970: 1_000) })
        try worker.load()
        let groups = worker.duplicateGroups()
        #expect(groups.count == 1)
        #expect(groups.first?.reasons == [.email])
        let ids = try #require(groups.first).contacts.map(\.id)
        #expect(ids == [second.id, first.id], "in the list's order: King before Lovelace")
        let merged = try worker.merge(ids, choosing: [.lastName: 1])
        #expect(merged.id == second.id)
        #expect(merged.lastName == "Lovelace")
        #expect(store.book?.contacts.count == 2)
        #expect(store.book?.contacts.first { $0.id == merged.id } == merged)
        #expect(worker.duplicateGroups().isEmpty)
        #expect(try worker.undo()?.description == "changes to 2 contacts")
        #expect(store.book?.contacts.count == 3)
    }

    @Test func aMergeMeetingAnotherProgramsChangeMergesNothing() throws {
        let first = Contact(firstName: "Ada", emails: [LabeledValue(label: "", value: "ada@example.org")])
        let second = Contact(firstName: "Augusta", emails: [LabeledValue(label: "", value: "ada@example.org")])
        let store = InMemoryContactStore(contacts: [first, second])
        let worker = ContactWorker(store: store)
        try worker.load()
        var changed = second
        changed.notes = "theirs"
        store.writeFromElsewhere(AddressBook(contacts: [first, changed]))
        #expect(throws: StoreError.self) { try worker.merge([first.id, second.id]) }
        #expect(store.book?.contacts.count == 2)
    }
}

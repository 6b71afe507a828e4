import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

/// Search as you type, sorting and favourites: requests to the list Interactor.
@MainActor
@Suite struct ContactListFilterTests {
    let viewport = ContactList.Viewport(rows: 20, columns: 100)

    static let book: [Contact] = {
        var notes = Fixtures.contact("Nadia", "Quiet")
        notes.notes = "Met at the Müller wedding"
        notes.tags = ["choir"]
        var address = Fixtures.contact("Olu", "Adeyemi")
        address.addresses = [PostalAddress(label: "home", street: "1 Long Road", city: "Lagos", region: "", postalCode: "", country: "Nigeria")]
        return [
            Fixtures.contact("Zoë", "Martin", email: "zoe@example.org"),
            Fixtures.contact("Jörg", "Müller", phone: "+49 30 1234-5678"),
            Fixtures.contact("Lars", "STRÖM", company: "Ström AB"),
            Fixtures.contact("小明", "王"),
            Fixtures.contact("Ada", "Lovelace", phone: "+44 20 7946 0018", email: "ada@example.org"),
            Fixtures.contact("Rene\u{301}", "Decomposed"),
            notes, address,
        ]
    }()

    func makeSUT(_ contacts: [Contact] = book) -> (ContactListParts, ContactListPresentationLogicSpy, InMemoryContactStore) {
        let (worker, store) = Fixtures.worker(contacts)
        let sut = ContactListParts(worker: worker)
        let spy = ContactListPresentationLogicSpy()
        sut.state.presenter = spy
        sut.listing.showContacts(request: .init(viewport: viewport))
        return (sut, spy, store)
    }

    func names(for query: String) -> [String] {
        let (sut, spy, _) = makeSUT()
        sut.listing.search(request: .init(query: query, viewport: viewport))
        return spy.lastResponse?.page.map(\.displayName) ?? []
    }

    @Test(arguments: [
        ("zoe", ["Zoë Martin"]), ("ZOË", ["Zoë Martin"]), ("muller", ["Nadia Quiet", "Jörg Müller"]),
        ("strom", ["Lars STRÖM"]), ("王", ["小明 王"]), ("rené", ["René Decomposed"]), ("rene", ["René Decomposed"]),
        ("7946", ["Ada Lovelace"]), ("2079460018", ["Ada Lovelace"]), ("020-7946-0018", ["Ada Lovelace"]), ("30 1234 5678", ["Jörg Müller"]),
        ("12345678", ["Jörg Müller"]), ("ada@example", ["Ada Lovelace"]), ("lagos", ["Olu Adeyemi"]), ("nigeria long", ["Olu Adeyemi"]),
        ("choir", ["Nadia Quiet"]), ("ada lovelace", ["Ada Lovelace"]), ("ada zoe", []), ("xyz", []),
    ])
    func searchMatchesEveryFieldIgnoringCaseAccentsAndPhoneSeparators(query: String, expected: [String]) {
        #expect(Set(names(for: query)) == Set(expected), "\(query)")
    }

    @Test func eachKeyPressNarrowsAndTheFirstMatchIsSelected() throws {
        let (sut, spy, _) = makeSUT()
        sut.listing.moveSelection(request: .init(movement: .last, viewport: viewport))
        sut.listing.search(request: .init(query: "a", viewport: viewport))
        let wide = try #require(spy.lastResponse)
        sut.listing.search(request: .init(query: "ad", viewport: viewport))
        let narrow = try #require(spy.lastResponse)
        #expect(narrow.shown < wide.shown)
        #expect(narrow.total == Self.book.count)
        #expect(narrow.selectedIndex == 0)
        #expect(sut.state.selectedContactID == narrow.page.first?.id)
        #expect(narrow.filter.query == "ad")
    }

    @Test func anEmptySearchShowsEveryone() {
        let (sut, spy, _) = makeSUT()
        sut.listing.search(request: .init(query: "zoe", viewport: viewport))
        sut.listing.search(request: .init(query: "  ", viewport: viewport))
        #expect(spy.lastResponse?.shown == Self.book.count)
    }

    @Test func noMatchLeavesNothingSelected() {
        let (sut, spy, _) = makeSUT()
        sut.listing.search(request: .init(query: "nobody", viewport: viewport))
        #expect(spy.lastResponse?.shown == 0)
        #expect(spy.lastResponse?.selectedIndex == nil)
        #expect(sut.state.selectedContactID == nil)
    }

    @Test func sortCyclesThroughFourOrdersKeepingTheSelection() throws {
        let contacts = [
            Fixtures.contact("Carl", "Able", company: "Zeta"), Fixtures.contact("Anna", "Berg"),
            Fixtures.contact("Bea", "Cole", company: "Acme"),
        ]
        let (sut, spy, _) = makeSUT(contacts)
        sut.listing.moveSelection(request: .init(movement: .down, viewport: viewport))
        #expect(spy.lastResponse?.page.map(\.firstName) == ["Carl", "Anna", "Bea"])
        var orders: [[String]] = []
        var sorts: [ContactSort] = []
        for _ in 0..<4 {
            sut.listing.cycleSort(request: .init(viewport: viewport))
            let response = try #require(spy.lastResponse)
            orders.append(response.page.map(\.firstName))
            sorts.append(response.filter.sort)
            #expect(sut.state.selectedContactID == contacts[1].id, "Anna stays selected")
        }
        #expect(sorts == [.firstName, .company, .changed, .lastName])
        #expect(orders[0] == ["Anna", "Bea", "Carl"])
        #expect(orders[1] == ["Bea", "Carl", "Anna"], "companies first, A to Z; no company last")
        #expect(orders[3] == ["Carl", "Anna", "Bea"])
    }

    @Test func favouritesComeFirstInEveryOrderAndStarringSavesAtOnce() throws {
        let (sut, spy, store) = makeSUT(Fixtures.numbered(3))
        sut.listing.moveSelection(request: .init(movement: .last, viewport: viewport))
        sut.listing.toggleFavorite(request: .init(viewport: viewport))
        let response = try #require(spy.lastResponse)
        #expect(response.page.map(\.lastName) == ["02", "00", "01"])
        #expect(response.page.first?.favorite == true)
        #expect(response.selectedIndex == 0, "the starred contact stays selected where it moved")
        #expect(store.book?.contacts.first { $0.lastName == "02" }?.favorite == true)
        sut.listing.cycleSort(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.page.first?.lastName == "02")
        sut.listing.toggleFavorite(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.page.map(\.lastName) == ["00", "01", "02"])
    }

    @Test func undoBringsADeletedContactBackSelectedAndSaysSo() throws {
        let (sut, spy, store) = makeSUT(Fixtures.numbered(3))
        sut.listing.undo(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.notice == .nothingToUndo)
        sut.listing.moveSelection(request: .init(movement: .down, viewport: viewport))
        let deleted = try #require(sut.state.selectedContactID)
        sut.listing.search(request: .init(query: "00", viewport: viewport))
        sut.listing.search(request: .init(query: "", viewport: viewport))
        sut.listing.moveSelection(request: .init(movement: .down, viewport: viewport))
        sut.acting.deleteContact(request: .init(viewport: viewport))
        sut.listing.search(request: .init(query: "Person 00", viewport: viewport))
        sut.listing.undo(request: .init(viewport: viewport))
        let response = try #require(spy.lastResponse)
        #expect(response.notice == .undid("deleting Person 01"))
        #expect(sut.state.selectedContactID == deleted)
        #expect(response.filter.query == "", "a search that would hide it is cleared")
        #expect(store.book?.contacts.count == 3)
    }

    @Test func aFilteredListFollowsChangesToTheBook() throws {
        let (sut, spy, _) = makeSUT()
        sut.listing.search(request: .init(query: "ada", viewport: viewport))
        sut.acting.askToDelete(request: .init())
        sut.acting.deleteContact(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.shown == 0)
        #expect(spy.lastResponse?.total == Self.book.count - 1)
    }
}

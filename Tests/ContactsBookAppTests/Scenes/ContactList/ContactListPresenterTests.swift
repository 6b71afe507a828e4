import ContactsCore
import Testing

@testable import ContactsBookApp

@MainActor
@Suite struct ContactListPresenterTests {
    static func present(
        _ page: [Contact], shown: Int? = nil, total: Int? = nil, selected: Int? = 0, columns: Int = 80,
        filter: ContactList.Filter = .init(), error: StoreError? = nil, warning: String? = nil
    ) throws -> ContactList.ShowContacts.ViewModel {
        let sut = ContactListPresenter()
        let spy = ContactListDisplayLogicSpy()
        sut.view = spy
        sut.presentContacts(
            response: .init(
                bookName: "contacts.json", total: total ?? page.count, shown: shown ?? page.count, page: page, firstIndex: 0,
                selectedIndex: page.isEmpty ? nil : selected, viewport: .init(rows: 10, columns: columns), filter: filter, error: error,
                warning: warning))
        return try #require(spy.viewModel)
    }

    func present(
        _ page: [Contact], total: Int? = nil, selected: Int? = 0, columns: Int = 80, error: StoreError? = nil, warning: String? = nil
    ) throws -> ContactList.ShowContacts.ViewModel {
        try Self.present(page, total: total, selected: selected, columns: columns, error: error, warning: warning)
    }

    @Test func headerNamesTheFileAndCountsContactsWithGrouping() throws {
        let viewModel = try present([Fixtures.contact("Ada", "Lovelace")], total: 3400)
        #expect(viewModel.title == "ContactsBook — contacts.json")
        #expect(viewModel.trailing == "3,400 contacts · by last name")
        #expect(viewModel.emptyMessage == nil)
    }

    @Test func everyRowFillsTheWidthInTerminalColumnsWhateverTheScript() throws {
        let page = [
            Fixtures.contact("小明", "王", phone: "+86 10 5555 0100", email: "xm@example.cn"),
            Fixtures.contact("Pizzeria 🍕", phone: "+39 081", email: "o@napoli.example.it"),
            Fixtures.contact("Zoë", "Ström", email: "zoe@example.de"),
            Fixtures.contact(String(repeating: "長", count: 40)),
        ]
        for columns in [100, 40] {
            let viewModel = try present(page, columns: columns)
            for row in viewModel.rows { #expect(DisplayWidth.of(row.text) == columns, "\(row.text)") }
            #expect(DisplayWidth.of(viewModel.columnHeader) == columns)
        }
    }

    @Test func columnsStartAtTheSameTerminalColumnInEveryRow() throws {
        let viewModel = try present([Fixtures.contact("小明", "王", phone: "+86 1"), Fixtures.contact("Al", "Bo", phone: "+1 2")])
        let phoneColumns = viewModel.rows.map { row -> Int in
            let prefix = row.text[..<row.text.range(of: "+")!.lowerBound]
            return DisplayWidth.of(prefix)
        }
        #expect(phoneColumns[0] == phoneColumns[1])
    }

    @Test func rowsShowNamePhoneAndEmailAndMarkTheSelection() throws {
        let viewModel = try present(
            [
                Fixtures.contact("Ada", "Lovelace", phone: "+44 20", email: "ada@example.org"),
                Fixtures.contact("Alan", "Turing"),
            ], selected: 1)
        #expect(viewModel.rows[0].text.contains("Ada Lovelace"))
        #expect(viewModel.rows[0].text.contains("+44 20"))
        #expect(viewModel.rows[0].text.contains("ada@example.org"))
        #expect(viewModel.rows.map(\.isSelected) == [false, true])
    }

    @Test func anEmptyBookSaysHowToStart() throws {
        let viewModel = try present([], selected: nil)
        #expect(viewModel.emptyMessage == "No contacts yet: press a to add one")
        #expect(viewModel.trailing == "0 contacts · by last name")
    }

    @Test func controlCharactersInDataAreMadeHarmless() throws {
        let viewModel = try present([Fixtures.contact("Evil\u{1B}[2J", "Name")])
        #expect(!viewModel.rows[0].text.contains("\u{1B}"))
    }

    @Test func aSaveErrorIsShownAsAnErrorMessage() throws {
        let viewModel = try present([], error: .writeFailed(path: "/tmp/c.json", reason: "Read-only file system"))
        #expect(viewModel.message?.isError == true)
        #expect(viewModel.message?.text.contains("Read-only file system") == true)
    }

    @Test func aSaveThatKeptNoBackupIsShownAsAProblem() throws {
        let viewModel = try present([], warning: "Saved, but could not create /x/backups: Not a directory")
        #expect(viewModel.message == StatusMessage("Saved, but could not create /x/backups: Not a directory", isError: true))
        #expect(try present([]).message == nil)
    }

    @Test func theDeleteQuestionNamesTheContact() {
        let sut = ContactListPresenter()
        let spy = ContactListDisplayLogicSpy()
        sut.view = spy
        sut.presentDeleteConfirmation(response: .init(contacts: [Fixtures.contact("Ada", "Lovelace")]))
        #expect(spy.deleteQuestion?.question == "Delete Ada Lovelace?")
    }
}

/// The header's counts and order, highlights, favourites and narrow layouts.
@MainActor
@Suite struct ContactListFilterPresenterTests {
    func present(
        _ page: [Contact], shown: Int? = nil, total: Int? = nil, columns: Int = 100, filter: ContactList.Filter = .init()
    ) throws -> ContactList.ShowContacts.ViewModel {
        try ContactListPresenterTests.present(page, shown: shown, total: total, columns: columns, filter: filter)
    }

    @Test func aSearchShowsHowManyOfTheBookMatchAndTheOrder() throws {
        let viewModel = try present([Fixtures.contact("Zoë", "Martin")], shown: 12, total: 3400, filter: .init(query: "zo"))
        #expect(viewModel.trailing == "12 of 3,400 · by last name")
        #expect(viewModel.filterLine == "Showing “zo” — / changes, Esc shows all")
        let all = try present([Fixtures.contact("Zoë", "Martin")], total: 3400, filter: .init(sort: .changed))
        #expect(all.trailing == "3,400 contacts · by recently changed")
        #expect(all.filterLine == nil)
    }

    @Test func matchesAreHighlightedWhereverTheyAreInTheRow() throws {
        let viewModel = try present([Fixtures.contact("Zoë", "Martin", email: "zoe@example.org")], filter: .init(query: "ZOE"))
        let row = viewModel.rows[0]
        let characters = Array(row.text)
        #expect(row.highlights.count == 2)
        #expect(row.highlights.map { String(characters[$0]) } == ["Zoë", "zoe"])
    }

    @Test func sortedByCompanyTheCompanyLeadsTheName() throws {
        let viewModel = try present(
            [Fixtures.contact("Dennis", "Ritchie", company: "Bell Labs"), Fixtures.contact("Ada", "Lovelace")], filter: .init(sort: .company))
        #expect(viewModel.rows[0].text.hasPrefix("   Bell Labs · Dennis Ritchie"))
        #expect(viewModel.rows[1].text.hasPrefix("   Ada Lovelace"))
    }

    @Test func noMatchSaysSo() throws {
        let viewModel = try present([], shown: 0, total: 5, filter: .init(query: "nobody"))
        #expect(viewModel.emptyMessage == "No contact matches “nobody”")
        #expect(viewModel.trailing == "0 of 5 · by last name")
    }

    @Test func favouritesCarryAStar() throws {
        var ada = Fixtures.contact("Ada", "Lovelace")
        ada.favorite = true
        let viewModel = try present([ada, Fixtures.contact("Alan", "Turing")])
        #expect(viewModel.rows[0].text.hasPrefix(" ★ Ada Lovelace"))
        #expect(viewModel.rows[1].text.hasPrefix("   Alan Turing"))
    }

    @Test func narrowTerminalsDropTheEmailThenThePhone() throws {
        let contact = Fixtures.contact("Ada", "Lovelace", phone: "+44 20", email: "ada@example.org")
        #expect(try present([contact], columns: 100).rows[0].text.contains("ada@example.org"))
        let forty = try present([contact], columns: 40).rows[0].text
        #expect(forty.contains("+44 20") && !forty.contains("ada@"))
        #expect(DisplayWidth.of(forty) == 40)
        let thirty = try present([contact], columns: 30).rows[0].text
        #expect(!thirty.contains("+44") && thirty.contains("Ada Lovelace"))
    }
}

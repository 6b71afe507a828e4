import ContactsCore
import Testing

@testable import ContactsBookApp

/// The scenes over several books shown together: the list says each contact's book, the card
/// names it, the form has a Book field whose choice moves the contact. With one book, none of it.
@MainActor
@Suite struct SeveralBooksScenesTests {
    static func row(_ contact: Contact, books: [String], columns: Int) throws -> (header: String, row: String) {
        let sut = ContactListPresenter()
        let spy = ContactListDisplayLogicSpy()
        sut.view = spy
        sut.presentContacts(
            response: .init(
                bookName: books.joined(separator: " + "), books: books, total: 1, shown: 1, page: [contact], firstIndex: 0, selectedIndex: 0,
                viewport: .init(rows: 10, columns: columns)))
        let viewModel = try #require(spy.viewModel)
        return (viewModel.columnHeader, try #require(viewModel.rows.first).text)
    }

    @Test func theListSaysEachContactsBookAfterItsName() throws {
        var ada = Fixtures.contact("Ada", "Lovelace", phone: "+44 20", email: "ada@example.org")
        ada.book = "家族"
        let wide = try Self.row(ada, books: ["personal", "家族"], columns: 100)
        #expect(wide.header.contains("Name") && wide.header.contains("Book"))
        #expect(wide.row.contains("Ada Lovelace") && wide.row.contains("家族"))
        #expect(DisplayWidth.of(wide.row) == 100 && DisplayWidth.of(wide.header) == 100)
        // Where the phone no longer fits, the book's first letter.
        let narrow = try Self.row(ada, books: ["personal", "家族"], columns: 30)
        #expect(narrow.row.contains("家") && !narrow.row.contains("家族"))
        #expect(DisplayWidth.of(narrow.row) == 30)
        // One book: no column.
        let one = try Self.row(Fixtures.contact("Ada", "Lovelace"), books: [], columns: 100)
        #expect(!one.header.contains("Book"))
    }

    @Test func aLongTitleIsCutBeforeWhatTheBooksAreDoing() throws {
        let books = (0..<10).map { "book number \($0)" }
        let sut = ContactListPresenter()
        let spy = ContactListDisplayLogicSpy()
        sut.view = spy
        sut.presentContacts(
            response: .init(
                bookName: books.joined(separator: " + "), books: books, total: 100_000, shown: 0, page: [], firstIndex: 0,
                selectedIndex: nil, viewport: .init(rows: 10, columns: 100), isReading: true))
        let viewModel = try #require(spy.viewModel)
        #expect(viewModel.title.hasPrefix("ContactsBook — book number 0 + ") && viewModel.title.hasSuffix("… (reading…)"))
        #expect(DisplayWidth.of(viewModel.title) + DisplayWidth.of(viewModel.trailing) + 4 <= 100)
    }

    @Test func theCardNamesTheBook() {
        var ada = Fixtures.contact("Ada", "Lovelace")
        #expect(!ContactCard.fields(ada).contains { $0.label == "Book" })
        ada.book = "work"
        #expect(ContactCard.fields(ada).contains { $0.label == "Book" && $0.value == "work" })
    }

    /// The form over `worker`, adding a contact or editing the one with `id`.
    static func form(_ worker: ContactWorker, editing id: Contact.ID? = nil) -> (EditContactInteractor, EditContactPresentationLogicSpy) {
        let sut = EditContactInteractor(worker: worker)
        let spy = EditContactPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = id
        sut.loadForm(request: .init())
        return (sut, spy)
    }

    @Test func aNewContactStartsInTheDefaultBookAndSpaceChoosesTheNext() throws {
        let (worker, _) = Fixtures.library([])
        let (sut, spy) = Self.form(worker)
        #expect(spy.lastForm?.form.book == "personal")
        #expect(spy.lastForm?.form.fields.contains(.book) == true)
        sut.editField(request: .init(field: .firstName, text: "Grace"))
        sut.chooseNextBook(request: .init())
        #expect(spy.lastForm?.form.book == "work" && spy.lastForm?.focus == .book)
        sut.save(request: .init())
        let id = try #require(spy.saved?.contactID)
        #expect(worker.contact(id: id)?.book == "work")
    }

    @Test func choosingAnotherBookMovesTheContactAndUndoMovesItBack() throws {
        let ada = Fixtures.contact("Ada", "Lovelace")
        let (worker, _) = Fixtures.library([ada])
        let (sut, spy) = Self.form(worker, editing: ada.id)
        #expect(spy.lastForm?.form.book == "personal")
        sut.editField(request: .init(field: .book, text: "WORK"))
        sut.save(request: .init())
        #expect(worker.contact(id: ada.id)?.book == "work")
        _ = try worker.undo()
        #expect(worker.contact(id: ada.id)?.book == "personal")
    }

    @Test func aRestoredDraftChoosesAmongTheBooksShownNow() {
        let (worker, _) = Fixtures.library([])
        var draft = ContactForm(contact: Fixtures.contact("Ada", "Lovelace"), books: ["old", "gone"])
        draft.book = "old"
        let sut = EditContactInteractor(worker: worker)
        let spy = EditContactPresentationLogicSpy()
        sut.presenter = spy
        sut.restoredForm = draft
        sut.loadForm(request: .init())
        #expect(spy.lastForm?.form.books == ["personal", "work"])
        #expect(spy.lastForm?.form.validationErrors()[.book] != nil, "its book is no longer one of them: said, not saved")
    }

    @Test func aBookNotShownIsAnErrorAtItsField() {
        var form = ContactForm(contact: Fixtures.contact("Ada", "Lovelace"), books: ["personal", "work"])
        form.set("club", for: .book)
        #expect(form.validationErrors()[.book]?.contains("“personal”, “work”") == true)
        // One book: no field, and the contact's book is left alone.
        let single = ContactForm(contact: Fixtures.contact("Ada", "Lovelace"))
        #expect(!single.fields.contains(.book) && single.validationErrors()[.book] == nil)
    }

    @Test func theTemplateCarriesTheBookWhenSeveralAreShown() {
        var ada = Fixtures.contact("Ada", "Lovelace")
        ada.book = "personal"
        let form = ContactForm(contact: ada, books: ["personal", "work"])
        let text = ContactTemplate.text(for: form)
        #expect(text.contains("Book: personal"))
        let read = ContactTemplate.form(from: text.replacingOccurrences(of: "Book: personal", with: "Book: work"), base: form)
        #expect(read.form.book == "work")
        #expect(!ContactTemplate.text(for: ContactForm(contact: ada)).contains("Book:"))
    }
}

/// The whole app over three books (personal, work, club), keys in and the screen out.
@MainActor
@Suite struct SeveralBooksFlowTests {
    static func app(rows: Int = 20, columns: Int = 100) -> TestApp {
        let worker = ThreeBooks.worker()
        let store = InMemoryContactStore(book: AddressBook(contacts: worker.contacts), displayName: "personal + work + club")
        (store.bookNames, store.defaultBook) = (ThreeBooks.books, "personal")
        return TestApp(store: store, rows: rows, columns: columns)
    }

    func book(of name: String, in app: TestApp) -> String? { app.worker.contacts.first { $0.firstName == name }?.book }

    @Test func bShowsOneBookThenSeveralThenEveryBookAgain() {
        let app = Self.app()
        #expect(app.lines[0].contains("personal + work + club"))
        app.press(.character("B"))
        #expect(app.lines[0].contains("Show which books"))
        app.press(.down, .down, .enter)
        #expect(app.lines[0].contains("ContactsBook — work") && app.lines[0].contains("1 of 3"))
        #expect(app.screen.contains("Alan Turing") && !app.screen.contains("Ada Lovelace"))
        #expect(app.screen.contains("book work"))
        // Several: the picker starts on work; personal and work marked.
        app.press(.character("B"), .up, .character(" "), .character(" "), .enter)
        #expect(app.lines[0].contains("personal + work") && !app.lines[0].contains("club"))
        #expect(app.screen.contains("Ada Lovelace") && app.screen.contains("Alan Turing"))
        // Esc shows every book again.
        app.press(.escape)
        #expect(app.lines[0].contains("personal + work + club") && app.lines[0].contains("3 contacts"))
    }

    @Test func mMovesTheMarkedContactsAsOneChangeThatUndoTakesBack() {
        let app = Self.app()
        app.press(.character(" "), .character(" "))
        app.press(.character("M"))
        #expect(app.lines[0].contains("Move 2 contacts to which book?"))
        app.press(.down, .down, .enter)
        #expect(app.screen.contains("Moved 2 contacts to club"))
        let moved = app.worker.contacts.filter { $0.book == "club" }.count
        #expect(moved == 2)
        app.press(.character("u"))
        #expect(app.worker.contacts.filter { $0.book == "club" }.isEmpty)
        #expect(app.screen.contains("Undid"))
    }

    @Test func cCopiesTheSelectedContactAsOneOfItsOwn() throws {
        let app = Self.app()
        let selected = try #require(app.worker.contacts.first)
        app.press(.character("C"), .down, .enter)
        #expect(app.screen.contains("Copied 1 contact to work"))
        let copies = app.worker.contacts.filter { $0.firstName == selected.firstName && $0.lastName == selected.lastName }
        #expect(copies.count == 2 && Set(copies.map(\.id)).count == 2)
        #expect(Set(copies.compactMap(\.book)) == ["personal", "work"])
    }

    @Test func withOneBookOpenTheKeysSayHowBooksAreSet() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("B"))
        #expect(app.screen.contains("One book is open"))
        app.press(.character("M"))
        #expect(app.lines[0].contains("ContactsBook — contacts.json"))
    }

    @Test func birthdaysAndDuplicatesSpanTheBooksShown() {
        // 2027-01-15 (the clock) is a Friday: birthdays in the next days, Ada in two books.
        var ada = Fixtures.contact("Ada", "Lovelace", email: "ada@example.org")
        ada.birthday = PartialDate("--01-20")
        var adaAtWork = Fixtures.contact("Ada", "Lovelace", email: "ada@example.org")
        adaAtWork.book = "work"
        var alan = Fixtures.contact("Alan", "Turing")
        (alan.book, alan.birthday) = ("work", PartialDate("--01-18"))
        let (worker, _) = Fixtures.library([ada, adaAtWork, alan], books: ThreeBooks.books)
        let store = InMemoryContactStore(book: AddressBook(contacts: worker.contacts), displayName: "three")
        (store.bookNames, store.defaultBook) = (ThreeBooks.books, "personal")
        let app = TestApp(store: store)
        app.press(.character("b"))
        #expect(app.screen.contains("Ada Lovelace") && app.screen.contains("Alan Turing"))
        app.press(.escape, .character("D"))
        #expect(app.screen.contains("Ada Lovelace") && !app.screen.contains("No duplicates"))
        // Only work shown: Alan's birthday, and no Ada twice.
        app.press(.escape, .character("B"), .down, .down, .enter)
        app.press(.character("b"))
        #expect(app.screen.contains("Alan Turing") && !app.screen.contains("Ada Lovelace"))
        app.press(.escape, .character("D"))
        #expect(app.screen.contains("No duplicates"))
    }

    @Test func theContactScreenNamesTheBook() {
        let app = Self.app()
        app.press(.end, .enter)
        #expect(app.screen.contains("Book") && app.screen.contains("work"))
    }
}

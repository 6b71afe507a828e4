import ContactsCore
import Foundation
import TerminalUI
import Testing

@testable import ContactsBookApp

/// The contact screen's cursor on fields, and its acting keys: y, Enter, m, E, *, T.
@MainActor
@Suite struct ContactDetailFieldTests {
    private static func ada() -> Contact {
        var ada = Fixtures.contact("Ada", "Lovelace", phone: "+44 20 7946 0018", email: "ada@home.example")
        ada.emails.append(LabeledValue(label: "work", value: "ada@work.example"))
        ada.urls = [LabeledValue(label: "home", value: "example.org/ada")]
        return ada
    }

    private func makeSUT() -> (ContactDetailInteractor, ContactDetailPresentationLogicSpy, ExternalProgramsSpy, ContactWorker) {
        let ada = Self.ada()
        let (worker, _) = Fixtures.worker([ada])
        let programs = ExternalProgramsSpy()
        let sut = ContactDetailInteractor(worker: worker, programs: programs)
        let spy = ContactDetailPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = ada.id
        sut.showContact(request: .init(columns: 80))
        return (sut, spy, programs, worker)
    }

    /// Name, phone, home email, work email, URL: the cursor goes to the field at `index`.
    private func select(_ index: Int, _ sut: ContactDetailInteractor) {
        sut.moveCursor(request: .init(movement: .first, rows: 20, columns: 80))
        for _ in 0..<index { sut.moveCursor(request: .init(movement: .down, rows: 20, columns: 80)) }
    }

    @Test func theCursorMovesFieldByFieldAndStopsAtTheEnds() {
        let (sut, spy, _, _) = makeSUT()
        #expect(spy.lastResponse?.selectedField == 0)
        sut.moveCursor(request: .init(movement: .up, rows: 20, columns: 80))
        #expect(spy.lastResponse?.selectedField == 0)
        sut.moveCursor(request: .init(movement: .last, rows: 20, columns: 80))
        #expect(spy.lastResponse?.selectedField == 4)
        sut.moveCursor(request: .init(movement: .down, rows: 20, columns: 80))
        #expect(spy.lastResponse?.selectedField == 4)
    }

    @Test func yCopiesTheFieldUnderTheCursor() {
        let (sut, spy, _, _) = makeSUT()
        select(3, sut)
        sut.act(request: .init(action: .copyField, columns: 80))
        #expect(spy.lastResponse?.clipboard == "ada@work.example")
        #expect(spy.lastResponse?.notice == .copied("ada@work.example"))
    }

    @Test func enterWritesToAnEmailOpensAWebAddressAndCopiesAPhone() {
        let (sut, spy, programs, _) = makeSUT()
        select(3, sut)
        sut.act(request: .init(action: .activateField, columns: 80))
        #expect(programs.runs.last == ["neomutt", "-F", "muttrc", "Ada Lovelace <ada@work.example>"])
        select(4, sut)
        sut.act(request: .init(action: .activateField, columns: 80))
        #expect(programs.runs.last == ["fake-browser", "https://example.org/ada"], "one argument, no shell; https assumed")
        select(1, sut)
        sut.act(request: .init(action: .activateField, columns: 80))
        #expect(spy.lastResponse?.clipboard == "+44 20 7946 0018")
        #expect(programs.runs.count == 2)
    }

    @Test func mWritesToTheAddressUnderTheCursorElseTheFirst() {
        let (sut, _, programs, _) = makeSUT()
        sut.act(request: .init(action: .mail, columns: 80))
        #expect(programs.runs.last?.last == "Ada Lovelace <ada@home.example>")
        select(3, sut)
        sut.act(request: .init(action: .mail, columns: 80))
        #expect(programs.runs.last?.last == "Ada Lovelace <ada@work.example>")
    }

    @Test func starTogglesTheFavouriteAndTAddsATagAfterAsking() throws {
        let (sut, spy, _, worker) = makeSUT()
        let id = try #require(sut.contactID)
        sut.act(request: .init(action: .toggleFavorite, columns: 80))
        #expect(worker.contact(id: id)?.favorite == true)
        #expect(spy.lastResponse?.notice == .favorite(true))
        sut.addTag(request: .init(tag: nil, columns: 80))
        #expect(spy.tagQuestion?.name == "Ada Lovelace")
        sut.addTag(request: .init(tag: "family", columns: 80))
        #expect(worker.contact(id: id)?.tags == ["family"])
        #expect(spy.lastResponse?.notice == .tagged("family"))
    }

    @Test func bigEEditsTheContactAsTextAndSavesIt() throws {
        let (sut, spy, programs, worker) = makeSUT()
        let id = try #require(sut.contactID)
        programs.edit = { $0.replacingOccurrences(of: "Nickname:", with: "Nickname: Countess") }
        sut.act(request: .init(action: .editInEditor, columns: 80))
        #expect(worker.contact(id: id)?.nickname == "Countess")
        #expect(spy.lastResponse?.notice == .savedFromEditor)
    }

    @Test func theWholeScreenReversesTheFieldAndScrollsToIt() throws {
        var long = Self.ada()
        long.notes = (1...40).map { "line \($0)" }.joined(separator: "\n")
        long.tags = ["x"]
        let app = TestApp([long], rows: 12)
        app.press(.enter)
        let name = try #require(app.row(containing: "Name"))
        #expect(app.terminal.style(row: name, column: 20) == .reverse)
        app.press(.character("j"))
        #expect(app.terminal.style(row: name, column: 20) == .normal)
        app.press(.character("G"))
        #expect(app.screen.contains("Notes"), "the last field scrolled into view")
        app.press(.character("y"))
        #expect(app.terminal.clipboard?.hasPrefix("line 1\nline 2") == true)
    }
}

/// The contact screen when the book changes underneath it.
@MainActor
@Suite struct ContactDetailAcrossReloadTests {
    @Test func theCursorStaysOnItsFieldWhenAReloadAddsOneAbove() throws {
        var ada = Fixtures.contact("Ada", "Lovelace", email: "ada@home.example")
        ada.emails.append(LabeledValue(label: "work", value: "ada@work.example"))
        let (worker, store) = Fixtures.worker([ada])
        let programs = ExternalProgramsSpy()
        let sut = ContactDetailInteractor(worker: worker, programs: programs)
        let spy = ContactDetailPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = ada.id
        sut.moveCursor(request: .init(movement: .last, rows: 10, columns: 80))
        var theirs = ada
        theirs.nickname = "Countess"
        theirs.phones = [LabeledValue(label: "mobile", value: "+44 20 7946 0018")]
        store.writeFromElsewhere(AddressBook(contacts: [theirs]))
        _ = try worker.reloadIfChangedElsewhere()
        sut.showContact(request: .init(columns: 80))
        sut.act(request: .init(action: .mail, columns: 80))
        #expect(programs.runs.last?.last == "Ada Lovelace <ada@work.example>")
    }

    @Test func anEditorEditThatMeetsAnotherProgramsChangeIsAsked() {
        let ada = Fixtures.contact("Ada", "Lovelace")
        let (worker, store) = Fixtures.worker([ada])
        let programs = ExternalProgramsSpy()
        programs.editWhileAnotherProgramChanges(ada, in: store)
        let sut = ContactDetailInteractor(worker: worker, programs: programs)
        let spy = ContactDetailPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = ada.id
        sut.act(request: .init(action: .editInEditor, columns: 80))
        #expect(spy.editorConflict != nil)
        sut.act(request: .init(action: .editInEditor, columns: 80, resolution: .keepMine))
        #expect(store.book?.contacts.first?.nickname == "Countess")
        #expect(store.book?.contacts.count == 1)
    }
}

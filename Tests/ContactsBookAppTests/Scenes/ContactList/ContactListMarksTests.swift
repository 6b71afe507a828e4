import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

/// Space marks rows; d, T and x then act on the marked contacts (else on the selected one).
@MainActor
@Suite struct ContactListMarksTests {
    let viewport = ContactList.Viewport(rows: 20, columns: 100)

    func makeSUT(_ count: Int = 4) -> (ContactListParts, ContactListPresentationLogicSpy, InMemoryContactStore, ContactWorker) {
        makeListInteractor(count, viewport: viewport)
    }

    /// Marks rows 0 and 2, as Space, Down, Space would... from the top: Space marks and moves on.
    func markFirstAndThird(_ sut: ContactListParts) {
        sut.acting.toggleMark(request: .init(viewport: viewport))
        sut.listing.moveSelection(request: .init(movement: .down, viewport: viewport))
        sut.acting.toggleMark(request: .init(viewport: viewport))
    }

    @Test func spaceMarksAndMovesDownAndAgainUnmarks() throws {
        let (sut, spy, _, _) = makeSUT()
        sut.acting.toggleMark(request: .init(viewport: viewport))
        let response = try #require(spy.lastResponse)
        #expect(response.marked == [response.page[0].id])
        #expect(response.selectedIndex == 1)
        sut.listing.moveSelection(request: .init(movement: .up, viewport: viewport))
        sut.acting.toggleMark(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.marked.isEmpty == true)
    }

    @Test func marksSurviveASearchAndEscapeClearsThem() {
        let (sut, spy, _, _) = makeSUT()
        markFirstAndThird(sut)
        sut.listing.search(request: .init(query: "03", viewport: viewport))
        #expect(spy.lastResponse?.marked.count == 2)
        sut.acting.clearMarks(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.marked.isEmpty == true)
    }

    @Test func deleteAsksAboutTheMarkedAndDeletesThemInOneUndoableChange() throws {
        let (sut, spy, store, worker) = makeSUT()
        markFirstAndThird(sut)
        sut.acting.askToDelete(request: .init())
        let question = try #require(spy.deleteConfirmation)
        #expect(question.isMarked)
        #expect(question.contacts.map(\.lastName) == ["00", "02"])
        sut.acting.deleteContact(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.notice == .deleted(count: 2, kept: 0))
        #expect(spy.lastResponse?.marked.isEmpty == true)
        #expect(store.book?.contacts.map(\.lastName).sorted() == ["01", "03"])
        _ = try worker.undo()
        #expect(worker.count == 4, "one undo brings both back")
    }

    @Test func withoutMarksTheActionsTakeTheSelectedContact() throws {
        let (sut, spy, _, _) = makeSUT()
        sut.acting.askForText(request: .init(action: .tag))
        let question = try #require(spy.textQuestion)
        #expect(!question.isMarked)
        #expect(question.contacts.map(\.lastName) == ["00"])
    }

    @Test func taggingAddsTheTagToEachMarkedContactOnce() {
        let (sut, spy, store, _) = makeSUT()
        markFirstAndThird(sut)
        sut.acting.actOnMarked(request: .init(action: .tag, text: "choir", viewport: viewport))
        #expect(spy.lastResponse?.notice == .tagged(count: 2, tag: "choir"))
        #expect(store.book?.contacts.filter { $0.tags == ["choir"] }.map(\.lastName).sorted() == ["00", "02"])
    }

    @Test func exportWritesTheMarkedAsVCardAndNeverOverAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-export-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (sut, spy, _, _) = makeSUT()
        markFirstAndThird(sut)
        let path = directory + "/marked.vcf"
        sut.acting.actOnMarked(request: .init(action: .export, text: path, viewport: viewport))
        #expect(spy.lastResponse?.notice == .exported(count: 2, path: path))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.components(separatedBy: "BEGIN:VCARD").count - 1 == 2)
        #expect(text.contains("Person 00") && text.contains("Person 02"))

        sut.acting.actOnMarked(request: .init(action: .export, text: path, viewport: viewport))
        #expect(spy.textQuestion?.failure == .writeFailed(path: path, reason: "a file is already there; give another name"))
        #expect(spy.textQuestion?.answer == path, "asked again, with the name typed")
    }

    @Test func marksOfContactsDeletedElsewhereGo() throws {
        let (sut, spy, store, _) = makeSUT()
        markFirstAndThird(sut)
        let remaining = try #require(store.book?.contacts.filter { $0.lastName != "00" })
        store.writeFromElsewhere(AddressBook(contacts: remaining))
        sut.listing.toggleFavorite(request: .init(viewport: viewport))
        let response = try #require(spy.lastResponse)
        #expect(response.total == 3, "the other program's delete came in with the save")
        #expect(response.marked.count == 1)
    }
}

@MainActor
@Suite struct ContactListMarksPresenterTests {
    @Test func markedRowsAreTickedAndTheHeaderCountsThem() throws {
        let ada = Fixtures.contact("Ada", "Lovelace")
        let sut = ContactListPresenter()
        let spy = ContactListDisplayLogicSpy()
        sut.view = spy
        sut.presentContacts(
            response: .init(
                bookName: "b", total: 2, shown: 2, page: [ada, Fixtures.contact("Alan", "Turing")], firstIndex: 0, selectedIndex: 0,
                viewport: .init(rows: 5, columns: 80), marked: [ada.id]))
        let viewModel = try #require(spy.viewModel)
        #expect(viewModel.rows[0].text.hasPrefix("✓  Ada Lovelace"))
        #expect(viewModel.rows[1].text.hasPrefix("   Alan Turing"))
        #expect(viewModel.trailing == "2 contacts · 1 marked · by last name")
        #expect(viewModel.message?.text.contains("d T x m act on the marked") == true)
        #expect(viewModel.hasMarks)
    }

    @Test func questionsNameTheMarkedOrTheContact() {
        let sut = ContactListPresenter()
        let spy = ContactListDisplayLogicSpy()
        sut.view = spy
        let two = [Fixtures.contact("Ada", "Lovelace"), Fixtures.contact("Alan", "Turing")]
        sut.presentDeleteConfirmation(response: .init(contacts: two, isMarked: true))
        #expect(spy.deleteQuestion?.question == "Delete the 2 marked contacts?")
        sut.presentTextQuestion(response: .init(action: .tag, contacts: [two[0]], isMarked: false))
        #expect(spy.textQuestion?.question == "Tag to add to Ada Lovelace:")
        sut.presentTextQuestion(response: .init(action: .export, contacts: two, isMarked: true))
        #expect(spy.textQuestion?.question == "Export the 2 marked contacts as vCard to the file:")
        #expect(spy.textQuestion?.text == "~/contactsbook-export.vcf")
    }

    @Test func noticesSayWhatWasDone() throws {
        func message(_ notice: ContactList.Notice) throws -> String { try #require(listMessage(for: notice)?.text) }
        #expect(try message(.deleted(count: 3, kept: 1)) == "Deleted 3 contacts; kept 1 contact another program changed meanwhile (u undoes)")
        #expect(try message(.tagged(count: 1, tag: "choir")) == "Tagged 1 contact “choir” (u undoes)")
        #expect(try message(.undid("deleting Ada Lovelace")) == "Undid deleting Ada Lovelace")
        #expect(try message(.exported(count: 2, path: "/tmp/x.vcf")) == "Exported 2 contacts to /tmp/x.vcf")
    }
}

import ContactsCore
import TerminalUI
import Testing

@testable import ContactsBookApp

@MainActor
final class DuplicateGroupPresentationLogicSpy: DuplicateGroupPresentationLogic {
    var lastResponse: DuplicateGroup.ShowGroup.Response?
    var merged: DuplicateGroup.Merge.Response?
    var question: DuplicateGroup.AskToMerge.Response?
    func presentGroup(response: DuplicateGroup.ShowGroup.Response) { lastResponse = response }
    func presentMerged(response: DuplicateGroup.Merge.Response) { merged = response }
    func presentMergeQuestion(response: DuplicateGroup.AskToMerge.Response) { question = response }
}

@MainActor
final class DuplicateGroupDisplayLogicSpy: DuplicateGroupDisplayLogic {
    var viewModel: DuplicateGroup.ShowGroup.ViewModel?
    var question: String?
    func displayGroup(viewModel: DuplicateGroup.ShowGroup.ViewModel) { self.viewModel = viewModel }
    func displayMerged(viewModel: DuplicateGroup.Merge.ViewModel) {}
    func displayMergeQuestion(viewModel: DuplicateGroup.AskToMerge.ViewModel) { question = viewModel.question }
}

@MainActor
@Suite struct DuplicateGroupInteractorTests {
    func makeSUT() -> (DuplicateGroupInteractor, DuplicateGroupPresentationLogicSpy, InMemoryContactStore) {
        var first = Fixtures.contact("Ada", "Lovelace", email: "ada@example.org")
        first.notes = "one"
        var second = Fixtures.contact("Augusta", "Lovelace", email: "ada@example.org")
        second.notes = "two"
        let third = Fixtures.contact("A.", "Lovelace", email: "ada@example.org")
        let (worker, store) = Fixtures.worker([first, second, third])
        let sut = DuplicateGroupInteractor(worker: worker)
        let spy = DuplicateGroupPresentationLogicSpy()
        sut.presenter = spy
        sut.contactIDs = [first.id, second.id, third.id]
        sut.showGroup(request: .init(columns: 80))
        return (sut, spy, store)
    }

    /// A group of these contacts, shown once.
    static func group(_ contacts: [Contact]) -> (DuplicateGroupInteractor, DuplicateGroupPresentationLogicSpy, ContactWorker, InMemoryContactStore) {
        let (worker, store) = Fixtures.worker(contacts)
        let sut = DuplicateGroupInteractor(worker: worker)
        let spy = DuplicateGroupPresentationLogicSpy()
        sut.presenter = spy
        sut.contactIDs = contacts.map(\.id)
        sut.showGroup(request: .init(columns: 80))
        return (sut, spy, worker, store)
    }

    @Test func aContactDeletedElsewhereLeavesTheGroupAndTheRestKeepTheirPlaces() throws {
        let contacts = ["Ada", "Augusta", "A."].map { Fixtures.contact($0, "Lovelace", email: "ada@example.org") }
        let (sut, spy, worker, store) = Self.group(contacts)
        sut.moveContact(request: .init(step: 2, columns: 80))
        store.writeFromElsewhere(AddressBook(contacts: Array(contacts.dropFirst())))
        _ = try worker.reloadIfChangedElsewhere()
        sut.showGroup(request: .init(columns: 80))
        #expect(spy.lastResponse?.contacts.map(\.firstName) == ["Augusta", "A."])
        #expect(spy.lastResponse?.contactFocus == 1, "still on A.")
        sut.takeOut(request: .init(columns: 80))
        #expect(sut.contactIDs == [contacts[1].id], "A. was taken out, not Augusta")
        #expect(spy.merged?.outcome == .dismissed, "one contact is no group")
    }

    @Test func eachDifferingFieldStartsOnTheFirstValueAndChoosingSkipsEmptyOnes() throws {
        let (sut, spy, _) = makeSUT()
        let response = try #require(spy.lastResponse)
        #expect(response.conflicts == [.firstName, .notes])
        #expect(response.choices == [.firstName: 0, .notes: 0])
        sut.moveFocus(request: .init(step: 1, columns: 80))
        sut.choose(request: .init(step: 1, columns: 80))
        #expect(spy.lastResponse?.choices[.notes] == 1)
        sut.choose(request: .init(step: 1, columns: 80))
        #expect(spy.lastResponse?.choices[.notes] == 0, "the third has no notes: skipped")
        sut.moveFocus(request: .init(step: 5, columns: 80))
        #expect(spy.lastResponse?.focus == 1, "stays on the last field")
    }

    @Test func mergeKeepsTheChoicesAndSaysWhatItCameTo() {
        let (sut, spy, store) = makeSUT()
        sut.choose(request: .init(step: -1, columns: 80))
        sut.merge(request: .init(columns: 80))
        #expect(spy.merged?.outcome == .merged(count: 3, into: "A. Lovelace"))
        #expect(sut.outcome == .merged(count: 3, into: "A. Lovelace"))
        #expect(store.book?.contacts.count == 1)
        #expect(store.book?.contacts.first?.notes == "one")
    }

    @Test func aContactTakenOutStaysInTheBookAndItsChoicesGoBack() throws {
        let (sut, spy, store) = makeSUT()
        sut.moveContact(request: .init(step: 1, columns: 80))
        sut.choose(request: .init(step: 1, columns: 80))  // First name from the second contact
        #expect(spy.lastResponse?.choices[.firstName] == 1 && spy.lastResponse?.contactFocus == 1)
        sut.takeOut(request: .init(columns: 80))
        let response = try #require(spy.lastResponse)
        #expect(response.contacts.map(\.firstName) == ["Ada", "A."])
        #expect(response.choices == [.firstName: 0], "the notes no longer differ; the first name is the first contact's again")
        sut.merge(request: .init(columns: 80))
        #expect(store.book?.contacts.map(\.firstName).sorted() == ["Ada", "Augusta"])
        // The one taken out is kept apart from the merged contact for the session.
        let augusta = try #require(store.book?.contacts.first { $0.firstName == "Augusta" })
        let merged = try #require(store.book?.contacts.first { $0.firstName == "Ada" })
        #expect(sut.outcome == .merged(count: 2, into: merged.displayName, apart: [.init(kept: merged.id, out: augusta.id)]))
    }

    @Test func takingOutAllButOneDismissesTheGroup() {
        let (sut, spy, store) = makeSUT()
        sut.takeOut(request: .init(columns: 80))
        sut.takeOut(request: .init(columns: 80))
        #expect(spy.merged?.outcome == .dismissed && sut.outcome == .dismissed)
        #expect(store.book?.contacts.count == 3)
    }

    /// A common name is no proof: a group that shares only a name, or of more than five, asks
    /// before merging, and merges when the person says so.
    @Test(arguments: [(2, true), (6, false)])
    func aNameOnlyOrLargeGroupAsksFirst(count: Int, nameOnly: Bool) {
        let contacts = (0..<count).map { Fixtures.contact("John", "Smith", email: nameOnly ? "john\($0)@example.org" : "john@example.org") }
        let (sut, spy, worker, store) = Self.group(contacts)
        #expect(spy.lastResponse?.reasons == (nameOnly ? [.name] : [.name, .email]))
        sut.merge(request: .init(columns: 80))
        #expect(spy.question == .init(count: count, reasons: nameOnly ? [.name] : [.name, .email]))
        #expect(spy.merged == nil && store.book?.contacts.count == count)
        sut.merge(request: .init(columns: 80, confirmed: true))
        #expect(store.book?.contacts.count == 1)
    }
}

@MainActor
@Suite struct DuplicateGroupPresenterTests {
    @Test func theContactsStandSideBySideWithTheKeptValueMarked() throws {
        let sut = DuplicateGroupPresenter()
        let spy = DuplicateGroupDisplayLogicSpy()
        sut.view = spy
        let contacts = [Fixtures.contact("Ada", "Lovelace", phone: "+44 20"), Fixtures.contact("Augusta", "Lovelace", email: "a@x.org")]
        sut.presentGroup(
            response: .init(contacts: contacts, conflicts: [.firstName], choices: [.firstName: 1], focus: 0, columns: 52, error: nil))
        let lines = try #require(spy.viewModel?.lines)
        #expect(lines[0].text.contains("Contact 1") && lines[0].text.contains("Contact 2"))
        let first = try #require(lines.first { $0.text.contains("First name") })
        #expect(first.isFocused)
        #expect(first.text.contains("  Ada") && first.text.contains("▸ Augusta"))
        #expect(lines.contains { $0.text.contains("Phones") && $0.text.contains("+44 20") })
        #expect(lines.allSatisfy { DisplayWidth.of($0.text) <= 52 })
    }

    /// Two spellings of one number become one: the screen says which, before the merge.
    @Test func eachValueWrittenAnotherWayIsListed() throws {
        let sut = DuplicateGroupPresenter()
        let spy = DuplicateGroupDisplayLogicSpy()
        sut.view = spy
        let contacts = [Fixtures.contact("Ada", phone: "030 555 0199"), Fixtures.contact("Ada", phone: "+49 30 555 0199")]
        sut.presentGroup(response: .init(contacts: contacts, conflicts: [], choices: [:], focus: 0, columns: 80, error: nil))
        let text = try #require(spy.viewModel?.lines).map(\.text).joined(separator: "\n")
        #expect(text.contains("each once.\n Written one way:\n Phone: 030 555 0199 becomes +49 30 555 0199"))
    }

    @Test func aLargeGroupShowsTheFocusedContactAmongThoseThatFit() throws {
        let sut = DuplicateGroupPresenter()
        let spy = DuplicateGroupDisplayLogicSpy()
        sut.view = spy
        let contacts = (0..<125).map { Fixtures.contact("John\($0)", "Smith") }
        sut.presentGroup(
            response: .init(
                contacts: contacts, conflicts: [.firstName], choices: [.firstName: 0], focus: 0, contactFocus: 60, reasons: [.name],
                columns: 80, error: nil))
        let viewModel = try #require(spy.viewModel)
        #expect(viewModel.title == "Same person? 125 contacts (59-62 shown)")
        #expect(viewModel.lines[0].text.contains("[Contact 61]") && viewModel.lines[0].text.contains("Contact 59"))
        #expect(viewModel.lines.contains { $0.text.contains("John60") })
        #expect(viewModel.lines.contains { $0.text.contains("They share only a name") })
        sut.presentMergeQuestion(response: .init(count: 125, reasons: [.name]))
        #expect(spy.question == "Merge 125 contacts into one? They share only a name.")
        // Taking out the contact that linked the others can leave them sharing nothing.
        sut.presentMergeQuestion(response: .init(count: 2, reasons: []))
        #expect(spy.question == "Merge 2 contacts into one? They share no name, email or phone.")
    }
}

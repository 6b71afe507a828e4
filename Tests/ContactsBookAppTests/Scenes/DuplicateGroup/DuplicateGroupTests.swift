import ContactsCore
import TerminalUI
import Testing

@testable import ContactsBookApp

@MainActor
final class DuplicateGroupPresentationLogicSpy: DuplicateGroupPresentationLogic {
    var lastResponse: DuplicateGroup.ShowGroup.Response?
    var merged: DuplicateGroup.Merge.Response?
    func presentGroup(response: DuplicateGroup.ShowGroup.Response) { lastResponse = response }
    func presentMerged(response: DuplicateGroup.Merge.Response) { merged = response }
}

@MainActor
final class DuplicateGroupDisplayLogicSpy: DuplicateGroupDisplayLogic {
    var viewModel: DuplicateGroup.ShowGroup.ViewModel?
    func displayGroup(viewModel: DuplicateGroup.ShowGroup.ViewModel) { self.viewModel = viewModel }
    func displayMerged(viewModel: DuplicateGroup.Merge.ViewModel) {}
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
        #expect(text.contains("all are kept, each once.\n Written one way:\n Phone: 030 555 0199 becomes +49 30 555 0199"))
    }
}

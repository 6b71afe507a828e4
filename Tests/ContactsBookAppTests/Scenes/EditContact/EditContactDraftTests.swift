import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

/// Every change to the form is kept as a draft until it is saved or given up.
@MainActor
@Suite struct EditContactDraftTests {
    func makeSUT(_ contacts: [Contact] = [], editing id: Contact.ID? = nil, restoring form: ContactForm? = nil) -> (
        EditContactInteractor, EditContactPresentationLogicSpy, DraftKeeperSpy
    ) {
        let (worker, _) = Fixtures.worker(contacts)
        let drafts = DraftKeeperSpy()
        let sut = EditContactInteractor(worker: worker, drafts: drafts)
        let spy = EditContactPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = id
        sut.restoredForm = form
        sut.loadForm(request: .init())
        return (sut, spy, drafts)
    }

    @Test func openingTheFormKeepsNothingAndEachChangeKeepsTheWholeForm() throws {
        let ada = Fixtures.contact("Ada", "Lovelace")
        let (sut, _, drafts) = makeSUT([ada], editing: ada.id)
        #expect(drafts.events.isEmpty)
        sut.editField(request: .init(field: .firstName, text: "Augusta"))
        sut.toggleFavorite(request: .init())
        let draft = try #require(drafts.lastKept)
        #expect(draft.contactID == ada.id)
        #expect(draft.form.firstName == "Augusta")
        #expect(draft.form.favorite)
        sut.editField(request: .init(field: .entryValue(.phones, 0), text: "+44 20"))
        sut.addEntry(request: .init())
        sut.removeEntry(request: .init())
        #expect(drafts.events.count == 5, "one draft per change")
    }

    @Test func aFormChangedBackToTheContactIsNoLongerKept() {
        let (sut, _, drafts) = makeSUT()
        sut.editField(request: .init(field: .firstName, text: "G"))
        sut.editField(request: .init(field: .firstName, text: ""))
        #expect(drafts.events.last == .discarded)
    }

    @Test func savingDiscardsTheDraft() {
        let (sut, spy, drafts) = makeSUT()
        sut.editField(request: .init(field: .firstName, text: "Grace"))
        sut.save(request: .init())
        #expect(spy.saved != nil)
        #expect(drafts.events.last == .discarded)
    }

    @Test func aFailedSaveKeepsTheDraft() {
        let (worker, store) = Fixtures.worker([])
        let drafts = DraftKeeperSpy()
        let sut = EditContactInteractor(worker: worker, drafts: drafts)
        sut.presenter = EditContactPresentationLogicSpy()
        sut.loadForm(request: .init())
        sut.editField(request: .init(field: .firstName, text: "Grace"))
        store.failure = .writeFailed(path: "/x", reason: "No space left on device")
        sut.save(request: .init())
        #expect(drafts.lastKept?.form.firstName == "Grace")
    }

    @Test func givingTheChangesUpDiscardsThemAndTheDraft() {
        let (sut, _, drafts) = makeSUT()
        sut.editField(request: .init(field: .firstName, text: "Grace"))
        sut.discardChanges(request: .init())
        #expect(drafts.events.last == .discarded)
        #expect(!sut.hasUnsavedChanges)
    }

    @Test func aRestoredDraftStartsTheFormAndIsKeptAsThisRunsDraft() throws {
        let ada = Fixtures.contact("Ada", "Lovelace")
        var form = ContactForm(contact: ada)
        form.notes = "Met at the Royal Society"
        let (sut, spy, drafts) = makeSUT([ada], editing: ada.id, restoring: form)
        #expect(try #require(spy.lastForm).form.notes == "Met at the Royal Society")
        #expect(sut.hasUnsavedChanges, "a restored draft is unsaved until saved")
        #expect(drafts.events == [.kept(EditDraft(contactID: ada.id, form: form))])
    }
}

import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

@MainActor
@Suite struct EditContactInteractorTests {
    func makeSUT(_ contacts: [Contact] = [], editing id: Contact.ID? = nil) -> (
        EditContactInteractor, EditContactPresentationLogicSpy, InMemoryContactStore, ContactWorker
    ) {
        let (worker, store) = Fixtures.worker(contacts)
        let sut = EditContactInteractor(worker: worker)
        let spy = EditContactPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = id
        sut.loadForm(request: .init())
        return (sut, spy, store, worker)
    }

    @Test func aNewFormIsEmptyWithOneEntryPerGroupAndFocusOnTheFirstName() throws {
        let (sut, spy, _, _) = makeSUT()
        let response = try #require(spy.lastForm)
        #expect(response.isNew)
        #expect(response.focus == .firstName)
        #expect(response.form.phones.count == 1 && response.form.emails.count == 1)
        #expect(response.form.urls.count == 1 && response.form.addresses.count == 1)
        #expect(!response.hasUnsavedChanges)
        #expect(!sut.hasUnsavedChanges)
    }

    @Test func editingOpensWithTheCurrentValues() throws {
        let ada = Fixtures.contact("Ada", "Lovelace", phone: "+44 20")
        let (_, spy, _, _) = makeSUT([ada], editing: ada.id)
        let response = try #require(spy.lastForm)
        #expect(!response.isNew)
        #expect(response.form.firstName == "Ada")
        #expect(response.form.phones.first?.value == "+44 20")
    }

    @Test func editingAFieldMarksTheFormChanged() {
        let (sut, spy, _, _) = makeSUT()
        sut.editField(request: .init(field: .firstName, text: "Bob"))
        #expect(spy.lastForm?.form.firstName == "Bob")
        #expect(spy.lastForm?.hasUnsavedChanges == true)
        #expect(sut.hasUnsavedChanges)
    }

    @Test func focusMovesThroughTheFieldsInOrderAndWraps() {
        let (sut, spy, _, _) = makeSUT()
        sut.moveFocus(request: .init(direction: .next))
        #expect(spy.lastForm?.focus == .lastName)
        sut.moveFocus(request: .init(direction: .previous))
        sut.moveFocus(request: .init(direction: .previous))
        #expect(spy.lastForm?.focus == .formattedName)
    }

    @Test func ctrlNAddsAnEntryToTheGroupOfTheCursorAndFocusesIt() {
        let (sut, spy, _, _) = makeSUT()
        sut.editField(request: .init(field: .entryValue(.emails, 0), text: "a@example.org"))
        sut.addEntry(request: .init())
        #expect(spy.lastForm?.form.emails.count == 2)
        #expect(spy.lastForm?.focus == .entryValue(.emails, 1))
        sut.editField(request: .init(field: .address(0, .city), text: "Paris"))
        sut.addEntry(request: .init())
        #expect(spy.lastForm?.form.addresses.count == 2)
        #expect(spy.lastForm?.focus == .address(1, .street))
    }

    @Test func ctrlNOutsideAGroupExplainsWhereItWorks() {
        let (sut, spy, _, _) = makeSUT()
        sut.addEntry(request: .init())
        #expect(spy.lastForm?.notice == .notInGroup)
        sut.removeEntry(request: .init())
        #expect(spy.lastForm?.notice == .notInGroup)
    }

    @Test func ctrlXRemovesTheCurrentEntryAndEmptiesTheLastOne() {
        let (sut, spy, _, _) = makeSUT()
        sut.editField(request: .init(field: .entryValue(.phones, 0), text: "1"))
        sut.addEntry(request: .init())
        sut.editField(request: .init(field: .entryValue(.phones, 1), text: "2"))
        sut.removeEntry(request: .init())
        #expect(spy.lastForm?.form.phones.map(\.value) == ["1"])
        #expect(spy.lastForm?.focus == .entryValue(.phones, 0))
        sut.removeEntry(request: .init())
        #expect(spy.lastForm?.form.phones.map(\.value) == [""])
    }

    @Test func invalidInputIsShownAtItsFieldsAndNothingIsSaved() throws {
        let (sut, spy, store, _) = makeSUT()
        sut.editField(request: .init(field: .entryValue(.emails, 0), text: "bob@"))
        sut.editField(request: .init(field: .entryValue(.phones, 0), text: "555-CALL"))
        sut.editField(request: .init(field: .birthday, text: "2023-02-29"))
        sut.save(request: .init())
        let response = try #require(spy.lastForm)
        #expect(Set(response.errors.keys) == [.entryValue(.emails, 0), .entryValue(.phones, 0), .birthday])
        #expect(response.notice == .fixErrors(count: 3))
        #expect(response.focus == .entryValue(.phones, 0))
        #expect(spy.saved == nil)
        #expect(store.saveCount == 0)
    }

    /// A phone alone is someone to call; a note alone is nobody, and the form says what it needs.
    @Test func aPhoneIsEnoughToSaveButANoteIsNot() throws {
        let (sut, spy, store, _) = makeSUT()
        sut.editField(request: .init(field: .notes, text: "met at the fair"))
        sut.save(request: .init())
        let response = try #require(spy.lastForm)
        #expect(response.errors == [.firstName: "Give a name, a company, an email or a phone"])
        #expect(response.focus == .firstName)
        #expect(store.saveCount == 0)

        sut.editField(request: .init(field: .entryValue(.phones, 0), text: "+44 20 7946 0000"))
        sut.save(request: .init())
        let id = try #require(spy.saved?.contactID)
        #expect(store.saveCount == 1)
        #expect(store.book?.contacts.first { $0.id == id }?.displayName == "+44 20 7946 0000")
    }

    /// A number typed into a phone's label (the first column Tab reaches) is not dropped with
    /// the empty entry on save: the label is marked and focused, and nothing is saved.
    @Test func aNumberTypedIntoThePhonesLabelIsShownNotDropped() throws {
        let (sut, spy, store, _) = makeSUT()
        sut.editField(request: .init(field: .firstName, text: "Tess"))
        sut.editField(request: .init(field: .entryLabel(.phones, 0), text: "mobile555 0199"))
        sut.save(request: .init())
        let response = try #require(spy.lastForm)
        #expect(Set(response.errors.keys) == [.entryLabel(.phones, 0)])
        #expect(response.focus == .entryLabel(.phones, 0))
        #expect(store.saveCount == 0)
        sut.editField(request: .init(field: .entryLabel(.phones, 0), text: "mobile"))
        sut.editField(request: .init(field: .entryValue(.phones, 0), text: "555 0199"))
        sut.save(request: .init())
        #expect(store.saveCount == 1)
        #expect(spy.saved != nil)
    }

    @Test func errorsClearAsTheyAreFixed() {
        let (sut, spy, _, _) = makeSUT()
        sut.save(request: .init())
        #expect(spy.lastForm?.errors[.firstName] != nil)
        sut.editField(request: .init(field: .company, text: "ACME"))
        #expect(spy.lastForm?.errors.isEmpty == true)
    }

    @Test func savingANewContactAddsItAndReportsItsID() throws {
        let (sut, spy, store, worker) = makeSUT()
        sut.editField(request: .init(field: .firstName, text: "  Bob "))
        sut.editField(request: .init(field: .entryValue(.emails, 0), text: "bob@example.com"))
        sut.editField(request: .init(field: .tags, text: "a, b, A, "))
        sut.save(request: .init())
        let id = try #require(spy.saved?.contactID)
        let saved = try #require(worker.contact(id: id))
        #expect(saved.firstName == "Bob")
        #expect(saved.emails == [LabeledValue(label: "home", value: "bob@example.com")])
        #expect(saved.phones.isEmpty && saved.addresses.isEmpty)
        #expect(saved.tags == ["a", "b"])
        #expect(saved.createdAt == Fixtures.clock)
        #expect(store.saveCount == 1)
        #expect(sut.savedContactID == id)
        #expect(!sut.hasUnsavedChanges)
    }

    @Test func savingAnEditKeepsWhatTheFormDoesNotShow() throws {
        var ada = Fixtures.contact("Ada", phone: "1")
        ada.uid = "abc@example"
        ada.extra = ["X-PHOTO": .string("data")]
        ada.unknownFields = ["futureKey": .bool(true)]
        ada.phones[0].unknownFields = ["pref": .number(1)]
        ada.createdAt = Date(timeIntervalSince1970: 1000)
        let (sut, spy, _, worker) = makeSUT([ada], editing: ada.id)
        sut.editField(request: .init(field: .lastName, text: "Lovelace"))
        sut.save(request: .init())
        #expect(spy.saved?.contactID == ada.id)
        let saved = try #require(worker.contact(id: ada.id))
        #expect(saved.lastName == "Lovelace")
        #expect(saved.uid == "abc@example")
        #expect(saved.extra == ["X-PHOTO": .string("data")])
        #expect(saved.unknownFields == ["futureKey": .bool(true)])
        #expect(saved.phones[0].unknownFields == ["pref": .number(1)])
        #expect(saved.createdAt == Date(timeIntervalSince1970: 1000))
        #expect(worker.count == 1)
    }

    @Test func aFailedSaveKeepsTheFormAndSaysWhy() {
        let (sut, spy, store, worker) = makeSUT()
        store.failure = .writeFailed(path: "c.json", reason: "No space left on device")
        sut.editField(request: .init(field: .firstName, text: "Bob"))
        sut.save(request: .init())
        #expect(spy.saved == nil)
        #expect(spy.lastForm?.notice == .saveFailed(.writeFailed(path: "c.json", reason: "No space left on device")))
        #expect(spy.lastForm?.form.firstName == "Bob")
        #expect(sut.hasUnsavedChanges)
        #expect(worker.count == 0)
    }

    @Test func cancelAsksOnlyWhenSomethingChanged() {
        let (sut, spy, _, _) = makeSUT()
        sut.cancel(request: .init())
        #expect(spy.cancel?.needsConfirmation == false)
        sut.toggleFavorite(request: .init())
        sut.cancel(request: .init())
        #expect(spy.cancel?.needsConfirmation == true)
    }
}

@MainActor
@Suite struct EditContactSaveWithoutChangesTests {
    @Test func savingAnUnchangedContactWritesNothingAndLeaves() {
        let ada = Fixtures.contact("Ada")
        let (worker, store) = Fixtures.worker([ada])
        let sut = EditContactInteractor(worker: worker)
        let spy = EditContactPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = ada.id
        sut.loadForm(request: .init())
        sut.save(request: .init())
        #expect(spy.saved?.contactID == ada.id)
        #expect(store.saveCount == 0)
    }
}

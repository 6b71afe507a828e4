import ContactsCore
import Foundation
import Localization
import TestSupport
import Testing

@testable import ContactsBookApp

@MainActor
@Suite struct ContactDetailInteractorTests {
    func makeSUT(_ contacts: [Contact], showing id: Contact.ID?) -> (ContactDetailInteractor, ContactDetailPresentationLogicSpy, InMemoryContactStore)
    {
        let (worker, store) = Fixtures.worker(contacts)
        let sut = ContactDetailInteractor(worker: worker)
        let spy = ContactDetailPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = id
        return (sut, spy, store)
    }

    @Test func showsTheContactFromItsDataStoreID() {
        let ada = Fixtures.contact("Ada", "Lovelace")
        let (sut, spy, _) = makeSUT([ada, Fixtures.contact("Alan")], showing: ada.id)
        sut.showContact(request: .init(columns: 80))
        #expect(spy.lastResponse?.contact == ada)
        #expect(spy.lastResponse?.columns == 80)
    }

    @Test func aContactThatIsGoneIsPresentedAsMissing() {
        let (sut, spy, _) = makeSUT([Fixtures.contact("Ada")], showing: UUID())
        sut.showContact(request: .init(columns: 80))
        #expect(spy.lastResponse != nil)
        #expect(spy.lastResponse?.contact == nil)
    }

    @Test func deleteAsksThenDeletesAndReportsIt() {
        let ada = Fixtures.contact("Ada")
        let (sut, spy, store) = makeSUT([ada], showing: ada.id)
        sut.askToDelete(request: .init())
        #expect(spy.deleteConfirmation?.contact.id == ada.id)
        sut.deleteContact(request: .init(columns: 80))
        #expect(spy.presentDeletedCalled)
        #expect(store.book?.contacts.isEmpty == true)
    }

    @Test func aFailedDeleteShowsTheErrorAndKeepsTheContact() {
        let ada = Fixtures.contact("Ada")
        let (sut, spy, store) = makeSUT([ada], showing: ada.id)
        store.failure = .writeFailed(path: "c.json", reason: "Permission denied")
        sut.deleteContact(request: .init(columns: 80))
        #expect(!spy.presentDeletedCalled)
        #expect(spy.lastResponse?.contact == ada)
        #expect(spy.lastResponse?.error != nil)
    }
}

@MainActor
@Suite struct ContactDetailPresenterTests {
    func present(_ contact: Contact?, columns: Int = 60) throws -> ContactDetail.ShowContact.ViewModel {
        let sut = ContactDetailPresenter()
        let spy = ContactDetailDisplayLogicSpy()
        sut.view = spy
        sut.presentContact(response: .init(contact: contact, columns: columns))
        return try #require(spy.viewModel)
    }

    @Test func labelsEveryFieldThatHasAValue() throws {
        var contact = Fixtures.contact("Ada", "Lovelace", phone: "+44 20", email: "ada@example.org", company: "Engines")
        contact.birthday = PartialDate("1815-12-10")
        contact.addresses = [PostalAddress(label: "home", street: "12 St James's Sq", city: "London", postalCode: "SW1", country: "UK")]
        contact.tags = ["friends", "science"]
        contact.favorite = true
        let viewModel = try present(contact)
        let labelled = Dictionary(viewModel.lines.filter { !$0.label.isEmpty }.map { ($0.label, $0.text) }, uniquingKeysWith: { a, _ in a })
        #expect(viewModel.title == "Ada Lovelace")
        #expect(labelled["Name"] == "Ada Lovelace")
        #expect(labelled["Company"] == "Engines")
        #expect(labelled["Phone (mobile)"] == "+44 20")
        #expect(labelled["Email (home)"] == "ada@example.org")
        #expect(labelled["Address (home)"] == "12 St James's Sq")
        #expect(viewModel.lines.contains { $0.label.isEmpty && $0.text == "SW1 London" })
        #expect(labelled["Birthday"] == "1815-12-10")
        #expect(labelled["Tags"] == "friends, science")
        #expect(labelled["Favourite"] != nil)
        #expect(labelled["Nickname"] == nil)
    }

    @Test func notesKeepTheirLinesAndWrapToTheWidth() throws {
        var contact = Fixtures.contact("Ada")
        contact.notes = "First line\n" + Array(repeating: "word", count: 20).joined(separator: " ")
        let viewModel = try present(contact, columns: 40)
        let notes = viewModel.lines.drop { $0.label != "Notes" }
        #expect(notes.first?.text == "First line")
        #expect(notes.count > 3)
        for line in notes { #expect(DisplayWidth.of(line.text) <= 40 - line.labelWidth - 2) }
    }

    @Test func theLabelsColumnWidensForALongerLabelWhereThereIsRoom() {
        let fields = [ContactCard.Field(label: "Telefone (celular)", value: "+55 11 5555 0100", kind: .phone)]
        #expect(ContactCard.lines(fields, columns: 100).first?.labelWidth == 18)
        #expect(ContactCard.lines(fields, columns: 40).first?.labelWidth == 14, "a narrow card keeps 14 and cuts with …")
        let long = [ContactCard.Field(label: String(repeating: "x", count: 40), value: "v", kind: .text)]
        #expect(ContactCard.lines(long, columns: 100).first?.labelWidth == 22)
    }

    @Test func theUsualEntryLabelsAreShownInTheLanguageAndOthersAsWritten() throws {
        let portuguese = try CompiledPO.catalog(
            "msgctxt \"entry label\"\nmsgid \"mobile\"\nmsgstr \"celular\"\n\nmsgctxt \"entry label\"\nmsgid \"home\"\nmsgstr \"casa\"\n",
            language: "pt_BR")
        Translation.$scoped.withValue(portuguese) {
            #expect(ContactCard.shownLabel("Mobile") == "celular")
            #expect(ContactCard.shownLabel("home") == "casa")
            #expect(ContactCard.shownLabel("Skype") == "Skype")
        }
        Translation.$scoped.withValue(.english) {
            #expect(ContactCard.shownLabel("Mobile") == "Mobile", "English keeps the label as written")
        }
    }

    @Test func aMissingContactSaysSo() throws {
        let viewModel = try present(nil)
        #expect(viewModel.title == "Contact not found")
    }
}

@MainActor
@Suite struct ContactDetailRouterTests {
    @Test func editPushesTheFormForThisContact() {
        let navigator = NavigatorSpy()
        let id = UUID()
        let dataStore = ContactDetailDataStoreStub(contactID: id)
        let sut = ContactDetailRouter()
        sut.navigator = navigator
        sut.dataStore = dataStore
        sut.routeToEditContact()
        #expect(navigator.pushed == [.editContact(id: id)])
    }

    @Test func backPopsAndTheListKeepsThisContactSelected() {
        let navigator = NavigatorSpy()
        let id = UUID()
        let dataStore = ContactDetailDataStoreStub(contactID: id)
        let list = ContactListDataStoreStub()
        let listRouter = ContactListRouter()
        listRouter.dataStore = list
        navigator.sceneBelow = listRouter.receive
        let sut = ContactDetailRouter()
        sut.navigator = navigator
        sut.dataStore = dataStore
        sut.routeBack()
        #expect(navigator.returned == [.selectContact(id)])
        #expect(list.selectedContactID == id)
    }
}

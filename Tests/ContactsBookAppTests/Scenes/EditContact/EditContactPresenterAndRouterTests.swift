import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

@MainActor
@Suite struct EditContactPresenterTests {
    func present(
        _ form: ContactForm, focus: FormField = .firstName, isNew: Bool = true, errors: [FormField: String] = [:],
        notice: EditContact.FormResponse.Notice? = nil
    ) throws -> EditContact.FormViewModel {
        let sut = EditContactPresenter()
        let spy = EditContactDisplayLogicSpy()
        sut.view = spy
        sut.presentForm(response: .init(form: form, focus: focus, isNew: isNew, hasUnsavedChanges: false, errors: errors, notice: notice))
        return try #require(spy.form)
    }

    @Test func theFieldsComeInTheOrderOfTheIssue() throws {
        let viewModel = try present(ContactForm(contact: Contact()))
        let captions = viewModel.rows.map(\.caption).filter { !$0.isEmpty }
        #expect(
            captions == [
                "First name", "Last name", "Middle name", "Nickname", "Company", "Department", "Job title", "Phone", "Email", "URL",
                "Address", "  City", "  Region", "  Postal code", "  Country", "Birthday", "Anniversary", "Notes", "Tags", "Favourite",
                "Related", "Profile", "Date", "Also at", "Role", "Gender", "Pre/suffix", "Phonetic", "Shown as",
            ])
        #expect(viewModel.title == "New contact")
    }

    @Test func everyFormFieldAppearsOnceInTheRows() throws {
        var form = ContactForm(contact: Contact())
        _ = form.addEntry(to: .phones)
        _ = form.addEntry(to: .addresses)
        let viewModel = try present(form)
        #expect(viewModel.rows.flatMap(\.fields).map(\.id) == form.fields)
    }

    /// An imported address with an apartment or PO box shows both, in visiting order, and
    /// what is typed there is saved.
    @Test func anAddressWithAPOBoxShowsItsPostalDetails() throws {
        var form = ContactForm(contact: Contact(firstName: "Ada", addresses: [PostalAddress(label: "home", street: "12 Square", poBox: "9")]))
        let viewModel = try present(form)
        #expect(viewModel.rows.map(\.caption).contains("  Apt, suite") && viewModel.rows.map(\.caption).contains("  PO box"))
        #expect(viewModel.rows.flatMap(\.fields).map(\.id) == form.fields)
        form.addresses[0].extendedAddress = "Flat 3"
        #expect(form.applied(to: Contact()).addresses.first?.extendedAddress == "Flat 3")
        #expect(form.applied(to: Contact()).addresses.first?.poBox == "9")
    }

    @Test func entriesShowTheirLabelBesideTheValue() throws {
        let form = ContactForm(contact: Fixtures.contact("Ada", phone: "+44 20"))
        let viewModel = try present(form, isNew: false)
        let phoneRow = try #require(viewModel.rows.first { $0.caption == "Phone" })
        #expect(phoneRow.fields.map(\.text) == ["mobile", "+44 20"])
        #expect(viewModel.title == "Edit — Ada")
    }

    @Test func errorsAreShownWithTheirFieldsAndCounted() throws {
        let form = ContactForm(contact: Contact())
        let viewModel = try present(form, errors: [.entryValue(.emails, 0): "An email needs a name, @ and a domain"], notice: .fixErrors(count: 1))
        let emailRow = try #require(viewModel.rows.first { $0.caption == "Email" })
        #expect(emailRow.error == "An email needs a name, @ and a domain")
        #expect(viewModel.message == StatusMessage("Fix the marked field to save", isError: true))
    }

    @Test func theFavouriteIsAToggle() throws {
        var form = ContactForm(contact: Contact())
        form.favorite = true
        let viewModel = try present(form)
        let field = try #require(viewModel.rows.flatMap(\.fields).first { $0.id == .favorite })
        #expect(field.kind == .toggle)
        #expect(field.text == "[x] yes")
    }

    @Test func cancelAsksOnlyWhenNeeded() {
        let sut = EditContactPresenter()
        let spy = EditContactDisplayLogicSpy()
        sut.view = spy
        sut.presentCancel(response: .init(needsConfirmation: false))
        #expect(spy.cancel?.question == nil)
        sut.presentCancel(response: .init(needsConfirmation: true))
        #expect(spy.cancel?.question == "Discard your changes to this contact?")
    }
}

@MainActor
@Suite struct EditContactRouterTests {
    @Test func afterSaveTheListBelowSelectsTheSavedContact() {
        let navigator = NavigatorSpy()
        let list = ContactListDataStoreStub()
        let listRouter = ContactListRouter()
        listRouter.dataStore = list
        navigator.sceneBelow = listRouter.receive
        let dataStore = EditContactDataStoreStub()
        dataStore.savedContactID = UUID()
        let sut = EditContactRouter()
        sut.navigator = navigator
        sut.dataStore = dataStore
        sut.routeAfterSave()
        #expect(navigator.popCount == 1)
        #expect(list.selectedContactID == dataStore.savedContactID)
    }

    /// The contact screen below takes no result: it shows the contact it was opened on.
    @Test func afterSaveFromTheDetailScreenItShowsTheSameContact() {
        let navigator = NavigatorSpy()
        let id = UUID()
        let detail = ContactDetailView()
        navigator.sceneBelow = detail.receive
        let dataStore = EditContactDataStoreStub()
        dataStore.savedContactID = id
        let sut = EditContactRouter()
        sut.navigator = navigator
        sut.dataStore = dataStore
        sut.routeAfterSave()
        #expect(navigator.returned == [.selectContact(id)])
    }

    @Test func discardingAsksFirst() {
        let navigator = NavigatorSpy()
        let sut = EditContactRouter()
        sut.navigator = navigator
        var answer: Bool?
        sut.routeToDiscardConfirmation(question: "Discard?") { answer = $0 }
        navigator.lastConfirmation?.onChoice(1)
        #expect(navigator.lastConfirmation?.question == "Discard?")
        #expect(answer == false)
        sut.routeBack()
        #expect(navigator.popCount == 1)
    }
}

@Suite struct ContactFormTests {
    @Test func emptyEntriesAreLeftOutAndTextIsTrimmed() {
        var form = ContactForm(contact: Contact())
        form.set(" Ada ", for: .firstName)
        form.set("  ", for: .entryValue(.phones, 0))
        form.set("Paris", for: .address(0, .city))
        let contact = form.applied(to: Contact())
        #expect(contact.firstName == "Ada")
        #expect(contact.phones.isEmpty)
        #expect(contact.addresses.map(\.city) == ["Paris"])
    }

    @Test func datesAreParsedAndAnEmptyDateClearsIt() {
        var form = ContactForm(contact: Contact(birthday: PartialDate("1990-01-02")))
        #expect(form.text(.birthday) == "1990-01-02")
        form.set("--12-24", for: .anniversary)
        form.set("", for: .birthday)
        let contact = form.applied(to: Contact())
        #expect(contact.birthday == nil)
        #expect(contact.anniversary == PartialDate("--12-24"))
    }
}

@Suite struct ContactFormKeepsForeignEntriesTests {
    @Test func anEmptyEntryWithKeysFromAnotherToolIsKept() {
        var contact = Contact(firstName: "Ada")
        contact.phones = [LabeledValue(label: "fax", value: "", unknownFields: ["x-note": .string("keep me")])]
        contact.addresses = [PostalAddress(label: "geo", unknownFields: ["x-geo": .string("51.5,-0.1")])]
        let saved = ContactForm(contact: contact).applied(to: contact)
        #expect(saved.phones == contact.phones)
        #expect(saved.addresses == contact.addresses)
    }
}

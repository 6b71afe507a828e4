import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

/// +, - and ! mark many at once; bulk actions say what the filter hides; m writes one mail to
/// every marked contact, asking which address where a contact has several.
@MainActor
@Suite struct ContactListMarkAllAndMailTests {
    let viewport = ContactList.Viewport(rows: 20, columns: 100)

    @Test func plusMarksEveryMatchOfTheSearchAndBangInvertsOnlyThoseShown() throws {
        let (sut, spy, _, _) = makeListInteractor(6, viewport: viewport)
        sut.listing.search(request: .init(query: "0", viewport: viewport))
        sut.acting.changeMarks(request: .init(change: .all, viewport: viewport))
        #expect(spy.lastResponse?.marked.count == 6, "Person 00 to 05 all match 0")
        sut.listing.search(request: .init(query: "03", viewport: viewport))
        sut.acting.changeMarks(request: .init(change: .invert, viewport: viewport))
        #expect(spy.lastResponse?.marked.count == 5)
        #expect(spy.lastResponse?.notice == .marks(count: 5))
        sut.acting.changeMarks(request: .init(change: .none, viewport: viewport))
        #expect(spy.lastResponse?.marked.isEmpty == true)
    }

    @Test func bulkQuestionsSayHowManyMarkedTheFilterHides() throws {
        let (sut, spy, _, _) = makeListInteractor(4, viewport: viewport)
        sut.acting.changeMarks(request: .init(change: .all, viewport: viewport))
        sut.listing.search(request: .init(query: "03", viewport: viewport))
        sut.acting.askToDelete(request: .init())
        #expect(spy.deleteConfirmation?.hidden == 3)
        sut.acting.askForText(request: .init(action: .tag))
        #expect(spy.textQuestion?.hidden == 3)
        let presenter = ContactListPresenter()
        let view = ContactListDisplayLogicSpy()
        presenter.view = view
        presenter.presentDeleteConfirmation(response: try #require(spy.deleteConfirmation))
        #expect(view.deleteQuestion?.question == "Delete the 4 marked contacts (3 of them hidden by the filter)?")
    }

    @Test func mWritesOneMailToEveryMarkedContactAsNameAndAddress() {
        let contacts = [
            Fixtures.contact("Ada", "Lovelace", email: "ada@example.org"), Fixtures.contact("Lovelace, Byron", email: "byron@example.org"),
            Fixtures.contact("Cy", "Nomail"),
        ]
        let (worker, _) = Fixtures.worker(contacts)
        let programs = ExternalProgramsSpy()
        let sut = ContactListParts(worker: worker, programs: programs)
        let spy = ContactListPresentationLogicSpy()
        sut.state.presenter = spy
        sut.acting.changeMarks(request: .init(change: .all, viewport: viewport))
        sut.acting.writeEmail(request: .init(viewport: viewport))
        #expect(programs.runs.count == 1)
        #expect(Set(programs.runs.first?.dropFirst(3) ?? []) == ["Ada Lovelace <ada@example.org>", "\"Lovelace, Byron\" <byron@example.org>"])
        #expect(spy.lastResponse?.notice == .mailedWithout(count: 1))
    }

    @Test func aContactWithSeveralAddressesIsAskedAboutAndTheChoiceIsUsed() throws {
        var ada = Fixtures.contact("Ada", "Lovelace", email: "ada@home.example")
        ada.emails.append(LabeledValue(label: "work", value: "ada@work.example"))
        let (worker, _) = Fixtures.worker([ada])
        let programs = ExternalProgramsSpy()
        let sut = ContactListParts(worker: worker, programs: programs)
        let spy = ContactListPresentationLogicSpy()
        sut.state.presenter = spy
        sut.acting.writeEmail(request: .init(viewport: viewport))
        let asked = try #require(spy.addressChoice)
        #expect(asked.contact.id == ada.id)
        #expect(programs.runs.isEmpty, "nothing written before the choice")
        var request = asked.request
        request.addresses[ada.id] = "ada@work.example"
        sut.acting.writeEmail(request: request)
        #expect(programs.runs == [["neomutt", "-F", "muttrc", "Ada Lovelace <ada@work.example>"]])
    }

    @Test func mailToMarksTheFilterHidesAsksFirst() throws {
        let (worker, _) = Fixtures.worker(
            Fixtures.numbered(3).map { contact in
                var contact = contact
                contact.emails = [LabeledValue(label: "home", value: "\(contact.lastName)@example.org")]
                return contact
            })
        let programs = ExternalProgramsSpy()
        let sut = ContactListParts(worker: worker, programs: programs)
        let spy = ContactListPresentationLogicSpy()
        sut.state.presenter = spy
        sut.acting.changeMarks(request: .init(change: .all, viewport: viewport))
        sut.listing.search(request: .init(query: "Person 00", viewport: viewport))
        sut.acting.writeEmail(request: .init(viewport: viewport))
        let asked = try #require(spy.hiddenMarks)
        #expect(asked.hidden == 2)
        #expect(programs.runs.isEmpty)
        var request = asked.request
        request.confirmedHidden = true
        sut.acting.writeEmail(request: request)
        #expect(programs.runs.first?.count == 6)
    }

    @Test func theAddressQuestionNumbersTheAddresses() throws {
        var ada = Fixtures.contact("Ada", "Lovelace", email: "ada@home.example")
        ada.emails.append(LabeledValue(label: "", value: "ada@work.example"))
        let presenter = ContactListPresenter()
        let view = ContactListDisplayLogicSpy()
        presenter.view = view
        presenter.presentAddressChoice(response: .init(contact: ada, request: .init(viewport: viewport)))
        let question = try #require(view.addressChoice)
        #expect(question.question == "Write to which address of Ada Lovelace?")
        #expect(question.detail == "1 ada@home.example (home) · 2 ada@work.example")
        #expect(question.choices.map(\.key) == ["1", "2"])
        #expect(question.choices.map(\.label) == ["home", "address 2"])
    }

    @Test func recipientsAreQuotedWhenTheirNameNeedsIt() {
        #expect(MailRecipient.text(name: "Ada Lovelace", address: "a@x.org") == "Ada Lovelace <a@x.org>")
        #expect(MailRecipient.text(name: "Lovelace, Ada", address: "a@x.org") == "\"Lovelace, Ada\" <a@x.org>")
        #expect(MailRecipient.text(name: "A. \"Ada\" L\\", address: "a@x.org") == "\"A. \\\"Ada\\\" L\\\\\" <a@x.org>")
        #expect(MailRecipient.text(name: "", address: "a@x.org") == "a@x.org")
        #expect(MailRecipient.text(name: "Two\nLines", address: "a@x.org") == "Two Lines <a@x.org>")
    }

    /// mutt reads an argument starting with "-" as an option wherever it is (-e runs a command).
    @Test func noRecipientOrWebAddressCanBeReadAsAnOption() {
        #expect(MailRecipient.text(name: "-esource `touch /tmp/x`", address: "a@x.org") == "\"-esource `touch /tmp/x`\" <a@x.org>")
        #expect(MailRecipient.text(name: "", address: "-e x") == nil)
        #expect(MailRecipient.text(name: "Ada", address: "-ex@y.org") == nil)
        #expect(ContactActions.startsWithScheme("https://x.org"))
        #expect(ContactActions.startsWithScheme("mailto:a@x.org"))
        #expect(!ContactActions.startsWithScheme("-x://y"))
        #expect(!ContactActions.startsWithScheme("example.org:8080/x"), "a host and port")
        var evil = Fixtures.contact("Ada")
        evil.urls = [LabeledValue(label: "", value: "--new-window=file:///etc/passwd")]
        let (worker, _) = Fixtures.worker([evil])
        let programs = ExternalProgramsSpy()
        let sut = ContactDetailInteractor(worker: worker, programs: programs)
        sut.contactID = evil.id
        sut.moveCursor(request: .init(movement: .last, rows: 10, columns: 80))
        sut.act(request: .init(action: .activateField, columns: 80))
        #expect(programs.runs == [["fake-browser", "https://--new-window=file:///etc/passwd"]])
    }

    @Test func theWholeAppAsksWhichAddressInADialog() {
        var ada = Fixtures.contact("Ada", "Lovelace", email: "ada@home.example")
        ada.emails.append(LabeledValue(label: "work", value: "ada@work.example"))
        let app = TestApp(store: InMemoryContactStore(contacts: [ada]), programs: ExternalProgramsSpy())
        app.press(.character("m"))
        #expect(app.screen.contains("Write to which address of Ada Lovelace?"))
        #expect(app.screen.contains("[1] home"))
        app.press(.escape)
        #expect(app.navigation.scenes.count == 1)
    }
}

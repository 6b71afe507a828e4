import ContactsCore
import Foundation
import TerminalUI
import Testing

@testable import ContactsBookApp

/// Another program changed the contact being edited: the form asks which version to keep.
@MainActor
@Suite struct EditContactConflictTests {
    @Test func theInteractorPresentsTheConflictAndSavesTheChoice() throws {
        let ada = Fixtures.contact("Ada")
        let (worker, store) = Fixtures.worker([ada])
        let sut = EditContactInteractor(worker: worker)
        let spy = EditContactPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = ada.id
        sut.loadForm(request: .init())
        var theirs = ada
        theirs.lastName = "Byron"
        store.writeFromElsewhere(AddressBook(contacts: [theirs]))
        sut.editField(request: .init(field: .lastName, text: "Lovelace"))
        sut.save(request: .init())
        #expect(spy.conflict?.conflict.theirs?.lastName == "Byron")
        #expect(spy.saved == nil)
        sut.save(request: .init(resolution: .keepBoth))
        #expect(spy.saved != nil)
        #expect(store.book?.contacts.map(\.lastName).sorted() == ["Byron", "Lovelace"])
    }

    @Test func theFormAsksKeepMineTheirsOrBothAndEscKeepsEditing() {
        let ada = Fixtures.contact("Ada")
        let app = TestApp([ada])
        app.press(.character("e"))
        app.press(.tab)
        app.type("Lovelace")
        var theirs = ada
        theirs.lastName = "Byron"
        app.store.writeFromElsewhere(AddressBook(contacts: [theirs]))
        app.press(.control("s"))
        #expect(app.screen.contains("was changed by another program"))
        #expect(app.screen.contains("[m] Keep mine"))
        app.press(.escape)
        #expect(app.screen.contains("Edit — Ada Lovelace"))
        app.press(.control("s"), .character("m"))
        #expect(app.screen.contains("Ada Lovelace"))
        #expect(app.store.book?.contacts.map(\.lastName) == ["Lovelace"])
    }
}

/// Deleting a contact another program changed: the list and the contact screen ask first.
@MainActor
@Suite struct DeleteConflictTests {
    @Test func theListAsksDeleteAnywayOrKeepTheirs() {
        let ada = Fixtures.contact("Ada")
        let app = TestApp([ada, Fixtures.contact("Zed")])
        var theirs = ada
        theirs.lastName = "Byron"
        app.store.writeFromElsewhere(AddressBook(contacts: [theirs, app.worker.contacts[1]]))
        app.press(.character("d"), .character("y"))
        #expect(app.screen.contains("[d] Delete anyway   [k] Keep theirs   [Esc] Cancel"))
        app.press(.character("k"))
        #expect(app.store.book?.contacts.count == 2)
        app.press(.character("d"), .character("y"))
        #expect(app.store.book?.contacts.count == 1)
    }

    @Test func theContactScreenAsksToo() {
        let ada = Fixtures.contact("Ada")
        let (worker, store) = Fixtures.worker([ada])
        let sut = ContactDetailInteractor(worker: worker)
        let spy = ContactDetailPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = ada.id
        var theirs = ada
        theirs.lastName = "Byron"
        store.writeFromElsewhere(AddressBook(contacts: [theirs]))
        sut.deleteContact(request: .init(columns: 80))
        #expect(spy.deleteConflict?.conflict.theirs?.lastName == "Byron")
        #expect(!spy.presentDeletedCalled)
        sut.deleteContact(request: .init(columns: 80, resolution: .keepMine))
        #expect(spy.presentDeletedCalled)
        #expect(store.book?.contacts.isEmpty == true)
    }
}

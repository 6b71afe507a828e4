import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

@MainActor
@Suite struct ContactListRouterTests {
    let navigator = NavigatorSpy()

    func makeSUT(selected: Contact.ID?) -> (ContactListRouter, ContactListDataStoreStub) {
        let dataStore = ContactListDataStoreStub(selectedContactID: selected)
        let sut = ContactListRouter()
        sut.navigator = navigator
        sut.dataStore = dataStore
        return (sut, dataStore)
    }

    @Test func openingPushesTheDetailOfTheSelectedContact() {
        let id = UUID()
        let (sut, dataStore) = makeSUT(selected: id)
        sut.routeToContactDetail()
        #expect(navigator.pushed == [.contactDetail(id: id)])
        _ = dataStore
    }

    @Test func editingPushesTheFormForTheSelectedContactAndAddingAnEmptyOne() {
        let id = UUID()
        let (sut, dataStore) = makeSUT(selected: id)
        sut.routeToEditContact()
        sut.routeToAddContact()
        #expect(navigator.pushed == [.editContact(id: id), .editContact(id: nil)])
        _ = dataStore
    }

    @Test func withoutASelectionOpenAndEditDoNothing() {
        let (sut, dataStore) = makeSUT(selected: nil)
        sut.routeToContactDetail()
        sut.routeToEditContact()
        #expect(navigator.pushed.isEmpty)
        _ = dataStore
    }

    @Test func deleteConfirmationIsPresentedAndItsAnswerComesBack() {
        let (sut, dataStore) = makeSUT(selected: UUID())
        var answer: Bool?
        sut.routeToDeleteConfirmation(question: "Delete Ada?") { answer = $0 }
        #expect(navigator.lastConfirmation?.question == "Delete Ada?")
        navigator.lastConfirmation?.onChoice(0)
        #expect(answer == true)
        _ = dataStore
    }

    @Test func helpAndQuit() {
        let (sut, dataStore) = makeSUT(selected: nil)
        sut.routeToHelp()
        sut.routeToQuit()
        #expect(navigator.pushed == [.help])
        #expect(navigator.quitCalled)
        _ = dataStore
    }
}

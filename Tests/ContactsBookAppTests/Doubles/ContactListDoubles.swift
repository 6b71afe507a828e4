import ContactsCore

@testable import ContactsBookApp

@MainActor
final class ContactListPresentationLogicSpy: ContactListPresentationLogic {
    var presentContactsCalled = false
    var lastResponse: ContactList.ShowContacts.Response?
    var deleteConfirmation: ContactList.AskToDelete.Response?

    func presentContacts(response: ContactList.ShowContacts.Response) {
        presentContactsCalled = true
        lastResponse = response
    }

    func presentDeleteConfirmation(response: ContactList.AskToDelete.Response) {
        deleteConfirmation = response
    }
}

@MainActor
final class ContactListDisplayLogicSpy: ContactListDisplayLogic {
    var viewModel: ContactList.ShowContacts.ViewModel?
    var deleteQuestion: ContactList.AskToDelete.ViewModel?

    func displayContacts(viewModel: ContactList.ShowContacts.ViewModel) { self.viewModel = viewModel }
    func displayDeleteConfirmation(viewModel: ContactList.AskToDelete.ViewModel) { deleteQuestion = viewModel }
}

@MainActor
final class ContactListDataStoreStub: ContactListDataStore {
    var selectedContactID: Contact.ID?
    init(selectedContactID: Contact.ID? = nil) { self.selectedContactID = selectedContactID }
}

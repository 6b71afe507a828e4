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

    var deleteConflict: ContactList.DeleteContact.ConflictResponse?
    func presentDeleteConflict(response: ContactList.DeleteContact.ConflictResponse) { deleteConflict = response }
    var textQuestion: ContactList.AskForText.Response?
    func presentTextQuestion(response: ContactList.AskForText.Response) { textQuestion = response }
    var syncConflicts: ContactList.Sync.ConflictsResponse?
    func presentSyncConflicts(response: ContactList.Sync.ConflictsResponse) { syncConflicts = response }
    var addressChoice: ContactList.WriteEmail.AddressChoiceResponse?
    func presentAddressChoice(response: ContactList.WriteEmail.AddressChoiceResponse) { addressChoice = response }
    var hiddenMarks: ContactList.WriteEmail.HiddenMarksResponse?
    func presentHiddenMarksBeforeMail(response: ContactList.WriteEmail.HiddenMarksResponse) { hiddenMarks = response }
    var editorConflict: ContactList.EditInEditor.ConflictResponse?
    func presentEditorConflict(response: ContactList.EditInEditor.ConflictResponse) { editorConflict = response }
    var bookGone: ContactList.BookGone.Response?
    func presentBookGone(response: ContactList.BookGone.Response) { bookGone = response }
    var bookChoice: ContactList.ChooseBooks.Response?
    func presentBookChoice(response: ContactList.ChooseBooks.Response) { bookChoice = response }
    var transferQuestion: ContactList.TransferToBook.Response?
    func presentTransferQuestion(response: ContactList.TransferToBook.Response) { transferQuestion = response }
}

@MainActor
final class ContactListDisplayLogicSpy: ContactListDisplayLogic {
    var viewModel: ContactList.ShowContacts.ViewModel?
    var deleteQuestion: ContactList.AskToDelete.ViewModel?

    func displayContacts(viewModel: ContactList.ShowContacts.ViewModel) { self.viewModel = viewModel }
    func displayDeleteConfirmation(viewModel: ContactList.AskToDelete.ViewModel) { deleteQuestion = viewModel }
    var deleteConflict: ConflictQuestion?
    func displayDeleteConflict(viewModel: ConflictQuestion) { deleteConflict = viewModel }
    var textQuestion: ContactList.AskForText.ViewModel?
    func displayTextQuestion(viewModel: ContactList.AskForText.ViewModel) { textQuestion = viewModel }
    var syncConflictsShown = 0
    func displaySyncConflicts() { syncConflictsShown += 1 }
    var addressChoice: ContactList.WriteEmail.AddressChoiceViewModel?
    func displayAddressChoice(viewModel: ContactList.WriteEmail.AddressChoiceViewModel) { addressChoice = viewModel }
    var hiddenMarks: ContactList.WriteEmail.HiddenMarksViewModel?
    func displayHiddenMarksBeforeMail(viewModel: ContactList.WriteEmail.HiddenMarksViewModel) { hiddenMarks = viewModel }
    var editorConflict: ConflictQuestion?
    func displayEditorConflict(viewModel: ConflictQuestion) { editorConflict = viewModel }
    var bookGone: ContactList.BookGone.ViewModel?
    func displayBookGone(viewModel: ContactList.BookGone.ViewModel) { bookGone = viewModel }
    var bookChoice: ContactList.ChooseBooks.ViewModel?
    func displayBookChoice(viewModel: ContactList.ChooseBooks.ViewModel) { bookChoice = viewModel }
    var transferQuestion: ContactList.TransferToBook.ViewModel?
    func displayTransferQuestion(viewModel: ContactList.TransferToBook.ViewModel) { transferQuestion = viewModel }
}

@MainActor
final class ContactListDataStoreStub: ContactListDataStore {
    var selectedContactID: Contact.ID?
    var tagFilter: String?
    var bookFilter: [String]?
    var syncConflicts: [SyncConflict] = []
    var deletedName: String?
    func noteDeleted(name: String) { deletedName = name }
    init(selectedContactID: Contact.ID? = nil) { self.selectedContactID = selectedContactID }
}

/// The status message the list presenter makes of a notice, on an empty page.
@MainActor
func listMessage(for notice: ContactList.Notice) -> StatusMessage? {
    let sut = ContactListPresenter()
    let spy = ContactListDisplayLogicSpy()
    sut.view = spy
    sut.presentContacts(
        response: .init(
            bookName: "b", total: 0, shown: 0, page: [], firstIndex: 0, selectedIndex: nil, viewport: .init(rows: 5, columns: 80),
            notice: notice))
    return spy.viewModel?.message
}

/// The list scene's three Interactors over one state, wired as `ContactListAssembly` wires
/// them, without a view.
@MainActor
struct ContactListParts {
    let state: ContactListState
    let listing: ContactListInteractor
    let acting: ContactListActingInteractor
    let syncing: ContactListSyncInteractor

    init(
        worker: ContactWorker, programs: ExternalPrograms? = nil, progress: ProgressReporting? = nil, sync: BookSyncing? = nil,
        sort: ContactSort = .lastName
    ) {
        state = ContactListState(worker: worker, progress: progress, sort: sort)
        listing = ContactListInteractor(state: state)
        acting = ContactListActingInteractor(state: state, programs: programs)
        syncing = ContactListSyncInteractor(state: state, sync: sync, progress: progress)
    }
}

/// The list's Interactors over `count` numbered contacts with a presenter spy, shown once.
@MainActor
func makeListInteractor(_ count: Int, viewport: ContactList.Viewport) -> (
    ContactListParts, ContactListPresentationLogicSpy, InMemoryContactStore, ContactWorker
) {
    let (worker, store) = Fixtures.worker(Fixtures.numbered(count))
    let sut = ContactListParts(worker: worker)
    let spy = ContactListPresentationLogicSpy()
    sut.state.presenter = spy
    sut.listing.showContacts(request: .init(viewport: viewport))
    return (sut, spy, store, worker)
}

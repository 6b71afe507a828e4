import ContactsCore

@testable import ContactsBookApp

@MainActor
final class ContactDetailPresentationLogicSpy: ContactDetailPresentationLogic {
    var lastResponse: ContactDetail.ShowContact.Response?
    var deleteConfirmation: ContactDetail.AskToDelete.Response?
    var presentDeletedCalled = false

    func presentContact(response: ContactDetail.ShowContact.Response) { lastResponse = response }
    func presentDeleteConfirmation(response: ContactDetail.AskToDelete.Response) { deleteConfirmation = response }
    func presentDeleted(response: ContactDetail.DeleteContact.Response) { presentDeletedCalled = true }
    var deleteConflict: ContactDetail.DeleteContact.ConflictResponse?
    func presentDeleteConflict(response: ContactDetail.DeleteContact.ConflictResponse) { deleteConflict = response }
    var tagQuestion: ContactDetail.AddTag.Response?
    func presentTagQuestion(response: ContactDetail.AddTag.Response) { tagQuestion = response }
    var editorConflict: ContactDetail.Act.ConflictResponse?
    func presentEditorConflict(response: ContactDetail.Act.ConflictResponse) { editorConflict = response }
}

@MainActor
final class ContactDetailDisplayLogicSpy: ContactDetailDisplayLogic {
    var viewModel: ContactDetail.ShowContact.ViewModel?
    var deleteQuestion: ContactDetail.AskToDelete.ViewModel?
    var displayDeletedCalled = false

    func displayContact(viewModel: ContactDetail.ShowContact.ViewModel) { self.viewModel = viewModel }
    func displayDeleteConfirmation(viewModel: ContactDetail.AskToDelete.ViewModel) { deleteQuestion = viewModel }
    func displayDeleted(viewModel: ContactDetail.DeleteContact.ViewModel) { displayDeletedCalled = true }
    var deleteConflict: ConflictQuestion?
    func displayDeleteConflict(viewModel: ConflictQuestion) { deleteConflict = viewModel }
}

@MainActor
final class ContactDetailDataStoreStub: ContactDetailDataStore {
    var contactID: Contact.ID?
    init(contactID: Contact.ID?) { self.contactID = contactID }
}

@MainActor
final class EditContactPresentationLogicSpy: EditContactPresentationLogic {
    var lastForm: EditContact.FormResponse?
    var saved: EditContact.Save.Response?
    var cancel: EditContact.Cancel.Response?

    func presentForm(response: EditContact.FormResponse) { lastForm = response }
    func presentSaved(response: EditContact.Save.Response) { saved = response }
    func presentCancel(response: EditContact.Cancel.Response) { cancel = response }
    var conflict: EditContact.Conflict.Response?
    func presentConflict(response: EditContact.Conflict.Response) { conflict = response }
    var editsApplied: EditContact.ApplyEdits.Response?
    func presentEditsApplied(response: EditContact.ApplyEdits.Response) { editsApplied = response }
}

@MainActor
final class EditContactDisplayLogicSpy: EditContactDisplayLogic {
    var form: EditContact.FormViewModel?
    var saved: EditContact.Save.ViewModel?
    var cancel: EditContact.Cancel.ViewModel?

    func displayForm(viewModel: EditContact.FormViewModel) { form = viewModel }
    func displaySaved(viewModel: EditContact.Save.ViewModel) { saved = viewModel }
    func displayCancel(viewModel: EditContact.Cancel.ViewModel) { cancel = viewModel }
    var conflict: EditContact.Conflict.ViewModel?
    func displayConflict(viewModel: EditContact.Conflict.ViewModel) { conflict = viewModel }
}

@MainActor
final class EditContactDataStoreStub: EditContactDataStore {
    var contactID: Contact.ID?
    var savedContactID: Contact.ID?
    var hasUnsavedChanges = false
    var restoredForm: ContactForm?
}

@MainActor
final class ConfirmDialogPresentationLogicSpy: ConfirmDialogPresentationLogic {
    var question: ConfirmDialog.ShowQuestion.Response?
    var answer: ConfirmDialog.Answer.Response?

    func presentQuestion(response: ConfirmDialog.ShowQuestion.Response) { question = response }
    func presentAnswer(response: ConfirmDialog.Answer.Response) { answer = response }
}

@MainActor
final class ConfirmDialogDisplayLogicSpy: ConfirmDialogDisplayLogic {
    var question: ConfirmDialog.ShowQuestion.ViewModel?
    var answer: ConfirmDialog.Answer.ViewModel?

    func displayQuestion(viewModel: ConfirmDialog.ShowQuestion.ViewModel) { question = viewModel }
    func displayAnswer(viewModel: ConfirmDialog.Answer.ViewModel) { answer = viewModel }
}

@MainActor
final class HelpPresentationLogicSpy: HelpPresentationLogic {
    var response: Help.ShowHelp.Response?
    func presentHelp(response: Help.ShowHelp.Response) { self.response = response }
}

@MainActor
final class HelpDisplayLogicSpy: HelpDisplayLogic {
    var viewModel: Help.ShowHelp.ViewModel?
    func displayHelp(viewModel: Help.ShowHelp.ViewModel) { self.viewModel = viewModel }
}

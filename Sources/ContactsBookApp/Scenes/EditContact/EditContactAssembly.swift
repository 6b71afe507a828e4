import ContactsCore

@MainActor
enum EditContactAssembly {
    static func make(
        contactID: Contact.ID?, restoring form: ContactForm? = nil, worker: ContactWorker, drafts: EditDraftKeeping?, navigator: Navigating
    ) -> EditContactView {
        let view = EditContactView()
        let interactor = EditContactInteractor(worker: worker, drafts: drafts)
        let presenter = EditContactPresenter()
        let router = EditContactRouter()
        interactor.contactID = contactID
        interactor.restoredForm = form
        view.interactor = interactor
        view.router = router
        interactor.presenter = presenter
        presenter.view = view
        router.navigator = navigator
        router.dataStore = interactor
        return view
    }
}

import ContactsCore

@MainActor
enum EditContactAssembly {
    static func make(contactID: Contact.ID?, worker: ContactWorker, navigator: Navigating) -> EditContactView {
        let view = EditContactView()
        let interactor = EditContactInteractor(worker: worker)
        let presenter = EditContactPresenter()
        let router = EditContactRouter()
        interactor.contactID = contactID
        view.interactor = interactor
        view.router = router
        interactor.presenter = presenter
        presenter.view = view
        router.navigator = navigator
        router.dataStore = interactor
        return view
    }
}

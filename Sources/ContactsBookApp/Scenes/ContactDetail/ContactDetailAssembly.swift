import ContactsCore

@MainActor
enum ContactDetailAssembly {
    static func make(contactID: Contact.ID, worker: ContactWorker, navigator: Navigating, programs: ExternalPrograms?) -> ContactDetailView {
        let view = ContactDetailView()
        let interactor = ContactDetailInteractor(worker: worker, programs: programs)
        let presenter = ContactDetailPresenter()
        let router = ContactDetailRouter()
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

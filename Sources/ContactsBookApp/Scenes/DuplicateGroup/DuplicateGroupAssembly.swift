import ContactsCore

/// Wires the scene: View -> Interactor -> Presenter -> View, and the Router.
@MainActor
enum DuplicateGroupAssembly {
    static func make(ids: [Contact.ID], worker: ContactWorker, navigator: Navigating) -> DuplicateGroupView {
        let view = DuplicateGroupView()
        let interactor = DuplicateGroupInteractor(worker: worker)
        let presenter = DuplicateGroupPresenter()
        let router = DuplicateGroupRouter()
        interactor.contactIDs = ids
        view.interactor = interactor
        view.router = router
        interactor.presenter = presenter
        presenter.view = view
        router.navigator = navigator
        router.dataStore = interactor
        return view
    }
}

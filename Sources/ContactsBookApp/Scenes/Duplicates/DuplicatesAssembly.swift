import ContactsCore

/// Wires the scene: View -> Interactor -> Presenter -> View, and the Router.
@MainActor
enum DuplicatesAssembly {
    static func make(worker: ContactWorker, work: BackgroundWork, navigator: Navigating) -> DuplicatesView {
        let view = DuplicatesView()
        let interactor = DuplicatesInteractor(worker: worker, work: work)
        let presenter = DuplicatesPresenter()
        let router = DuplicatesRouter()
        view.interactor = interactor
        view.router = router
        interactor.presenter = presenter
        presenter.view = view
        router.navigator = navigator
        router.dataStore = interactor
        return view
    }
}

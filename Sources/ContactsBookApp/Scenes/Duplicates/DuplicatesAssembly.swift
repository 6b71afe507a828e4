import ContactsCore

/// Wires the scene: View -> Interactor -> Presenter -> View, and the Router.
@MainActor
enum DuplicatesAssembly {
    static func make(worker: ContactWorker, books: [String]? = nil, work: BackgroundWork, navigator: Navigating) -> DuplicatesView {
        let view = DuplicatesView()
        let interactor = DuplicatesInteractor(worker: worker, work: work)
        interactor.books = books.map(Set.init)
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

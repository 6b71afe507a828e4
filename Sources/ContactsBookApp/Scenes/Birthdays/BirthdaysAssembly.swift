import ContactsCore

/// Wires the scene: View -> Interactor -> Presenter -> View, and the Router.
@MainActor
enum BirthdaysAssembly {
    static func make(worker: ContactWorker, books: [String]? = nil, work: BackgroundWork, navigator: Navigating) -> BirthdaysView {
        let view = BirthdaysView()
        let interactor = BirthdaysInteractor(worker: worker, work: work)
        interactor.books = books.map(Set.init)
        let presenter = BirthdaysPresenter()
        let router = BirthdaysRouter()
        view.interactor = interactor
        view.router = router
        interactor.presenter = presenter
        presenter.view = view
        router.navigator = navigator
        router.dataStore = interactor
        return view
    }
}

import ContactsCore

/// Wires the scene: View -> Interactor -> Presenter -> View, and the Router.
@MainActor
enum TagPickerAssembly {
    static func make(current: String?, worker: ContactWorker, navigator: Navigating) -> TagPickerView {
        let view = TagPickerView()
        let interactor = TagPickerInteractor(worker: worker)
        let presenter = TagPickerPresenter()
        let router = TagPickerRouter()
        interactor.currentTag = current
        view.interactor = interactor
        view.router = router
        interactor.presenter = presenter
        presenter.view = view
        router.navigator = navigator
        router.dataStore = interactor
        return view
    }
}

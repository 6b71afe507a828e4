import ContactsCore

/// Wires the scene: View -> Interactor -> Presenter -> View, and the Router.
@MainActor
enum BookPickerAssembly {
    static func make(configuration: BookPicker.Configuration, worker: ContactWorker, navigator: Navigating) -> BookPickerView {
        let view = BookPickerView()
        let interactor = BookPickerInteractor(worker: worker)
        let presenter = BookPickerPresenter()
        let router = BookPickerRouter()
        interactor.configuration = configuration
        view.interactor = interactor
        view.router = router
        interactor.presenter = presenter
        presenter.view = view
        router.navigator = navigator
        router.dataStore = interactor
        return view
    }
}

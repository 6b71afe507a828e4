@MainActor
enum ConfirmDialogAssembly {
    static func make(configuration: ConfirmDialog.Configuration, navigator: Navigating) -> ConfirmDialogView {
        let view = ConfirmDialogView()
        let interactor = ConfirmDialogInteractor()
        let presenter = ConfirmDialogPresenter()
        let router = ConfirmDialogRouter()
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

import ContactsCore

@MainActor
enum DamagedFileAssembly {
    static func make(error: StoreError, navigator: Navigating, onFinish: @escaping () -> Void) -> DamagedFileView {
        let view = DamagedFileView()
        let interactor = DamagedFileInteractor()
        let presenter = DamagedFilePresenter()
        let router = DamagedFileRouter()
        interactor.error = error
        view.interactor = interactor
        view.router = router
        interactor.presenter = presenter
        presenter.view = view
        router.navigator = navigator
        router.dataStore = interactor
        router.onFinish = onFinish
        return view
    }
}

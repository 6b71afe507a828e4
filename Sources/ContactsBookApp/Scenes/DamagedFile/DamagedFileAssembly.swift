import ContactsCore
import ContactsEngine

@MainActor
enum DamagedFileAssembly {
    static func make(error: StoreError, recovery: BookRecovery?, navigator: Navigating, onFinish: @escaping (DamagedFile.Outcome) -> Void)
        -> DamagedFileView
    {
        let view = DamagedFileView()
        let interactor = DamagedFileInteractor(recovery: recovery)
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

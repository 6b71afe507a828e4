@MainActor
enum HelpAssembly {
    static func make(navigator: Navigating) -> HelpView {
        let view = HelpView()
        let interactor = HelpInteractor()
        let presenter = HelpPresenter()
        let router = HelpRouter()
        view.interactor = interactor
        view.router = router
        interactor.presenter = presenter
        presenter.view = view
        router.navigator = navigator
        router.dataStore = interactor
        return view
    }
}

/// Wires the scene: View -> Interactor -> Presenter -> View, and the Router.
@MainActor
enum TextPromptAssembly {
    static func make(configuration: TextPrompt.Configuration, navigator: Navigating) -> TextPromptView {
        let view = TextPromptView()
        let interactor = TextPromptInteractor()
        let presenter = TextPromptPresenter()
        let router = TextPromptRouter()
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

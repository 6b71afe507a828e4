import ContactsCore

@MainActor
enum WelcomeAssembly {
    static func make(
        worker: ContactWorker, files: ContactFileReading, work: BackgroundWork, progress: ProgressReporting?, navigator: Navigating,
        onFinish: @escaping (Welcome.Outcome) -> Void
    ) -> WelcomeView {
        let view = WelcomeView()
        let interactor = WelcomeInteractor(worker: worker, files: files, work: work, progress: progress)
        let presenter = WelcomePresenter()
        let router = WelcomeRouter()
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

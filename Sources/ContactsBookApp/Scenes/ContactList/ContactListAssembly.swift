import ContactsCore
import ContactsEngine

/// Wires the list scene: View -> Interactor -> Presenter -> View, and the Router.
@MainActor
enum ContactListAssembly {
    static func make(
        worker: ContactWorker, programs: ExternalPrograms?, progress: ProgressReporting?, sync: SyncSession?, settings: Settings,
        navigator: Navigating
    ) -> ContactListView {
        let view = ContactListView()
        let interactor = ContactListInteractor(worker: worker, programs: programs, progress: progress, sync: sync, sort: settings.sort)
        let presenter = ContactListPresenter(columns: settings.columns)
        let router = ContactListRouter()
        view.interactor = interactor
        view.router = router
        interactor.presenter = presenter
        presenter.view = view
        router.navigator = navigator
        router.dataStore = interactor
        return view
    }
}

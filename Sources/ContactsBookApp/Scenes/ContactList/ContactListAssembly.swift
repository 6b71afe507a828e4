import ContactsCore
import ContactsEngine

/// Wires the list scene: View -> Interactors -> Presenter -> View, and the Router. The three
/// Interactors (listing, marks and acting, sync) share the list as shown, which is the
/// scene's data store and presents through the one Presenter.
@MainActor
enum ContactListAssembly {
    static func make(
        worker: ContactWorker, programs: ExternalPrograms?, progress: ProgressReporting?, sync: BookSyncing?, settings: Settings,
        navigator: Navigating
    ) -> ContactListView {
        let view = ContactListView()
        let state = ContactListState(worker: worker, progress: progress, sort: settings.sort)
        let presenter = ContactListPresenter(columns: settings.columns)
        let router = ContactListRouter()
        view.interactor = ContactListInteractor(state: state)
        view.actingInteractor = ContactListActingInteractor(state: state, programs: programs)
        view.syncInteractor = ContactListSyncInteractor(state: state, sync: sync, progress: progress)
        view.router = router
        state.presenter = presenter
        presenter.view = view
        router.navigator = navigator
        router.dataStore = state
        return view
    }
}

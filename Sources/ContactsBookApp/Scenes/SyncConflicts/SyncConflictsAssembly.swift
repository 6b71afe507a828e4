import ContactsCore
import ContactsEngine

/// Wires the scene: View -> Interactor -> Presenter -> View, and the Router.
@MainActor
enum SyncConflictsAssembly {
    static func make(conflicts: [SyncConflict], sync: BookSyncing?, navigator: Navigating) -> SyncConflictsView {
        let view = SyncConflictsView()
        let interactor = SyncConflictsInteractor(conflicts: conflicts, session: sync)
        let presenter = SyncConflictsPresenter()
        let router = SyncConflictsRouter()
        view.interactor = interactor
        view.router = router
        interactor.presenter = presenter
        presenter.view = view
        router.navigator = navigator
        router.dataStore = interactor
        return view
    }
}

import ContactsCore

@MainActor
public protocol ContactListSyncLogic {
    func sync(request: ContactList.Sync.Request)
}

/// `S`: the book synced with its CardDAV collection through the vdir (`BookSyncing`). Progress
/// goes to the status line step by step; conflicts go to their own screen.
@MainActor
public final class ContactListSyncInteractor: ContactListSyncLogic {
    let state: ContactListState
    private let progress: ProgressReporting?
    /// Nil when no vdir is configured: S then says how to set one.
    private let session: BookSyncing?

    public init(state: ContactListState, sync: BookSyncing?, progress: ProgressReporting? = nil) {
        self.state = state
        self.session = sync
        self.progress = progress
    }

    public func sync(request: ContactList.Sync.Request) {
        state.lastError = nil
        guard let session else {
            state.lastNotice = .syncFailed(.notConfigured)
            return state.present(viewport: request.viewport)
        }
        do {
            let outcome = try session.sync(forceDelete: false) { [progress] step in progress?.report(.syncing(step)) }
            state.lastNotice = .synced(outcome)
            state.syncConflicts = outcome.report.conflicts
        } catch {
            state.lastNotice = .syncFailed(error)
        }
        state.resolveSelection()
        state.present(viewport: request.viewport)
        if !state.syncConflicts.isEmpty { state.presenter?.presentSyncConflicts(response: .init(conflicts: state.syncConflicts)) }
    }
}

/// A book's sync with its vdir as the scenes and the `sync` command ask for it: run it, settle a
/// conflict it found. The engine's `SyncSession` is one; Interactors know only this.
public protocol BookSyncing: AnyObject {
    /// The vdir's folder, for messages.
    var vdirPath: String { get }
    /// Runs the sync command, then exchanges changes with the vdir (`forceDelete`: let a sync
    /// delete every card or contact on one side), saying each step as it starts.
    func sync(forceDelete: Bool, progress: (SyncStep) -> Void) throws(SyncError) -> SyncOutcome
    /// Settles a conflict the sync found; false when it was settled already or changed again.
    func settle(_ conflict: SyncConflict, keeping choice: ConflictChoice) throws(SyncError) -> Bool
}

import ContactsCore

/// `S` where the app cannot sync what it shows (several books, each with its own vdir): says
/// why and what to do instead, and changes nothing.
public final class SyncRefusal: BookSyncing {
    private let reason: SyncError

    public init(_ reason: SyncError) {
        self.reason = reason
    }

    public var vdirPath: String { "" }

    public func sync(forceDelete: Bool, progress: (SyncStep) -> Void) throws(SyncError) -> SyncOutcome { throw reason }

    public func settle(_ conflict: SyncConflict, keeping choice: ConflictChoice) throws(SyncError) -> Bool { throw reason }
}

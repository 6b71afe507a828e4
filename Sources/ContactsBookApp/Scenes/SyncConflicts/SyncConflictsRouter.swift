@MainActor
public protocol SyncConflictsRoutingLogic {
    func routeBack()
}

@MainActor
public protocol SyncConflictsDataPassing {
    var dataStore: SyncConflictsDataStore? { get }
}

/// Back to the list; what is left unsettled the next sync finds again.
@MainActor
public final class SyncConflictsRouter: SyncConflictsRoutingLogic, SyncConflictsDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: SyncConflictsDataStore?

    public init() {}

    public func routeBack() {
        navigator?.pop()
    }
}

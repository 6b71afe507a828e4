@MainActor
public protocol DuplicatesRoutingLogic {
    func routeBack()
    func routeToGroup()
}

@MainActor
public protocol DuplicatesDataPassing {
    var dataStore: DuplicatesDataStore? { get }
    /// What the group's screen did, handed back.
    func receive(_ result: SceneResult)
}

/// Opens the selected group side by side; back to the list.
@MainActor
public final class DuplicatesRouter: DuplicatesRoutingLogic, DuplicatesDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: DuplicatesDataStore?

    public init() {}

    public func receive(_ result: SceneResult) {
        if case .duplicateOutcome(let outcome) = result { dataStore?.lastOutcome = outcome }
    }

    public func routeBack() {
        navigator?.pop()
    }

    public func routeToGroup() {
        guard let ids = dataStore?.selectedGroup else { return }
        navigator?.push(.duplicateGroup(ids: ids))
    }
}

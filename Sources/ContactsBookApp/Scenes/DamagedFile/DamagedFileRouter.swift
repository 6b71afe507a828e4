@MainActor
public protocol DamagedFileRoutingLogic {
    func routeToFinish(outcome: DamagedFile.Outcome)
}

@MainActor
public protocol DamagedFileDataPassing {
    var dataStore: DamagedFileDataStore? { get }
}

/// The flow ends here; the coordinator decides what follows (the list, or quitting with 2).
@MainActor
public final class DamagedFileRouter: DamagedFileRoutingLogic, DamagedFileDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: DamagedFileDataStore?
    var onFinish: (DamagedFile.Outcome) -> Void = { _ in }

    public init() {}

    public func routeToFinish(outcome: DamagedFile.Outcome) {
        onFinish(outcome)
    }
}

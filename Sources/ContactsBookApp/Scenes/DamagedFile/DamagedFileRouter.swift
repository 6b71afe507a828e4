@MainActor
public protocol DamagedFileRoutingLogic {
    func routeToQuit()
}

@MainActor
public protocol DamagedFileDataPassing {
    var dataStore: DamagedFileDataStore? { get }
}

/// The flow ends here; the coordinator quits with a failure status.
@MainActor
public final class DamagedFileRouter: DamagedFileRoutingLogic, DamagedFileDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: DamagedFileDataStore?
    var onFinish: () -> Void = {}

    public init() {}

    public func routeToQuit() {
        onFinish()
    }
}

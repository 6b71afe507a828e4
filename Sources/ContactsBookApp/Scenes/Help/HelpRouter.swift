@MainActor
public protocol HelpRoutingLogic {
    func routeBack()
}

@MainActor
public protocol HelpDataPassing {
    var dataStore: HelpDataStore? { get }
}

@MainActor
public final class HelpRouter: HelpRoutingLogic, HelpDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: HelpDataStore?

    public init() {}

    public func routeBack() {
        navigator?.pop()
    }
}

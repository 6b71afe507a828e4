@MainActor
public protocol WelcomeRoutingLogic {
    func routeToFinish(outcome: Welcome.Outcome)
}

@MainActor
public protocol WelcomeDataPassing {
    var dataStore: WelcomeDataStore? { get }
}

/// The Welcome flow ends here: the coordinator decides what follows.
@MainActor
public final class WelcomeRouter: WelcomeRoutingLogic, WelcomeDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: WelcomeDataStore?
    var onFinish: (Welcome.Outcome) -> Void = { _ in }

    public init() {}

    public func routeToFinish(outcome: Welcome.Outcome) {
        onFinish(outcome)
    }
}

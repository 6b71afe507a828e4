@MainActor
public protocol DuplicateGroupRoutingLogic {
    func routeBack()
    func routeBackWithOutcome()
    func routeToMergeConfirmation(question: String, onAnswer: @escaping @MainActor (Bool) -> Void)
}

@MainActor
public protocol DuplicateGroupDataPassing {
    var dataStore: DuplicateGroupDataStore? { get }
}

/// Back to the groups, telling them what this one came to.
@MainActor
public final class DuplicateGroupRouter: DuplicateGroupRoutingLogic, DuplicateGroupDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: DuplicateGroupDataStore?

    public init() {}

    public func routeBack() {
        navigator?.pop()
    }

    public func routeBackWithOutcome() {
        navigator?.pop(returning: .duplicateOutcome(dataStore?.outcome))
    }

    public func routeToMergeConfirmation(question: String, onAnswer: @escaping @MainActor (Bool) -> Void) {
        navigator?.present(.confirm(.init(question: question, onAnswer: onAnswer)))
    }
}

@MainActor
public protocol TagPickerRoutingLogic {
    func routeBack()
    func routeBackWithChosenTag()
}

@MainActor
public protocol TagPickerDataPassing {
    var dataStore: TagPickerDataStore? { get }
}

/// Back to the list, handing it the chosen tag through its DataStore.
@MainActor
public final class TagPickerRouter: TagPickerRoutingLogic, TagPickerDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: TagPickerDataStore?

    public init() {}

    public func routeBack() {
        navigator?.pop()
    }

    public func routeBackWithChosenTag() {
        guard let chosen = dataStore?.chosenTag else { return routeBack() }
        navigator?.pop(returning: .tagFilter(chosen))
    }
}

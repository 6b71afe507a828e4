@MainActor
public protocol BookPickerRoutingLogic {
    func routeBack()
    func routeBackWithChoice()
}

@MainActor
public protocol BookPickerDataPassing {
    var dataStore: BookPickerDataStore? { get }
}

/// Closes the picker, then hands the choice to whoever asked (who may route on from there).
@MainActor
public final class BookPickerRouter: BookPickerRoutingLogic, BookPickerDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: BookPickerDataStore?

    public init() {}

    public func routeBack() {
        navigator?.pop()
    }

    public func routeBackWithChoice() {
        guard let choice = dataStore?.choice, let onChoice = dataStore?.configuration?.onChoice else { return routeBack() }
        navigator?.pop()
        onChoice(choice)
    }
}

@MainActor
public protocol ConfirmDialogRoutingLogic {
    func routeToAnswer(choice: Int?)
}

@MainActor
public protocol ConfirmDialogDataPassing {
    var dataStore: ConfirmDialogDataStore? { get }
}

/// Closes the dialog, then hands the answer to whoever asked (who may route on from there).
@MainActor
public final class ConfirmDialogRouter: ConfirmDialogRoutingLogic, ConfirmDialogDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: ConfirmDialogDataStore?

    public init() {}

    public func routeToAnswer(choice: Int?) {
        let onChoice = dataStore?.configuration?.onChoice
        navigator?.dismiss()
        onChoice?(choice)
    }
}

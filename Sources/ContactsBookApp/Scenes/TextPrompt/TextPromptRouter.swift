@MainActor
public protocol TextPromptRoutingLogic {
    func routeToAnswer(_ answer: String?)
}

@MainActor
public protocol TextPromptDataPassing {
    var dataStore: TextPromptDataStore? { get }
}

/// Closes the prompt, then hands the answer to whoever asked (who may route on from there).
@MainActor
public final class TextPromptRouter: TextPromptRoutingLogic, TextPromptDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: TextPromptDataStore?

    public init() {}

    public func routeToAnswer(_ answer: String?) {
        let onAnswer = dataStore?.configuration?.onAnswer
        navigator?.dismiss()
        onAnswer?(answer)
    }
}

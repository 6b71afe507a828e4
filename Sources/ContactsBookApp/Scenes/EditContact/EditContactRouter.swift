import ContactsCore

@MainActor
public protocol EditContactRoutingLogic {
    func routeAfterSave()
    func routeBack()
    func routeToHelp()
    func routeToDiscardConfirmation(question: String, onAnswer: @escaping @MainActor (Bool) -> Void)
    func routeToConflictQuestion(_ question: ConflictQuestion, onChoice: @escaping @MainActor (ConflictChoice?) -> Void)
}

@MainActor
public protocol EditContactDataPassing {
    var dataStore: EditContactDataStore? { get }
}

@MainActor
public final class EditContactRouter: EditContactRoutingLogic, EditContactDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: EditContactDataStore?

    public init() {}

    /// Back to where the edit started; the list there selects the contact just saved.
    public func routeAfterSave() {
        navigator?.pop(returning: dataStore?.savedContactID.map(SceneResult.selectContact))
    }

    public func routeBack() {
        navigator?.pop()
    }

    public func routeToHelp() {
        navigator?.push(.help)
    }

    public func routeToDiscardConfirmation(question: String, onAnswer: @escaping @MainActor (Bool) -> Void) {
        navigator?.present(.confirm(.init(question: question, onAnswer: onAnswer)))
    }

    public func routeToConflictQuestion(_ question: ConflictQuestion, onChoice: @escaping @MainActor (ConflictChoice?) -> Void) {
        navigator?.presentQuestion(question, onChoice: onChoice)
    }
}

import ContactsCore

@MainActor
public protocol ContactDetailRoutingLogic {
    func routeToEditContact()
    func routeToDeleteConfirmation(question: String, onAnswer: @escaping @MainActor (Bool) -> Void)
    func routeToHelp()
    func routeToTextPrompt(_ prompt: TextPrompt.Configuration)
    func routeBack()
    /// Back to the list, which says the contact was deleted.
    func routeBackAfterDeleting(name: String)
    func routeToConflictQuestion(_ question: ConflictQuestion, onChoice: @escaping @MainActor (ConflictChoice?) -> Void)
}

@MainActor
public protocol ContactDetailDataPassing {
    var dataStore: ContactDetailDataStore? { get }
}

@MainActor
public final class ContactDetailRouter: ContactDetailRoutingLogic, ContactDetailDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: ContactDetailDataStore?

    public init() {}

    public func routeToEditContact() {
        guard let id = dataStore?.contactID else { return }
        navigator?.push(.editContact(id: id))
    }

    public func routeToDeleteConfirmation(question: String, onAnswer: @escaping @MainActor (Bool) -> Void) {
        navigator?.present(.confirm(.init(question: question, onAnswer: onAnswer)))
    }

    public func routeToHelp() {
        navigator?.push(.help)
    }

    public func routeToTextPrompt(_ prompt: TextPrompt.Configuration) {
        navigator?.present(.textPrompt(prompt))
    }

    public func routeToConflictQuestion(_ question: ConflictQuestion, onChoice: @escaping @MainActor (ConflictChoice?) -> Void) {
        navigator?.presentQuestion(question, onChoice: onChoice)
    }

    /// Back to the list, which keeps this contact selected (or its neighbour, after a delete).
    public func routeBack() {
        navigator?.pop(returning: dataStore?.contactID.map(SceneResult.selectContact))
    }

    public func routeBackAfterDeleting(name: String) {
        navigator?.pop(returning: .deletedContact(name: name))
    }
}

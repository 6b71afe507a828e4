import ContactsCore

@MainActor
public protocol ContactListRoutingLogic {
    func routeToContactDetail()
    func routeToAddContact()
    func routeToEditContact()
    func routeToDeleteConfirmation(question: String, onAnswer: @escaping @MainActor (Bool) -> Void)
    func routeToConflictQuestion(_ question: ConflictQuestion, onChoice: @escaping @MainActor (ConflictChoice?) -> Void)
    func routeToBirthdays()
    func routeToTagPicker()
    func routeToBookPicker(_ configuration: BookPicker.Configuration)
    func routeToDuplicates()
    func routeToSyncConflicts()
    func routeToTextPrompt(_ prompt: TextPrompt.Configuration)
    /// A question over the list, answered with one of its choices.
    func routeToQuestion(_ question: ConfirmDialog.Configuration)
    func routeToHelp()
    func routeToQuit()
}

@MainActor
public protocol ContactListDataPassing {
    var dataStore: ContactListDataStore? { get }
    /// What a screen above hands back: the contact to select, the tag to filter by.
    func receive(_ result: SceneResult)
}

/// Moves from the list to the other screens, handing them the selected contact's id.
@MainActor
public final class ContactListRouter: ContactListRoutingLogic, ContactListDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: ContactListDataStore?

    public init() {}

    public func receive(_ result: SceneResult) {
        switch result {
        case .selectContact(let id): dataStore?.selectedContactID = id
        case .tagFilter(let tag): dataStore?.tagFilter = tag
        case .deletedContact(let name): dataStore?.noteDeleted(name: name)
        case .duplicateOutcome: break
        }
    }

    public func routeToContactDetail() {
        guard let id = dataStore?.selectedContactID else { return }
        navigator?.push(.contactDetail(id: id))
    }

    /// The conflicts the last sync left, handed over in the screen's value.
    public func routeToSyncConflicts() {
        guard let conflicts = dataStore?.syncConflicts, !conflicts.isEmpty else { return }
        navigator?.push(.syncConflicts(conflicts))
    }

    /// The picker starts on the tag in force and hands the chosen one back through the DataStore.
    public func routeToTagPicker() {
        navigator?.push(.tagPicker(current: dataStore?.tagFilter))
    }

    /// The picker hands its choice to whoever asked (`BookPicker.Configuration.onChoice`).
    public func routeToBookPicker(_ configuration: BookPicker.Configuration) {
        navigator?.push(.bookPicker(configuration))
    }

    public func routeToDuplicates() {
        navigator?.push(.duplicates(books: dataStore?.bookFilter))
    }

    public func routeToTextPrompt(_ prompt: TextPrompt.Configuration) {
        navigator?.present(.textPrompt(prompt))
    }

    public func routeToQuestion(_ question: ConfirmDialog.Configuration) {
        navigator?.present(.confirm(question))
    }

    public func routeToAddContact() {
        navigator?.push(.editContact(id: nil))
    }

    public func routeToEditContact() {
        guard let id = dataStore?.selectedContactID else { return }
        navigator?.push(.editContact(id: id))
    }

    public func routeToDeleteConfirmation(question: String, onAnswer: @escaping @MainActor (Bool) -> Void) {
        navigator?.present(.confirm(.init(question: question, onAnswer: onAnswer)))
    }

    public func routeToConflictQuestion(_ question: ConflictQuestion, onChoice: @escaping @MainActor (ConflictChoice?) -> Void) {
        navigator?.presentQuestion(question, onChoice: onChoice)
    }

    public func routeToBirthdays() {
        navigator?.push(.birthdays(books: dataStore?.bookFilter))
    }

    public func routeToHelp() {
        navigator?.push(.help)
    }

    public func routeToQuit() {
        navigator?.quit()
    }
}

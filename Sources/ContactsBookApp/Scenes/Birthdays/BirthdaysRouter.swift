@MainActor
public protocol BirthdaysRoutingLogic {
    func routeToContactDetail()
    func routeBack()
}

@MainActor
public protocol BirthdaysDataPassing {
    var dataStore: BirthdaysDataStore? { get }
}

/// Opens the contact of the selected date, or goes back to the list.
@MainActor
public final class BirthdaysRouter: BirthdaysRoutingLogic, BirthdaysDataPassing {
    public weak var navigator: Navigating?
    public weak var dataStore: BirthdaysDataStore?

    public init() {}

    public func routeToContactDetail() {
        guard let id = dataStore?.selectedContactID else { return }
        navigator?.push(.contactDetail(id: id))
    }

    public func routeBack() {
        navigator?.pop()
    }
}

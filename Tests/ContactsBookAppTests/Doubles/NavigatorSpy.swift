@testable import ContactsBookApp

/// A navigation double: records what routers ask for, and hands a chosen DataStore to pops.
@MainActor
final class NavigatorSpy: Navigating {
    var pushed: [Screen] = []
    var presented: [Screen] = []
    var popCount = 0
    var dismissCount = 0
    var quitCalled = false
    /// The DataStore a pop reveals, for checking what routers pass back.
    var destinationBelow: AnyObject?

    func push(_ screen: Screen) { pushed.append(screen) }
    func present(_ screen: Screen) { presented.append(screen) }
    func dismiss() { dismissCount += 1 }
    func quit() { quitCalled = true }

    func pop(passingDataTo passData: (AnyObject?) -> Void) {
        popCount += 1
        passData(destinationBelow)
    }

    /// The configuration of the last presented confirmation, to answer it in a test.
    var lastConfirmation: ConfirmDialog.Configuration? {
        guard case .confirm(let configuration)? = presented.last else { return nil }
        return configuration
    }
}

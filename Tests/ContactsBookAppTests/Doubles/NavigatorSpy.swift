@testable import ContactsBookApp

/// A navigation double: records what routers ask for, and hands what a pop returns to the
/// scene below, as `NavigationStack` does.
@MainActor
final class NavigatorSpy: Navigating {
    var pushed: [Screen] = []
    var presented: [Screen] = []
    var popCount = 0
    var dismissCount = 0
    var quitCalled = false
    /// What each pop returned.
    var returned: [SceneResult?] = []
    /// The scene a pop reveals (its router's `receive`), for checking what reaches it.
    var sceneBelow: ((SceneResult) -> Void)?

    func push(_ screen: Screen) { pushed.append(screen) }
    func present(_ screen: Screen) { presented.append(screen) }
    func dismiss() { dismissCount += 1 }
    func quit() { quitCalled = true }

    func pop(returning result: SceneResult?) {
        popCount += 1
        returned.append(result)
        if let result { sceneBelow?(result) }
    }

    /// The configuration of the last presented confirmation, to answer it in a test.
    var lastConfirmation: ConfirmDialog.Configuration? {
        guard case .confirm(let configuration)? = presented.last else { return nil }
        return configuration
    }
}

import TerminalUI

/// The stack of scenes on screen. The top scene gets the keys; a modal scene (a dialog) is drawn
/// over the scenes below it. Scenes are built from `Screen` values by the factory.
@MainActor
public final class NavigationStack: Navigating {
    public private(set) var scenes: [SceneView] = []
    public private(set) var isFinished = false
    private var size: TerminalSize
    /// Builds a scene for a screen; set by the assembly once the factory exists.
    var makeScene: (Screen) -> SceneView = { _ in fatalError("NavigationStack used before its factory was set") }  // untranslated: programmer error

    public init(size: TerminalSize) {
        self.size = size
    }

    public var top: SceneView? { scenes.last }

    public func push(_ screen: Screen) {
        let scene = makeScene(screen)
        scenes.append(scene)
        scene.willAppear(size: size)
    }

    public func present(_ screen: Screen) { push(screen) }

    public func pop(returning result: SceneResult?) {
        guard !scenes.isEmpty else { return }
        scenes.removeLast()
        guard let top else {
            isFinished = true
            return
        }
        if let result { top.receive(result) }
        top.willAppear(size: size)
    }

    public func dismiss() { pop() }

    /// Replaces the whole stack with one screen: how a finished flow hands over to the next.
    public func reset(to screen: Screen) {
        scenes.removeAll()
        push(screen)
    }

    public func quit() { isFinished = true }

    /// Goes on after a quit that could not be made yet (the book could not be saved): the list
    /// again when the last screen was left.
    public func resume(showing screen: Screen = .contactList) {
        isFinished = false
        if scenes.isEmpty { push(screen) }
    }

    public func resize(to newSize: TerminalSize) {
        size = newSize
        scenes.forEach { $0.resize(to: newSize) }
    }

    /// From the bottom up: the list takes the book in first, the scenes above read it after.
    public func bookMayHaveChanged() { scenes.forEach { $0.bookMayHaveChanged() } }

    public var hasUnsavedChanges: Bool { scenes.contains { $0.hasUnsavedChanges } }

    public func abandonUnsavedChanges() { scenes.forEach { $0.abandonUnsavedChanges() } }

    /// Draws the top scene, and the scenes under it when it is a dialog.
    public func draw(on terminal: Terminal) {
        let firstVisible = scenes.lastIndex { !$0.isModal } ?? 0
        for scene in scenes[firstVisible...] { scene.draw(on: terminal) }
    }
}

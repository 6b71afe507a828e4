import TerminalUI

/// What the navigation stack needs from a scene's View: draw, take keys, follow the size.
@MainActor
public protocol SceneView: AnyObject {
    /// Dialogs are drawn over the scene below them.
    var isModal: Bool { get }
    /// True while the scene holds changes that quitting would throw away.
    var hasUnsavedChanges: Bool { get }
    /// The user chose to quit without saving: changes (and their drafts) are given up.
    func abandonUnsavedChanges()
    /// The scene's DataStore, for routers that pass data back on pop.
    var sceneDataStore: AnyObject? { get }
    /// Called when the scene becomes the top of the stack: first shown, or uncovered by a pop.
    func willAppear(size: TerminalSize)
    func resize(to size: TerminalSize)
    func handle(_ key: Key)
    func draw(on terminal: Terminal)
}

extension SceneView {
    public var isModal: Bool { false }
    public var hasUnsavedChanges: Bool { false }
    public func abandonUnsavedChanges() {}
}

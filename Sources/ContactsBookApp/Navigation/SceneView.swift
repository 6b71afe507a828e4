import TerminalUI

/// What the navigation stack needs from a scene's View: draw, take keys, follow the size.
@MainActor
public protocol SceneView: AnyObject {
    /// Dialogs are drawn over the scene below them.
    var isModal: Bool { get }
    /// True while the scene holds changes that quitting would throw away.
    var hasUnsavedChanges: Bool { get }
    /// True while a text field has the keys: the Alt word keys then mean something.
    var editsText: Bool { get }
    /// The user chose to quit without saving: changes (and their drafts) are given up.
    func abandonUnsavedChanges()
    /// What the scene popped from above this one handed back; a scene takes what it knows.
    func receive(_ result: SceneResult)
    /// Called when the scene becomes the top of the stack: first shown, or uncovered by a pop.
    func willAppear(size: TerminalSize)
    /// Another program may have written the book: a scene showing contacts shows them anew.
    func bookMayHaveChanged()
    func resize(to size: TerminalSize)
    func handle(_ key: Key)
    func draw(on terminal: Terminal)
}

extension SceneView {
    public var isModal: Bool { false }
    public var hasUnsavedChanges: Bool { false }
    public var editsText: Bool { false }
    public func abandonUnsavedChanges() {}
    public func receive(_ result: SceneResult) {}
    public func bookMayHaveChanged() {}
}

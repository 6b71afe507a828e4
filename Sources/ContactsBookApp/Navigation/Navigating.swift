import ContactsCore

/// The navigation that routers use: a stack of screens with dialogs presented on top.
/// Routers depend on this protocol, so their tests use a navigation double.
@MainActor
public protocol Navigating: AnyObject {
    func push(_ screen: Screen)
    /// Removes the top scene; the scene now on top receives `result` (the id of a contact just
    /// saved, say).
    func pop(returning result: SceneResult?)
    func present(_ screen: Screen)
    func dismiss()
    /// Ends the app (asking first is the caller's job).
    func quit()
}

extension Navigating {
    public func pop() { pop(returning: nil) }

    /// The keep mine / keep theirs question, over the current screen; Esc cancels (nil).
    public func presentQuestion(_ question: ConflictQuestion, onChoice: @escaping @MainActor (ConflictChoice?) -> Void) {
        let choices = question.choices
        present(
            .confirm(
                .init(
                    question: question.question, detail: question.detail, choices: question.dialogChoices, defaultChoice: nil,
                    onChoice: { index in onChoice(index.map { choices[$0].resolution }) })))
    }
}

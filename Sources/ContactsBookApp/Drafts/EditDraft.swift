import ContactsCore
import Foundation

/// An edit in progress, kept as the user types so that a crash, a closed terminal or a killed
/// process loses nothing: the next start offers it back.
public struct EditDraft: Codable, Equatable, Sendable {
    /// The contact being edited; nil while adding a new one.
    public var contactID: Contact.ID?
    public var form: ContactForm

    public init(contactID: Contact.ID?, form: ContactForm) {
        self.contactID = contactID
        self.form = form
    }
}

/// A draft whose run ended without saving or discarding it.
public struct LeftDraft: Equatable, Sendable {
    public var draft: EditDraft
    public var writtenAt: Date
    /// Where it is kept, to forget it once answered.
    public var location: String
}

/// Where the edit form keeps its draft: files beside the book in the app, a spy in tests.
@MainActor
public protocol EditDraftKeeping: AnyObject {
    /// Replaces this run's draft.
    func keep(_ draft: EditDraft)
    /// This run's edit was saved or given up: nothing to offer back.
    func discard()
    /// The latest draft of a run that is no longer going, if any.
    func leftBehind() -> LeftDraft?
    /// Removes a draft left behind, once restored (it is kept again as this run's) or given up.
    func forget(_ left: LeftDraft)
}

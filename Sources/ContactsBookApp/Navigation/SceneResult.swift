import ContactsCore

/// What a scene hands back to the scene under it when it is popped. A typed value, so the
/// scene that receives it (its router, into its DataStore) needs no cast, and a new kind of
/// result makes the compiler point at the scenes that must handle it.
public enum SceneResult: Equatable, Sendable {
    /// Select this contact: one just saved, or the one the contact screen showed.
    case selectContact(Contact.ID)
    /// List only the contacts with this tag (nil: all of them).
    case tagFilter(String?)
    /// The contact screen deleted its contact (named here, for the list to say so).
    case deletedContact(name: String)
    /// What a duplicate group's screen did: merged, dismissed, or nothing (nil).
    case duplicateOutcome(Duplicates.Outcome?)
}

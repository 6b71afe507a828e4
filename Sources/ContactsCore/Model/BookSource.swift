import Foundation

/// The bytes a book was read from, when each contact was a line of its own (the layout this
/// app writes), with the contacts as read and where each one's line lies. A save copies the
/// lines of the contacts nobody changed instead of writing them again: a save of 100,000
/// contacts then writes one line anew (docs/DECISIONS.md #46).
///
/// Holding the contacts as read is what makes this safe: their storage is shared with the
/// book's, so any change to a contact copies it first (`Contact.unique`), and a contact that
/// is still the very one read (`isUnchanged(from:)`) holds exactly what its line says.
public struct BookSource: Sendable {
    let data: Data
    let contacts: [Contact]
    /// The byte range of each contact's line in `data` (its object, without indent or comma).
    let lines: [Range<Int>]
    /// The keys of `contacts`, made as they were read; taken by the worker that lists them.
    var keys: BookKeys?
}

import ContactsCore
import Foundation

/// Where the contacts of the book file last read or written lie in it, when each was a line of
/// its own (the layout this app writes), with the contacts as they were there. The store keeps
/// it, never the model: a save copies the lines of the contacts nobody changed from that file
/// instead of writing them again (`BookFileLayout`), while the file is still that one.
///
/// Holding the contacts as read is what makes this safe: their storage is shared with the
/// book's, so any change to a contact copies it first, and a contact that is still the very one
/// read (`Contact.isUnchanged(from:)`) holds exactly what its line says.
struct BookSource: Sendable {
    /// A contact's object in the file, and whether the indent before it and the comma and
    /// newline after it stand there as this app writes them (else a save writes them anew).
    struct Line: Sendable, Equatable {
        let range: Range<Int>
        let indented: Bool
        let comma: Bool

        func shifted(by offset: Int) -> Line {
            Line(range: range.lowerBound + offset..<range.upperBound + offset, indented: indented, comma: comma)
        }
    }

    let contacts: [Contact]
    let lines: [Line]
    /// The file they lie in.
    let file: FileFingerprint
}

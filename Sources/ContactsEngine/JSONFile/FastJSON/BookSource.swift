import ContactsCore
import Foundation

/// The bytes a book was last read from, when each contact was a line of its own (the layout
/// this app writes), with the contacts as read and where each one's line lies. The store keeps
/// it, never the model: a save copies the lines of the contacts nobody changed instead of
/// writing them again (`BookFileLayout`).
///
/// Holding the contacts as read is what makes this safe: their storage is shared with the
/// book's, so any change to a contact copies it first, and a contact that is still the very one
/// read (`Contact.isUnchanged(from:)`) holds exactly what its line says.
struct BookSource: Sendable {
    let bytes: Data
    let contacts: [Contact]
    /// The byte range of each contact's line in `bytes` (its object, without indent or comma).
    let lines: [Range<Int>]

    /// Hands `body` how each line stands, given its index: with the indent before it and the
    /// comma and newline after it, or not (then a save writes them anew).
    func withLineLayout<Result>(_ body: (_ layout: (Int) -> (indented: Bool, comma: Bool)) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBytes { source in
            try body { line in
                let span = lines[line]
                // Compared as integers: the generic comparison of byte sequences was most of a save.
                let indented = span.lowerBound >= 4 && source.loadUnaligned(fromByteOffset: span.lowerBound - 4, as: UInt32.self) == 0x2020_2020
                let comma = span.upperBound + 2 <= source.count && source[span.upperBound] == UInt8(ascii: ",") && source[span.upperBound + 1] == 0x0A
                return (indented, comma)
            }
        }
    }
}

import Foundation

/// The bytes a book was read from, when each contact was a line of its own (the layout this
/// app writes), with the contacts as read and where each one's line lies. A save copies the
/// lines of the contacts nobody changed instead of writing them again: a save of 100,000
/// contacts then writes one line anew (docs/DECISIONS.md #52).
///
/// Holding the contacts as read is what makes this safe: their storage is shared with the
/// book's, so any change to a contact copies it first (`Contact.unique`), and a contact that
/// is still the very one read (`isUnchanged(from:)`) holds exactly what its line says.
public struct BookSource: Sendable {
    let bytes: SourceBytes
    let contacts: [Contact]
    /// The byte range of each contact's line in `bytes` (its object, without indent or comma).
    let lines: [Range<Int>]
    /// Each line's `LineChecksum`, for a book kept in its file (none for bytes in memory).
    var checksums: [UInt64] = []
    /// The keys of `contacts`, made as they were read; taken by the worker that lists them.
    var keys: BookKeys?

    /// Hands `body` how each line stands, given its index: with the indent before it and the
    /// comma and newline after it, or not (then a save writes them anew). A kept file was read
    /// only in the layout, where every line but the last has both.
    func withLineLayout<Result>(_ body: (_ layout: (Int) -> (indented: Bool, comma: Bool)) throws -> Result) rethrows -> Result {
        switch bytes.storage {
        case .file:
            return try body { line in (true, line < lines.count - 1) }
        case .memory(let data):
            return try data.withUnsafeBytes { source in
                try body { line in
                    let span = lines[line]
                    // Compared as integers: the generic comparison of byte sequences was most of a save.
                    let indented =
                        span.lowerBound >= 4 && source.loadUnaligned(fromByteOffset: span.lowerBound - 4, as: UInt32.self) == 0x2020_2020
                    let comma =
                        span.upperBound + 2 <= source.count && source[span.upperBound] == UInt8(ascii: ",") && source[span.upperBound + 1] == 0x0A
                    return (indented, comma)
                }
            }
        }
    }

    /// The bytes as a save copies lines from them.
    var buffer: PiecedBytes.Buffer {
        switch bytes.storage {
        case .memory(let data): .memory(data)
        case .file(let file): .file(KeptLines(file: file, lines: lines, checksums: checksums))
        }
    }
}

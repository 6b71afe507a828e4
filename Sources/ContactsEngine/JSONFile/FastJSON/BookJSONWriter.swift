import ContactsCore
import Foundation

/// Writes the book file (`BookFileLayout`): each contact line byte for byte what JSONEncoder
/// writes with `[.sortedKeys, .withoutEscapingSlashes]`. A contact unchanged since it was read
/// from `source` is copied as it was read (with the indent and comma around it, when the
/// source has them: a whole book written by this app is then copied in a few runs); anything
/// the fast writer does not write as Foundation would (numbers with fractions, keys outside
/// ASCII) is written by Foundation. `reference` writes the same layout with Foundation alone,
/// and the tests and the fuzz target compare the two (docs/DECISIONS.md #52).
public enum BookJSONWriter {
    /// The file's bytes, final newline included.
    public static func write(_ book: AddressBook) throws -> Data {
        try file(book, source: nil).data
    }

    /// The file in pieces, to be written without gathering them.
    static func file(_ book: AddressBook, source: BookSource?) throws -> PiecedBytes {
        try BookFileLayout.write(book, source: source) { contact, lines throws in
            lines.append("    ")
            try lines.contactOrFoundation(contact)
            lines.append(",\n")
        }
    }

    /// The same file written by Foundation's encoder alone: what `write` must equal.
    public static func reference(_ book: AddressBook) throws -> Data {
        try BookFileLayout.write(book, source: nil) { contact, lines throws in
            lines.append("    ")
            lines.append(bytes: try compactEncoder.encode(contact))
            lines.append(",\n")
        }.data
    }

    static let compactEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}

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

    /// The file in runs, the lines of unchanged contacts copied from `source`'s file.
    static func file(_ book: AddressBook, source: BookSource?) throws -> BookFileBytes {
        try BookFileLayout.write(book, source: source) { contact, writer throws in try writer.contactOrFoundation(contact) }
    }

    /// The same file written by Foundation's encoder alone: what `write` must equal.
    public static func reference(_ book: AddressBook) throws -> Data {
        try BookFileLayout.write(book, source: nil) { contact, writer throws in writer.append(bytes: try compactEncoder.encode(contact)) }.data
    }

    static let compactEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}

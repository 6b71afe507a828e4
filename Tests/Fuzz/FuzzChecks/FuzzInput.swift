import ContactsCore
import ContactsEngine
import Foundation

/// What every fuzz target does with libFuzzer's bytes, and what the regression test does with
/// each saved input: read them as the given format, then write what was read and read it back.
/// Nothing may crash or hang; the book's own format must come back exactly as it was written.
public enum FuzzInput {
    /// What went wrong, or nil.
    public static func problem(in data: Data, as format: InterchangeFormat) -> String? {
        if format == .json, let problem = fastReaderProblem(in: data) ?? partsReaderProblem(in: data) { return problem }
        guard let read = try? Interchange.read(data, format: format, path: "fuzz-input") else {
            if format == .json { _ = BookRecovery.salvage(data) }
            return nil
        }
        guard let written = try? Interchange.write(read.contacts, format: format) else {
            return "contacts that were read could not be written as \(format)"
        }
        let reread = try? Interchange.read(written, format: format, path: "fuzz-output")
        if format == .json, reread?.contacts != read.contacts {
            return "the book's JSON did not come back as it was written"
        }
        return nil
    }

    /// The fast reader must read any book it accepts exactly as Foundation's decoder does.
    public static func fastReaderProblem(in data: Data) -> String? {
        guard let fast = BookJSONReader.read(data) else { return nil }
        guard let reference = try? JSONDecoder().decode(AddressBook.self, from: data) else {
            return "the fast reader accepted a book Foundation refuses"
        }
        guard fast == reference, (try? BookJSONWriter.reference(fast)) == (try? BookJSONWriter.reference(reference)) else {
            return "the fast reader read the book differently from Foundation"
        }
        // Saved at once, the book copies what it read: that must read back as the same book.
        guard let saved = try? JSONFileStore.encode(fast), let again = try? JSONDecoder().decode(AddressBook.self, from: saved), again == fast
        else {
            return "the book saved as it was read does not read back the same"
        }
        return fastWriterProblem(with: fast)
    }

    /// A book read in parts (as large ones are, one a core) must be exactly the book read in
    /// one pass, whatever the bytes around the splits: a split guessed inside a contact (its
    /// nested objects) gives up, never a different book.
    public static func partsReaderProblem(in data: Data) -> String? {
        let whole = BookJSONReader.readInOnePass(data)
        // Chunks smaller than most members: every step is cut off and read on at least once.
        for (parts, chunk) in [(1, 16), (2, 64), (3, BookJSONReader.chunkSize), (4, 16)] {
            guard let inParts = BookJSONReader.read(data, parts: parts, chunk: chunk) else { continue }
            guard inParts == whole else { return "a book read in \(parts) parts read differently from the book read whole" }
        }
        return nil
    }

    /// The fast writer must write any book exactly as Foundation's encoder would in the same layout.
    public static func fastWriterProblem(with book: AddressBook) -> String? {
        guard let fast = try? BookJSONWriter.write(book) else { return "the fast writer failed" }
        guard fast == (try? BookJSONWriter.reference(book)) else { return "the fast writer wrote the book differently from Foundation" }
        return nil
    }

    /// The formats by the names of the corpus folders (Tests/Fuzz/Corpus/json, ...).
    public static let formats: [String: InterchangeFormat] = ["json": .json, "vcard": .vcard, "csv": .csv, "abook": .abook]
}

import ContactsCore
import Foundation

/// What every fuzz target does with libFuzzer's bytes, and what the regression test does with
/// each saved input: read them as the given format, then write what was read and read it back.
/// Nothing may crash or hang; the book's own format must come back exactly as it was written.
public enum FuzzInput {
    /// What went wrong, or nil.
    public static func problem(in data: Data, as format: InterchangeFormat) -> String? {
        if format == .json, let problem = fastReaderProblem(in: data) ?? keptReaderProblem(in: data) { return problem }
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

    /// A book kept in its file (as large ones are) must be exactly the book read whole, and
    /// refused exactly when that is; read again from the index its first read made, the same,
    /// and changed since, the same as the changed book read whole.
    public static func keptReaderProblem(in data: Data) -> String? {
        let path = NSTemporaryDirectory() + "/fuzz-kept-\(getpid()).json"
        let index = NSTemporaryDirectory() + "/fuzz-index-\(getpid())"
        guard (try? data.write(to: URL(fileURLWithPath: path))) != nil else { return nil }
        defer {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: index)
        }
        let whole = try? JSONFileStore(path: path, keepsFilesFrom: .max).loadIfPresent()
        let kept = try? JSONFileStore(path: path, keepsFilesFrom: 0, indexDirectory: index).loadIfPresent()
        guard kept == whole else { return "a book kept in its file read differently from the book read whole" }
        JSONFileStore.waitForIndexWrites()
        let indexed = try? JSONFileStore(path: path, keepsFilesFrom: 0, indexDirectory: index).loadIfPresent()
        guard indexed == whole else { return "a book read from its index read differently from the book read whole" }
        // Changed since (one contact gone, one renamed, the others in reverse order) and read
        // with the index of the book before: only its changed lines are read from their JSON.
        guard let indexed, indexed.contacts.count > 1 else { return nil }
        var changed = AddressBook(version: indexed.version, contacts: indexed.contacts.dropFirst().reversed())
        changed.contacts[0].firstName += " Jr"
        guard let bytes = try? BookJSONWriter.reference(changed), (try? bytes.write(to: URL(fileURLWithPath: path), options: .atomic)) != nil
        else { return nil }
        let changedWhole = try? JSONFileStore(path: path, keepsFilesFrom: .max).loadIfPresent()
        let changedIndexed = try? JSONFileStore(path: path, keepsFilesFrom: 0, indexDirectory: index).loadIfPresent()
        JSONFileStore.waitForIndexWrites()
        guard changedIndexed == changedWhole, changedIndexed?.contacts.map(\.id) == changedWhole?.contacts.map(\.id) else {
            return "a book changed since its index was made read differently from the book read whole"
        }
        return nil
    }

    /// The fast writer must write any book exactly as Foundation's encoder would in the same layout.
    public static func fastWriterProblem(with book: AddressBook) -> String? {
        var unread = book
        unread.source = nil
        guard let fast = try? BookJSONWriter.write(unread) else { return "the fast writer failed" }
        guard fast == (try? BookJSONWriter.reference(book)) else { return "the fast writer wrote the book differently from Foundation" }
        return nil
    }

    /// The formats by the names of the corpus folders (Tests/Fuzz/Corpus/json, ...).
    public static let formats: [String: InterchangeFormat] = ["json": .json, "vcard": .vcard, "csv": .csv, "abook": .abook]
}

import ContactsCore
import Foundation
import Localization

/// The engine's reading and writing of files for Interactors (`ContactFileReading`,
/// `ContactFileWriting`): `Interchange`'s.
public struct InterchangeFiles: ContactFileReading, ContactFileWriting {
    public init() {}

    public func contacts(in data: Data, format: InterchangeFormat, path: String) throws(StoreError) -> InterchangeReadResult {
        try Interchange.read(data, format: format, path: path)
    }

    public func bytes(of contacts: [Contact], format: InterchangeFormat, vcardVersion: VCardWriter.Version, csvLayout: CSVLayout) throws(StoreError)
        -> Data
    {
        try Interchange.write(contacts, format: format, vcardVersion: vcardVersion, csvLayout: csvLayout)
    }

    public func write(_ bytes: Data, to path: String) throws(StoreError) -> String {
        try Interchange.writeFile(bytes, to: path)
    }
}

/// Reads and writes contacts in every supported format: the one entry point for imports and
/// exports, in the terminal app and on the command line.
public enum Interchange {
    public static func read(_ data: Data, format: InterchangeFormat, path: String) throws(StoreError) -> InterchangeReadResult {
        switch format {
        case .vcard:
            let result = VCardReader.read(data)
            if result.cards == 0, !result.problems.isEmpty {
                throw .notImportable(path: path, detail: tr("it holds no vCard (no BEGIN:VCARD line)"))
            }
            var read = InterchangeReadResult(contacts: result.contacts, skipped: result.skipped, problems: result.problems.map(\.description))
            read.linesLeftOut = result.linesLeftOut
            return read
        case .csv:
            return try ContactCSVReader.read(data, path: path)
        case .abook:
            let (text, note) = LegacyText.decodeFile(UnicodeFile.utf8(data).bytes)
            var result = AbookFormat.read(text)
            if let note { result.problems.insert(note, at: 0) }
            return result
        case .json:
            let book = try JSONFileStore(path: path).decode(data)
            return InterchangeReadResult(contacts: book.contacts, skipped: 0, problems: [])
        }
    }

    /// Reads a file in whatever supported format it is in (by name, else by content).
    public static func readFile(_ path: String, format: InterchangeFormat? = nil) throws(StoreError) -> InterchangeReadResult {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        guard let format else { return try InterchangeFiles().contacts(in: data, path: path) }
        return try read(data, format: format, path: path)
    }

    /// Writes exported bytes to a file, atomically (a file already there is replaced whole or not
    /// at all) or, for a FIFO or a device, in place (`OutputFileWriter`); `~` is the home
    /// folder. Returns the path written.
    @discardableResult
    public static func writeFile(_ bytes: Data, to path: String) throws(StoreError) -> String {
        let expanded = HomePath.expandingTilde(path)
        do {
            try OutputFileWriter.write(PiecedBytes(bytes), to: expanded)
        } catch {
            throw .writeFailed(path: expanded, reason: error.reason)
        }
        return expanded
    }

    public static func write(
        _ contacts: [Contact], format: InterchangeFormat, vcardVersion: VCardWriter.Version = .v4, csvLayout: CSVLayout = .google
    ) throws(StoreError) -> Data {
        switch format {
        case .vcard:
            return VCardWriter.write(contacts, version: vcardVersion)
        case .csv:
            return ContactCSVWriter.write(contacts, layout: csvLayout)
        case .abook:
            return Data(AbookFormat.write(contacts).utf8)
        case .json:
            return try JSONFileStore.encode(AddressBook(contacts: contacts))
        }
    }
}

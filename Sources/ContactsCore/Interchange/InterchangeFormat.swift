import Foundation
import Localization

/// The file formats contacts come in and go out as.
public enum InterchangeFormat: String, CaseIterable, Sendable {
    case vcard
    case csv
    case abook
    case json

    /// The format a file is in: by its extension, else by its first bytes.
    public static func detect(path: String, data: Data) -> InterchangeFormat? {
        switch (path as NSString).pathExtension.lowercased() {
        case "vcf", "vcard": return .vcard
        case "csv": return .csv
        case "abook": return .abook
        case "json": return .json
        default: break
        }
        let head = String(decoding: UnicodeFile.utf8(data.prefix(1024)).bytes.prefix(512), as: UTF8.self).trimmingWhitespace
        if head.uppercased().hasPrefix("BEGIN:VCARD") { return .vcard }
        if head.hasPrefix("{") { return .json }
        if head.hasPrefix("# abook addressbook file") || head.hasPrefix("[format]") { return .abook }  // untranslated: abook's file header
        if (path as NSString).lastPathComponent == "addressbook" { return .abook }
        if ContactCSVReader.recognises(head) { return .csv }
        return nil
    }
}

/// Contacts read from a file's bytes in a format the book speaks: the door an import's
/// Interactor reads through (the engine's `InterchangeFiles` does the reading).
public protocol ContactFileReading {
    func contacts(in data: Data, format: InterchangeFormat, path: String) throws(StoreError) -> InterchangeReadResult
}

extension ContactFileReading {
    /// The contacts in a file's bytes, in the format its name or first bytes say.
    public func contacts(in data: Data, path: String) throws(StoreError) -> InterchangeReadResult {
        guard let format = InterchangeFormat.detect(path: path, data: data) else {
            throw .notImportable(path: path, detail: tr("not a vCard, CSV, abook or JSON file that this app knows"))
        }
        return try contacts(in: data, format: format, path: path)
    }
}

/// Contacts written as a file's bytes, and bytes written to a file: the door an export's
/// Interactor writes through (the engine's `InterchangeFiles` does the writing).
public protocol ContactFileWriting {
    func bytes(of contacts: [Contact], format: InterchangeFormat, vcardVersion: VCardWriter.Version, csvLayout: CSVLayout) throws(StoreError) -> Data
    /// Writes `bytes` to `path` whole or not at all (`~` is the home folder); returns the path written.
    @discardableResult func write(_ bytes: Data, to path: String) throws(StoreError) -> String
}

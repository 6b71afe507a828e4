import Foundation

/// The file formats contacts come in and go out as.
public enum InterchangeFormat: String, CaseIterable, Sendable {
    case vcard
    case json

    /// The format a file is in: by its extension, else by its first bytes.
    public static func detect(path: String, data: Data) -> InterchangeFormat? {
        switch (path as NSString).pathExtension.lowercased() {
        case "vcf", "vcard": return .vcard
        case "json": return .json
        default: break
        }
        let head = String(decoding: data.prefix(512), as: UTF8.self).trimmingWhitespace.replacingOccurrences(of: "\u{FEFF}", with: "")
        if head.uppercased().hasPrefix("BEGIN:VCARD") { return .vcard }
        if head.hasPrefix("{") { return .json }
        return nil
    }
}

/// What reading a file gave: the contacts, and what could not be read (with line numbers).
public struct InterchangeReadResult: Equatable, Sendable {
    public var contacts: [Contact]
    public var skipped: Int
    public var problems: [String]
}

/// Reads and writes contacts in every supported format: the one entry point for imports and
/// exports, in the terminal app and on the command line.
public enum Interchange {
    public static func read(_ data: Data, format: InterchangeFormat, path: String) throws(StoreError) -> InterchangeReadResult {
        switch format {
        case .vcard:
            let result = VCardReader.read(data)
            return InterchangeReadResult(contacts: result.contacts, skipped: result.skipped, problems: result.problems.map(\.description))
        case .json:
            let book = try JSONFileStore(path: path).decode(data)
            return InterchangeReadResult(contacts: book.contacts, skipped: 0, problems: [])
        }
    }

    public static func write(_ contacts: [Contact], format: InterchangeFormat, vcardVersion: VCardWriter.Version = .v4) throws(StoreError) -> Data {
        switch format {
        case .vcard:
            return Data(VCardWriter.write(contacts, version: vcardVersion).utf8)
        case .json:
            return try JSONFileStore.encode(AddressBook(contacts: contacts))
        }
    }
}

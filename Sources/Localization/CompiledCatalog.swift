/// Reads a compiled gettext catalog (GNU .mo): a header of offsets, then a table of source
/// strings and one of translations, each string its length and offset. Every offset and length
/// is checked against the bytes, so a damaged file is refused whole, never half-read.
extension Catalog {
    public enum ReadError: Error, Equatable, CustomStringConvertible {
        case notACatalog
        case damaged
        case notUTF8
        case badPluralForms(String)

        public var description: String {
            switch self {
            case .notACatalog: return "not a compiled gettext catalog (.mo)"
            case .damaged: return "the catalog is cut short or damaged"
            case .notUTF8: return "the catalog is not UTF-8"
            case .badPluralForms(let header): return "the catalog's Plural-Forms cannot be read: \(header)"
            }
        }
    }

    /// The catalog in `bytes`, for `language` unless its header names one.
    public init(compiled bytes: [UInt8], language: String) throws(ReadError) {
        let reader = Reader(bytes: bytes)
        let bigEndian: Bool
        switch try? reader.word(at: 0, bigEndian: false) {
        case 0x9504_12de: bigEndian = false
        case 0xde12_0495: bigEndian = true
        default: throw .notACatalog
        }
        let count = Int(try reader.word(at: 8, bigEndian: bigEndian))
        let sources = Int(try reader.word(at: 12, bigEndian: bigEndian))
        let translations = Int(try reader.word(at: 16, bigEndian: bigEndian))
        guard count <= bytes.count / 8 else { throw .damaged }
        var entries: [String: [String]] = [:]
        var header = ""
        for index in 0..<count {
            let source = try reader.string(tableAt: sources, index: index, bigEndian: bigEndian)
            let translation = try reader.string(tableAt: translations, index: index, bigEndian: bigEndian)
            // A message with a plural is "singular\0plural"; its forms are "form\0form...".
            let key = source.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)[0]
            if key.isEmpty {
                header = translation
            } else {
                entries[String(key)] = translation.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            }
        }
        let fields = Self.fields(of: header)
        var plural = PluralRule.english
        if let forms = fields["Plural-Forms"] {
            guard let rule = PluralRule(header: forms) else { throw .badPluralForms(forms) }
            plural = rule
        }
        let named = fields["Language"].flatMap { $0.isEmpty ? nil : $0 }
        self.init(language: named ?? language, entries: entries, plural: plural)
    }

    /// The header's "Name: value" lines.
    private static func fields(of header: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in header.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " }
            fields[String(line[..<colon])] = String(value)
        }
        return fields
    }

    private struct Reader {
        let bytes: [UInt8]

        func word(at offset: Int, bigEndian: Bool) throws(ReadError) -> UInt32 {
            guard offset >= 0, offset <= bytes.count - 4 else { throw .damaged }
            let four = bytes[offset..<offset + 4]
            return (bigEndian ? four : four.reversed()[...]).reduce(0) { $0 << 8 | UInt32($1) }
        }

        /// The string described by the `index`th (length, offset) pair of the table at `table`.
        func string(tableAt table: Int, index: Int, bigEndian: Bool) throws(ReadError) -> String {
            let length = Int(try word(at: table + index * 8, bigEndian: bigEndian))
            let offset = Int(try word(at: table + index * 8 + 4, bigEndian: bigEndian))
            guard offset <= bytes.count, length <= bytes.count - offset else { throw .damaged }
            guard let text = String(validating: bytes[offset..<offset + length], as: UTF8.self) else { throw .notUTF8 }
            return text
        }
    }
}

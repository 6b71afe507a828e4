import Localization

/// Text from files written by older tools, in whatever encoding they used.
public enum LegacyText {
    /// UTF-8 when the bytes are valid UTF-8 (whatever a file claims), else the named charset,
    /// else Windows-1252, which is what old exporters without a charset usually meant.
    public static func decode(_ bytes: [UInt8], charset: String? = nil) -> String {
        // ISO-2022-JP and UTF-7 are written in ASCII bytes: valid UTF-8, but not what they say.
        if let charset, Charsets.isSevenBit(charset), let text = Charsets.decode(bytes, charset: charset) { return text }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        switch charset?.uppercased() {
        // Text that says it is UTF-8 and holds UTF-8 characters keeps them, its broken bytes
        // U+FFFD; with none at all it was another encoding, mislabelled (Latin-1 "café").
        case "UTF-8", "UTF8":
            let text = String(decoding: bytes, as: UTF8.self)
            return text.unicodeScalars.contains { $0.value > 0x7F && $0 != "\u{FFFD}" } ? text : windows1252(bytes)
        case "ISO-8859-1", "LATIN1": return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        case let name?: return Charsets.decode(bytes, charset: name) ?? windows1252(bytes)
        case nil: return windows1252(bytes)
        }
    }

    /// Whether `decode` reads these bytes as the charset says (not as Windows-1252 for want
    /// of a decoder, or because they are not valid in it).
    public static func reads(_ bytes: [UInt8], charset: String) -> Bool {
        if ["UTF-8", "UTF8", "ISO-8859-1", "LATIN1", "WINDOWS-1252", "CP1252", "US-ASCII", "ASCII"].contains(charset.uppercased()) { return true }
        if !Charsets.isSevenBit(charset) && String(validating: bytes, as: UTF8.self) != nil { return true }
        return Charsets.decode(bytes, charset: charset) != nil
    }

    /// A whole file's text (UTF-16 already made UTF-8 by `UnicodeFile`), and a note for the
    /// import's report when it was not UTF-8 and so was read as Windows-1252: a guess the
    /// person should be able to check.
    public static func decodeFile(_ bytes: [UInt8]) -> (text: String, note: String?) {
        if let text = String(validating: bytes, as: UTF8.self) { return (text, nil) }
        return (windows1252(bytes), tr("the file is not UTF-8: read as Windows-1252, the encoding Excel and Outlook write"))
    }

    static func windows1252(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            let value = (0x80...0x9F).contains(byte) ? windows1252High[Int(byte) - 0x80] : UInt32(byte)
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return String(scalars)
    }

    /// What Windows-1252 puts in 0x80...0x9F, where Latin-1 has control characters.
    private static let windows1252High: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]
}

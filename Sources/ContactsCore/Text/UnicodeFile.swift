/// A file's bytes as UTF-8 without a byte-order mark, whichever Unicode encoding it came in:
/// phones and Outlook write UTF-16, with a mark or without. What is not Unicode at all
/// (Windows-1252 and the like) is left as it is, for each reader to decode (`LegacyText`).
public enum UnicodeFile {
    public enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16 (little-endian)"
        case utf16BigEndian = "UTF-16 (big-endian)"
    }

    public static func utf8<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> (bytes: [UInt8], encoding: Encoding) {
        let head = Array(bytes.prefix(512))
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return (Array(bytes.dropFirst(3)), .utf8) }
        if head.starts(with: [0xFF, 0xFE]) { return (transcoded(bytes.dropFirst(2), bigEndian: false), .utf16LittleEndian) }
        if head.starts(with: [0xFE, 0xFF]) { return (transcoded(bytes.dropFirst(2), bigEndian: true), .utf16BigEndian) }
        switch unmarkedUTF16(head) {
        case .utf16LittleEndian?: return (transcoded(bytes, bigEndian: false), .utf16LittleEndian)
        case .utf16BigEndian?: return (transcoded(bytes, bigEndian: true), .utf16BigEndian)
        default: return (Array(bytes), .utf8)
        }
    }

    /// UTF-16 without a mark, told by its zero bytes, which no 8-bit encoding has: a file that
    /// begins with ASCII (BEGIN:VCARD, a CSV header) has one beside each of its first
    /// characters, however Japanese or Greek the rest; text of contacts that is mostly Latin
    /// has one in every other byte.
    private static func unmarkedUTF16(_ head: [UInt8]) -> Encoding? {
        let pairs = head.count / 2
        guard pairs >= 2 else { return nil }
        func isASCII(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        let opening = 0..<min(4, pairs)
        if pairs >= 4 && opening.allSatisfy({ isASCII(head[2 * $0]) && head[2 * $0 + 1] == 0 }) { return .utf16LittleEndian }
        if pairs >= 4 && opening.allSatisfy({ head[2 * $0] == 0 && isASCII(head[2 * $0 + 1]) }) { return .utf16BigEndian }
        let zeroFirst = (0..<pairs).count { head[2 * $0] == 0 && head[2 * $0 + 1] != 0 }
        let zeroSecond = (0..<pairs).count { head[2 * $0] != 0 && head[2 * $0 + 1] == 0 }
        if zeroSecond * 2 > pairs && zeroFirst == 0 { return .utf16LittleEndian }
        if zeroFirst * 2 > pairs && zeroSecond == 0 { return .utf16BigEndian }
        return nil
    }

    /// A lone surrogate or an odd last byte becomes U+FFFD: the rest of the file still reads.
    private static func transcoded<Bytes: Collection<UInt8>>(_ bytes: Bytes, bigEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            guard let second = iterator.next() else {
                units.append(0xFFFD)
                break
            }
            units.append(bigEndian ? UInt16(first) << 8 | UInt16(second) : UInt16(second) << 8 | UInt16(first))
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}

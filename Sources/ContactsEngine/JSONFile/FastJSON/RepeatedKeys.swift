import ContactsCore
import Foundation

/// A key written twice in one object is read differently by different programs: Foundation
/// took the first `"contacts"` array, Python and jq the last, and the next save dropped the
/// other's contacts. Such a book is refused as damaged, as two contacts sharing an id are.
extension BookJSONReader {
    /// The JSON path of the first key that appears twice in one object ("contacts",
    /// "contacts[3].firstName"); nil when none does, or when the text is not JSON that can be
    /// walked (the reference decoder then says what is wrong).
    public static func firstRepeatedKey(_ data: Data) -> String? {
        data.withUnsafeBytes { raw in
            var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
            return try? scanner.firstRepeatedKey(path: "", depth: 0)
        }
    }
}

extension JSONScanner {
    fileprivate mutating func firstRepeatedKey(path: String, depth: Int) throws(NotPlainJSON) -> String? {
        guard depth <= 256 else { throw NotPlainJSON() }
        var found: String?
        switch try peek() {
        case UInt8(ascii: "{"):
            var seen = Set<String>()
            try object { scanner, key throws(NotPlainJSON) in
                let here = path.isEmpty ? key : path + "." + key
                if found == nil && !seen.insert(key).inserted { found = here }
                let inside = try scanner.firstRepeatedKey(path: here, depth: depth + 1)
                found = found ?? inside
            }
        case UInt8(ascii: "["):
            var index = 0
            try array { scanner throws(NotPlainJSON) in
                let inside = try scanner.firstRepeatedKey(path: "\(path)[\(index)]", depth: depth + 1)
                found = found ?? inside
                index += 1
            }
        case UInt8(ascii: "\""):
            _ = try scannedString()
        default:
            // A number or a literal, whatever its spelling: up to the next delimiter.
            while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) {
                index += 1
            }
        }
        return found
    }
}

import Foundation

/// UUIDs in their usual text form, read by hand: Foundation's `UUID(uuidString:)` goes through
/// sscanf, which was 6% of loading a large book.
enum UUIDText {
    /// "8-4-4-4-12" hexadecimal digits, either case; nil for anything else (the reader then
    /// leaves the book to Foundation, which is the judge).
    static func parse(_ text: String) -> UUID? {
        let utf8 = text.utf8
        guard utf8.count == 36 else { return nil }
        return utf8.withContiguousStorageIfAvailable { bytes -> UUID? in
            var value: [UInt8] = []
            value.reserveCapacity(16)
            var index = 0
            while index < 36 {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard bytes[index] == UInt8(ascii: "-") else { return nil }
                    index += 1
                    continue
                }
                guard let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1]) else { return nil }
                value.append(high << 4 | low)
                index += 2
            }
            return value.withUnsafeBytes { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) }
        } ?? UUID(uuidString: String(utf8))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

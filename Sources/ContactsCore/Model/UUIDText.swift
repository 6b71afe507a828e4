import Foundation

/// UUIDs in their usual text form, read by hand: Foundation's `UUID(uuidString:)` goes through
/// sscanf, which was 6% of loading a large book.
enum UUIDText {
    /// "8-4-4-4-12" hexadecimal digits, either case; nil for anything else (the reader then
    /// leaves the book to Foundation, which is the judge).
    static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { parse(utf8: $0) }
    }

    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &value) { value -> Bool in
            var index = 0
            var byte = 0
            while index < 36 {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard bytes[index] == UInt8(ascii: "-") else { return false }
                    index += 1
                    continue
                }
                guard let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1]) else { return false }
                value[byte] = high << 4 | low
                byte += 1
                index += 2
            }
            return true
        }
        return parsed ? UUID(uuid: value) : nil
    }

    /// "8-4-4-4-12" in lower case (a URN's form), appended to `bytes`.
    static func appendLowercased(_ id: UUID, to bytes: inout some ByteAppending) {
        bytes.append(count: 36) { out in
            withUnsafeBytes(of: id.uuid) { value in
                var position = 0
                for index in 0..<16 {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        out[position] = UInt8(ascii: "-")
                        position += 1
                    }
                    out[position] = hexDigit(value[index] >> 4)
                    out[position + 1] = hexDigit(value[index] & 0xF)
                    position += 2
                }
            }
        }
    }

    /// A nibble's lower-case hex digit, computed: a table is a lazy global, checked per digit.
    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
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

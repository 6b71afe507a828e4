import Foundation

/// UUIDs in their usual text form, read by hand: Foundation's `UUID(uuidString:)` goes through
/// sscanf, which was 6% of loading a large book.
enum UUIDText {
    /// "8-4-4-4-12" hexadecimal digits, either case, and whether a digit is a lower-case letter
    /// (a spelling the JSON keeps as it was written); nil for anything else (the reader then
    /// leaves the book to Foundation, which is the judge). Branch-free per digit: a random
    /// id's digits are letters or not at random, and mispredicting that twice an id made this
    /// a twentieth of reading a large book.
    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (id: UUID, hasLowercase: Bool)? {
        guard bytes.count == 36, let text = bytes.baseAddress else { return nil }
        let dash = UInt8(ascii: "-")
        guard text[8] == dash, text[13] == dash, text[18] == dash, text[23] == dash else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var digits = DigitCheck()
        withUnsafeMutableBytes(of: &value) { value in
            var index = 0
            for byte in 0..<16 {
                if byte == 4 || byte == 6 || byte == 8 || byte == 10 { index += 1 }
                value[byte] = digits.value(text[index]) << 4 | digits.value(text[index + 1])
                index += 2
            }
        }
        return digits.invalid == 0 ? (UUID(uuid: value), digits.lowercase != 0) : nil
    }

    /// Hex digits read without a branch, noting any that is not one and any lower-case letter.
    private struct DigitCheck {
        var invalid: UInt8 = 0
        var lowercase: UInt8 = 0

        @inline(__always)
        mutating func value(_ byte: UInt8) -> UInt8 {
            let isDigit = (byte &- UInt8(ascii: "0")) < 10
            // Either case: setting bit 5 makes "A"-"F" "a"-"f" and nothing else.
            let isLetter = ((byte | 0x20) &- UInt8(ascii: "a")) < 6
            invalid |= UInt8(truncatingIfNeeded: (isDigit || isLetter) ? 0 : 1)
            lowercase |= UInt8(truncatingIfNeeded: isLetter ? byte & 0x20 : 0)
            // "0"-"9" are 0x30-0x39; the letters' low nibble is 1-6, and bit 6 adds nine.
            return (byte & 0x0F) &+ (byte >> 6) &* 9
        }
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
}

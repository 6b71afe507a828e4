import Foundation

/// UUIDs in their usual text form, read by hand: Foundation's `UUID(uuidString:)` goes through
/// sscanf, which was 6% of loading a large book.
enum UUIDBytes {
    /// "8-4-4-4-12" hexadecimal digits, either case, and whether a digit is a lower-case letter
    /// (a spelling the JSON keeps as it was written); nil for anything else (the reader then
    /// leaves the book to Foundation, which is the judge). Eight digits at a time, in one word,
    /// without a branch per digit: a random id's digits are letters or not at random, and
    /// mispredicting that twice an id made this a twentieth of reading a large book; a digit
    /// at a time, it took a thousand instructions an id.
    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (id: UUID, hasLowercase: Bool)? {
        guard bytes.count == 36, let text = bytes.baseAddress else { return nil }
        let dash = UInt8(ascii: "-")
        guard text[8] == dash, text[13] == dash, text[18] == dash, text[23] == dash else { return nil }
        let raw = UnsafeRawPointer(text)
        func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        func halves(_ first: Int, _ second: Int) -> UInt64 {
            UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: first, as: UInt32.self)))
                | UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: second, as: UInt32.self))) << 32
        }
        var digits = HexWords()
        let parts = (digits.value(word(0)), digits.value(halves(9, 14)), digits.value(halves(19, 24)), digits.value(word(28)))
        guard digits.areAllHex else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { value in
            for (index, part) in [parts.0, parts.1, parts.2, parts.3].enumerated() {
                value.storeBytes(of: part.littleEndian, toByteOffset: index * 4, as: UInt32.self)
            }
        }
        return (UUID(uuid: value), digits.hasLowercase)
    }

    /// Eight hex digits in a word (the first in its lowest byte) read at once, noting any byte
    /// that is not one and any lower-case letter.
    private struct HexWords {
        private var hex: UInt64 = highBits
        private var lowercase: UInt64 = 0
        private static let ones: UInt64 = 0x0101_0101_0101_0101
        private static let highBits: UInt64 = 0x8080_8080_8080_8080

        var areAllHex: Bool { hex == Self.highBits }
        var hasLowercase: Bool { lowercase != 0 }

        /// The digits' value, the first digit the highest, in the bytes' order once stored
        /// in this machine's order.
        mutating func value(_ word: UInt64) -> UInt32 {
            let (ones, high) = (Self.ones, Self.highBits)
            // Each byte below 0x80, so adding to it never carries into the next: its high bit
            // then tells whether it reached the bound.
            let ascii = ~word & high
            let low = word & ~high
            func atLeast(_ bound: UInt8, _ bytes: UInt64) -> UInt64 { (bytes &+ ones &* UInt64(0x80 &- bound)) & high }
            let isDigit = atLeast(UInt8(ascii: "0"), low) & ~atLeast(UInt8(ascii: "9") + 1, low)
            // Either case: setting bit 5 makes "A"-"F" "a"-"f" and nothing else.
            let folded = low | ones &* 0x20
            let isLetter = atLeast(UInt8(ascii: "a"), folded) & ~atLeast(UInt8(ascii: "f") + 1, folded)
            hex &= (isDigit | isLetter) & ascii
            lowercase |= isLetter & (word << 2)
            // "0"-"9" are 0x30-0x39; the letters' low nibble is 1-6, and bit 6 adds nine.
            let nibbles = (word & (ones &* 0x0F)) &+ ((word >> 6) & ones) &* 9
            // Two digits a byte, then the four bytes side by side.
            let bytes = (nibbles << 4 | nibbles >> 8) & 0x00FF_00FF_00FF_00FF
            let pairs = (bytes | bytes >> 8) & 0x0000_FFFF_0000_FFFF
            return UInt32(truncatingIfNeeded: pairs | pairs >> 16)
        }
    }
}

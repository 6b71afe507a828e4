/// Writes one contact's haystacks after those before it: each non-empty text field folded,
/// apart from the one before by U+0001 (which no query word contains, so no match spans two
/// fields), then its phones' digits, apart by a space. Fed from a contact's fields
/// (`ContactSearch.Haystack.append`).
struct HaystackWriter {
    private var start: Int
    private var hasField = false
    private var phones = 0
    /// The contact's phones' digits so far, written after its text at its end.
    private var digits = RawBytes()

    init(at offset: Int) {
        start = offset
    }

    /// The next contact's, from `offset` (the digits' buffer is kept for it).
    mutating func begin(at offset: Int) {
        (start, hasField, phones) = (offset, false, 0)
        digits.removeSuffix(from: 0)
    }

    mutating func field(_ text: String, to bytes: inout some ByteAppending, folder: inout TextFolder) {
        guard !text.isEmpty else { return }
        separate(&bytes)
        folder.append(text, to: &bytes)
    }

    /// A field as it stands in the bytes read, checked UTF-8; where its folded text lies.
    @discardableResult
    mutating func field(_ text: ScannedString, to bytes: inout some ByteAppending, folder: inout TextFolder) -> Range<Int> {
        text.withUTF8 { utf8 in
            guard !utf8.isEmpty else { return bytes.count..<bytes.count }
            separate(&bytes)
            let start = bytes.count
            folder.append(utf8Text: utf8, to: &bytes)
            return start..<bytes.count
        }
    }

    private mutating func separate(_ bytes: inout some ByteAppending) {
        if hasField { bytes.append(0x01) }
        hasField = true
    }

    /// A phone number's digits, for searches written as a number (every phone, even one
    /// without digits, takes its place in the list).
    mutating func phoneDigits(of value: String) {
        var value = value
        value.withUTF8 { phoneDigits(utf8: $0) }
    }

    /// The same from the number's UTF-8: ASCII digits copied as they stand (no strings made
    /// for them), any other number read as `String.digits` reads it.
    mutating func phoneDigits(utf8 value: UnsafeBufferPointer<UInt8>) {
        if phones > 0 { digits.append(0x20) }
        phones += 1
        if value.isASCII {
            // Written in one piece: appended one at a time to an array, each digit had it
            // checked for room and sole ownership (3 % of a first open's instructions).
            digits.append(atMost: value.count) { target in
                var written = 0
                for byte in value where byte &- 0x30 < 10 {
                    target[written] = byte
                    written &+= 1
                }
                return written
            }
        } else {
            digits.append(String(decoding: value, as: UTF8.self).digits.utf8)
        }
    }

    /// Appends the digits after the text; where each lies.
    mutating func end(_ bytes: inout some ByteAppending) -> (text: Range<Int>, digits: Range<Int>) {
        let textEnd = bytes.count
        digits.withUnsafeBytes { bytes.append(copying: $0.assumingMemoryBound(to: UInt8.self)) }
        return (start..<textEnd, textEnd..<bytes.count)
    }
}

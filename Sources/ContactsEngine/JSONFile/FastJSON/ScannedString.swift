import ContactsCore
/// A string as it stands in the bytes being read, when it has no escapes (nearly always): a
/// key compared with the keys the model knows, an id or a time parsed, without making a
/// String of it first (which was a fifth of reading a large book).
package enum ScannedString {
    case raw(UnsafeBufferPointer<UInt8>)
    case decoded(String)

    /// The text, checked as every string read is.
    package func text() throws(NotPlainJSON) -> String {
        switch self {
        case .raw(let bytes): return try Self.text(bytes)
        case .decoded(let text): return text
        }
    }

    /// Checks the text as `text()` does, without making a String of it.
    func check() throws(NotPlainJSON) {
        if case .raw(let bytes) = self { try Self.checkText(bytes) }
    }

    /// The UTF-8 bytes, for parsing.
    package func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch self {
        case .raw(let bytes): return body(bytes)
        case .decoded(var text): return text.withUTF8(body)
        }
    }

    /// Inlined, so that each pattern's length and bytes are known where it is compared.
    @inline(__always)
    package static func ~= (pattern: StaticString, scanned: ScannedString) -> Bool {
        scanned.withUTF8 { bytes in
            bytes.count == pattern.utf8CodeUnitCount
                && (bytes.baseAddress.map { ShortBytes.equal($0, pattern.utf8Start, count: bytes.count) } ?? true)
        }
    }

    /// Checked here because `String(decoding:)` would quietly repair what Foundation rejects
    /// (and the standard library's generic `String(validating:)` took 12% of a load); ASCII,
    /// most text in a book, needs no check.
    package static func text(_ utf8: UnsafeBufferPointer<UInt8>) throws(NotPlainJSON) -> String {
        try checkText(utf8)
        return String(decoding: utf8, as: UTF8.self)
    }

    package static func checkText(_ utf8: UnsafeBufferPointer<UInt8>) throws(NotPlainJSON) {
        guard utf8.isASCII || isValidUTF8(utf8) else { throw NotPlainJSON() }
    }

    /// Well-formed UTF-8 (RFC 3629): no overlong forms, surrogates or code points past U+10FFFF.
    package static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        func continuation(_ offset: Int) -> UInt8? {
            guard index + offset < count, bytes[index + offset] & 0xC0 == 0x80 else { return nil }
            return bytes[index + offset]
        }
        while index < count {
            let lead = bytes[index]
            switch lead {
            case ..<0x80:
                index += 1
            case 0xC2..<0xE0:
                guard continuation(1) != nil else { return false }
                index += 2
            case 0xE0..<0xF0:
                guard let second = continuation(1), continuation(2) != nil,
                    lead != 0xE0 || second >= 0xA0, lead != 0xED || second < 0xA0
                else { return false }
                index += 3
            case 0xF0..<0xF5:
                guard let second = continuation(1), continuation(2) != nil, continuation(3) != nil,
                    lead != 0xF0 || second >= 0x90, lead != 0xF4 || second < 0x90
                else { return false }
                index += 4
            default:
                return false
            }
        }
        return true
    }
}

/// A string as it stands in the bytes being read, when it has no escapes (nearly always): a
/// key compared with the keys the model knows, an id or a time parsed, without making a
/// String of it first (which was a fifth of reading a large book).
enum ScannedString {
    case raw(UnsafeBufferPointer<UInt8>)
    case decoded(String)

    /// The text, checked as every string read is.
    func text() throws(NotPlainJSON) -> String {
        switch self {
        case .raw(let bytes): return try JSONScanner.text(bytes)
        case .decoded(let text): return text
        }
    }

    /// Checks the text as `text()` does, without making a String of it.
    func check() throws(NotPlainJSON) {
        if case .raw(let bytes) = self { try JSONScanner.checkText(bytes) }
    }

    /// The UTF-8 bytes, for parsing.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch self {
        case .raw(let bytes): return body(bytes)
        case .decoded(var text): return text.withUTF8(body)
        }
    }

    /// Inlined, so that each pattern's length and bytes are known where it is compared.
    @inline(__always)
    static func ~= (pattern: StaticString, scanned: ScannedString) -> Bool {
        scanned.withUTF8 { bytes in
            bytes.count == pattern.utf8CodeUnitCount
                && (bytes.baseAddress.map { ShortBytes.equal($0, pattern.utf8Start, count: bytes.count) } ?? true)
        }
    }
}

import ContactsCore

#if canImport(Glibc)
    import Glibc
#endif

/// Valid UTF-8 JSON read forward, byte by byte, without building a tree: what lets a book of
/// 100,000 contacts load in a fraction of the time JSONDecoder takes (docs/DECISIONS.md #49).
/// It reads only what it is sure of and gives up (`NotPlainJSON`) on anything else: numbers
/// with fractions or exponents, duplicate keys, invalid text.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Escaped strings are decoded here, reused from one string to the next.
    private var scratch: [UInt8] = []
    /// How deep `value()` has gone into arrays and objects: deeper than any real book gives up
    /// before the stack could overflow.
    private var depth = 0
    private static let maximumDepth = 256

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool {
        mutating get {
            skipSpace()
            return index == bytes.count
        }
    }

    @inline(__always)
    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The next byte that is not white space, not consumed.
    @inline(__always)
    mutating func peek() throws(NotPlainJSON) -> UInt8 {
        skipSpace()
        guard index < bytes.count else { throw NotPlainJSON() }
        return bytes[index]
    }

    @inline(__always)
    mutating func expect(_ byte: UInt8) throws(NotPlainJSON) {
        guard try peek() == byte else { throw NotPlainJSON() }
        index += 1
    }

    /// Consumes `null` when it comes next.
    mutating func skipNull() throws(NotPlainJSON) -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    private mutating func literal(_ word: StaticString) throws(NotPlainJSON) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw NotPlainJSON() }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw NotPlainJSON() }
        index += count
    }

    mutating func bool() throws(NotPlainJSON) -> Bool {
        switch try peek() {
        case UInt8(ascii: "t"):
            try literal("true")
            return true
        case UInt8(ascii: "f"):
            try literal("false")
            return false
        default: throw NotPlainJSON()
        }
    }

    /// A whole number written plainly (no fraction, exponent, leading zero or "-0") that fits.
    mutating func integer() throws(NotPlainJSON) -> Int64 {
        skipSpace()
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var magnitude: UInt64 = 0
        while index < bytes.count, bytes[index] &- 0x30 < 10 {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(bytes[index] &- 0x30))
            guard !overflow1, !overflow2 else { throw NotPlainJSON() }
            magnitude = sum
            index += 1
        }
        let digits = index - start
        guard digits > 0, bytes[start] != 0x30 || (digits == 1 && !negative) else { throw NotPlainJSON() }
        if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) {
            throw NotPlainJSON()
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { throw NotPlainJSON() }
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        }
        guard magnitude <= UInt64(Int64.max) else { throw NotPlainJSON() }
        return Int64(magnitude)
    }

    mutating func string() throws(NotPlainJSON) -> String {
        try scannedString().text()
    }

    /// The next string, as its bytes when it has no escapes.
    mutating func scannedString() throws(NotPlainJSON) -> ScannedString {
        try expect(UInt8(ascii: "\""))
        let start = index
        // Eight bytes at a time up to the first quote, escape or control byte, which the lowest
        // bit of the word's mask places exactly; only the last few bytes of the input are read
        // byte by byte.
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let found = Self.stringEnds(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                if found != 0 {
                    #if _endian(little)
                        index += found.trailingZeroBitCount >> 3
                    #endif
                    break
                }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return .raw(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
            if byte == UInt8(ascii: "\\") { return .decoded(try escapedString(from: start)) }
            guard byte >= 0x20 else { throw NotPlainJSON() }
            index += 1
        }
        throw NotPlainJSON()
    }

    /// The high bit of each of the eight bytes that is `"`, `\\` or below 0x20 (the test for
    /// a zero byte, `(x - 0x01…) & ~x & 0x80…`, on the word with each of the first two made
    /// zero, and with 0x20 subtracted for the third). A borrow can only mark a byte above a
    /// marked one, so the lowest mark is exact: in this machine's order, the first such byte.
    @inline(__always)
    static func stringEnds(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroOrControl = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
        return zeroOrControl & highs
    }

    /// The rest of a string that has escapes, from its first byte at `start`.
    private mutating func escapedString(from start: Int) throws(NotPlainJSON) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return try scratch.withUnsafeBufferPointer { buffer throws(NotPlainJSON) in try ScannedString.text(buffer) }
            case UInt8(ascii: "\\"):
                try unescape()
            case ..<0x20:
                throw NotPlainJSON()
            default:
                scratch.append(byte)
            }
        }
        throw NotPlainJSON()
    }

    private mutating func unescape() throws(NotPlainJSON) {
        guard index < bytes.count else { throw NotPlainJSON() }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code) {
                // A surrogate pair: the low half must follow as its own \u escape.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw NotPlainJSON()
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw NotPlainJSON() }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw NotPlainJSON() }
            scratch.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
        default:
            throw NotPlainJSON()
        }
    }

    private mutating func hex4() throws(NotPlainJSON) -> UInt32 {
        guard index + 4 <= bytes.count else { throw NotPlainJSON() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw NotPlainJSON()
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// Calls `member` with each key of an object, the scanner placed at its value, which
    /// `member` must consume. Inlined, as `array` is, so the closures cost no call or generic
    /// metadata lookup per member (profiled: 10% of a load before).
    @inline(__always)
    mutating func object(_ member: (inout JSONScanner, String) throws(NotPlainJSON) -> Void) throws(NotPlainJSON) {
        try members { scanner, key throws(NotPlainJSON) in try member(&scanner, try key.text()) }
    }

    /// The same with each key as it stands, for objects whose keys are mostly known.
    mutating func members(_ member: (inout JSONScanner, ScannedString) throws(NotPlainJSON) -> Void) throws(NotPlainJSON) {
        try expect(UInt8(ascii: "{"))
        if try peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        repeat {
            let key = try scannedString()
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
            let next = try peek()
            index += 1
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else { throw NotPlainJSON() }
        } while true
    }

    /// Calls `element` for each element of an array, the scanner placed at it.
    @inline(__always)
    mutating func array(_ element: (inout JSONScanner) throws(NotPlainJSON) -> Void) throws(NotPlainJSON) {
        try expect(UInt8(ascii: "["))
        if try peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        repeat {
            try element(&self)
            let next = try peek()
            index += 1
            if next == UInt8(ascii: "]") { return }
            guard next == UInt8(ascii: ",") else { throw NotPlainJSON() }
        } while true
    }

    /// Any value, as `JSONValue` decodes it (for keys the app does not know).
    mutating func value() throws(NotPlainJSON) -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw NotPlainJSON() }
        switch try peek() {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try bool())
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            try array { scanner throws(NotPlainJSON) in elements.append(try scanner.value()) }
            return .array(elements)
        case UInt8(ascii: "{"):
            return .object(try uniqueObject { scanner throws(NotPlainJSON) in try scanner.value() })
        default:
            return .integer(try integer())
        }
    }

    /// An object as a dictionary; a repeated key gives up (decoders disagree on which wins).
    @inline(__always)
    mutating func uniqueObject<Value>(_ value: (inout JSONScanner) throws(NotPlainJSON) -> Value) throws(NotPlainJSON) -> [String: Value] {
        var members: [String: Value] = [:]
        try object { scanner, key throws(NotPlainJSON) in
            guard members.updateValue(try value(&scanner), forKey: key) == nil else { throw NotPlainJSON() }
        }
        return members
    }
}

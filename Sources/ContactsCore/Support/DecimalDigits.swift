extension ByteAppending {
    /// `value` in decimal, in at least `width` digits (zeros first), as `%0*d` would print it
    /// but without a format string: times and dates are written so for every contact saved or
    /// exported.
    mutating func appendDigits(_ value: Int, width: Int) {
        var divisor = 1
        for _ in 1..<Swift.max(width, 1) { divisor *= 10 }
        guard value >= 0, value < divisor * 10 else {
            let text = String(value).utf8
            if value < 0 { append(UInt8(ascii: "-")) }
            for _ in 0..<Swift.max(0, width - text.count) { append(UInt8(ascii: "0")) }
            for byte in value < 0 ? text.dropFirst() : text[...] { append(byte) }
            return
        }
        let digits = Swift.max(width, 1)
        append(count: digits) { DecimalDigits.write(value, width: digits, to: $0) }
    }
}

enum DecimalDigits {
    /// Stores `value` (at least 0, under 10^width) in exactly `width` digits, zeros first.
    @inline(__always)
    static func write(_ value: Int, width: Int, to digits: UnsafeMutablePointer<UInt8>) {
        var rest = value
        for place in stride(from: width - 1, through: 0, by: -1) {
            digits[place] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
    }
}

extension [UInt8] {
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
            append(contentsOf: value < 0 ? text.dropFirst() : text[...])
            return
        }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / divisor % 10))
            divisor /= 10
        }
    }
}

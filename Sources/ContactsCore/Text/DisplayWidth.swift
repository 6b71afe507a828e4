/// Terminal column widths, measured the way ncurses measures them (glibc's `wcwidth`, summed per
/// scalar), so that text laid out here lines up on screen: accents take 0, CJK and emoji 2.
public enum DisplayWidth {
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }
        if contains(WidthTable.zeroWidth, value) { return 0 }
        if contains(WidthTable.doubleWidth, value) { return 2 }
        return 1
    }

    public static func of(_ character: Character) -> Int {
        character.unicodeScalars.reduce(0) { $0 + of($1) }
    }

    public static func of<S: StringProtocol>(_ text: S) -> Int {
        text.unicodeScalars.reduce(0) { $0 + of($1) }
    }

    /// The longest prefix of `text` that fits in `columns`, never splitting a character.
    public static func prefix(_ text: String, fitting columns: Int) -> Substring {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let width = of(text[index])
            if used + width > columns { break }
            used += width
            end = text.index(after: index)
        }
        return text[..<end]
    }

    /// `text` cut to `columns` (with an ellipsis when it had to be cut) and padded with spaces
    /// to exactly `columns`, so columns of a table line up whatever script the text is in.
    public static func fit(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        let width = of(text)
        if width <= columns { return text + String(repeating: " ", count: columns - width) }
        let cut = prefix(text, fitting: columns - 1) + "…"
        return cut + String(repeating: " ", count: columns - of(cut))
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < ranges[mid].lowerBound { high = mid - 1 } else if value > ranges[mid].upperBound { low = mid + 1 } else { return true }
        }
        return false
    }
}

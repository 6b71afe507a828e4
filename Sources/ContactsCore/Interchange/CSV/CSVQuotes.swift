/// Rows whose quotes do not pair up. RFC 4180 lets a quoted cell hold line breaks, so one
/// unclosed quote (`Bad,"unterminated`) made every row after it part of one cell: people lost
/// without a word, a line break and commas smuggled into an email. A quote that is never closed,
/// or is closed by a quote followed by something other than a separator or a line end, breaks
/// only the row it opened in: that row is taken out and reported, and the rest is read.
struct CSVQuotes {
    /// The text with each broken row's lines made empty (so rows keep their numbers).
    let text: String
    /// The 1-based line where each broken row begins.
    let brokenLines: [Int]

    init(_ text: Substring, separator: Unicode.Scalar) {
        guard separator.isASCII, text.utf8.contains(UInt8(ascii: "\"")) else {
            self.text = String(text)
            brokenLines = []
            return
        }
        // Split as bytes: "\r\n" is one Character, which a split on "\n" would not see. A file
        // with no LF ends its rows in CR alone (classic Mac OS), as the CSV reader takes them.
        let lineEnd = !text.utf8.contains(UInt8(ascii: "\n")) && text.utf8.contains(UInt8(ascii: "\r")) ? UInt8(ascii: "\r") : UInt8(ascii: "\n")
        var lines = text.utf8.split(separator: lineEnd, omittingEmptySubsequences: false).map(Array.init)
        var broken: [Int] = []
        var line = 0
        while line < lines.count {
            switch Self.recordEnd(lines, from: line, separator: UInt8(separator.value)) {
            case .ends(let last): line = last + 1
            case .broken:
                broken.append(line + 1)
                lines[line] = []
                line += 1
            }
        }
        self.text =
            broken.isEmpty ? String(text) : lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: String(UnicodeScalar(lineEnd)))
        brokenLines = broken
    }

    private enum RecordEnd {
        /// The record ends on this line.
        case ends(Int)
        /// Its quotes do not pair up.
        case broken
    }

    /// Where the record starting at `first` ends, following quoted cells across lines.
    private static func recordEnd(_ lines: [[UInt8]], from first: Int, separator: UInt8) -> RecordEnd {
        let quote = UInt8(ascii: "\"")
        var inQuotes = false
        var cellStart = true
        var line = first
        while line < lines.count {
            let bytes = lines[line]
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if inQuotes {
                    if byte == quote {
                        if index + 1 < bytes.count && bytes[index + 1] == quote {
                            index += 1
                        } else {
                            inQuotes = false
                            // A closing quote ends the cell: only a separator or the line's end may follow.
                            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                            if let next, next != separator, next != UInt8(ascii: "\r") { return .broken }
                        }
                    }
                } else if byte == separator {
                    cellStart = true
                } else if byte == quote && cellStart {
                    inQuotes = true
                    cellStart = false
                } else if byte != UInt8(ascii: " ") {
                    cellStart = false
                }
                index += 1
            }
            if !inQuotes { return .ends(line) }
            line += 1
        }
        return .broken
    }
}

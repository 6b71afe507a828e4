import CSV

/// How a CSV file separates its cells: Excel's `sep=;` first line when there is one, else the
/// separator its first line uses most outside quotes (comma, semicolon as European Excel
/// writes, or tab), a comma when there is a tie or none.
struct CSVDialect: Equatable {
    var separator: Unicode.Scalar
    /// The text with a `sep=` line taken off.
    var text: Substring

    init(_ text: String) {
        let firstLine = text.prefix { !$0.isNewline }
        if firstLine.lowercased().hasPrefix("sep="), let hinted = firstLine.dropFirst(4).unicodeScalars.first {
            separator = hinted
            self.text = text.dropFirst(firstLine.count).drop(while: \.isNewline)
            return
        }
        var (commas, semicolons, tabs) = (0, 0, 0)
        var quoted = false
        for scalar in firstLine.unicodeScalars {
            switch scalar {
            case "\"": quoted.toggle()
            case "," where !quoted: commas += 1
            case ";" where !quoted: semicolons += 1
            case "\t" where !quoted: tabs += 1
            default: break
            }
        }
        separator = semicolons > max(commas, tabs) ? ";" : tabs > max(commas, semicolons) ? "\t" : ","
        self.text = Substring(text)
    }

    /// The first line's cells, unquoted and trimmed: enough to tell a file's layout by.
    static func headerCells(_ text: String) -> [String] {
        let dialect = CSVDialect(text)
        let line = String(dialect.text.prefix { !$0.isNewline })
        let cells = (try? CSVReader(string: line, hasHeaderRow: false, delimiter: dialect.separator))?.next()
        return (cells ?? []).map(\.trimmingWhitespace)
    }
}

/// Wraps text to a column width for display: paragraphs kept, words moved whole to the next
/// line, words longer than a line cut at the width (measured in terminal columns).
public enum WordWrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.textLines {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true).map({ String($0).terminalSafe }) {
                var word = word
                var wordWidth = DisplayWidth.of(word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 { lines.append(line) }
                while wordWidth > width && word.count > 1 {
                    let fitting = String(DisplayWidth.prefix(word, fitting: width))
                    let head = fitting.isEmpty ? String(word.prefix(1)) : fitting
                    lines.append(head)
                    word = String(word.dropFirst(head.count))
                    wordWidth = DisplayWidth.of(word)
                }
                line = word
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }
}

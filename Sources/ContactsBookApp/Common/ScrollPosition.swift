/// The first visible line of a scrolled text, kept within its bounds; it moves with the same
/// keys as a list's selection (a line, half a page, a page, the top or the bottom).
struct ScrollPosition {
    private(set) var firstLine = 0

    mutating func apply(_ movement: ListMovement, visibleLines: Int, totalLines: Int) {
        let page = max(1, visibleLines - 1)
        switch movement {
        case .up: firstLine -= 1
        case .down: firstLine += 1
        case .pageUp: firstLine -= page
        case .pageDown: firstLine += page
        case .halfPageUp: firstLine -= max(1, visibleLines / 2)
        case .halfPageDown: firstLine += max(1, visibleLines / 2)
        case .first: firstLine = 0
        case .last: firstLine = totalLines
        }
        clamp(visibleLines: visibleLines, totalLines: totalLines)
    }

    /// Shows the line at the top (as far as the end allows).
    mutating func show(line: Int, visibleLines: Int, totalLines: Int) {
        firstLine = line
        clamp(visibleLines: visibleLines, totalLines: totalLines)
    }

    mutating func clamp(visibleLines: Int, totalLines: Int) {
        firstLine = max(0, min(firstLine, totalLines - visibleLines))
    }
}

/// The first visible line of a scrolled text, kept within its bounds.
struct ScrollPosition {
    private(set) var firstLine = 0

    enum Step { case lineUp, lineDown, pageUp, pageDown }

    mutating func apply(_ step: Step, visibleLines: Int, totalLines: Int) {
        let page = max(1, visibleLines - 1)
        switch step {
        case .lineUp: firstLine -= 1
        case .lineDown: firstLine += 1
        case .pageUp: firstLine -= page
        case .pageDown: firstLine += page
        }
        clamp(visibleLines: visibleLines, totalLines: totalLines)
    }

    mutating func clamp(visibleLines: Int, totalLines: Int) {
        firstLine = max(0, min(firstLine, totalLines - visibleLines))
    }
}

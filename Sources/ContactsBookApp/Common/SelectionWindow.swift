/// How a selection moves in a list.
public enum ListMovement: Equatable, Sendable { case up, down, pageUp, pageDown, halfPageUp, halfPageDown, first, last }

/// A selection in a list of `count` rows seen through a window of `rows` rows: moves stop at
/// the ends, and the window scrolls as little as possible to keep the selection in view.
/// Shared by every scene that shows a selectable list.
struct SelectionWindow: Equatable {
    private(set) var selectedIndex = 0
    private(set) var firstVisible = 0

    mutating func select(_ index: Int, count: Int) {
        selectedIndex = max(0, min(index, count - 1))
    }

    mutating func move(_ movement: ListMovement, count: Int, rows: Int) {
        let page = max(1, rows - 1)
        switch movement {
        case .up: select(selectedIndex - 1, count: count)
        case .down: select(selectedIndex + 1, count: count)
        case .pageUp: select(selectedIndex - page, count: count)
        case .pageDown: select(selectedIndex + page, count: count)
        case .halfPageUp: select(selectedIndex - max(1, rows / 2), count: count)
        case .halfPageDown: select(selectedIndex + max(1, rows / 2), count: count)
        case .first: select(0, count: count)
        case .last: select(count - 1, count: count)
        }
    }

    /// The rows to show, with the selection among them.
    mutating func visibleRange(count: Int, rows: Int) -> Range<Int> {
        let rows = max(1, rows)
        select(selectedIndex, count: count)
        if selectedIndex < firstVisible { firstVisible = selectedIndex }
        if selectedIndex >= firstVisible + rows { firstVisible = selectedIndex - rows + 1 }
        firstVisible = max(0, min(firstVisible, count - rows))
        return firstVisible..<min(count, firstVisible + rows)
    }
}

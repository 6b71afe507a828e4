import ContactsCore
import Localization

@MainActor
public protocol BookPickerPresentationLogic {
    func presentBooks(response: BookPicker.ShowBooks.Response)
    func presentChosen(response: BookPicker.Choose.Response)
}

/// One row per book with its count aligned on the right; to show, the books shown now are
/// marked with a dot and those marked with Space with a tick.
@MainActor
public final class BookPickerPresenter: BookPickerPresentationLogic {
    public weak var view: BookPickerDisplayLogic?

    public init() {}

    public func presentBooks(response: BookPicker.ShowBooks.Response) {
        let title: String
        var entries: [(label: String, count: Int, sign: String)] = []
        switch response.purpose {
        case .show(let current):
            title = tr("Show which books (Space marks several)")
            let total = response.books.reduce(0) { $0 + $1.count }
            entries.append((tr("Every book"), total, current == nil && response.marked.isEmpty ? "•" : " "))
            entries += response.books.map { book in
                let sign = response.marked.contains(book.book) ? "✓" : response.marked.isEmpty && current == [book.book] ? "•" : " "
                return (book.book, book.count, sign)
            }
        case .transfer(let count, let copying):
            title =
                copying
                ? trn("Copy {count} contact to which book?", "Copy {count} contacts to which book?", count)
                : trn("Move {count} contact to which book?", "Move {count} contacts to which book?", count)
            entries = response.books.map { ($0.book, $0.count, " ") }
        }
        let visible = entries.indices.dropFirst(response.firstRow).prefix(response.viewport.rows)
        let rows = visible.map { index in
            let entry = entries[index]
            return ListRow.counted(
                entry.label, sign: entry.sign, count: entry.count, width: response.viewport.columns, isSelected: index == response.selectedRow)
        }
        let marksSeveral = if case .show = response.purpose { true } else { false }
        view?.displayBooks(viewModel: .init(title: title, rows: rows, marksSeveral: marksSeveral))
    }

    public func presentChosen(response: BookPicker.Choose.Response) {
        view?.displayChosen(viewModel: .init())
    }
}

import ContactsCore

@MainActor
public protocol BookPickerBusinessLogic {
    func showBooks(request: BookPicker.ShowBooks.Request)
    func moveSelection(request: BookPicker.MoveSelection.Request)
    func toggleMark(request: BookPicker.ToggleMark.Request)
    func choose(request: BookPicker.Choose.Request)
}

/// The picker's configuration and, once chosen, the choice, for the router.
@MainActor
public protocol BookPickerDataStore: AnyObject {
    var configuration: BookPicker.Configuration? { get set }
    var choice: BookPicker.Choice? { get }
}

/// Counts the books through the worker, keeps the selection and the books marked.
@MainActor
public final class BookPickerInteractor: BookPickerBusinessLogic, BookPickerDataStore {
    public var presenter: BookPickerPresentationLogic?
    private let worker: ContactWorker
    public var configuration: BookPicker.Configuration?
    public private(set) var choice: BookPicker.Choice?
    private var books: [BookPicker.BookCount]?
    private var marked: Set<String> = []
    private var selection = SelectionWindow()

    public init(worker: ContactWorker) {
        self.worker = worker
    }

    private var purpose: BookPicker.Purpose { configuration?.purpose ?? .show(current: nil) }
    /// To show, row 0 is every book; to transfer, every row is a book.
    private var firstBookRow: Int { if case .show = purpose { 1 } else { 0 } }
    private var rowCount: Int { (books?.count ?? 0) + firstBookRow }

    public func showBooks(request: BookPicker.ShowBooks.Request) {
        if books == nil {
            let counted = worker.bookCounts().map { BookPicker.BookCount(book: $0.book, count: $0.count) }
            books = counted
            if case .show(let current?) = purpose {
                marked = current.count > 1 ? Set(current) : []
                selection.select((counted.firstIndex { $0.book == current.first } ?? -1) + 1, count: rowCount)
            }
        }
        present(viewport: request.viewport)
    }

    public func moveSelection(request: BookPicker.MoveSelection.Request) {
        selection.move(request.movement, count: rowCount, rows: request.viewport.rows)
        present(viewport: request.viewport)
    }

    public func toggleMark(request: BookPicker.ToggleMark.Request) {
        guard case .show = purpose, let book = selectedBook else { return }
        if marked.remove(book) == nil { marked.insert(book) }
        selection.move(.down, count: rowCount, rows: request.viewport.rows)
        present(viewport: request.viewport)
    }

    public func choose(request: BookPicker.Choose.Request) {
        let all = books?.map(\.book) ?? []
        switch purpose {
        case .show:
            let chosen = marked.isEmpty ? selectedBook.map { [$0] } : all.filter(marked.contains)
            choice = chosen.map { $0.count == all.count ? .everyBook : .books($0) } ?? .everyBook
        case .transfer:
            guard let book = selectedBook else { return }
            choice = .books([book])
        }
        presenter?.presentChosen(response: .init())
    }

    private var selectedBook: String? {
        let index = selection.selectedIndex - firstBookRow
        return books.flatMap { $0.indices.contains(index) ? $0[index].book : nil }
    }

    private func present(viewport: ContactList.Viewport) {
        let visible = selection.visibleRange(count: rowCount, rows: viewport.rows)
        presenter?.presentBooks(
            response: .init(
                purpose: purpose, books: books ?? [], marked: marked, firstRow: visible.lowerBound, selectedRow: selection.selectedIndex,
                viewport: viewport))
    }
}

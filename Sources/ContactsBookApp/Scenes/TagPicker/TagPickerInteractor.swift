import ContactsCore

@MainActor
public protocol TagPickerBusinessLogic {
    func showTags(request: TagPicker.ShowTags.Request)
    func moveSelection(request: TagPicker.MoveSelection.Request)
    func choose(request: TagPicker.Choose.Request)
}

/// The tag in force when the picker opened, and the one chosen, for the router.
@MainActor
public protocol TagPickerDataStore: AnyObject {
    var currentTag: String? { get set }
    /// Set once a row is chosen: `.some(nil)` means every contact.
    var chosenTag: String?? { get }
}

/// Counts the tags through the worker and keeps the selection (on the tag in force at first).
@MainActor
public final class TagPickerInteractor: TagPickerBusinessLogic, TagPickerDataStore {
    public var presenter: TagPickerPresentationLogic?
    private let worker: ContactWorker
    public var currentTag: String?
    public private(set) var chosenTag: String??
    private var tags: [TagPicker.TagCount]?
    private var selection = SelectionWindow()

    public init(worker: ContactWorker) {
        self.worker = worker
    }

    /// Row 0 is every contact; a tag's row is its place plus one.
    private var rowCount: Int { (tags?.count ?? 0) + 1 }

    public func showTags(request: TagPicker.ShowTags.Request) {
        if tags == nil {
            let counted = worker.tagCounts().map { TagPicker.TagCount(tag: $0.tag, count: $0.count) }
            tags = counted
            let currentRow = currentTag.flatMap { tag in counted.firstIndex { $0.tag == tag } }.map { $0 + 1 } ?? 0
            selection.select(currentRow, count: rowCount)
        }
        present(viewport: request.viewport)
    }

    public func moveSelection(request: TagPicker.MoveSelection.Request) {
        selection.move(request.movement, count: rowCount, rows: request.viewport.rows)
        present(viewport: request.viewport)
    }

    public func choose(request: TagPicker.Choose.Request) {
        let row = selection.selectedIndex
        chosenTag = .some(row == 0 ? nil : tags?[row - 1].tag)
        presenter?.presentChosen(response: .init())
    }

    private func present(viewport: ContactList.Viewport) {
        let visible = selection.visibleRange(count: rowCount, rows: viewport.rows)
        presenter?.presentTags(
            response: .init(
                tags: tags ?? [], total: worker.count, firstRow: visible.lowerBound, selectedRow: selection.selectedIndex,
                current: currentTag, viewport: viewport))
    }
}

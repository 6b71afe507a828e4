import ContactsCore
import Localization

@MainActor
public protocol TagPickerPresentationLogic {
    func presentTags(response: TagPicker.ShowTags.Response)
    func presentChosen(response: TagPicker.Choose.Response)
}

/// One row per tag with its count aligned on the right; the tag in force is marked.
@MainActor
public final class TagPickerPresenter: TagPickerPresentationLogic {
    public weak var view: TagPickerDisplayLogic?

    public init() {}

    public func presentTags(response: TagPicker.ShowTags.Response) {
        let all = (label: tr("Every contact"), count: response.total, isCurrent: response.current == nil)
        let entries = [all] + response.tags.map { (label: $0.tag, count: $0.count, isCurrent: $0.tag == response.current) }
        let visible = entries.indices.dropFirst(response.firstRow).prefix(response.viewport.rows)
        let rows = visible.map { index in
            let entry = entries[index]
            return ListRow.counted(
                entry.label, sign: entry.isCurrent ? "•" : " ", count: entry.count, width: response.viewport.columns,
                isSelected: index == response.selectedRow)
        }
        view?.displayTags(
            viewModel: .init(
                title: tr("Filter by tag"), rows: rows,
                emptyMessage: response.tags.isEmpty ? tr("No contact has a tag yet: add tags in the edit form (e).") : nil))
    }

    public func presentChosen(response: TagPicker.Choose.Response) {
        view?.displayChosen(viewModel: .init())
    }
}

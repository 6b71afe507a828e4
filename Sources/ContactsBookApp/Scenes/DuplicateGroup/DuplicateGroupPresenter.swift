import ContactsCore

@MainActor
public protocol DuplicateGroupPresentationLogic {
    func presentGroup(response: DuplicateGroup.ShowGroup.Response)
    func presentMerged(response: DuplicateGroup.Merge.Response)
}

/// A column per contact after a column of labels; the value each differing field will take is
/// marked ▸, the field Left/Right changes is highlighted; united fields list every value.
@MainActor
public final class DuplicateGroupPresenter: DuplicateGroupPresentationLogic {
    public weak var view: DuplicateGroupDisplayLogic?
    static let labelWidth = 12

    public init() {}

    public func presentGroup(response: DuplicateGroup.ShowGroup.Response) {
        let contacts = response.contacts
        let count = max(1, contacts.count)
        let cell = max(4, (response.columns - Self.labelWidth - 1) / count)
        func line(_ label: String, _ values: [String], chosen: Int? = nil) -> String {
            let cells = values.enumerated().map { index, value in
                DisplayWidth.fit((index == chosen ? "▸ " : "  ") + value.terminalSafe, to: cell)
            }
            return " " + DisplayWidth.fit(label, to: Self.labelWidth - 1) + cells.joined()
        }
        var lines = [DuplicateGroup.ShowGroup.ViewModel.Line(text: line("", contacts.indices.map { "Contact \($0 + 1)" }))]
        for field in ContactMerge.Field.allCases {
            let values = contacts.map { ContactMerge.value(field, of: $0).split(whereSeparator: \.isNewline).first.map(String.init) ?? "" }
            guard values.contains(where: { !$0.isEmpty }) else { continue }
            let conflict = response.conflicts.firstIndex(of: field)
            lines.append(
                .init(
                    text: line(field.title, values, chosen: conflict.flatMap { _ in response.choices[field] }),
                    isFocused: conflict == response.focus && conflict != nil))
        }
        let united: [(String, (Contact) -> [String])] = [
            ("Phones", { $0.phones.map(\.value) }), ("Emails", { $0.emails.map(\.value) }), ("URLs", { $0.urls.map(\.value) }),
            ("Addresses", { $0.addresses.map { [$0.street, $0.city].filter { !$0.isEmpty }.joined(separator: ", ") } }),
            ("Tags", { $0.tags }),
        ]
        for (label, values) in united where contacts.contains(where: { !values($0).isEmpty }) {
            lines.append(.init(text: line(label, contacts.map { values($0).joined(separator: ", ") })))
        }
        let hint = response.conflicts.isEmpty ? "Nothing differs between them." : "▸ marks what is kept: Up/Down a field, Left/Right its value."
        let unified = ContactMerge.unifications(contacts).map { "\($0.field): \($0.dropped) becomes \($0.kept)".terminalSafe }
        let kept = ["Phones, emails, URLs, addresses and tags: all are kept, each once."] + (unified.isEmpty ? [] : ["Written one way:"])
        let hints = ([hint] + kept + unified).flatMap { WordWrap.lines($0, width: max(8, response.columns - 2)) }
        lines += [.init(text: "")] + hints.map { .init(text: " " + $0) }
        view?.displayGroup(
            viewModel: .init(
                title: "Same person? \(CountFormatting.contacts(contacts.count))", lines: lines,
                message: response.error.map { StatusMessage($0.description, isError: true) }))
    }

    public func presentMerged(response: DuplicateGroup.Merge.Response) {
        view?.displayMerged(viewModel: .init(outcome: response.outcome))
    }
}

import ContactsCore
import Localization

@MainActor
public protocol DuplicateGroupPresentationLogic {
    func presentGroup(response: DuplicateGroup.ShowGroup.Response)
    func presentMerged(response: DuplicateGroup.Merge.Response)
    func presentMergeQuestion(response: DuplicateGroup.AskToMerge.Response)
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
        // As many contacts as fit at a readable width, the focused one among them.
        let shown = Self.shownRange(count: contacts.count, focus: response.contactFocus, columns: response.columns)
        let cell = max(4, (response.columns - Self.labelWidth - 1) / max(1, shown.count))
        func line(_ label: String, _ values: [String], chosen: Int? = nil) -> String {
            let cells = shown.map { index in
                DisplayWidth.fit((index == chosen ? "▸ " : "  ") + values[index].terminalSafe, to: cell)
            }
            return " " + DisplayWidth.fit(label, to: Self.labelWidth - 1) + cells.joined()
        }
        let headers = contacts.indices.map { index in
            let header = tr("Contact {number}", ["number": String(index + 1)])
            return index == response.contactFocus ? "[" + header + "]" : header
        }
        var lines = [DuplicateGroup.ShowGroup.ViewModel.Line(text: line("", headers))]
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
            (tr("Phones"), { $0.phones.map(\.value) }), (tr("Emails"), { $0.emails.map(\.value) }), (tr("URLs"), { $0.urls.map(\.value) }),
            (tr("Addresses"), { $0.addresses.map { [$0.street, $0.city].filter { !$0.isEmpty }.joined(separator: ", ") } }),
            (tr("Tags"), { $0.tags }),
        ]
        for (label, values) in united where contacts.contains(where: { !values($0).isEmpty }) {
            lines.append(.init(text: line(label, contacts.map { values($0).joined(separator: ", ") })))
        }
        let hint =
            response.conflicts.isEmpty ? tr("Nothing differs between them.") : tr("▸ marks what is kept: Up/Down a field, Left/Right its value.")
        let check =
            switch Self.sharing(response.reasons) {
            case .nothing: tr("They share no name, email or phone. x takes out one who is someone else.")
            case .onlyName: tr("They share only a name. x takes out one who is someone else.")
            case nil: tr("Tab moves between contacts; x takes out one who is someone else.")
            }
        let unified = ContactMerge.unifications(contacts).map {
            // TRANSLATORS: one spelling a merge writes another way: "Email: ADA@home.example becomes ada@home.example".
            tr(
                "{field}: {dropped} becomes {kept}",
                ["field": $0.field.terminalSafe, "dropped": $0.dropped.terminalSafe, "kept": $0.kept.terminalSafe])
        }
        let kept = [tr("Phones, emails, URLs, addresses, tags, people, profiles and dates: all are kept, each once.")]
        let hints = ([hint, check] + kept + (unified.isEmpty ? [] : [tr("Written one way:")]) + unified).flatMap {
            WordWrap.lines($0, width: max(8, response.columns - 2))
        }
        lines += [.init(text: "")] + hints.map { .init(text: " " + $0) }
        let title =
            shown.count < contacts.count
            ? trn(
                "Same person? {count} contact ({first}-{last} shown)", "Same person? {count} contacts ({first}-{last} shown)", contacts.count,
                ["first": String(shown.lowerBound + 1), "last": String(shown.upperBound)])
            : trn("Same person? {count} contact", "Same person? {count} contacts", contacts.count)
        view?.displayGroup(
            viewModel: .init(
                title: title, lines: lines,
                message: response.error.map { StatusMessage($0.description, isError: true) }))
    }

    /// The contacts shown: at most as many as get 16 columns each, the focused one among them.
    static func shownRange(count: Int, focus: Int, columns: Int) -> Range<Int> {
        let fitting = min(count, max(1, (columns - labelWidth - 1) / 16))
        let start = min(max(0, focus - fitting / 2), count - fitting)
        return max(0, start)..<max(0, start) + fitting
    }

    public func presentMergeQuestion(response: DuplicateGroup.AskToMerge.Response) {
        let count = response.count
        let question =
            switch Self.sharing(response.reasons) {
            case .nothing?:
                trn(
                    "Merge {count} contact into one? They share no name, email or phone.",
                    "Merge {count} contacts into one? They share no name, email or phone.", count)
            case .onlyName?:
                trn("Merge {count} contact into one? They share only a name.", "Merge {count} contacts into one? They share only a name.", count)
            case nil:
                trn("Merge {count} contact into one? That is more than five.", "Merge {count} contacts into one? That is more than five.", count)
            }
        view?.displayMergeQuestion(viewModel: .init(question: question))
    }

    /// What a group shares when it shares too little to be sure.
    enum Sharing { case nothing, onlyName }

    /// What a group sharing too little to be sure shares; nil when it shares more.
    static func sharing(_ reasons: Set<DuplicateFinder.Reason>) -> Sharing? {
        if reasons.isEmpty { return .nothing }
        return reasons == [.name] ? .onlyName : nil
    }

    public func presentMerged(response: DuplicateGroup.Merge.Response) {
        view?.displayMerged(viewModel: .init(outcome: response.outcome))
    }
}

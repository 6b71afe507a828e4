import ContactsCore

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
        let headers = contacts.indices.map { $0 == response.contactFocus ? "[Contact \($0 + 1)]" : "Contact \($0 + 1)" }
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
            ("Phones", { $0.phones.map(\.value) }), ("Emails", { $0.emails.map(\.value) }), ("URLs", { $0.urls.map(\.value) }),
            ("Addresses", { $0.addresses.map { [$0.street, $0.city].filter { !$0.isEmpty }.joined(separator: ", ") } }),
            ("Tags", { $0.tags }),
        ]
        for (label, values) in united where contacts.contains(where: { !values($0).isEmpty }) {
            lines.append(.init(text: line(label, contacts.map { values($0).joined(separator: ", ") })))
        }
        let hint = response.conflicts.isEmpty ? "Nothing differs between them." : "▸ marks what is kept: Up/Down a field, Left/Right its value."
        let check = "\(Self.sharing(response.reasons) ?? "Tab moves between contacts;") x takes out one who is someone else."
        let unified = ContactMerge.unifications(contacts).map { "\($0.field): \($0.dropped) becomes \($0.kept)".terminalSafe }
        let kept = ["Phones, emails, URLs, addresses, tags, people, profiles and dates: all are kept, each once."]
        let hints = ([hint, check] + kept + (unified.isEmpty ? [] : ["Written one way:"]) + unified).flatMap {
            WordWrap.lines($0, width: max(8, response.columns - 2))
        }
        lines += [.init(text: "")] + hints.map { .init(text: " " + $0) }
        let window = shown.count < contacts.count ? " (\(shown.lowerBound + 1)-\(shown.upperBound) shown)" : ""
        view?.displayGroup(
            viewModel: .init(
                title: "Same person? \(CountFormatting.contacts(contacts.count))\(window)", lines: lines,
                message: response.error.map { StatusMessage($0.description, isError: true) }))
    }

    /// The contacts shown: at most as many as get 16 columns each, the focused one among them.
    static func shownRange(count: Int, focus: Int, columns: Int) -> Range<Int> {
        let fitting = min(count, max(1, (columns - labelWidth - 1) / 16))
        let start = min(max(0, focus - fitting / 2), count - fitting)
        return max(0, start)..<max(0, start) + fitting
    }

    public func presentMergeQuestion(response: DuplicateGroup.AskToMerge.Response) {
        let why = Self.sharing(response.reasons) ?? "That is more than five."
        view?.displayMergeQuestion(viewModel: .init(question: "Merge \(response.count) contacts into one? \(why)"))
    }

    /// What a group sharing too little to be sure shares, in words; nil when it shares more.
    static func sharing(_ reasons: Set<DuplicateFinder.Reason>) -> String? {
        if reasons.isEmpty { return "They share no name, email or phone." }
        return reasons == [.name] ? "They share only a name." : nil
    }

    public func presentMerged(response: DuplicateGroup.Merge.Response) {
        view?.displayMerged(viewModel: .init(outcome: response.outcome))
    }
}

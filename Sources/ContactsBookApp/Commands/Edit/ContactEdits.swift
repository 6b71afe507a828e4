import ContactsCore

/// What `add` and `edit` were asked to change, parsed from their flags: the form's fields,
/// and for each group of entries what to replace, add or remove.
public struct ContactEdits: Equatable, Sendable {
    public struct GroupEdits: Equatable, Sendable {
        /// Replaces the whole group when set (`--email` in `edit`).
        public var replacement: [LabeledValue]?
        public var additions: [LabeledValue] = []
        /// Values to remove, compared without case.
        public var removals: [String] = []

        public init(replacement: [LabeledValue]? = nil, additions: [LabeledValue] = [], removals: [String] = []) {
            self.replacement = replacement
            self.additions = additions
            self.removals = removals
        }
    }

    public var fields: [FormField: String] = [:]
    public var groups: [FormField.Group: GroupEdits] = [:]
    public var favorite: Bool?

    public init() {}

    /// "VALUE" or "VALUE:LABEL"; the label is what follows the last colon when it is a plain word,
    /// so "https://example.org" keeps its colon and "+1 555 0100:work" gets the label "work".
    public static func entry(_ text: String) -> LabeledValue {
        if let colon = text.lastIndex(of: ":") {
            let label = String(text[text.index(after: colon)...])
            if !label.isEmpty, label.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" }) {
                return LabeledValue(label: label.trimmingWhitespace, value: String(text[..<colon]).trimmingWhitespace)
            }
        }
        return LabeledValue(label: "", value: text.trimmingWhitespace)
    }
}

/// A contact's names as a reading meets them, kept until its id: what a card's display name is
/// made of, as they stand when no name needs trimming (which its first and last bytes tell),
/// else from the names made strings (`NameParts`).
struct ScannedNames {
    var first: ScannedString?
    var last: ScannedString?
    var nickname: ScannedString?
    var company: ScannedString?
    /// The first email's value.
    var firstEmail: ScannedString?

    /// The names made strings (each checked as it was met).
    var parts: NameParts {
        func string(_ text: ScannedString?) -> String { text?.withUTF8 { String(decoding: $0, as: UTF8.self) } ?? "" }
        return NameParts(
            first: string(first), last: string(last), nickname: string(nickname), company: string(company), firstEmail: string(firstEmail))
    }

    /// The display name in at most two parts (`NameParts.displayNameParts`).
    var displayNameParts: (ScannedString, ScannedString?) {
        if needsNoTrimming { return untrimmedDisplayNameParts }
        let (name, last) = parts.displayNameParts
        return (.decoded(name), last.map(ScannedString.decoded))
    }

    /// Whether each name a display name trims is absent, empty or has no white space at its ends.
    private var needsNoTrimming: Bool {
        Self.needsNoTrimming(first) && Self.needsNoTrimming(last) && Self.needsNoTrimming(nickname) && Self.needsNoTrimming(company)
    }

    /// The display name's parts as they stand in the bytes, when no name needs trimming.
    private var untrimmedDisplayNameParts: (ScannedString, ScannedString?) {
        let none = ScannedString.decoded("")
        return NameParts.displayNameParts(
            first: first ?? none, last: last ?? none, nickname: nickname ?? none, company: company ?? none, firstEmail: firstEmail ?? none,
            trimmed: { $0 }, isEmpty: Self.isEmpty) ?? (.decoded(NameParts.noName), nil)
    }

    private static func needsNoTrimming(_ text: ScannedString?) -> Bool {
        switch text {
        case nil: true
        case .raw(let utf8)?: utf8.isEmpty || String.isUntrimmed(utf8)
        case .decoded(let text)?: text.isEmpty || text.utf8.withContiguousStorageIfAvailable(String.isUntrimmed) == true
        }
    }

    private static func isEmpty(_ text: ScannedString) -> Bool {
        text.withUTF8 { $0.isEmpty }
    }
}

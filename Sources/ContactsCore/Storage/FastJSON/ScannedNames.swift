/// A contact's names as they stand in the bytes being read, kept until its id: what a reading
/// makes its display name and sort key of. Both come straight from the bytes when no name needs
/// trimming, which its first and last bytes tell (nearly always); else from the names made
/// strings, as a decoded contact's are (`NameParts`). Making five strings a contact and
/// folding the sort key from them was an eighth of a whole book's export.
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

    /// Appends the sort key (`ContactKeys.appendSortKey`).
    func appendSortKey(id: Contact.ID, to bytes: inout some ByteAppending, folder: inout TextFolder) {
        guard needsNoTrimming else { return ContactKeys.appendSortKey(parts, id: id, to: &bytes, folder: &folder) }
        // As `NameParts.appendSortKey`: the last name, or what stands for it in the display name.
        let last = self.last.flatMap { Self.isEmpty($0) ? nil : $0 } ?? untrimmedDisplayNameParts.0
        let none = ScannedString.decoded("")
        last.withUTF8 { last in
            (first ?? none).withUTF8 { first in
                (company ?? none).withUTF8 { company in
                    NameParts.appendSortKey(last: last, first: first, company: company, to: &bytes) { folder.append(utf8Text: $0, to: &$1) }
                }
            }
        }
        ContactKeys.appendSortKeyEnd(id: id, to: &bytes)
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

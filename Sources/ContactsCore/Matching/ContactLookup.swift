/// Finds the one contact a command means: an id or any unique prefix of one (case ignored),
/// else a search that matches exactly one contact.
public enum ContactLookup: Equatable, Sendable {
    case found(Contact)
    case notFound
    case ambiguous([Contact])

    public static func find(_ text: String, in contacts: [Contact]) -> ContactLookup {
        find(text, in: contacts) { search in contacts.filter(search.matches) }
    }

    /// The same, searching with the haystacks the worker folded at load (not folding every
    /// contact again for one command).
    public static func find(_ text: String, in worker: ContactWorker) -> ContactLookup {
        find(text, in: worker.contacts) { worker.contacts(matching: $0) }
    }

    private static func find(_ text: String, in contacts: [Contact], searching: (ContactSearch) -> [Contact]) -> ContactLookup {
        let key = text.trimmingWhitespace.lowercased()
        guard !key.isEmpty else { return .notFound }
        if key.count >= 4, key.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
            let byID = contacts.filter { $0.id.uuidString.lowercased().hasPrefix(key) }
            if byID.count == 1, let contact = byID.first { return .found(contact) }
            if byID.count > 1 { return .ambiguous(byID) }
        }
        let matches = searching(ContactSearch(text))
        switch matches.count {
        case 0: return .notFound
        case 1: return .found(matches[0])
        default: return .ambiguous(matches)
        }
    }
}

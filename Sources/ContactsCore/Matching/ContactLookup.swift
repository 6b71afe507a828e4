/// Finds the one contact a command means, or says why there is not exactly one.
///
/// A command names a contact by its full id, by an explicit id prefix (`--id`), or by words.
/// A bare argument of four or more hex digits may be either an id prefix or words (a phone's
/// digits, "cafe"): it is read both ways, and it names a contact only when both readings agree
/// on one, so a script never acts on the contact a word happened to match instead of the id
/// it meant.
public enum ContactLookup: Equatable, Sendable {
    /// How the contact was named: by its id (in full, or a prefix given as one with `--id`), or
    /// by an argument that could be words (a bare hex prefix could be: "cafe", "4930"). A
    /// command that destroys asks before acting on a contact found by words.
    public enum Naming: Equatable, Sendable {
        case id, words
    }

    case found(Contact, by: Naming)
    case notFound
    /// Every contact the argument could mean, those named by id first.
    case ambiguous([Contact])

    /// The shortest bare argument read as an id prefix too, as git's shortest abbreviation.
    static let shortestIDPrefix = 4

    public static func find(_ text: String, in contacts: [Contact]) -> ContactLookup {
        find(text, in: contacts) { search in contacts.filter(search.matches) }
    }

    /// The same, searching with the haystacks the worker folded at load (not folding every
    /// contact again for one command).
    public static func find(_ text: String, in worker: ContactWorker) -> ContactLookup {
        find(text, in: worker.contacts) { worker.contacts(matching: $0) }
    }

    /// An explicit id prefix (`--id`): never read as words.
    public static func find(idPrefix: String, in contacts: [Contact]) -> ContactLookup {
        let key = idPrefix.trimmingWhitespace.uppercased()
        guard !key.isEmpty else { return .notFound }
        return result(byID: contacts.filter { $0.id.uuidString.hasPrefix(key) }, byWords: [])
    }

    private static func find(_ text: String, in contacts: [Contact], searching: (ContactSearch) -> [Contact]) -> ContactLookup {
        let key = text.trimmingWhitespace
        guard !key.isEmpty else { return .notFound }
        if let id = Contact.ID(uuidString: key) {
            return contacts.first { $0.id == id }.map { .found($0, by: .id) } ?? .notFound
        }
        let byID = mayBeIDPrefix(key) ? find(idPrefix: key, in: contacts).candidates : []
        switch result(byID: byID, byWords: searching(ContactSearch(key))) {
        case .found(let contact, _): return .found(contact, by: .words)
        case let other: return other
        }
    }

    private static func mayBeIDPrefix(_ key: String) -> Bool {
        key.count >= shortestIDPrefix && key.count <= 36 && key.allSatisfy { $0.isHexDigit || $0 == "-" }
    }

    private static func result(byID: [Contact], byWords: [Contact]) -> ContactLookup {
        let named = Set(byID.map(\.id))
        let candidates = byID + byWords.filter { !named.contains($0.id) }
        switch candidates.count {
        case 0: return .notFound
        case 1: return .found(candidates[0], by: .id)
        default: return .ambiguous(candidates)
        }
    }

    private var candidates: [Contact] {
        switch self {
        case .found(let contact, _): return [contact]
        case .notFound: return []
        case .ambiguous(let contacts): return contacts
        }
    }
}

import ContactsCore

/// How `show`, `edit` and `delete` name the one contact they act on: words (or a full id, or a
/// bare id prefix, see `ContactLookup`), or an explicit id prefix (`--id`).
public struct ContactSelector: Equatable, Sendable {
    public var words: String
    public var idPrefix: String?

    public init(words: String, idPrefix: String? = nil) {
        self.words = words
        self.idPrefix = idPrefix
    }
}

/// The contact a selector names, or the status the command ends with.
public enum ContactSelection: Equatable, Sendable {
    case contact(Contact, by: ContactLookup.Naming)
    case failed(CommandStatus)
}

extension CommandAssembly {
    /// The most candidates an ambiguous selector lists.
    static let candidatesListed = 20

    /// Finds the contact or says on stderr why not: no match (1), or every contact the
    /// selector could mean with its full id (3), so the next command can name one exactly.
    public static func select(_ selector: ContactSelector, worker: ContactWorker, output: CommandOutput) -> ContactSelection {
        let lookup = selector.idPrefix.map { ContactLookup.find(idPrefix: $0, in: worker.contacts) } ?? ContactLookup.find(selector.words, in: worker)
        let named = selector.idPrefix.map { "id \($0)" } ?? "\"\(selector.words)\""
        switch lookup {
        case .found(let contact, let naming):
            return .contact(contact, by: naming)
        case .notFound:
            output.writeError("no contact matches \(named)")
            return .failed(.noMatch)
        case .ambiguous(let candidates):
            output.writeError("\(named) could mean \(candidates.count) contacts; nothing was done. Name one by its id (--id ID) or with more words:")
            for contact in candidates.prefix(candidatesListed) { output.writeError("  \(contact.id.uuidString)  \(contact.displayName)") }
            if candidates.count > candidatesListed { output.writeError("  and \(candidates.count - candidatesListed) more") }
            return .failed(.ambiguous)
        }
    }
}

import ContactsCore
import Localization

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

/// The same in a library: the contact and the book it is in.
public enum LibrarySelection: Equatable, Sendable {
    case contact(ContactLibrary.Found, by: ContactLookup.Naming)
    case failed(CommandStatus)
}

extension CommandAssembly {
    /// The most candidates an ambiguous selector lists.
    static let candidatesListed = 20

    /// Finds the contact or says on stderr why not: no match (1), or every contact the
    /// selector could mean with its full id (3), so the next command can name one exactly.
    public static func select(_ selector: ContactSelector, worker: ContactWorker, output: CommandOutput) -> ContactSelection {
        switch select(selector, in: ContactLibrary(worker: worker), output: output) {
        case .contact(let found, let naming): .contact(found.contact, by: naming)
        case .failed(let status): .failed(status)
        }
    }

    /// The same over every book of the library: the one contact the selector names in them
    /// all; one in each of two books is ambiguous, each candidate said with its book.
    public static func select(_ selector: ContactSelector, in library: ContactLibrary, output: CommandOutput) -> LibrarySelection {
        var found: [(ContactLibrary.Found, ContactLookup.Naming)] = []
        var candidates: [ContactLibrary.Found] = []
        for book in library.books {
            let lookup =
                selector.idPrefix.map { ContactLookup.find(idPrefix: $0, in: book.worker.contacts) }
                ?? ContactLookup.find(selector.words, in: book.worker)
            switch lookup {
            case .found(let contact, let naming): found.append((ContactLibrary.Found(book: book.name, contact: contact), naming))
            case .notFound: break
            case .ambiguous(let contacts): candidates += contacts.map { ContactLibrary.Found(book: book.name, contact: $0) }
            }
        }
        if found.count == 1, candidates.isEmpty { return .contact(found[0].0, by: found[0].1) }
        candidates = found.map(\.0) + candidates
        guard !candidates.isEmpty else {
            output.writeError(
                selector.idPrefix.map { tr("no contact matches id {id}", ["id": $0]) }
                    ?? tr("no contact matches \"{words}\"", ["words": selector.words]))
            return .failed(.noMatch)
        }
        output.writeError(
            selector.idPrefix.map { id in
                trn(
                    "id {id} could mean {count} contact; nothing was done. Name one by its id (--id ID) or with more words:",
                    "id {id} could mean {count} contacts; nothing was done. Name one by its id (--id ID) or with more words:",
                    candidates.count, ["id": id])
            }
                ?? trn(
                    "\"{words}\" could mean {count} contact; nothing was done. Name one by its id (--id ID) or with more words:",
                    "\"{words}\" could mean {count} contacts; nothing was done. Name one by its id (--id ID) or with more words:",
                    candidates.count, ["words": selector.words]))
        for candidate in candidates.prefix(candidatesListed) {
            let book = library.isSeveral ? "  (\(candidate.book ?? ""))" : ""
            output.writeError("  \(candidate.contact.id.uuidString)  \(candidate.contact.displayName)\(book)")
        }
        if candidates.count > candidatesListed {
            output.writeError("  " + trn("and {count} more", "and {count} more", candidates.count - candidatesListed))
        }
        return .failed(.ambiguous)
    }
}

/// Finds the contact in a book that an incoming contact is another copy of: the same id, the
/// same UID from another system, or, where either has no UID, the same whole content
/// (`Contact.content`: all but ids, UIDs and times). Never one shared email or phone: a family
/// shares an address, and two people are two contacts. Within one import every incoming
/// contact is a person of its own: those it added are never matched. The rule imports use to
/// avoid doubling a book when a file comes in twice.
public struct ContactMatcher {
    /// The book's contacts (not those the import added) by id, by UID and by display name.
    private var byID: [Contact.ID: Int] = [:]
    private var byUID: [String: Int] = [:]
    private var byName: [String: [Int]] = [:]
    /// The ids of the contacts the import added, kept apart from the book's.
    private var addedIDs: Set<Contact.ID> = []
    public private(set) var contacts: [Contact] = []

    public init(_ contacts: [Contact]) {
        for contact in contacts {
            self.contacts.append(contact)
            index(contact, at: self.contacts.count - 1)
        }
    }

    /// The position (in `contacts`) of the book's contact this one is a copy of, if any.
    public func match(for contact: Contact) -> Int? {
        if let index = byID[contact.id] { return index }
        if let uid = contact.uid, let index = byUID[uid] { return index }
        guard let candidates = byName[contact.displayName] else { return nil }
        let content = contact.content
        return candidates.first { contacts[$0].content == content && (contact.uid == nil || contacts[$0].uid == nil) }
    }

    /// Adds an incoming contact as a new person, under a new id when its own is taken.
    public mutating func add(_ contact: Contact) {
        var contact = contact
        if byID[contact.id] != nil || addedIDs.contains(contact.id) { contact.id = Contact.ID() }
        addedIDs.insert(contact.id)
        contacts.append(contact)
    }

    /// Puts an incoming contact in the place of the book's contact it matched.
    public mutating func replace(at position: Int, with contact: Contact) {
        contacts[position] = contact
        index(contact, at: position)
    }

    private mutating func index(_ contact: Contact, at position: Int) {
        byID[contact.id] = position
        if let uid = contact.uid { byUID[uid] = byUID[uid] ?? position }
        byName[contact.displayName, default: []].append(position)
    }
}

/// What to do with an incoming contact that matches one already in the book.
public enum DuplicatePolicy: String, CaseIterable, Sendable {
    /// Keep the book's contact; ignore the incoming one (the default: importing twice is harmless).
    case skip
    /// Replace the book's contact with the incoming one, keeping its id and creation time.
    case update
    /// Add the incoming contact anyway, as a new contact.
    case add
}

/// How an import went.
public struct ImportSummary: Equatable, Sendable {
    public var added = 0
    public var updated = 0
    public var skipped = 0

    public init(added: Int = 0, updated: Int = 0, skipped: Int = 0) {
        self.added = added
        self.updated = updated
        self.skipped = skipped
    }
}

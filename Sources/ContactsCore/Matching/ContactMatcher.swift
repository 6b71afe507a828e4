/// Finds the contact in a book that an incoming contact is the same person as: by id, then by
/// the other system's UID, then by a shared email address (case ignored), and a contact with
/// no email by the same content (`Contact.content`: all but ids, UIDs and times). The one rule
/// that imports use to avoid doubling a book; its email key (`MatchKeys`) is one of those that
/// `DuplicateFinder` groups by.
public struct ContactMatcher {
    private var byID: [Contact.ID: Int] = [:]
    private var byUID: [String: Int] = [:]
    private var byEmail: [String: Int] = [:]
    /// Contacts with no email, by display name: cards with no UID (abook's, a phone's export of
    /// numbers only) matched nothing else, and importing such a file twice doubled them.
    private var noEmailByName: [String: [Int]] = [:]
    public private(set) var contacts: [Contact]

    public init(_ contacts: [Contact]) {
        self.contacts = []
        for contact in contacts { add(contact) }
    }

    /// The position (in `contacts`) of the contact this one matches, if any.
    public func match(for contact: Contact) -> Int? {
        if let index = byID[contact.id] { return index }
        if let uid = contact.uid, let index = byUID[uid] { return index }
        let emails = contact.emails.map(Self.emailKey).filter { !$0.isEmpty }
        for email in emails {
            if let index = byEmail[email] { return index }
        }
        guard emails.isEmpty, let candidates = noEmailByName[contact.displayName] else { return nil }
        let content = contact.content
        return candidates.first { contacts[$0].content == content }
    }

    public mutating func add(_ contact: Contact) {
        contacts.append(contact)
        index(contact, at: contacts.count - 1)
    }

    public mutating func replace(at position: Int, with contact: Contact) {
        contacts[position] = contact
        index(contact, at: position)
    }

    private mutating func index(_ contact: Contact, at position: Int) {
        byID[contact.id] = position
        if let uid = contact.uid { byUID[uid] = byUID[uid] ?? position }
        let emails = contact.emails.map(Self.emailKey).filter { !$0.isEmpty }
        for email in emails { byEmail[email] = byEmail[email] ?? position }
        if emails.isEmpty { noEmailByName[contact.displayName, default: []].append(position) }
    }

    static func emailKey(_ entry: LabeledValue) -> String { MatchKeys.email(entry.value) }
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

/// The whole data file: a format version, the contacts, and any top-level keys the app does
/// not know (kept so another tool's additions survive a rewrite).
public struct AddressBook: Equatable, Sendable {
    /// The newest file format this app reads and writes.
    public static let currentVersion = 1

    public var version: Int
    public var contacts: [Contact]
    public var unknownFields: [String: JSONValue]

    public init(version: Int = AddressBook.currentVersion, contacts: [Contact] = [], unknownFields: [String: JSONValue] = [:]) {
        self.version = version
        self.contacts = contacts
        self.unknownFields = unknownFields
    }
}

extension AddressBook: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        version = try container.decode(Int.self, forKey: "version")
        // A newer format may mean something else by the same keys: refuse rather than guess.
        guard version <= Self.currentVersion else { throw UnsupportedVersionError(found: version) }
        contacts = try container.decodeIfPresent([Contact].self, forKey: "contacts") ?? []
        unknownFields = try container.unknownFields(excluding: ["version", "contacts"])
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeUnknown(unknownFields)
        try container.encode(version, forKey: "version")
        try container.encode(contacts, forKey: "contacts")
    }
}

extension AddressBook {
    /// The positions of the first two contacts that share an id: such a book is ambiguous (a
    /// delete would remove both), so it is refused rather than guessed at.
    public func firstDuplicateID() -> (Int, Int)? {
        var seen = [Contact.ID: Int](minimumCapacity: contacts.count)
        for (position, contact) in contacts.enumerated() {
            if let first = seen.updateValue(position, forKey: contact.id) { return (first, position) }
        }
        return nil
    }
}

/// The file was written by a newer version of the app.
public struct UnsupportedVersionError: Error, Equatable {
    public let found: Int
}

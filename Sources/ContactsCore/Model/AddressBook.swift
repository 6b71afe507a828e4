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
        guard hasDuplicateID else { return nil }
        var seen = [Contact.ID: Int](minimumCapacity: contacts.count)
        for (position, contact) in contacts.enumerated() {
            if let first = seen.updateValue(position, forKey: contact.id) { return (first, position) }
        }
        return nil
    }

    /// Whether two contacts share an id, told by sorting the ids as integers: at every open,
    /// and a third of the time a dictionary of 100,000 ids took (its look-ups miss the cache).
    /// Each core sorts a part; the sort of the parts' sorted runs merges them.
    private var hasDuplicateID: Bool {
        let contacts = contacts
        let runs = Parallel.map(count: contacts.count, minimumPerPart: 20_000) { range in
            contacts[range].map { contact in
                let bytes = contact.id.uuid
                let high = [bytes.0, bytes.1, bytes.2, bytes.3, bytes.4, bytes.5, bytes.6, bytes.7]
                let low = [bytes.8, bytes.9, bytes.10, bytes.11, bytes.12, bytes.13, bytes.14, bytes.15]
                return UInt128(high.reduce(0) { $0 << 8 | UInt64($1) }) << 64 | UInt128(low.reduce(0) { $0 << 8 | UInt64($1) })
            }.sorted()
        }
        let ids = runs.count == 1 ? runs[0] : runs.flatMap { $0 }.sorted()
        return zip(ids, ids.dropFirst()).contains { $0 == $1 }
    }
}

/// The file was written by a newer version of the app.
public struct UnsupportedVersionError: Error, Equatable {
    public let found: Int
}

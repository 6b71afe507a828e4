import Foundation

extension Contact {
    /// The name a contact goes by in a vdir and on CardDAV servers: the UID another program gave
    /// it, else its own id. A UUID counts the same however it is spelled (a phone's bare
    /// uppercase one, our `urn:uuid:` lowercase one), so a card imported before is found again.
    public var syncUID: String { Self.syncKey(uid.flatMap { $0.isEmpty ? nil : $0 } ?? id.uuidString) }

    package static func syncKey(_ uid: String) -> String {
        let bare = uid.lowercased().hasPrefix("urn:uuid:") ? String(uid.dropFirst(9)) : uid
        return UUID(uuidString: bare) == nil ? uid : bare.lowercased()
    }
}

/// What a sync compares: a contact's content, whatever its spelling in a file. Ids, times
/// (REV), keys only the JSON file has and the order of kept vCard properties are left out, so
/// a card re-folded and reordered by a server is the same card, and a touched contact is not
/// a changed one.
package enum SyncFingerprint {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    package static func of(_ contact: Contact) -> String {
        let data = (try? encoder.encode(contact.content)) ?? Data()
        return String(StableHash.of(data), radix: 16)
    }
}

extension Contact {
    /// The contact's content alone: its id, UID, book, times, keys only the JSON file has and
    /// the order of its kept vCard properties set aside. What a sync compares, and what tells an
    /// imported card with no id, UID or email in common from one already in the book.
    var content: Contact {
        var content = self
        content.id = UUID(uuid: nullUUID)
        content.uid = nil
        // Where it is kept, not what it says: the same person in two books is one content.
        content.book = nil
        content.createdAt = Date(timeIntervalSince1970: 0)
        content.updatedAt = content.createdAt
        content.unknownFields = [:]
        content.sourceText = SourceText()
        if case .array(let lines)? = content.extra[VCardReader.extraKey] {
            content.extra[VCardReader.extraKey] = .array(lines.sorted { Self.text($0) < Self.text($1) })
        }
        return content
    }

    private static func text(_ value: JSONValue) -> String {
        if case .string(let text) = value { return text }
        return ""
    }
}

private let nullUUID: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

extension SyncFingerprint {
    /// The fingerprint the contact would have once written to a vdir and read back: how a
    /// contact in the book is compared with a card (both through the same reader).
    static func asCard(_ contact: Contact) -> String {
        of(VCardReader.read(Data(VCardWriter.card(for: contact, version: .v4).utf8)).contacts.first ?? contact)
    }
}

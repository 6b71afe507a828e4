/// A member of a contact object the model knows, told from its key by the key's length and
/// first letter, then one comparison: comparing each key with the names in turn (up to
/// nineteen comparisons a member) was a tenth of walking a contact.
enum ContactMember: Int {
    case id, firstName, lastName, nickname, company, jobTitle, phones, emails, urls, addresses
    case birthday, anniversary, notes, tags, favorite, uid, extra, createdAt, updatedAt

    /// The key as the file spells it.
    var name: StaticString {
        switch self {
        case .id: "id"
        case .firstName: "firstName"
        case .lastName: "lastName"
        case .nickname: "nickname"
        case .company: "company"
        case .jobTitle: "jobTitle"
        case .phones: "phones"
        case .emails: "emails"
        case .urls: "urls"
        case .addresses: "addresses"
        case .birthday: "birthday"
        case .anniversary: "anniversary"
        case .notes: "notes"
        case .tags: "tags"
        case .favorite: "favorite"
        case .uid: "uid"
        case .extra: "extra"
        case .createdAt: "createdAt"
        case .updatedAt: "updatedAt"
        }
    }

    /// The member `key` names; nil for a key the model does not know.
    init?(_ key: ScannedString) {
        guard let member = key.withUTF8(Self.member) else { return nil }
        self = member
    }

    private static func member(_ key: UnsafeBufferPointer<UInt8>) -> ContactMember? {
        guard let first = key.first, let base = key.baseAddress else { return nil }
        let candidate: ContactMember? =
            switch (key.count, first) {
            case (2, UInt8(ascii: "i")): .id
            case (9, UInt8(ascii: "f")): .firstName
            case (8, UInt8(ascii: "l")): .lastName
            case (8, UInt8(ascii: "n")): .nickname
            case (7, UInt8(ascii: "c")): .company
            case (8, UInt8(ascii: "j")): .jobTitle
            case (6, UInt8(ascii: "p")): .phones
            case (6, UInt8(ascii: "e")): .emails
            case (4, UInt8(ascii: "u")): .urls
            case (9, UInt8(ascii: "a")): .addresses
            case (8, UInt8(ascii: "b")): .birthday
            case (11, UInt8(ascii: "a")): .anniversary
            case (5, UInt8(ascii: "n")): .notes
            case (4, UInt8(ascii: "t")): .tags
            case (8, UInt8(ascii: "f")): .favorite
            case (3, UInt8(ascii: "u")): .uid
            case (5, UInt8(ascii: "e")): .extra
            case (9, UInt8(ascii: "c")): .createdAt
            case (9, UInt8(ascii: "u")): .updatedAt
            default: nil
            }
        guard let candidate, ShortBytes.equal(base, candidate.name.utf8Start, count: key.count) else { return nil }
        return candidate
    }
}

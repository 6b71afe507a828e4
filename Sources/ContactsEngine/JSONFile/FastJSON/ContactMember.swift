import ContactsCore

/// A member of a contact object the model knows, told from its key by the key's length and
/// first, second and fifth letters, then one comparison: comparing each key with the names in turn (up
/// to nineteen comparisons a member) was a tenth of walking a contact.
enum ContactMember: Int, CaseIterable {
    case id, firstName, lastName, middleName, namePrefix, nameSuffix, formattedName, phoneticFirstName, phoneticLastName
    case nickname, company, department, jobTitle, role, gender, phones, emails, urls, addresses
    case organizations, related, profiles, dates, photo, logo
    case birthday, anniversary, notes, tags, favorite, uid, extra, createdAt, updatedAt

    /// The key as the file spells it.
    var name: StaticString {
        switch self {
        case .id: "id"
        case .firstName: "firstName"
        case .lastName: "lastName"
        case .middleName: "middleName"
        case .namePrefix: "namePrefix"
        case .nameSuffix: "nameSuffix"
        case .formattedName: "formattedName"
        case .phoneticFirstName: "phoneticFirstName"
        case .phoneticLastName: "phoneticLastName"
        case .nickname: "nickname"
        case .company: "company"
        case .department: "department"
        case .jobTitle: "jobTitle"
        case .role: "role"
        case .gender: "gender"
        case .phones: "phones"
        case .emails: "emails"
        case .urls: "urls"
        case .addresses: "addresses"
        case .organizations: "organizations"
        case .related: "related"
        case .profiles: "profiles"
        case .dates: "dates"
        case .photo: "photo"
        case .logo: "logo"
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
        let (candidate, name) = byLengthAndLetter[
            slot(count: key.count, first: first, second: key[min(1, key.count - 1)], fifth: key[min(4, key.count - 1)])]
        guard let candidate, key.count == name.utf8CodeUnitCount, ShortBytes.equal(base, name.utf8Start, count: key.count) else { return nil }
        return candidate
    }

    /// Each member and its name in the slot of its name's length and letters:
    /// one look-up a key (a switch over the pairs was a chain of up to nineteen tests, 3 % of a
    /// first open's instructions). No two names share a slot (`ContactMemberTests`).
    private static let byLengthAndLetter: [(ContactMember?, StaticString)] = {
        var table = [(ContactMember?, StaticString)](repeating: (nil, ""), count: 256)
        for member in allCases {
            let (name, count) = (member.name, member.name.utf8CodeUnitCount)
            let letters = name.utf8Start
            table[slot(count: count, first: letters[0], second: letters[min(1, count - 1)], fifth: letters[min(4, count - 1)])] = (member, name)
        }
        return table
    }()

    /// The low four bits of the length, and of the first letter xor the second xor half the
    /// fifth (the last of a shorter name): "namePrefix" and "nameSuffix" differ only from
    /// their fifth, "tags" and "role" only in the fifth's low bit, "notes" and "photo" agree
    /// but for the second.
    @inline(__always)
    static func slot(count: Int, first: UInt8, second: UInt8, fifth: UInt8) -> Int {
        (count & 15) << 4 | Int((first ^ second ^ fifth >> 1) & 15)
    }
}

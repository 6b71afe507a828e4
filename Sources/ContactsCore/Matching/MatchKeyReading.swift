/// Takes contacts' duplicate keys into a `MatchKeyList`: the emails, the phones and the name,
/// the only fields grouping reads.
struct MatchKeyReading {
    private(set) var keys: MatchKeyList
    private var folder = TextFolder()

    init(capacity: Int) {
        keys = MatchKeyList(capacity: capacity)
    }

    /// Adds the keys of `contact`, the one at `position` in the contacts grouped.
    mutating func read(_ contact: Contact, at position: Int) {
        for entry in contact.emails {
            let key = MatchKeys.email(entry.value)
            if !key.isEmpty { keys.add(.email, key, contact: position) }
        }
        for entry in contact.phones {
            if let key = MatchKeys.phone(entry.value) { keys.add(.phone, key, contact: position) }
        }
        if let name = MatchKeys.name(first: contact.firstName, last: contact.lastName, folder: &folder) { keys.add(.name, name, contact: position) }
    }
}

import Foundation

/// Takes contacts' duplicate keys from their members into a `MatchKeyList`: the emails, the
/// phones and the name, the only fields grouping reads, so nothing else is made a String.
struct MatchKeyReading: ContactReading {
    private(set) var keys: MatchKeyList
    private var contact = 0
    private var first = ""
    private var last = ""

    init(capacity: Int) {
        keys = MatchKeyList(capacity: capacity)
    }

    /// Adds the keys of `contact`, the one at `position` in the contacts grouped.
    mutating func read(_ contact: Contact, at position: Int) {
        self.contact = position
        contact.read(into: &self)
    }

    package mutating func text(_ field: ContactTextField, _ value: ScannedString?) throws(NotPlainJSON) {
        switch field {
        case .firstName: first = try value?.text() ?? ""
        case .lastName: last = try value?.text() ?? ""
        case .nickname, .company, .jobTitle, .notes, .uid: break
        }
    }

    mutating func labeled(_ list: LabeledList, _ entry: ScannedLabeledValue) throws(NotPlainJSON) {
        switch list {
        case .emails:
            let key = MatchKeys.email(try entry.value?.text() ?? "")
            if !key.isEmpty { keys.add(.email, key, contact: contact) }
        case .phones:
            if let key = MatchKeys.phone(try entry.value?.text() ?? "") { keys.add(.phone, key, contact: contact) }
        case .urls: break
        }
    }

    mutating func address(_ address: ScannedAddress) throws(NotPlainJSON) {}
    mutating func tag(_ tag: ScannedString) throws(NotPlainJSON) {}
    mutating func occasion(_ field: OccasionField, _ date: PartialDate?) {}
    mutating func favorite(_ favorite: Bool) {}
    mutating func extra(_ extra: [String: JSONValue]) {}
    mutating func time(_ field: TimeField, _ time: (Date, SourceText.Spelling<Date>?)) {}
    static var readsTimes: Bool { false }
    mutating func unknown(_ key: String, _ value: JSONValue) {}

    /// The last member: the name is complete.
    package mutating func id(_ id: UUID, spelling: SourceText.Spelling<UUID>?) {
        if let name = MatchKeys.name(first: first, last: last) { keys.add(.name, name, contact: contact) }
        (first, last) = ("", "")
    }
}

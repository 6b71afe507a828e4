/// Groups of contacts that look like the same person: sharing an email, a phone number (its
/// last nine digits) or the same folded full name. Linear in the book's size: every key goes
/// into a hash table once, and contacts sharing a key are joined in a union-find, so no pair
/// of contacts is ever compared.
public enum DuplicateFinder {
    public enum Reason: String, Sendable, Comparable {
        case email, phone, name
        public static func < (lhs: Reason, rhs: Reason) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public struct Group: Equatable, Sendable {
        /// The members' places in the contacts given, in their order.
        public var positions: [Int]
        /// What the contacts in the group share.
        public var reasons: Set<Reason>
    }

    public static func groups(in contacts: [Contact]) -> [Group] {
        var parent = Array(contacts.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        // Each contact's keys made on all cores: a contact read from disk decodes its fields.
        let keysOfContacts = Parallel.map(count: contacts.count, minimumPerPart: 5000) { range in range.map { matchKeys(of: contacts[$0]) } }
        var firstWithKey: [Key: Int] = [:]
        // Sized once: growing it step by step was a third of grouping 100,000 contacts.
        firstWithKey.reserveCapacity(keysOfContacts.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } })
        var joins: [(Int, Int, Reason)] = []
        for (index, keys) in keysOfContacts.joined().enumerated() {
            for (number, key) in keys.enumerated() where !keys[..<number].contains(key) {
                if let first = firstWithKey[key] { joins.append((first, index, key.reason)) } else { firstWithKey[key] = index }
            }
        }
        for (first, second, _) in joins {
            let (a, b) = (root(first), root(second))
            if a != b { parent[max(a, b)] = min(a, b) }
        }
        var reasonsOfRoot: [Int: Set<Reason>] = [:]
        for (first, _, reason) in joins { reasonsOfRoot[root(first), default: []].insert(reason) }
        var joined = [Bool](repeating: false, count: contacts.count)
        for (first, second, _) in joins { (joined[first], joined[second]) = (true, true) }
        var members: [Int: [Int]] = [:]
        for index in contacts.indices where joined[index] { members[root(index), default: []].append(index) }
        return members.keys.sorted().map { top in Group(positions: members[top] ?? [], reasons: reasonsOfRoot[top] ?? []) }
    }

    /// What two contacts of one person share: an email, a phone number's last digits, a name.
    private struct Key: Hashable {
        let reason: Reason
        let text: String
    }

    private static func matchKeys(of contact: Contact) -> [Key] {
        var keys = contact.emails.compactMap { email in
            let key = MatchKeys.email(email.value)
            return key.isEmpty ? nil : Key(reason: .email, text: key)
        }
        keys += contact.phones.compactMap { MatchKeys.phone($0.value).map { Key(reason: .phone, text: $0) } }
        if let name = MatchKeys.name(contact) { keys.append(Key(reason: .name, text: name)) }
        return keys
    }
}

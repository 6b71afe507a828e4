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
        /// In the order given (the book's order).
        public var ids: [Contact.ID]
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
        var firstWithKey: [String: Int] = [:]
        var reasonsOfRoot: [Int: Set<Reason>] = [:]
        var joins: [(Int, Int, Reason)] = []
        // Each contact's keys made on all cores: a contact read from disk decodes its fields.
        let keysOfContacts = Parallel.map(count: contacts.count, minimumPerPart: 5000) { range in range.map { matchKeys(of: contacts[$0]) } }
        for (index, keys) in keysOfContacts.joined().enumerated() {
            var seen = Set<String>()
            for (key, reason) in keys where seen.insert(key).inserted {
                if let first = firstWithKey[key] { joins.append((first, index, reason)) } else { firstWithKey[key] = index }
            }
        }
        for (first, second, _) in joins {
            let (a, b) = (root(first), root(second))
            if a != b { parent[max(a, b)] = min(a, b) }
        }
        for (first, _, reason) in joins { reasonsOfRoot[root(first), default: []].insert(reason) }
        var members: [Int: [Int]] = [:]
        for index in contacts.indices { members[root(index), default: []].append(index) }
        return members.keys.sorted().compactMap { top in
            guard let indices = members[top], indices.count > 1 else { return nil }
            return Group(ids: indices.map { contacts[$0].id }, reasons: reasonsOfRoot[top] ?? [])
        }
    }

    private static func matchKeys(of contact: Contact) -> [(String, Reason)] {
        var keys: [(String, Reason)] = contact.emails.map { ("e:" + MatchKeys.email($0.value), .email) }.filter { $0.0 != "e:" }
        keys += contact.phones.compactMap { MatchKeys.phone($0.value).map { ("p:" + $0, .phone) } }
        if let name = MatchKeys.name(contact) { keys.append(("n:" + name, .name)) }
        return keys
    }
}

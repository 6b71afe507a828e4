/// Groups of contacts that look like the same person: sharing an email, a phone number (its
/// last nine digits) or the same folded full name. No pair of contacts is ever compared: every
/// key is made once (`MatchKeyList`), the keys are sorted by their hash so equal ones lie
/// together, and contacts sharing a key are joined in a union-find.
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

    /// The groups with their contacts (in the order given), and what each group shares: a
    /// plain function of the contacts, so it runs off the run loop.
    public static func groups(of contacts: [Contact]) -> [(contacts: [Contact], reasons: Set<Reason>)] {
        groups(in: contacts).map { group in (group.positions.map { contacts[$0] }, group.reasons) }
    }

    public static func groups(in contacts: [Contact]) -> [Group] {
        // Keys made on all cores; each part's texts in one buffer, not a String per key (a dictionary of
        // 300,000 strings, hashed, probed and freed one by one, took a third of the grouping).
        let parts = Parallel.map(count: contacts.count, minimumPerPart: 5000) { range in
            var reading = MatchKeyReading(capacity: range.count)
            for index in range { reading.read(contacts[index], at: index) }
            return reading.keys
        }
        var keys = MatchKeyList(joining: parts)
        let joins = keys.sharedKeys()
        var parent = Array(contacts.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        for join in joins {
            let (a, b) = (root(join.first), root(join.second))
            if a != b { parent[max(a, b)] = min(a, b) }
        }
        var reasonsOfRoot: [Int: Set<Reason>] = [:]
        for join in joins { reasonsOfRoot[root(join.first), default: []].insert(join.reason) }
        var joined = [Bool](repeating: false, count: contacts.count)
        for join in joins { (joined[join.first], joined[join.second]) = (true, true) }
        var members: [Int: [Int]] = [:]
        for index in contacts.indices where joined[index] { members[root(index), default: []].append(index) }
        return members.keys.sorted().map { top in Group(positions: members[top] ?? [], reasons: reasonsOfRoot[top] ?? []) }
    }
}

import ContactsCore

extension AddressBook {
    /// Up to five changes of every kind a save must follow: edits, deletions, additions, moves,
    /// and contacts as read put back elsewhere.
    public mutating func makeRandomChanges(_ random: inout SeededRandom) {
        let original = contacts
        for _ in 0..<Int(random.next() % 6) {
            let at = Int(random.next() % UInt64(max(contacts.count, 1)))
            switch random.next() % 5 {
            case 0 where !contacts.isEmpty: contacts[at].nickname = "changed"
            case 1 where !contacts.isEmpty: contacts.remove(at: at)
            case 2: contacts.insert(Contact(firstName: "new"), at: min(at, contacts.count))
            case 3 where !contacts.isEmpty: contacts.insert(contacts.remove(at: at), at: Int(random.next() % UInt64(contacts.count)))
            default: contacts.insert(original[at % original.count], at: min(at, contacts.count))
            }
        }
    }
}

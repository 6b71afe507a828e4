import Foundation

/// The orders contacts can be listed in. Keys are folded once per contact, then compared as bytes.
public enum ContactSort: String, CaseIterable, Sendable {
    /// Last name, then first name (the book's own order).
    case lastName = "last"
    case firstName = "first"
    case company
    /// Most recently changed first.
    case changed

    /// How headers and help name the order.
    public var title: String {
        switch self {
        case .lastName: return "last name"
        case .firstName: return "first name"
        case .company: return "company"
        case .changed: return "recently changed"
        }
    }

    /// The next order for the key that cycles them.
    public var next: ContactSort {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }

    /// Contacts given in the book's own order (last name), put in this order.
    public func sorted(_ contacts: [Contact]) -> [Contact] {
        order(contacts).map { contacts[$0] }
    }

    /// The positions of contacts given in the book's own order, in this order; ties keep the
    /// book's order.
    public func order(_ contacts: [Contact]) -> [Int] {
        Self.orders([self], of: contacts)[self] ?? Array(contacts.indices)
    }

    /// Each of these orders, reading each contact once: a contact read from disk decodes its
    /// fields when read, and a comparison that read two contacts in turn would decode both.
    static func orders(_ sorts: [ContactSort], of contacts: [Contact]) -> [ContactSort: [Int]] {
        var keys = sorts.map { _ in [Key]() }
        for index in keys.indices { keys[index].reserveCapacity(contacts.count) }
        for contact in contacts {
            for (index, sort) in sorts.enumerated() { keys[index].append(sort.key(of: contact)) }
        }
        var orders: [ContactSort: [Int]] = [:]
        for (sort, keys) in zip(sorts, keys) {
            orders[sort] = sort == .lastName ? Array(contacts.indices) : contacts.indices.sorted { keys[$0].precedes(keys[$1], $0 < $1) }
        }
        return orders
    }

    /// What a contact is ordered by.
    private enum Key {
        case none
        case bytes([UInt8])
        /// Most recent first.
        case time(Date)

        /// Whether this key comes first; equal keys keep the book's order (`inBookOrder`).
        func precedes(_ other: Key, _ inBookOrder: Bool) -> Bool {
            switch (self, other) {
            case (.bytes(let mine), .bytes(let theirs)): return mine == theirs ? inBookOrder : mine.bytesPrecede(theirs)
            case (.time(let mine), .time(let theirs)): return mine == theirs ? inBookOrder : mine > theirs
            default: return inBookOrder
            }
        }
    }

    private func key(of contact: Contact) -> Key {
        switch self {
        case .lastName: return .none
        case .changed: return .time(contact.updatedAt)
        case .firstName: return .bytes(Array((contact.firstName.folded + "\u{1}" + contact.lastName.folded).utf8))
        // Contacts without a company come after those with one.
        case .company: return .bytes(Array(((contact.company.isEmpty ? "1" : "0") + contact.company.folded).utf8))
        }
    }
}

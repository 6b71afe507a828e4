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
        switch self {
        case .lastName:
            return Array(contacts.indices)
        case .changed:
            // Each time read once: a contact read from disk decodes its fields when read.
            let times = contacts.map(\.updatedAt)
            return contacts.indices.sorted { (times[$0], -$0) > (times[$1], -$1) }
        case .firstName, .company:
            // Contacts without a company come after those with one.
            let keys = contacts.map { contact in
                Array(
                    (self == .firstName
                        ? contact.firstName.folded + "\u{1}" + contact.lastName.folded
                        : (contact.company.isEmpty ? "1" : "0") + contact.company.folded).utf8)
            }
            return contacts.indices.sorted { first, second in
                keys[first] == keys[second] ? first < second : keys[first].bytesPrecede(keys[second])
            }
        }
    }
}

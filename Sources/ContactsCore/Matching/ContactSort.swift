import Foundation

/// The orders contacts can be listed in. Keys are folded once per contact, then compared as bytes.
public enum ContactSort: String, CaseIterable, Sendable {
    /// Last name, then first name (the book's own order).
    case lastName = "last"
    case firstName = "first"
    case company
    /// Most recently changed first.
    case changed

    public func sorted(_ contacts: [Contact]) -> [Contact] {
        switch self {
        case .lastName:
            return contacts
        case .changed:
            return contacts.enumerated().sorted { ($0.element.updatedAt, -$0.offset) > ($1.element.updatedAt, -$1.offset) }.map(\.element)
        case .firstName, .company:
            let keys = contacts.map { contact in
                (self == .firstName ? [contact.firstName, contact.lastName] : [contact.company, contact.lastName, contact.firstName])
                    .map(\.folded).joined(separator: "\u{1}") + "\u{1}" + contact.sortKey
            }
            return contacts.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }.map { contacts[$0] }
        }
    }
}

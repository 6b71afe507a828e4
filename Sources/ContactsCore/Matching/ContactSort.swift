import Foundation
import Localization

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
        // TRANSLATORS: the order the list is in, shown as "by last name".
        case .lastName: return tr("last name", context: "sort order")
        case .firstName: return tr("first name", context: "sort order")
        case .company: return tr("company", context: "sort order")
        case .changed: return tr("recently changed", context: "sort order")
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
    /// book's order. The keys lie in one buffer (a small array per contact cost 100 bytes each).
    public func order(_ contacts: [Contact]) -> [Int] {
        // The book's own order: no contact is read, nothing sorted.
        guard !isTheBookOrder else { return Array(contacts.indices) }
        var column = KeyColumn(capacity: contacts.count)
        var folder = TextFolder()
        for contact in contacts { appendKey(of: contact, to: &column, folder: &folder) }
        return column.order()
    }

    /// Whether `first` comes before `second` in this order, each with its place in the book's
    /// own order, which breaks ties as `order` does: where one changed contact goes among the
    /// others, without sorting them again.
    package func comesBefore(_ first: (contact: Contact, place: Int), _ second: (contact: Contact, place: Int)) -> Bool {
        guard !isTheBookOrder else { return first.place < second.place }
        var column = KeyColumn(capacity: 2)
        var folder = TextFolder()
        appendKey(of: first.contact, to: &column, folder: &folder)
        appendKey(of: second.contact, to: &column, folder: &folder)
        return column.precedes(0, 1, places: (first.place, second.place))
    }

    /// The book's own order, which contacts are kept in: nothing to read or sort.
    package var isTheBookOrder: Bool { self == .lastName }

    private func appendKey(of contact: Contact, to column: inout KeyColumn, folder: inout TextFolder) {
        func fold(_ text: String) { folder.appendSortable(text, to: &column.bytes) }
        switch self {
        case .lastName: preconditionFailure("the book's own order needs no key (`isTheBookOrder`)")
        case .changed: column.times.append(contact.updatedAt)
        case .firstName:
            fold(contact.firstName)
            column.bytes.append(0x01)
            fold(contact.lastName)
            column.ends.append(column.bytes.count)
        case .company:
            // Contacts without a company come after those with one.
            let company = contact.company
            column.bytes.append(company.isEmpty ? UInt8(ascii: "1") : UInt8(ascii: "0"))
            fold(company)
            column.ends.append(column.bytes.count)
        }
    }
}

/// One order's keys: times (most recent first), or folded text compared as bytes, each key
/// ending where `ends` says.
private struct KeyColumn {
    var times: [Date] = []
    var bytes: [UInt8] = []
    var ends: [Int] = []

    init(capacity: Int) {
        ends.reserveCapacity(capacity)
    }

    /// The positions of the contacts whose keys these are (in the order the keys were made),
    /// in the order of their keys; equal keys keep the book's order.
    func order() -> [Int] {
        var order = Array(0..<max(times.count, ends.count))
        order.sort { precedes($0, $1, places: ($0, $1)) }
        return order
    }

    /// Whether the key made `first` comes before the one made `second`; equal keys go by their
    /// places in the book's own order.
    func precedes(_ first: Int, _ second: Int, places: (Int, Int)) -> Bool {
        if !times.isEmpty { return times[first] == times[second] ? places.0 < places.1 : times[first] > times[second] }
        let mine = bytes[(first == 0 ? 0 : ends[first - 1])..<ends[first]]
        let theirs = bytes[(second == 0 ? 0 : ends[second - 1])..<ends[second]]
        if mine.lexicographicallyPrecedes(theirs) { return true }
        return !theirs.lexicographicallyPrecedes(mine) && places.0 < places.1
    }
}

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

    /// Each of these orders, reading each contact once for the few fields the orders need. The
    /// keys of each order lie in one buffer (a small array per contact cost 100 bytes each).
    package static func orders(_ sorts: [ContactSort], of contacts: [Contact]) -> [ContactSort: [Int]] {
        var orders: [ContactSort: [Int]] = [:]
        for sort in sorts where sort.isTheBookOrder { orders[sort] = Array(contacts.indices) }
        let keyed = sorts.filter { !$0.isTheBookOrder }
        // No contact is read, and no reading order sorted, for the book's own order alone.
        guard !keyed.isEmpty else { return orders }
        var columns = keyed.map { _ in KeyColumn(capacity: contacts.count) }
        var folder = TextFolder()
        for contact in contacts {
            for index in keyed.indices { keyed[index].appendKey(of: contact, to: &columns[index], folder: &folder) }
        }
        let positions = Array(contacts.indices)
        for (sort, column) in zip(keyed, columns) { orders[sort] = column.order(of: positions) }
        return orders
    }

    /// The book's own order, which contacts are kept in: nothing to read or sort.
    package var isTheBookOrder: Bool { self == .lastName }

    private func appendKey(of contact: Contact, to column: inout KeyColumn, folder: inout TextFolder) {
        func fold(_ text: String) {
            var text = text
            text.withUTF8 { folder.append(utf8Text: $0, to: &column.bytes) }
        }
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

    /// The positions of the contacts whose keys these are (`positions`, in the order the keys
    /// were made), in the order of their keys; equal keys keep the book's order.
    func order(of positions: [Int]) -> [Int] {
        let count = positions.count
        if !times.isEmpty {
            return (0..<count).sorted { times[$0] == times[$1] ? positions[$0] < positions[$1] : times[$0] > times[$1] }.map { positions[$0] }
        }
        return bytes.withUnsafeBufferPointer { bytes in
            (0..<count).sorted { first, second in
                let mine = UnsafeBufferPointer(rebasing: bytes[(first == 0 ? 0 : ends[first - 1])..<ends[first]])
                let theirs = UnsafeBufferPointer(rebasing: bytes[(second == 0 ? 0 : ends[second - 1])..<ends[second]])
                if mine.bytesPrecede(theirs) { return true }
                return !theirs.bytesPrecede(mine) && positions[first] < positions[second]
            }.map { positions[$0] }
        }
    }
}

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

    /// Each of these orders, reading each contact once for the few members the orders need
    /// (`OrderKeys`). The keys of each order lie in one buffer (a small array per contact cost 100 bytes each).
    package static func orders(_ sorts: [ContactSort], of contacts: [Contact]) -> [ContactSort: [Int]] {
        var orders: [ContactSort: [Int]] = [:]
        for sort in sorts where sort.isTheBookOrder { orders[sort] = Array(contacts.indices) }
        let keyed = sorts.filter { !$0.isTheBookOrder }
        // No contact is read, and no reading order sorted, for the book's own order alone.
        guard !keyed.isEmpty else { return orders }
        var keys = OrderKeys(sorts: keyed, capacity: contacts.count)
        let reading = Array(contacts.indices)
        for position in reading { contacts[position].read(into: &keys) }
        for (sort, column) in zip(keyed, keys.columns) { orders[sort] = column.order(of: reading) }
        return orders
    }

    /// The book's own order, which contacts are kept in: nothing to read or sort.
    package var isTheBookOrder: Bool { self == .lastName }

    fileprivate func appendKey(
        first: ScannedString?, last: ScannedString?, company: ScannedString?, updatedAt: Date, to column: inout KeyColumn, folder: inout TextFolder
    ) {
        func fold(_ text: ScannedString?) {
            text?.withUTF8 { folder.append(utf8Text: $0, to: &column.bytes) }
        }
        switch self {
        case .lastName: preconditionFailure("the book's own order needs no key (`isTheBookOrder`)")
        case .changed: column.times.append(updatedAt)
        case .firstName:
            fold(first)
            column.bytes.append(0x01)
            fold(last)
            column.ends.append(column.bytes.count)
        case .company:
            // Contacts without a company come after those with one.
            let hasCompany = company?.withUTF8 { !$0.isEmpty } ?? false
            column.bytes.append(hasCompany ? UInt8(ascii: "0") : UInt8(ascii: "1"))
            fold(company)
            column.ends.append(column.bytes.count)
        }
    }
}

/// The members the orders need, kept as they stand while a contact is read and folded into
/// each order's column when its last member (the id) arrives, while its bytes are sure to be
/// there; every other member is passed over.
private struct OrderKeys: ContactReading {
    let sorts: [ContactSort]
    var columns: [KeyColumn]
    private var folder = TextFolder()
    private var first: ScannedString?
    private var last: ScannedString?
    private var company: ScannedString?
    private var updatedAt = Date(timeIntervalSince1970: 0)

    init(sorts: [ContactSort], capacity: Int) {
        self.sorts = sorts
        columns = sorts.map { _ in KeyColumn(capacity: capacity) }
    }

    package mutating func text(_ field: ContactTextField, _ value: ScannedString?) throws(NotPlainJSON) {
        // Checked as every reading checks what it keeps.
        switch field {
        case .firstName: first = value
        case .lastName: last = value
        case .company: company = value
        case .nickname, .jobTitle, .notes, .uid: return
        }
        try value?.check()
    }

    mutating func time(_ field: TimeField, _ time: (Date, SourceText.Spelling<Date>?)) {
        if field == .updatedAt { updatedAt = time.0 }
    }

    package mutating func id(_ id: UUID, spelling: SourceText.Spelling<UUID>?) {
        for index in sorts.indices {
            sorts[index].appendKey(first: first, last: last, company: company, updatedAt: updatedAt, to: &columns[index], folder: &folder)
        }
        (first, last, company, updatedAt) = (nil, nil, nil, Date(timeIntervalSince1970: 0))
    }

    mutating func labeled(_ list: LabeledList, _ entry: ScannedLabeledValue) throws(NotPlainJSON) {}
    mutating func address(_ address: ScannedAddress) throws(NotPlainJSON) {}
    mutating func tag(_ tag: ScannedString) throws(NotPlainJSON) {}
    mutating func occasion(_ field: OccasionField, _ date: PartialDate?) {}
    mutating func favorite(_ favorite: Bool) {}
    mutating func extra(_ extra: [String: JSONValue]) {}
    mutating func unknown(_ key: String, _ value: JSONValue) {}
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

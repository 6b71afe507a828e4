/// The duplicate keys of many contacts (`DuplicateFinder`): each key's text in one buffer, and
/// a small record per key with the text's hash, so sorting and comparing touch no String.
struct MatchKeyList {
    struct Record {
        package let hash: Int
        let contact: Int32
        let start: Int32
        let length: Int32
        let reason: DuplicateFinder.Reason
    }

    var records: [Record] = []
    private(set) var text: [UInt8] = []

    init(capacity: Int) {
        records.reserveCapacity(capacity * 3)
        text.reserveCapacity(capacity * 40)
    }

    /// The parts' keys in one list, their texts moved after one another.
    init(joining parts: [MatchKeyList]) {
        self.init(capacity: 0)
        records.reserveCapacity(parts.reduce(0) { $0 + $1.records.count })
        text.reserveCapacity(parts.reduce(0) { $0 + $1.text.count })
        for part in parts {
            let offset = Int32(text.count)
            text += part.text
            records += part.records.lazy.map { record in
                Record(hash: record.hash, contact: record.contact, start: record.start + offset, length: record.length, reason: record.reason)
            }
        }
    }

    mutating func add(_ reason: DuplicateFinder.Reason, _ key: String, contact: Int) {
        let start = text.count
        text += key.utf8
        var hasher = Hasher()
        hasher.combine(reason)
        hasher.combine(key)
        records.append(
            Record(hash: hasher.finalize(), contact: Int32(contact), start: Int32(start), length: Int32(text.count - start), reason: reason))
    }

    /// Two contacts sharing a key: the first to hold it (lowest position) and another.
    struct Join: Equatable {
        let first: Int
        let second: Int
        let reason: DuplicateFinder.Reason
    }

    /// Each contact holding a key an earlier one holds, joined to the first that does. Sorted
    /// by hash, equal keys lie in one run; within a run, texts are compared (hashes of
    /// different texts may meet), and a contact repeating its own key joins nothing.
    mutating func sharedKeys() -> [Join] {
        records.sort { ($0.hash, $0.contact) < ($1.hash, $1.contact) }
        var joins: [Join] = []
        var runStart = 0
        var firsts: [Int] = []
        for (number, record) in records.enumerated() {
            if record.hash != records[runStart].hash {
                runStart = number
                firsts.removeAll(keepingCapacity: true)
            }
            guard let first = firsts.first(where: { sameKey(number, $0) }) else {
                firsts.append(number)
                continue
            }
            let firstContact = Int(records[first].contact)
            if firstContact != Int(record.contact) { joins.append(Join(first: firstContact, second: Int(record.contact), reason: record.reason)) }
        }
        return joins
    }

    /// Whether two records hold the same key: the same reason and text.
    private func sameKey(_ one: Int, _ other: Int) -> Bool {
        let (a, b) = (records[one], records[other])
        guard a.reason == b.reason, a.length == b.length else { return false }
        return text[Int(a.start)..<Int(a.start + a.length)].elementsEqual(text[Int(b.start)..<Int(b.start + b.length)])
    }
}

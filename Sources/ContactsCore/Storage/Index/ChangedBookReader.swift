import Foundation

/// A book changed since its index was made (a save of this app, an edit or a sync by another
/// program): each line whose checksum and length are a record's is taken from the index as it
/// stands, since a contact's id and keys are made of its line's bytes alone, and only the other
/// lines are read from their JSON. Opening a book of 100,000 contacts after a one-contact change
/// then costs a pass over its lines instead of walking every contact (docs/DECISIONS.md #59).
/// The book's ids are still to be checked: a new line may repeat one.
enum ChangedBookReader {
    /// The book in `file` (open as `descriptor`) with the help of `index`, made of an older
    /// version of it, the file's content hash (of the very bytes read), and the positions of
    /// the lines read from their JSON: only they can repeat an id, unless a record was taken
    /// for two lines (then nil). nil when the file is not in the layout, or the index is
    /// spoiled.
    static func read(_ file: KeptBookFile, descriptor: Int32, index: OpenedIndex) -> (book: AddressBook, hash: UInt64, linesRead: [Int]?)? {
        let count = index.header.count
        guard let order = index.listOrder(), index.keysFit(haystacks: index.header.haystacksSize) else { return nil }
        let source = SourceBytes(file)
        let scanned = index.records.withUnsafeBytes { records in
            let table = RecordTable(records: records, count: count)
            return BookLineScan.read(file: descriptor, size: file.size, hashing: true) {
                MatchingLineReader(table: table, sortKeys: index.sortKeys, source: source, capacity: $0 / 400)
            }
        }
        guard let (parts, version, hash) = scanned, let hash,
            var haystacks = index.haystacks(reservingExtra: parts.reduce(0) { $0 + $1.spans.keyMaker.keys.parts[0].haystacks.count })
        else { return nil }

        let contacts = MovableArray.joined(parts.map(\.spans.contacts))
        var lines: [Range<Int>] = []
        var checksums: [UInt64] = []
        var keys: [ContactKeys] = []
        let total = contacts.count
        lines.reserveCapacity(total)
        checksums.reserveCapacity(total)
        keys.reserveCapacity(total)
        // Where each record's line is now; the positions of the lines read from their JSON.
        var positions = [Int](repeating: -1, count: count)
        var read: [Int] = []
        var recordTakenTwice = false
        for part in parts {
            let made = part.spans.keyMaker.keys.parts[0]
            let shift = haystacks.count
            haystacks += made.haystacks
            var (taken, madeNext) = (0, 0)
            for record in part.records {
                if record >= 0 {
                    recordTakenTwice = recordTakenTwice || positions[Int(record)] >= 0
                    positions[Int(record)] = keys.count
                    keys.append(part.taken[taken])
                    taken += 1
                } else {
                    let key = made.keys[madeNext]
                    read.append(keys.count)
                    keys.append(key.movingHaystacks(to: key.text.lowerBound + shift))
                    madeNext += 1
                }
            }
            lines += part.spans.lines
            checksums += part.spans.checksums
        }
        compactIfSparse(&keys, &haystacks)
        // The records' order still holds for the lines taken; those read join it by their keys.
        // (Two lines with one record's bytes repeat an id: the book is refused, unordered.)
        var taken: [Int] = []
        taken.reserveCapacity(keys.count)
        for record in order where positions[record] >= 0 { taken.append(positions[record]) }
        let listOrder = recordTakenTwice ? nil : SortKeyOrder.positions(of: keys, sorted: taken, added: read)
        var book = AddressBook(version: version, contacts: contacts)
        book.source = BookSource(
            bytes: source, contacts: contacts, lines: lines, checksums: checksums, keys: BookKeys(keys: keys, haystacks: haystacks, order: listOrder))
        return (book, hash, recordTakenTwice ? nil : read)
    }

    /// Copies the haystacks the keys use into a buffer of their own when more than a fifth of
    /// the index's are no longer used (most of the book changed): the rest would be carried for
    /// as long as the book is open.
    private static func compactIfSparse(_ keys: inout [ContactKeys], _ haystacks: inout [UInt8]) {
        let used = keys.reduce(0) { $0 + $1.text.count + $1.digits.count }
        guard haystacks.count - used > haystacks.count / 5 else { return }
        var packed: [UInt8] = []
        packed.reserveCapacity(used)
        for index in keys.indices {
            let moved = keys[index].movingHaystacks(to: packed.count)
            packed += haystacks[keys[index].text.lowerBound..<keys[index].digits.upperBound]
            keys[index] = moved
        }
        haystacks = packed
    }

    /// Takes each line whose checksum and length are a record's from the index, and reads the
    /// others' keys from their JSON.
    private struct MatchingLineReader: BookLineReader {
        let table: RecordTable
        let sortKeys: [UInt8]
        var spans: KeptBookReader.SpanLineReader
        /// Each line's record, or -1 for a line read from its JSON (its keys the key maker's next).
        var records: [Int32] = []
        /// The keys of the lines taken from the index, in their order.
        var taken: [ContactKeys] = []

        init(table: RecordTable, sortKeys: [UInt8], source: SourceBytes, capacity: Int) {
            (self.table, self.sortKeys) = (table, sortKeys)
            spans = KeptBookReader.SpanLineReader(source: source, capacity: capacity, keyed: 16)
            records.reserveCapacity(capacity)
            taken.reserveCapacity(capacity)
        }

        mutating func read(_ line: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
            let checksum = LineChecksum.of(line)
            guard let index = table.record(checksum: checksum, length: line.count) else {
                records.append(-1)
                return spans.read(line, at: offset, checksum: checksum)
            }
            let record = table.record(index)
            spans.keep(offset..<offset + line.count, id: record.id, checksum: checksum)
            records.append(Int32(index))
            taken.append(record.keys(sortKeys: sortKeys))
            return true
        }
    }
}

/// An index's records found by their line's checksum and length: open addressing in a table of
/// a power of two slots, at least twice as many as records.
struct RecordTable: @unchecked Sendable {
    /// The records' bytes, alive for as long as the table is used.
    private let records: UnsafeRawBufferPointer
    /// Each slot's record plus one; 0 for an empty slot.
    private var slots: [Int32]
    private let mask: Int

    init(records: UnsafeRawBufferPointer, count: Int) {
        self.records = records
        var size = 16
        while size < count * 2 { size *= 2 }
        (slots, mask) = ([Int32](repeating: 0, count: size), size - 1)
        for index in 0..<count {
            var slot = Int(truncatingIfNeeded: record(index).checksum) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    func record(_ index: Int) -> BookIndex.Record {
        BookIndex.Record(records, index)
    }

    /// The record of a line of `length` bytes with this checksum, if any.
    func record(checksum: UInt64, length: Int) -> Int? {
        var slot = Int(truncatingIfNeeded: checksum) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            let offset = index * BookIndex.recordSize
            if records.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self) == checksum,
                Int(records.loadUnaligned(fromByteOffset: offset + 32, as: UInt32.self)) == length
            {
                return index
            }
            slot = (slot + 1) & mask
        }
        return nil
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a book kept in its file (`KeptBookFile`) from its index instead of its JSON: the
/// contacts as spans of the file with their checksums and keys, as `KeptBookReader` would
/// make them from the same bytes (docs/DECISIONS.md #62).
enum BookIndexReader {
    /// The book in `file`, whose content hash is `hash`, as the index at `path` describes it;
    /// nil when there is no index there for these very bytes and these key rules, or it is
    /// spoiled in any way (then the book is read from its JSON).
    static func read(indexAt path: String, file: KeptBookFile, hash: UInt64) -> AddressBook? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0,
            let headerBytes = FileBytes.bytes(of: descriptor, at: 0, count: BookIndex.headerSize),
            let header = headerBytes.withUnsafeBytes({ BookIndex.Header($0) }),
            header.rules == BookIndex.rules, header.bookSize == file.size, header.bookHash == hash, header.version <= AddressBook.currentVersion,
            header.fileSize == Int(info.st_size)
        else { return nil }
        // The records and the order in one buffer, freed once the contacts are made; the keys
        // and haystacks straight into the buffers the book keeps.
        let recordsSize = header.count * (BookIndex.recordSize + 4)
        let keysStart = BookIndex.headerSize + recordsSize
        guard let records = FileBytes.bytes(of: descriptor, at: BookIndex.headerSize, count: recordsSize),
            let sortKeys = FileBytes.bytes(of: descriptor, at: keysStart, count: header.sortKeysSize),
            let haystacks = FileBytes.bytes(of: descriptor, at: keysStart + header.sortKeysSize, count: header.haystacksSize),
            let closing = FileBytes.bytes(of: descriptor, at: keysStart + header.sortKeysSize + header.haystacksSize, count: 8),
            closing.withUnsafeBytes({ $0.loadUnaligned(as: UInt64.self) }) == contentHash(headerBytes, records, sortKeys, haystacks)
        else { return nil }
        return records.withUnsafeBytes { records in
            guard let base = records.baseAddress,
                let order = listOrder(at: base + header.count * BookIndex.recordSize, count: header.count),
                recordsFit(base, count: header.count, bookSize: header.bookSize, sortKeys: sortKeys.count, haystacks: haystacks.count)
            else { return nil }
            return book(from: base, count: header.count, order: order, version: header.version, file: file, sortKeys: sortKeys, haystacks: haystacks)
        }
    }

    /// The book made from the records on all cores.
    private static func book(
        from records: UnsafeRawPointer, count: Int, order: [Int], version: Int, file: KeptBookFile, sortKeys: [UInt8], haystacks: [UInt8]
    ) -> AddressBook {
        func record(_ index: Int) -> BookIndex.Record { BookIndex.Record(records + index * BookIndex.recordSize) }
        let source = SourceBytes(file)
        let contacts = Parallel.array(count: count, minimumPerPart: 20_000) { range, first in
            for index in range {
                let record = record(index)
                (first + (index - range.lowerBound)).initialize(
                    to: Contact(span: ContactSpan(source: source, range: record.line, id: record.id, checksum: record.checksum)))
            }
        }
        let keys = Parallel.array(count: count, minimumPerPart: 20_000) { range, first in
            for index in range {
                let record = record(index)
                (first + (index - range.lowerBound)).initialize(
                    to: ContactKeys(
                        sortKey: Array(sortKeys[record.sortKey]), favorite: record.favorite, hasOccasion: record.hasOccasion, text: record.text,
                        digits: record.digits))
            }
        }
        var book = AddressBook(version: version, contacts: contacts)
        book.source = BookSource(
            bytes: source, contacts: contacts, lines: (0..<count).map { record($0).line }, checksums: (0..<count).map { record($0).checksum },
            keys: BookKeys(keys: keys, haystacks: haystacks, order: order))
        return book
    }

    /// Whether each record's line lies after the one before inside the book, and its keys
    /// inside the index's.
    private static func recordsFit(_ records: UnsafeRawPointer, count: Int, bookSize: Int, sortKeys: Int, haystacks: Int) -> Bool {
        // Past the book's opening line.
        var end = BookLineScan.opening.count
        for index in 0..<count {
            let record = BookIndex.Record(records + index * BookIndex.recordSize)
            guard record.line.lowerBound >= end, record.line.upperBound < bookSize, !record.line.isEmpty, record.sortKey.upperBound <= sortKeys,
                record.text.upperBound <= haystacks, record.digits.upperBound <= haystacks
            else { return false }
            end = record.line.upperBound + 1
        }
        return true
    }

    /// The list order (`SortKeyOrder`) stored after the records, when it holds each position once.
    private static func listOrder(at bytes: UnsafeRawPointer, count: Int) -> [Int]? {
        var seen = [Bool](repeating: false, count: count)
        var order: [Int] = []
        order.reserveCapacity(count)
        for index in 0..<count {
            let position = Int(bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
            guard position < count, !seen[position] else { return nil }
            seen[position] = true
            order.append(position)
        }
        return order
    }

    private static func contentHash(_ buffers: [UInt8]...) -> UInt64 {
        var hasher = FileFingerprint.ContentHasher()
        for buffer in buffers { buffer.withUnsafeBytes { hasher.combine($0) } }
        return hasher.finish()
    }
}

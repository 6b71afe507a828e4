import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a book kept in its file (`KeptBookFile`) from its index instead of its JSON: the
/// contacts as spans of the file with their checksums and keys, as `KeptBookReader` would
/// make them from the same bytes (docs/DECISIONS.md #58). A book changed since its index was
/// made has its lines matched to the index's records by checksum, and only the others are
/// read from their JSON (`ChangedBookReader`, #59).
enum BookIndexReader {
    /// A book read with the help of its index.
    struct Read {
        let book: AddressBook
        /// The book file's content hash (`FileFingerprint`).
        let hash: UInt64
        /// Whether the index was made of these very bytes; else some lines were read from their
        /// JSON, and the book's ids are still to be checked and its index made again.
        let isExact: Bool
        /// The contacts whose ids may repeat another's: those read from their JSON, when every
        /// other came once from the index (made of a checked book); nil: any of them.
        var unchecked: [Int]? = []
    }

    /// The book in `file` (open as `descriptor`) and its content hash, with the help of the
    /// index at `path`; nil when there is no index there made with these key rules, or it is
    /// spoiled in any way, or the file is not in the layout (then the book is read from its
    /// JSON). A book of the index's size is hashed while the index is read (which keeps about
    /// one core busy), and taken from the index alone when the hashes agree; any other is read
    /// line by line, hashed as it is read.
    static func read(indexAt path: String, file: KeptBookFile, descriptor: Int32) -> Read? {
        let indexDescriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard indexDescriptor >= 0 else { return nil }
        defer { close(indexDescriptor) }
        guard let index = OpenedIndex(indexDescriptor) else { return nil }
        BookIndexWriter.markUsed(indexDescriptor)
        if index.header.bookSize == file.size {
            let (hash, book) = Parallel.both({ FileFingerprint.hash(ofFile: descriptor, size: file.size) }, { exactBook(index, file) })
            guard let hash else { return nil }
            if hash == index.header.bookHash { return book.map { Read(book: $0, hash: hash, isExact: true) } }
        }
        return ChangedBookReader.read(file, descriptor: descriptor, index: index).map {
            Read(book: $0.book, hash: $0.hash, isExact: false, unchecked: $0.linesRead)
        }
    }

    /// The book in `file` as the index describes it, when the index is made of the very same
    /// bytes (the caller compares the hashes).
    private static func exactBook(_ index: OpenedIndex, _ file: KeptBookFile) -> AddressBook? {
        guard let haystacks = index.haystacks(reservingExtra: 0) else { return nil }
        return index.records.withUnsafeBytes { records in
            guard let order = index.listOrder(), index.keysFit(haystacks: haystacks.count),
                linesFit(records, count: index.header.count, bookSize: file.size)
            else { return nil }
            let header = index.header
            return book(
                from: records, count: header.count, order: order, version: header.version, file: file, sortKeys: index.sortKeys,
                haystacks: haystacks)
        }
    }

    /// The book made from the records on all cores.
    private static func book(
        from records: UnsafeRawBufferPointer, count: Int, order: [Int], version: Int, file: KeptBookFile, sortKeys: [UInt8], haystacks: [UInt8]
    ) -> AddressBook {
        func record(_ index: Int) -> BookIndex.Record { BookIndex.Record(records, index) }
        let source = SourceBytes(file)
        let contacts = Parallel.array(count: count, minimumPerPart: 20_000) { range, first in
            for index in range {
                let record = record(index)
                (first + (index - range.lowerBound)).initialize(
                    to: Contact(span: ContactSpan(source: source, range: record.line, id: record.id, checksum: record.checksum)))
            }
        }
        let keys = Parallel.array(count: count, minimumPerPart: 20_000) { range, first in
            for index in range { (first + (index - range.lowerBound)).initialize(to: record(index).keys(sortKeys: sortKeys)) }
        }
        var book = AddressBook(version: version, contacts: contacts)
        book.source = BookSource(
            bytes: source, contacts: contacts, lines: (0..<count).map { record($0).line }, checksums: (0..<count).map { record($0).checksum },
            keys: BookKeys(keys: keys, haystacks: haystacks, order: order))
        return book
    }

    /// Whether each record's line lies after the one before inside the book.
    private static func linesFit(_ records: UnsafeRawBufferPointer, count: Int, bookSize: Int) -> Bool {
        // Past the book's opening line.
        var end = BookLineScan.opening.count
        for index in 0..<count {
            let line = BookIndex.Record(records, index).line
            guard line.lowerBound >= end, line.upperBound < bookSize, !line.isEmpty else { return false }
            end = line.upperBound + 1
        }
        return true
    }
}

/// An index file's header, records, list order and sort keys, read and checked for sense; its
/// haystacks are read last, when it is known how many bytes are to follow them, and only then
/// is the index's own hash checked.
struct OpenedIndex {
    let descriptor: Int32
    let header: BookIndex.Header
    private let headerBytes: [UInt8]
    /// The records, then the order.
    let records: [UInt8]
    let sortKeys: [UInt8]

    /// nil for anything but an index made with this build's key rules, of a version of the
    /// book this app reads, as long as its header says.
    init?(_ descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0,
            let headerBytes = FileBytes.bytes(of: descriptor, at: 0, count: BookIndex.headerSize),
            let header = headerBytes.withUnsafeBytes({ BookIndex.Header($0) }),
            header.rules == BookIndex.rules, header.version <= AddressBook.currentVersion, header.fileSize == Int(info.st_size),
            let records = FileBytes.bytes(of: descriptor, at: BookIndex.headerSize, count: header.count * (BookIndex.recordSize + 4)),
            let sortKeys = FileBytes.bytes(of: descriptor, at: BookIndex.headerSize + records.count, count: header.sortKeysSize)
        else { return nil }
        (self.descriptor, self.header, self.headerBytes, self.records, self.sortKeys) = (descriptor, header, headerBytes, records, sortKeys)
    }

    /// The haystacks, in an array with room for `extra` more bytes; nil when the index's bytes
    /// do not add up to the hash at their end.
    func haystacks(reservingExtra extra: Int) -> [UInt8]? {
        let start = BookIndex.headerSize + records.count + sortKeys.count
        var complete = true
        let haystacks = [UInt8](unsafeUninitializedCapacity: header.haystacksSize + extra) { buffer, initialized in
            complete =
                header.haystacksSize == 0
                || buffer.baseAddress.map { FileBytes.read(descriptor, at: start, count: header.haystacksSize, into: $0) } == true
            initialized = complete ? header.haystacksSize : 0
        }
        var hasher = FileFingerprint.ContentHasher()
        for buffer in [headerBytes, records, sortKeys, haystacks] { buffer.withUnsafeBytes { hasher.combine($0) } }
        guard complete, let closing = FileBytes.bytes(of: descriptor, at: start + header.haystacksSize, count: 8),
            closing.withUnsafeBytes({ $0.loadUnaligned(as: UInt64.self) }) == hasher.finish()
        else { return nil }
        return haystacks
    }

    /// Whether every record's keys lie inside the index's sort keys and its haystacks (of
    /// `haystacks` bytes).
    func keysFit(haystacks: Int) -> Bool {
        records.withUnsafeBytes { records in
            (0..<header.count).allSatisfy { index in
                let record = BookIndex.Record(records, index)
                return record.sortKey.upperBound <= sortKeys.count && record.text.upperBound <= haystacks && record.digits.upperBound <= haystacks
            }
        }
    }

    /// The list order (`SortKeyOrder`) stored after the records, when it holds each position once.
    func listOrder() -> [Int]? {
        records.withUnsafeBytes { records in
            let start = header.count * BookIndex.recordSize
            var seen = [Bool](repeating: false, count: header.count)
            var order: [Int] = []
            order.reserveCapacity(header.count)
            for index in 0..<header.count {
                let position = Int(records.loadUnaligned(fromByteOffset: start + index * 4, as: UInt32.self))
                guard position < header.count, !seen[position] else { return nil }
                seen[position] = true
                order.append(position)
            }
            return order
        }
    }
}

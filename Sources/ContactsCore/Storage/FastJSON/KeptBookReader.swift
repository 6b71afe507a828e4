import Foundation

/// A large book in the layout this app writes, read line by line on all cores from its file,
/// which stays open (`KeptBookFile`): each contact kept as its span of the file with the
/// checksum of its bytes, its keys made from its members as they are walked (as for a book
/// read whole, `SpanRecorder`), and none of the file's bytes kept in memory
/// (docs/DECISIONS.md #54). nil for any other layout: the book is then read whole, which
/// checks and reports it.
enum KeptBookReader {
    /// The book, the file's content hash, taken of the very bytes read as they are read, and
    /// whether its ids are surely all different (false: they are to be checked).
    static func read(_ file: KeptBookFile, descriptor: Int32, chunkSize: Int = BookLineScan.chunkSize) -> (
        book: AddressBook, hash: UInt64, idsDiffer: Bool
    )? {
        let source = SourceBytes(file)
        guard
            let (parts, version, hash) = BookLineScan.read(
                file: descriptor, size: file.size, chunkSize: chunkSize, hashing: true,
                reader: { SpanLineReader(source: source, capacity: $0 / 400) }),
            let hash
        else { return nil }
        let contacts = MovableArray.joined(parts.map(\.contacts))
        var lines: [Range<Int>] = []
        var checksums: [UInt64] = []
        let count = contacts.count
        lines.reserveCapacity(count)
        checksums.reserveCapacity(count)
        var keys: BookKeys?
        for part in parts {
            lines += part.lines
            checksums += part.checksums
            if keys == nil { keys = part.keyMaker.keys } else { keys?.append(part.keyMaker.keys) }
        }
        var book = AddressBook(version: version, contacts: contacts)
        book.source = BookSource(bytes: source, contacts: contacts, lines: lines, checksums: checksums, keys: keys)
        let idRuns = parts.compactMap(\.idRun)
        return (book, hash, idRuns.count == parts.count && AddressBook.IDRun.allDistinct(idRuns))
    }

    /// Keeps each line's contact as its span, with its keys and checksum.
    struct SpanLineReader: BookLineReader {
        let source: SourceBytes
        var keyMaker: ContactKeyMaker
        let contacts: MovableArray<Contact>
        var lines: [Range<Int>] = []
        var checksums: [UInt64] = []
        /// The ids' mixed bits (`AddressBook.mix`), grouped into `idRun` once the part is read.
        private var mixedIDs: [UInt64] = []
        private(set) var idRun: AddressBook.IDRun?

        /// `capacity` contacts expected, of which `keyed` read from their JSON.
        init(source: SourceBytes, capacity: Int, keyed: Int? = nil) {
            self.source = source
            keyMaker = ContactKeyMaker(capacity: keyed ?? capacity)
            contacts = MovableArray(capacity: capacity)
            lines.reserveCapacity(capacity)
            checksums.reserveCapacity(capacity)
            mixedIDs.reserveCapacity(capacity)
        }

        mutating func finishPart() {
            keyMaker.sortKeys()
            idRun = AddressBook.IDRun(mixed: mixedIDs)
            mixedIDs = []
        }

        mutating func read(_ line: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
            read(line, at: offset, checksum: LineChecksum.of(line))
        }

        /// Reads the line's id and keys from its JSON, its checksum taken already.
        mutating func read(_ line: UnsafeBufferPointer<UInt8>, at offset: Int, checksum: UInt64) -> Bool {
            var scanner = JSONScanner(line)
            guard let id = try? scanner.contactFields(into: &keyMaker), scanner.isAtEnd else { return false }
            keep(offset..<offset + line.count, id: id, checksum: checksum)
            return true
        }

        /// Keeps the contact of a line whose id is known.
        mutating func keep(_ range: Range<Int>, id: Contact.ID, checksum: UInt64) {
            contacts.append(Contact(span: ContactSpan(source: source, range: range, id: id, checksum: checksum)))
            lines.append(range)
            checksums.append(checksum)
            mixedIDs.append(AddressBook.mix(id))
        }
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a book's index (`BookIndex`) from the keys made as the book was read from its JSON,
/// on a thread of its own: the book is on screen by then, and the index only speeds up the
/// next open.
enum BookIndexWriter {
    private static let queue = DispatchQueue(label: "contactsbook.book-index", qos: .utility)
    private static let pending = DispatchGroup()

    /// Writes the index of `book`, just read from its JSON in a kept file whose content hash
    /// is `bookHash`, with `keys` its keys in the book's order, to `path` in the background.
    /// The process waits for it before it exits (a killed one leaves a temporary file, which
    /// the next write removes).
    static func writeInBackground(_ book: AddressBook, keys: BookKeys, bookHash: UInt64, to path: String) {
        _ = waitsAtExit
        queue.async(group: pending) { write(book, keys: keys, bookHash: bookHash, to: path) }
    }

    /// Waits for the writes started so far (tests, and the process before it exits).
    static func waitForWrites() { pending.wait() }

    private static let waitsAtExit: Void = { atexit { BookIndexWriter.waitForWrites() } }()

    /// Writes the index now; false when it could not (nothing depends on it).
    @discardableResult
    static func write(_ book: AddressBook, keys: BookKeys, bookHash: UInt64, to path: String) -> Bool {
        guard let source = book.source, let file = source.bytes.keptFile, keys.count == source.lines.count,
            source.checksums.count == source.lines.count, source.contacts.count == source.lines.count
        else { return false }
        let header = BookIndex.Header(
            rules: BookIndex.rules, bookSize: file.size, bookHash: bookHash, version: book.version, count: keys.count,
            sortKeysSize: keys.parts.reduce(0) { $0 + $1.keys.reduce(0) { $0 + $1.sortKey.count } },
            haystacksSize: keys.parts.reduce(0) { $0 + $1.keys.reduce(0) { $0 + $1.text.count + $1.digits.count } })
        removeStaleFiles(in: (path as NSString).deletingLastPathComponent)
        do {
            try AtomicFileWriter.write(to: path, durable: false) { descriptor throws(AtomicFileWriter.Failure) in
                var output = Output(descriptor: descriptor)
                header.words.withUnsafeBytes { output.append($0) }
                // Each contact's haystacks one after the other, whatever lies between them in
                // memory (those of contacts changed since, `ChangedBookReader`).
                var (line, sortKeyOffset, haystackOffset) = (0, 0, 0)
                for part in keys.parts {
                    for contact in part.keys {
                        let record = BookIndex.Record(
                            line: source.lines[line], checksum: source.checksums[line], id: source.contacts[line].id,
                            sortKey: sortKeyOffset..<sortKeyOffset + contact.sortKey.count, keys: contact.movingHaystacks(to: haystackOffset))
                        output.append(record)
                        (line, sortKeyOffset) = (line + 1, sortKeyOffset + contact.sortKey.count)
                        haystackOffset += contact.text.count + contact.digits.count
                    }
                }
                var keys = keys
                keys.makeOrder()
                (keys.order ?? []).map { UInt32($0) }.withUnsafeBytes { output.append($0) }
                for part in keys.parts {
                    for contact in part.keys { contact.sortKey.withUnsafeBytes { output.append($0) } }
                }
                for part in keys.parts {
                    part.haystacks.withUnsafeBytes { haystacks in
                        for contact in part.keys {
                            output.append(UnsafeRawBufferPointer(rebasing: haystacks[contact.text.lowerBound..<contact.digits.upperBound]))
                        }
                    }
                }
                try output.finish()
            }
            return true
        } catch {
            return false
        }
    }

    /// An index neither written nor read for this long is of a book moved, deleted or left
    /// alone (each is tens of megabytes at 100,000 contacts): dropping it costs the book, if it
    /// is still there, one slower open.
    static let unusedIndexLifetime = 30 * 24 * 3600

    /// Temporary files of writes cut off by the end of their process over a minute ago, and
    /// indexes unused for `unusedIndexLifetime` (a read marks an index used, `markUsed`).
    static func removeStaleFiles(in directory: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names {
            guard let lifetime = lifetime(ofFileNamed: name) else { continue }
            let path = (directory as NSString).appendingPathComponent(name)
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, time(nil) - info.st_mtim.tv_sec > lifetime { unlink(path) }
        }
    }

    /// How long a file of ours may stay unused: an index (`BookIndex.path`: hex digits and
    /// ".index") or the temporary file of one being written (`AtomicFileWriter`: a dot before
    /// it, six characters after); nil for any other name, which is never ours to remove.
    static func lifetime(ofFileNamed name: String) -> Int? {
        func isHex(_ part: Substring) -> Bool { !part.isEmpty && part.utf8.allSatisfy { $0 &- 0x30 < 10 || $0 &- 0x61 < 6 } }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 2, isHex(parts[0]), parts[1] == "index" { return unusedIndexLifetime }
        if parts.count == 4, parts[0].isEmpty, isHex(parts[1]), parts[2] == "index", parts[3].utf8.count == 6 { return 60 }
        return nil
    }

    /// Marks the index open as `descriptor` used now, so it is not dropped as stale.
    static func markUsed(_ descriptor: Int32) {
        _ = futimens(descriptor, nil)
    }

    /// The index's bytes gathered a megabyte at a time, hashed as they go out.
    private struct Output {
        let descriptor: Int32
        var buffer: [UInt8] = []
        var hasher = FileFingerprint.ContentHasher()
        var failed = false
        static let batch = 1 << 20

        init(descriptor: Int32) {
            self.descriptor = descriptor
            buffer.reserveCapacity(Self.batch)
        }

        mutating func append(_ record: BookIndex.Record) {
            var bytes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
            withUnsafeMutableBytes(of: &bytes) { raw in
                if let base = raw.baseAddress { record.store(to: base) }
            }
            withUnsafeBytes(of: bytes) { append($0) }
        }

        mutating func append(_ bytes: UnsafeRawBufferPointer) {
            if buffer.count + bytes.count > Self.batch {
                flush()
                if bytes.count > Self.batch {
                    send(bytes)
                    return
                }
            }
            buffer.append(contentsOf: bytes)
        }

        /// Writes what is left and the hash of everything.
        mutating func finish() throws(AtomicFileWriter.Failure) {
            flush()
            withUnsafeBytes(of: hasher.finish()) { send($0) }
            if failed { throw AtomicFileWriter.Failure(reason: AtomicFileWriter.errorText()) }
        }

        private mutating func flush() {
            buffer.withUnsafeBytes { send($0) }
            buffer.removeAll(keepingCapacity: true)
        }

        private mutating func send(_ bytes: UnsafeRawBufferPointer) {
            hasher.combine(bytes)
            if !failed, !PiecedBytes.write([bytes], to: descriptor) { failed = true }
        }
    }
}

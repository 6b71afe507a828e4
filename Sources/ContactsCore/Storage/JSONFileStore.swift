import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The book as one JSON file. A file that cannot be read or parsed is reported and never
/// overwritten; saving replaces the file atomically (see `AtomicFileWriter`).
public final class JSONFileStore: ContactStore {
    /// The path as the user gave it, for messages.
    public let path: String
    /// Opened with --read-only: every save is refused.
    public let isReadOnly: Bool
    /// Sees each step of a save (for the test that proves their order).
    var observeWrite: (AtomicFileWriter.Step) -> Void = { _ in }
    /// Makes the next write fail after the backups were prepared, as a full disk would (tests).
    var failNextWrite: String?
    /// The backup rotation happens on the first save of a session only.
    private var hasRotatedBackups = false
    /// Set when the last save could not keep a backup (the save itself went through).
    public private(set) var backupProblem: String?
    /// The file as this store last read or wrote it, to notice another writer.
    private var fingerprint: FileFingerprint?
    /// There was no file when the book was read: one that appears later is another writer's.
    private var sawNoFile = false
    /// Books from this size are kept in their file, not in memory (`KeptBookReader`).
    let keepsFilesFrom: Int
    public static let keptFileSize = 4 << 20
    /// The file the book last read is kept in, while its contacts are in use.
    private weak var kept: KeptBookFile?

    /// How many session versions the backups keep (the settings' `backups`).
    public let backupsKept: Int

    /// Where a book kept in its file has its index (`BookIndex`), made whenever it is read from
    /// its JSON (all of it, or the lines changed since the index was made) and read instead of
    /// it at the next open; nil for none.
    let indexPath: String?

    /// How the book was last read: whole, line by line from its JSON, or from its index (with
    /// the lines changed since read from their JSON).
    enum ReadPath { case whole, lines, index, indexAndChangedLines }
    private(set) var lastRead: ReadPath?

    /// The chunks a book kept in its file is read in (`BookLineScan`): tests make them small to
    /// have a small book read in parts, as a large one is.
    var chunkSize = BookLineScan.chunkSize

    public init(
        path: String, readOnly: Bool = false, backupsKept: Int = Backups.defaultKept, keepsFilesFrom: Int = keptFileSize,
        indexDirectory: String? = nil
    ) {
        self.path = path
        self.isReadOnly = readOnly
        self.backupsKept = backupsKept
        self.keepsFilesFrom = keepsFilesFrom
        indexPath = indexDirectory.map { BookIndex.path(forBook: path, in: $0) }
    }

    /// Waits for the indexes being written in the background (the process waits for them
    /// before it exits anyway).
    public static func waitForIndexWrites() { BookIndexWriter.waitForWrites() }

    /// The index of the book just read from its JSON, written once the book is in use
    /// (`loadDidFinish`), by the next transaction, or when the store goes: written during the
    /// open, it took a core and the memory's bandwidth from making the list.
    private var pendingIndexWrite: (() -> Void)?

    public func loadDidFinish() { startIndexWrite() }

    private func startIndexWrite() {
        pendingIndexWrite?()
        pendingIndexWrite = nil
    }

    deinit { startIndexWrite() }

    public var displayName: String { (path as NSString).lastPathComponent }
    public var location: String { path }

    /// Where writes go: a symlinked data file is followed, so the link stays a link.
    private var resolvedPath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { target in
            target.hasPrefix("/") ? target : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        } ?? path
    }

    public func loadIfPresent() throws(StoreError) -> AddressBook? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT {
                sawNoFile = true
                return nil
            }
            throw .unreadable(path: path, reason: AtomicFileWriter.errorText())
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable(path: path, reason: "it is a directory or special file, not a regular file")
        }
        let (book, readFingerprint) = try readBook()
        fingerprint = readFingerprint
        return book
    }

    /// Found line by line in a file of the layout this app writes (`BookLineScan`); nil for a
    /// missing file or any other layout, which is read whole to be checked and reported.
    public func contacts(mayMatching search: ContactSearch) throws(StoreError) -> [Contact]? {
        try readLineByLine { descriptor, size in BookLineScan.contacts(inFile: descriptor, size: size, mayMatching: search) }
    }

    /// Written line by line from a file of the layout this app writes (`BookCards`); nil for a
    /// missing file, any other layout or a book with a repeated id, which is loaded instead.
    public func cards(version: VCardWriter.Version) throws(StoreError) -> ExportedContacts? {
        try readLineByLine { descriptor, size in BookCards.cards(inFile: descriptor, size: size, version: version) }
    }

    /// What `scan` reads from the book file (its descriptor and size); nil for a missing file
    /// or one that is not a regular file.
    private func readLineByLine<Result>(_ scan: (Int32, Int) -> Result?) throws(StoreError) -> Result? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try withOpenFile { descriptor, info in info.st_mode & S_IFMT == S_IFREG ? scan(descriptor, Int(info.st_size)) : nil }
    }

    /// Books from this size take long enough to read that a first page is worth showing first.
    public static let previewSize = 4 << 20

    /// For a large book, the contacts in its first bytes, read in milliseconds, to show while the
    /// whole book is read and checked by `loadIfPresent`; nil for a small, missing or odd file.
    /// 64 KB hold some 150 contacts of the usual size, more rows than a terminal has: a
    /// megabyte took 25 ms to read and list at every open, and a quarter megabyte 8 ms, before
    /// the whole book was started.
    public func preview(bytes: Int = 1 << 16) -> [Contact]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) >= Self.previewSize else { return nil }
        var start = Data(count: bytes)
        let count = start.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, bytes) }
        guard count > 0 else { return nil }
        return BookJSONReader.readPrefix(start.prefix(count))
    }

    /// The book in the file and the file's identity, through one descriptor: a large book in the
    /// layout this app writes kept in its file (`KeptBookReader`), any other read whole.
    private func readBook() throws(StoreError) -> (AddressBook, FileFingerprint) {
        try withOpenFile { descriptor, info throws(StoreError) in
            let size = Int(info.st_size)
            kept = nil
            // An index still to write is for bytes read before these.
            pendingIndexWrite = nil
            if info.st_mode & S_IFMT == S_IFREG, size >= keepsFilesFrom, let (found, hash, read, unchecked) = keptBook(descriptor, size: size) {
                var book = found
                kept = book.source?.bytes.keptFile
                lastRead = read
                // An index is only made of a book whose ids were checked, from the same bytes.
                // When only a few contacts can repeat an id (none, when the walk found the ids'
                // mixed bits all different), they are compared with every id; a
                // repeat found, or more of them, and the whole book is checked (which words it).
                if read != .index {
                    if !(unchecked.map(book.idsOccurOnce) ?? false) { _ = try checkedIDs(book) }
                    book.source?.keys?.makeOrder()
                    if let indexPath, let keys = book.source?.keys {
                        pendingIndexWrite = { [book] in BookIndexWriter.writeInBackground(book, keys: keys, bookHash: hash, to: indexPath) }
                    }
                }
                return (book, FileFingerprint(info: info, hash: hash))
            }
            guard let data = FileBytes.readAll(descriptor, expected: size) else {
                throw .unreadable(path: path, reason: AtomicFileWriter.errorText())
            }
            lastRead = .whole
            return (try decode(data), FileFingerprint(info: info, data: data))
        }
    }

    /// The book kept in its file, the file's hash (taken beside the index's read, or as the
    /// lines are read), how it was read and which contacts' ids are to be checked (nil: all);
    /// nil for any layout but this app's.
    private func keptBook(_ descriptor: Int32, size: Int) -> (AddressBook, UInt64, ReadPath, unchecked: [Int]?)? {
        let kept = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard kept >= 0 else { return nil }
        let file = KeptBookFile(descriptor: kept, size: size)
        if let indexPath, let read = BookIndexReader.read(indexAt: indexPath, file: file, descriptor: descriptor) {
            return (read.book, read.hash, read.isExact ? .index : .indexAndChangedLines, read.unchecked)
        }
        return KeptBookReader.read(file, descriptor: descriptor, chunkSize: chunkSize).map { ($0.book, $0.hash, .lines, $0.idsDiffer ? [] : nil) }
    }

    /// The file's identity and content hash now, read through one descriptor, nothing kept.
    private func currentFingerprint() throws(StoreError) -> FileFingerprint {
        try withOpenFile { descriptor, info throws(StoreError) in
            guard let hash = FileFingerprint.hash(ofFile: descriptor, size: Int(info.st_size)) else {
                throw .unreadable(path: path, reason: AtomicFileWriter.errorText())
            }
            return FileFingerprint(info: info, hash: hash)
        }
    }

    /// The book file opened for reading, with what fstat says of it, for as long as `body` runs.
    private func withOpenFile<Result>(_ body: (Int32, stat) throws(StoreError) -> Result) throws(StoreError) -> Result {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: AtomicFileWriter.errorText()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: AtomicFileWriter.errorText()) }
        return try body(descriptor, info)
    }

    /// Under an advisory lock on `contacts.json.lock` (a lock on the book itself would be lost
    /// at each rename), checks whether another writer changed the file since this store read or
    /// wrote it, lets `change` work on what is there now, and saves the result.
    public func transaction(_ change: (AddressBook?) throws(StoreError) -> AddressBook?) throws(StoreError) -> AddressBook? {
        guard !isReadOnly else { throw .writeFailed(path: path, reason: "the book was opened read-only (--read-only)") }
        do {
            try AtomicFileWriter.makeDirectory(
                (resolvedPath as NSString).deletingLastPathComponent.isEmpty ? "." : (resolvedPath as NSString).deletingLastPathComponent)
        } catch {
            throw .writeFailed(path: path, reason: error.reason)
        }
        let lock = try FileLock(path: resolvedPath + ".lock")
        defer {
            lock.release()
            startIndexWrite()
        }
        removeStaleTemporaryFiles()
        guard let updated = try change(try changedOnDisk()) else { return nil }
        // Another program wrote into the file kept open since it was read (found as the change
        // read a contact, or as the save copied one): what it holds now is theirs, and the
        // change is worked out again on top of it.
        if updated.source?.bytes.keptFile?.wasFoundChanged != true {
            do {
                try save(updated)
                return updated
            } catch {
                guard updated.source?.bytes.keptFile?.wasFoundChanged == true else { throw error }
            }
        }
        guard let again = try change(try readBook().0) else { return nil }
        try save(again)
        return again
    }

    /// Temporary files of saves that were killed half-way: every save writes its temporary file
    /// under the lock, so one found while holding the lock belongs to nobody.
    private func removeStaleTemporaryFiles() {
        let directory = (resolvedPath as NSString).deletingLastPathComponent
        let prefix = "." + (resolvedPath as NSString).lastPathComponent + "."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        for name in names where name.hasPrefix(prefix) && name.count == prefix.count + 6 {
            unlink((directory as NSString).appendingPathComponent(name))
        }
    }

    /// The book on disk when it is not the one this store last saw; nil when unchanged (or gone:
    /// the save that follows puts it back).
    private func changedOnDisk() throws(StoreError) -> AddressBook? {
        guard let known = fingerprint else {
            // No file when the book was read, and one now: another writer created it.
            guard sawNoFile, FileManager.default.fileExists(atPath: resolvedPath) else { return nil }
            return try readBook().0
        }
        guard let now = FileFingerprint.statOnly(resolvedPath) else { return nil }
        // A kept file found changed since it was read was written by another program, whatever
        // its identity says.
        if kept?.wasFoundChanged != true {
            // Same identity counts as unchanged only when the file is not "racy": timestamps are
            // coarse (a few milliseconds) and inodes are reused, so a file written moments ago by
            // another writer can look identical. Then the content decides (as git does).
            if now.sameFile(as: known), !now.isRecent { return nil }
            let current = try currentFingerprint()
            if current.hash == known.hash {
                fingerprint = current
                return nil
            }
        }
        return try readBook().0
    }

    public func save(_ book: AddressBook) throws(StoreError) {
        guard !isReadOnly else { throw .writeFailed(path: path, reason: "the book was opened read-only (--read-only)") }
        let file = try Self.file(book, path: path)
        let target = resolvedPath
        let backups = Backups(path: target, kept: backupsKept)
        // The old file is linked before it is replaced; the backups move only once the new one
        // is in place, so failed saves never push real versions out of the rotation.
        let prepared = backups.prepare()
        do throws(AtomicFileWriter.Failure) {
            if let reason = failNextWrite {
                failNextWrite = nil
                throw AtomicFileWriter.Failure(reason: reason)
            }
            var hasher = FileFingerprint.FileHasher(from: 0)
            try AtomicFileWriter.write(file, to: target, observe: observeWrite) { hasher.combine($0) }
            fingerprint = FileFingerprint(path: target, hash: hasher.finish())
        } catch {
            backups.discard()
            throw .writeFailed(path: path, reason: error.reason)
        }
        sawNoFile = false
        backupProblem = nil
        if prepared {
            backupProblem = backups.commit(rotating: !hasRotatedBackups)
            hasRotatedBackups = true
        }
    }

    /// The book as the file's bytes: sorted keys, one contact a line (`BookJSONWriter`).
    public static func encode(_ book: AddressBook, path: String = "contacts") throws(StoreError) -> Data {
        try file(book, path: path).data
    }

    private static func file(_ book: AddressBook, path: String) throws(StoreError) -> PiecedBytes {
        do {
            return try BookJSONWriter.file(book)
        } catch {
            throw .writeFailed(path: path, reason: "cannot encode the book: \(error)")
        }
    }

    public func decode(_ data: Data) throws(StoreError) -> AddressBook {
        let book: AddressBook
        do {
            // The fast reader takes the books it is sure of; Foundation reads the rest and
            // words every error.
            book = try BookJSONReader.read(data) ?? JSONDecoder().decode(AddressBook.self, from: data)
        } catch let error as UnsupportedVersionError {
            throw .unsupportedVersion(path: path, found: error.found, supported: AddressBook.currentVersion)
        } catch let error as DecodingError {
            throw .malformed(path: path, detail: DecodingErrorDescription.describe(error, in: data))
        } catch {
            throw .malformed(path: path, detail: "\(error)")
        }
        return try checkedIDs(book)
    }

    /// The book, unless two of its contacts share an id.
    private func checkedIDs(_ book: AddressBook) throws(StoreError) -> AddressBook {
        if let (first, second) = book.firstDuplicateID() {
            throw .malformed(path: path, detail: "contacts[\(first)] and contacts[\(second)] have the same id \(book.contacts[first].id)")
        }
        return book
    }
}

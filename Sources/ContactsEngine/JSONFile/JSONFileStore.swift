import ContactsCore
import Foundation
import Localization

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
    /// `--force-write`: a read-only or another user's file is written all the same.
    public let forcesWrite: Bool
    public private(set) var writeProtection: String?
    /// Told when a change waits (a second and more) for another program holding the lock.
    public var waitingForLock: (() -> Void)?
    /// How long a change waits for that lock before giving up (shorter in tests).
    var lockPatience = 60.0
    /// Sees each step of a save (for the test that proves their order).
    var observeWrite: (AtomicFileWriter.Step) -> Void = { _ in }
    /// Makes the next write fail after the backups were prepared, as a full disk would (tests).
    var failNextWrite: String?
    /// Makes backups' hard links fail, as on a filesystem without them (tests).
    var linkBackups: @Sendable (String, String) -> Int32 = { Glibc.link($0, $1) }
    /// The backup rotation happens on the first save of a session only.
    private var hasRotatedBackups = false
    /// Set when the last save could not keep a backup (the save itself went through).
    public private(set) var backupProblem: String?
    /// The file as this store last read or wrote it, to notice another writer.
    private var fingerprint: FileFingerprint?
    /// There was no file when the book was read: one that appears later is another writer's.
    private var sawNoFile = false
    /// Where the contacts lie in the file last read or written, for a save to copy the lines of
    /// those unchanged from it.
    private var source: BookSource?
    /// The file another writer left, as the last `locked` read it (`keepReadUnderLock`).
    private var readUnderLock: FileFingerprint?

    /// How many session versions the backups keep (the settings' `backups`).
    public let backupsKept: Int
    /// The name of this book in a library of several, given to every contact read from it
    /// (`Contact.book`); nil for a book on its own.
    public let book: String?

    public init(path: String, readOnly: Bool = false, forceWrite: Bool = false, backupsKept: Int = Backups.defaultKept, book: String? = nil) {
        self.path = path
        self.isReadOnly = readOnly
        self.forcesWrite = forceWrite
        self.backupsKept = backupsKept
        self.book = book
    }

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
            throw .unreadable(path: path, reason: tr("it is a directory or special file, not a regular file"))
        }
        let (book, readFingerprint) = try readBook()
        fingerprint = readFingerprint
        writeProtection = protection(of: info)?.phrase
        return book
    }

    /// Why a file that may be read may not be written: no write permission in its mode (a
    /// 0444 book, which root could otherwise replace), or another user's file that the folder
    /// would let this one replace. Nil with `--force-write`.
    private func protection(of info: stat) -> Protection? {
        guard !forcesWrite else { return nil }
        if info.st_mode & 0o222 == 0 { return .readOnly(mode: String(format: "%04o", info.st_mode & 0o7777)) }
        if access(path, W_OK) != 0 && errno == EACCES { return .notYours(user: String(info.st_uid)) }
        return nil
    }

    /// Why a book may not be written, said whole where a save is refused.
    private enum Protection {
        case readOnly(mode: String)
        case notYours(user: String)

        /// `writeProtection`: what follows the file's name ("contacts.json is read-only (mode 0444)").
        var phrase: String {
            switch self {
            // TRANSLATORS: follows a file's name: "contacts.json is read-only (mode 0444): open read-only".
            case .readOnly(let mode): tr("is read-only (mode {mode})", ["mode": mode])
            // TRANSLATORS: follows a file's name: "contacts.json is not yours to write (it belongs to user 1000): open read-only".
            case .notYours(let user): tr("is not yours to write (it belongs to user {user})", ["user": user])
            }
        }

        /// Why a save is refused.
        var refusal: String {
            switch self {
            case .readOnly(let mode):
                tr("it is read-only (mode {mode}); nothing was written (--force-write writes it all the same)", ["mode": mode])
            case .notYours(let user):
                tr(
                    "it is not yours to write (it belongs to user {user}); nothing was written (--force-write writes it all the same)",
                    ["user": user])
            }
        }
    }

    /// Whether a save could write the book now: not read-only, not protected, and its folder
    /// (when it exists yet) writable. A library neither locks nor changes a book that is not.
    package var isWritable: Bool {
        guard (try? checkWritable()) != nil else { return false }
        let folder = (resolvedPath as NSString).deletingLastPathComponent
        return access(folder.isEmpty ? "." : folder, W_OK) == 0 || errno == ENOENT
    }

    /// Refuses to write with --read-only, or a book that may not be written as it is now.
    package func checkWritable() throws(StoreError) {
        guard !isReadOnly else { throw .writeFailed(path: path, reason: tr("the book was opened read-only (--read-only)")) }
        var info = stat()
        guard stat(path, &info) == 0, let protection = protection(of: info) else { return }
        writeProtection = protection.phrase
        throw .writeFailed(path: path, reason: protection.refusal)
    }

    /// Books from this size take long enough to read that a first page is worth showing first.
    public static let previewSize = 4 << 20

    /// For a large book, the contacts in its first bytes, read in milliseconds, to show while the
    /// whole book is read and checked by `loadIfPresent`; nil for a small, missing or odd file.
    /// 64 KB hold some 150 contacts of the usual size, more rows than a terminal has: a
    /// megabyte took 25 ms to read and list at every open, and a quarter megabyte 8 ms, before
    /// the whole book was started.
    public func preview(bytes: Int = 1 << 16) -> [Contact]? {
        guard case .success(let (descriptor, info)) = RegularFile.open(path) else { return nil }
        defer { close(descriptor) }
        guard Int(info.st_size) >= Self.previewSize else { return nil }
        var start = Data(count: bytes)
        let count = start.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, bytes) }
        guard count > 0 else { return nil }
        return BookJSONReader.readPrefix(start.prefix(count)).map { named($0) }
    }

    /// The contacts as this store's book: each given its name, when it has one.
    private func named(_ contacts: [Contact]) -> [Contact] {
        guard let book else { return contacts }
        return contacts.map { contact in
            var named = contact
            named.book = book
            return named
        }
    }

    private func named(_ read: AddressBook) -> AddressBook {
        guard book != nil else { return read }
        var named = read
        named.contacts = self.named(read.contacts)
        return named
    }

    /// The book in the file and the file's identity, through one descriptor: read a chunk at
    /// a time in parts on all cores, or, for a book the parts reader gives up on, whole.
    private func readBook() throws(StoreError) -> (AddressBook, FileFingerprint) {
        try withOpenFile { descriptor, info throws(StoreError) in
            try Self.checkCanBeABook(descriptor, size: Int(info.st_size), path: path)
            if let read = BookJSONReader.read(file: descriptor, size: Int(info.st_size)) {
                let file = FileFingerprint(info: info, hash: read.hash)
                // Named before the source keeps them: a save still finds them unchanged.
                let book = named(read.book)
                source = read.lines.map { BookSource(contacts: book.contacts, lines: $0, file: file) }
                return (try checkedIDs(book), file)
            }
            guard let data = FileBytes.readAll(descriptor, expected: Int(info.st_size)) else {
                throw .unreadable(path: path, reason: AtomicFileWriter.errorText())
            }
            source = nil
            return (named(try decode(data, fast: BookJSONReader.readInOnePass)), FileFingerprint(info: info, data: data))
        }
    }

    /// The largest file read as a book: some seventeen times the 100,000 contacts of the
    /// benchmarks (60 MB), far below what reading it would ask of memory.
    public static let largestBook = 1 << 30

    /// Refuses early what cannot be a book, before reading takes memory or minutes: a file past
    /// `largestBook`, or one whose first character cannot begin JSON (a gigabyte of NULs
    /// before a valid document took five minutes).
    private static func checkCanBeABook(_ descriptor: Int32, size: Int, path: String) throws(StoreError) {
        guard size <= largestBook else {
            throw .malformed(
                path: path,
                detail: tr("it is {size} MB, more than a book can be (1 GB; 100,000 contacts take about 60 MB)", ["size": String(size >> 20)]))
        }
        var start = [UInt8](repeating: 0, count: min(size, 4096))
        let count = start.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0, let first = start[..<count].first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) else { return }
        // Other JSON is left to the reader, whose message says what the top level should be.
        guard Array("{[\"-0123456789tfn".utf8).contains(first) else {
            // TRANSLATORS: {brace} is "{", the character a JSON object begins with; {byte} is a byte in hexadecimal: "0x00".
            throw .malformed(
                path: path,
                detail: tr(
                    "it does not begin with \"{brace}\" as a contacts file does (byte {byte} first)",
                    ["brace": "{", "byte": String(format: "0x%02X", first)]))
        }
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
        switch RegularFile.open(path) {
        case .failure(let refusal): throw .unreadable(path: path, reason: refusal.reason)
        case .success(let (descriptor, info)):
            defer { close(descriptor) }
            return try body(descriptor, info)
        }
    }

    /// Under an advisory lock on `contacts.json.lock` (a lock on the book itself would be lost
    /// at each rename), checks whether another writer changed the file since this store read or
    /// wrote it, lets `change` work on what is there now, and saves the result.
    public func transaction(_ change: (AddressBook?) throws(StoreError) -> AddressBook?) throws(StoreError) -> AddressBook? {
        try checkWritable()
        return try locked { onDisk throws(StoreError) in
            guard let updated = try change(onDisk) else { return nil }
            try save(updated)
            return updated
        }
    }

    /// Runs `body` under the book's lock with the book as another writer left it (nil: as this
    /// store last read or wrote it). The transaction's first half: a library's store nests these
    /// to change several books as one (`LibraryStore`), saving each that changed.
    package func locked<Result>(_ body: (AddressBook?) throws(StoreError) -> Result) throws(StoreError) -> Result {
        do {
            try AtomicFileWriter.makeDirectory(
                (resolvedPath as NSString).deletingLastPathComponent.isEmpty ? "." : (resolvedPath as NSString).deletingLastPathComponent)
        } catch {
            throw .writeFailed(path: path, reason: error.reason)
        }
        let lock: FileLock
        do {
            lock = try FileLock(path: resolvedPath + ".lock", patience: lockPatience, waiting: waitingForLock)
        } catch .busy(_, let seconds) {
            throw .busy(path: path, seconds: seconds)
        }
        defer { lock.release() }
        removeStaleTemporaryFiles()
        let changed = try changedOnDisk()
        readUnderLock = changed?.file
        return try body(changed?.book)
    }

    /// Takes the book `locked` gave as this store's own, though it was not written: a library
    /// whose change left this book as another writer made it.
    package func keepReadUnderLock() {
        guard let read = readUnderLock else { return }
        (fingerprint, sawNoFile, readUnderLock) = (read, false, nil)
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

    /// The book on disk when it is not the one this store last saw; nil when unchanged. A book
    /// that is gone is said once (`.bookGone`); the store then knows of no file, so the next
    /// save writes the book back, as the person was asked.
    private func changedOnDisk() throws(StoreError) -> (book: AddressBook, file: FileFingerprint)? {
        guard let known = fingerprint else {
            // No file when the book was read, and one now: another writer created it.
            guard sawNoFile, FileManager.default.fileExists(atPath: resolvedPath) else { return nil }
            return try readBook()
        }
        guard let now = FileFingerprint.statOnly(resolvedPath) else {
            var info = stat()
            guard lstat(resolvedPath, &info) != 0, errno == ENOENT else { return nil }
            (fingerprint, source, sawNoFile) = (nil, nil, true)
            throw .bookGone(path: path)
        }
        // Same identity counts as unchanged only when the file is not "racy": timestamps are
        // coarse (a few milliseconds) and inodes are reused, so a file written moments ago by
        // another writer can look identical. Then the content decides (as git does).
        if now.sameFile(as: known), !now.isRecent { return nil }
        let current = try currentFingerprint()
        if current.hash == known.hash {
            fingerprint = current
            return nil
        }
        return try readBook()
    }

    /// Without the lock: a writer replaces the file whole by a rename, so what is read is one
    /// version or the other.
    public func bookChangedElsewhere() throws(StoreError) -> AddressBook? {
        guard let (book, file) = try changedOnDisk() else { return nil }
        fingerprint = file
        sawNoFile = false
        return book
    }

    /// Replaces the file as a whole: either all of it is written or none. Called by the
    /// transaction (and by tests of the file's writing).
    public func save(_ book: AddressBook) throws(StoreError) {
        try checkWritable()
        let target = resolvedPath
        // The lines of unchanged contacts are copied from the file they lie in, while it is
        // still that file.
        let read = source.flatMap { Self.openFile(target, ifStill: $0.file) }
        defer { read.map { _ = close($0) } }
        let file = try Self.file(book, path: path, source: read == nil ? nil : source)
        let backups = Backups(path: target, kept: backupsKept, link: linkBackups)
        // The old file is linked before it is replaced; the backups move only once the new one
        // is in place, so failed saves never push real versions out of the rotation.
        let prepared = backups.prepare()
        do throws(AtomicFileWriter.Failure) {
            if let reason = failNextWrite {
                failNextWrite = nil
                throw AtomicFileWriter.Failure(reason: reason)
            }
            var hasher = FileFingerprint.FileHasher(from: 0)
            try AtomicFileWriter.write(to: target, observe: observeWrite) { descriptor throws(AtomicFileWriter.Failure) in
                guard file.write(to: descriptor, copying: read.map(ChunkedBytes.reading), observe: { hasher.combine($0) }) else {
                    throw AtomicFileWriter.Failure(reason: AtomicFileWriter.errorText())
                }
            }
            fingerprint = FileFingerprint(path: target, hash: hasher.finish())
            source = fingerprint.map { BookSource(contacts: book.contacts, lines: file.lines, file: $0) }
        } catch {
            backups.discard()
            throw .writeFailed(path: path, reason: error.reason)
        }
        sawNoFile = false
        switch prepared {
        case .nothing: backupProblem = nil
        // Said after every save that keeps none, never only the first.
        case .failed(let reason): backupProblem = tr("no backup was kept: {reason}", ["reason": reason])
        case .ready:
            backupProblem = backups.commit(rotating: !hasRotatedBackups)
            hasRotatedBackups = true
        }
    }

    /// The book file at `path` opened for reading, when it is still the file `known` describes.
    private static func openFile(_ path: String, ifStill known: FileFingerprint) -> Int32? {
        guard case .success(let (descriptor, info)) = RegularFile.open(path) else { return nil }
        guard FileFingerprint(info: info, hash: 0).sameFile(as: known) else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// The book as the file's bytes: sorted keys, one contact a line (`BookJSONWriter`).
    public static func encode(_ book: AddressBook, path: String = "contacts") throws(StoreError) -> Data {
        try file(book, path: path, source: nil).data
    }

    private static func file(_ book: AddressBook, path: String, source: BookSource?) throws(StoreError) -> BookFileBytes {
        do {
            return try BookJSONWriter.file(book, source: source)
        } catch {
            throw .writeFailed(path: path, reason: tr("cannot encode the book: {error}", ["error": "\(error)"]))
        }
    }

    public func decode(_ data: Data) throws(StoreError) -> AddressBook {
        try decode(data, fast: BookJSONReader.read)
    }

    /// The book in `data`: the `fast` reader takes the books it is sure of; Foundation reads
    /// the rest and words every error.
    private func decode(_ data: Data, fast: (Data) -> AddressBook?) throws(StoreError) -> AddressBook {
        let book: AddressBook
        do {
            if let book = fast(data) { return try checkedIDs(book) }
            // The fast reader gives up on a repeated key; Foundation would quietly take one.
            if let key = BookJSONReader.firstRepeatedKey(data) {
                throw StoreError.malformed(
                    path: path,
                    detail: tr("\"{key}\" is written twice; other programs read the other one, so nothing is guessed: remove one", ["key": key]))
            }
            book = try JSONDecoder().decode(AddressBook.self, from: data)
        } catch let error as StoreError {
            throw error
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
            throw .malformed(
                path: path,
                detail: tr(
                    "contacts[{first}] and contacts[{second}] have the same id {id}",
                    ["first": String(first), "second": String(second), "id": "\(book.contacts[first].id)"]))
        }
        return book
    }
}

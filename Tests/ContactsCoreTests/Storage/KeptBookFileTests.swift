import Foundation
import Testing

@testable import ContactsCore

#if canImport(Glibc)
    import Glibc
#endif

/// A large book is kept in its file, not in memory: it reads as the same book, a save writes
/// the same bytes, and bytes another program writes into the file meanwhile are never used.
@Suite struct KeptBookFileTests {
    static func book(_ count: Int = 40) -> AddressBook {
        AddressBook(
            contacts: (0..<count).map { index in
                Contact(
                    id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index))!, firstName: "N\(index)",
                    lastName: ["Zola", "Ådahl", "民主", "Ὀδυσσεύς"][index % 4],
                    emails: index % 3 == 0 ? [] : [LabeledValue(label: "home", value: "n\(index)@example.org")],
                    notes: index % 2 == 0 ? "line \(index)\nsaid \"hi\"" : "", tags: index % 5 == 0 ? ["five"] : [])
            })
    }

    /// The book written by this app at a path, and a store that keeps any book in its file.
    func withKeptBook<T>(_ book: AddressBook = book(), _ body: (String, JSONFileStore) throws -> T) throws -> T {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try BookJSONWriter.reference(book).write(to: URL(fileURLWithPath: path))
            let store = JSONFileStore(path: path, keepsFilesFrom: 0)
            return try body(path, store)
        }
    }

    /// Writes `replacement` over the first `text` in the file, where it lies, as a program that
    /// does not rename a new file into place would; the modification time is put back.
    func rewriteInPlace(_ path: String, _ text: String, with replacement: String) throws {
        #expect(text.utf8.count == replacement.utf8.count)
        var before = stat()
        stat(path, &before)
        let data = try contents(of: path)
        let at = try #require(data.range(of: Data(text.utf8))).lowerBound
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: UInt64(at))
        try handle.write(contentsOf: Data(replacement.utf8))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        utimensat(AT_FDCWD, path, &times, 0)
    }

    /// Sets the file's modification time an hour back: not a file written moments ago, whose
    /// identity the store would not trust.
    func age(_ path: String) {
        var times = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
        utimensat(AT_FDCWD, path, &times, 0)
    }

    @Test func aKeptBookReadsAsTheBookReadWhole() throws {
        try withKeptBook { path, store throws in
            let kept = try #require(try store.loadIfPresent())
            #expect(kept.source?.bytes.keptFile != nil)
            let whole = try #require(BookJSONReader.read(try contents(of: path)))
            #expect(whole.source?.bytes.keptFile == nil)
            #expect(kept == whole)
            #expect(kept.contacts.map(\.displayName) == Self.book().contacts.map(\.displayName))
        }
    }

    /// Also read in parts shared by the cores, as a large book is, each part hashing the bytes
    /// it reads: their shares make the hash of the whole file.
    @Test(arguments: [1024, 1000, 4099])
    func aKeptBookReadInPartsReadsAsTheBook(chunkSize: Int) throws {
        try withKeptBook(Self.book(400)) { path, _ throws in
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            let bytes = try contents(of: path)
            let file = KeptBookFile(descriptor: dup(descriptor), size: bytes.count)
            let kept = try #require(KeptBookReader.read(file, descriptor: descriptor, chunkSize: chunkSize))
            #expect(kept.book == Self.book(400))
            #expect(kept.book.source?.keys?.parts.count == BookLineScan.partsOfALargeBook)
            #expect(kept.hash == FileFingerprint.hash(bytes))
        }
    }

    @Test(arguments: 0..<20)
    func anyChangeSavedFromAKeptFileIsTheBookWrittenAnew(seed: Int) throws {
        try withKeptBook { path, store throws in
            var random = SeededRandom(seed: UInt64(seed))
            var book = try #require(try store.loadIfPresent())
            book.makeRandomChanges(&random)
            try store.save(book)
            #expect(try contents(of: path) == (try BookJSONWriter.reference(book)))
        }
    }

    /// Its pieces go out a few lines at a time, and a line longer than a batch alone.
    @Test func aSaveStreamsTheKeptLinesInBatchesOfAnySize() throws {
        try withKeptBook { _, store throws in
            var book = try #require(try store.loadIfPresent())
            book.contacts[7].nickname = "changed"
            let file = try BookJSONWriter.file(book)
            for batchSize in [1, 64, 500, 1 << 20] {
                var streamed = Data()
                try file.forEachBatch(batchSize: batchSize) { chunks in chunks.forEach { streamed.append(contentsOf: $0) } }
                #expect(streamed == (try BookJSONWriter.reference(book)), "batches of \(batchSize)")
            }
        }
    }

    @Test func aContactAnotherProgramRewroteInPlaceReadsAsItsIDAlone() throws {
        try withKeptBook { path, store throws in
            let book = try #require(try store.loadIfPresent())
            try rewriteInPlace(path, "\"N13\"", with: "\"M13\"")
            let changed = try #require(book.contacts.first { $0.id == Self.book().contacts[13].id })
            #expect(changed.firstName == "")
            #expect(changed.id == book.contacts[13].id)
            #expect(book.source?.bytes.keptFile?.wasFoundChanged == true)
            // The others still read, each checked on its own.
            #expect(book.contacts[12].firstName == "N12")
        }
    }

    /// The store reads the book again before saving: the other program's change is kept and
    /// this change made on top of it.
    @Test func aChangeAfterAnotherProgramWroteInPlaceKeepsTheirs() throws {
        try withKeptBook { path, store throws in
            age(path)
            let worker = ContactWorker(store: store)
            try worker.load()
            try rewriteInPlace(path, "\"N13\"", with: "\"M13\"")
            var favorite = try #require(worker.contact(id: Self.book().contacts[20].id))
            favorite.favorite = true
            try worker.save(favorite)
            let saved = try #require(try JSONFileStore(path: path).loadIfPresent())
            #expect(saved.contacts.map(\.firstName).contains("M13"))
            #expect(saved.contacts.first { $0.firstName == "N20" }?.favorite == true)
            #expect(saved.contacts.count == 40)
        }
    }

    /// Found only as a save copies the line (its identity the same, nothing read before): the
    /// save stops, and the change is worked out again on the book as the file has it now.
    @Test func aLineChangedUnderASaveIsNeverCopied() throws {
        try withKeptBook { path, store throws in
            age(path)
            var book = try #require(try store.loadIfPresent())
            try rewriteInPlace(path, "\"N13\"", with: "\"M13\"")
            let written = try store.transaction { onDisk in
                var target = onDisk ?? book
                target.contacts[20].nickname = "ours"
                return target
            }
            book = try #require(written)
            let saved = try #require(try JSONFileStore(path: path).loadIfPresent())
            #expect(saved.contacts[13].firstName == "M13")
            #expect(saved.contacts[20].nickname == "ours")
            #expect(try contents(of: path) == (try BookJSONWriter.reference(saved)))
        }
    }

    /// A contact read for a change after another program rewrote it reads as its id alone: the
    /// change is worked out again on the book the file holds now, never saved from that.
    @Test func aContactChangedHereAndThereKeepsTheirFields() throws {
        try withKeptBook { path, store throws in
            age(path)
            let book = try #require(try store.loadIfPresent())
            try rewriteInPlace(path, "\"N13\"", with: "\"M13\"")
            _ = try store.transaction { onDisk in
                var target = onDisk ?? book
                target.contacts[13].nickname = "ours"
                return target
            }
            let saved = try #require(try JSONFileStore(path: path).loadIfPresent())
            #expect(saved.contacts[13].firstName == "M13")
            #expect(saved.contacts[13].nickname == "ours")
        }
    }

    /// Bytes another program wrote are never copied unread: a book it broke in place (two
    /// contacts with one id) is reported, and left as it is.
    @Test func aBookBrokenInPlaceUnderASaveIsReportedNotSavedOver() throws {
        try withKeptBook { path, store throws in
            age(path)
            let book = try #require(try store.loadIfPresent())
            try rewriteInPlace(path, "000000000013", with: "000000000012")
            let broken = try contents(of: path)
            do {
                _ = try store.transaction { onDisk in
                    var target = onDisk ?? book
                    target.contacts[20].nickname = "ours"
                    return target
                }
                Issue.record("the save must not go through")
            } catch let error as StoreError {
                guard case .malformed = error else { throw error }
            }
            #expect(try contents(of: path) == broken)
        }
    }

    @Test func anotherLayoutIsReadWholeAndAMissingCommaIsReported() throws {
        try withKeptBook { path, store throws in
            let text = String(decoding: try contents(of: path), as: UTF8.self)
            try write(text.replacingOccurrences(of: "\"contacts\" : [", with: "\"app\" : 1,\n  \"contacts\" : ["), to: path)
            let book = try #require(try store.loadIfPresent())
            #expect(book.source?.bytes.keptFile == nil)
            #expect(book.contacts.count == 40)
            var lines = text.components(separatedBy: "\n")
            lines[5].removeLast()
            try write(lines.joined(separator: "\n"), to: path)
            guard case .malformed? = loadError(store) else {
                Issue.record("a missing comma must be reported")
                return
            }
        }
    }

    @Test func theLayoutIsCheckedLineByLine() throws {
        try withKeptBook { path, _ throws in
            let text = String(decoding: try contents(of: path), as: UTF8.self)
            var lines = text.components(separatedBy: "\n")
            let last = lines.lastIndex { $0.hasPrefix("    {") } ?? 0
            var noComma = lines
            noComma[4].removeLast()
            var commaAtEnd = lines
            commaAtEnd[last] += ","
            for broken in [noComma, commaAtEnd] {
                try write(broken.joined(separator: "\n"), to: path)
                let descriptor = open(path, O_RDONLY)
                defer { close(descriptor) }
                let size = Int(try contents(of: path).count)
                for chunkSize in [64, 1 << 20] {
                    let scanned = BookLineScan.read(file: descriptor, size: size, chunkSize: chunkSize) { _ in CountingLines() }
                    #expect(scanned == nil)
                }
            }
            lines[0] = "{"
            try write(lines.joined(separator: "\n"), to: path)
        }
    }

    struct CountingLines: BookLineReader {
        var count = 0
        mutating func read(_ line: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
            count += 1
            return true
        }
    }

    /// Passes over every contact read a kept file in its own order, not the list's: what they
    /// make is the same as from contacts in memory, ties kept in the list's order.
    @Test func ordersAndDuplicatesReadInTheFilesOrderComeOutTheSame() throws {
        var book = Self.book()
        book.contacts[31].emails = book.contacts[4].emails
        try withKeptBook(book) { _, store throws in
            let worker = ContactWorker(store: store)
            try worker.load()
            let kept = worker.contacts
            #expect(kept.readingOrder != Array(kept.indices), "the list's order is not the file's")
            let decoded = kept.map(\.decoded)
            for sort in ContactSort.allCases { #expect(sort.order(kept) == sort.order(decoded), "\(sort)") }
            #expect(DuplicateFinder.groups(in: kept) == DuplicateFinder.groups(in: decoded))
            #expect(DuplicateFinder.groups(in: kept).count == 1)
        }
    }

    @Test func aChecksumTellsAnyOneByteApart() {
        var bytes = [UInt8]((0..<300).map { UInt8($0 % 251) })
        let original = bytes.withUnsafeBytes(LineChecksum.of)
        for index in stride(from: 0, to: bytes.count, by: 7) {
            bytes[index] ^= 1
            #expect(bytes.withUnsafeBytes(LineChecksum.of) != original)
            bytes[index] ^= 1
        }
        #expect(bytes.withUnsafeBytes(LineChecksum.of) == original)
    }
}

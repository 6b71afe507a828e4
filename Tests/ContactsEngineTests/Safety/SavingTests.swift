import Foundation
import TestSupport
import Testing

@testable import ContactsCore
@testable import ContactsEngine

#if canImport(Glibc)
    import Glibc
#endif

/// How a save replaces the file, and the earlier versions it keeps.
@Suite struct SavingTests {
    static func book(_ name: String) -> AddressBook { AddressBook(contacts: [Contact(firstName: name)]) }

    static func names(at path: String) throws -> [String] {
        try #require(try JSONFileStore(path: path).loadIfPresent()).contacts.map(\.firstName)
    }

    static func inode(_ path: String) -> UInt64 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0
    }

    @Test func theTemporaryFileIsSyncedBeforeTheRenameAndTheDirectoryAfter() throws {
        try withTemporaryDirectory { directory throws in
            let store = JSONFileStore(path: directory + "/contacts.json")
            var steps: [AtomicFileWriter.Step] = []
            store.observeWrite = { steps.append($0) }
            try store.save(Self.book("Ada"))
            #expect(steps == [.wroteTemporary, .syncedTemporary, .renamed, .syncedDirectory])
        }
    }

    @Test func bakIsThePreviousVersionAndTheRotationMovesOncePerSession() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            let backups = Backups(path: path)
            let first = JSONFileStore(path: path)
            try first.save(Self.book("v1"))
            #expect(!FileManager.default.fileExists(atPath: backups.bakPath), "nothing to back up on the very first save")
            try first.save(Self.book("v2"))
            try first.save(Self.book("v3"))
            #expect(try Self.names(at: backups.bakPath) == ["v2"])
            #expect(try Self.names(at: backups.rotatedPath(1)) == ["v1"], "rotated once, at the session's first save over a file")
            #expect(!FileManager.default.fileExists(atPath: backups.rotatedPath(2)))

            let second = JSONFileStore(path: path)
            let before = Self.inode(path)
            try second.save(Self.book("v4"))
            #expect(Self.inode(backups.rotatedPath(1)) == before, "a hard link to the old file, not a copy")
            #expect(Self.inode(backups.bakPath) == before)
            #expect(try Self.names(at: backups.rotatedPath(1)) == ["v3"])
            #expect(try Self.names(at: backups.rotatedPath(2)) == ["v1"])
            #expect(try Self.names(at: path) == ["v4"])
        }
    }

    @Test func atMostFiveRotatedVersionsAreKept() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            for session in 1...8 { try JSONFileStore(path: path).save(Self.book("s\(session)")) }
            let folder = Backups(path: path).folder
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == (1...5).map { "contacts.json.\($0)" })
            #expect(try Self.names(at: Backups(path: path).rotatedPath(1)) == ["s7"])
            #expect(try Self.names(at: Backups(path: path).rotatedPath(5)) == ["s3"])
            #expect(try permissions(of: folder) == 0o700)
        }
    }

    @Test func backupsOfASymlinkedBookLiveBesideTheRealFile() throws {
        try withTemporaryDirectory { directory throws in
            try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: true)
            try JSONFileStore(path: directory + "/real/contacts.json").save(Self.book("v1"))
            try FileManager.default.createSymbolicLink(atPath: directory + "/link.json", withDestinationPath: directory + "/real/contacts.json")
            try JSONFileStore(path: directory + "/link.json").save(Self.book("v2"))
            #expect(FileManager.default.fileExists(atPath: directory + "/real/contacts.json.bak"))
            #expect(FileManager.default.fileExists(atPath: directory + "/real/backups/contacts.json.1"))
            #expect(!FileManager.default.fileExists(atPath: directory + "/link.json.bak"))
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.json")) != nil)
        }
    }

    @Test func aReadOnlyStoreNeverWrites() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(Self.book("v1"))
            let before = try contents(of: path)
            let readOnly = JSONFileStore(path: path, readOnly: true)
            #expect(try readOnly.loadIfPresent()?.contacts.count == 1)
            #expect(throws: StoreError.self) { try readOnly.save(Self.book("v2")) }
            #expect(try contents(of: path) == before)
            #expect(!FileManager.default.fileExists(atPath: path + ".bak"))
        }
    }
}

@Suite struct FailedSaveBackupTests {
    @Test func aFailedSaveNeitherRotatesNorReplacesTheBackups() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            let backups = Backups(path: path)
            let first = JSONFileStore(path: path)
            try first.save(SavingTests.book("v1"))
            try first.save(SavingTests.book("v2"))
            for _ in 0..<6 {
                let failing = JSONFileStore(path: path)
                failing.failNextWrite = "No space left on device"
                #expect(throws: StoreError.self) { try failing.save(SavingTests.book("never")) }
            }
            #expect(try SavingTests.names(at: path) == ["v2"])
            #expect(try SavingTests.names(at: backups.bakPath) == ["v1"])
            #expect(try SavingTests.names(at: backups.rotatedPath(1)) == ["v1"])
            #expect(!FileManager.default.fileExists(atPath: backups.rotatedPath(2)))
            #expect(!FileManager.default.fileExists(atPath: backups.bakPath + ".new"))
        }
    }
}

/// A backup that cannot be kept does not stop the save, and is reported rather than hidden.
@Suite struct BackupProblemTests {
    @Test func aBackupThatCannotBeKeptIsReportedAndTheSaveGoesThrough() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(SavingTests.book("v1"))
            // A file where the backups folder should be: the rotation cannot make it.
            try Data().write(to: URL(fileURLWithPath: directory + "/backups"))
            let store = JSONFileStore(path: path)
            try store.save(SavingTests.book("v2"))
            #expect(try SavingTests.names(at: path) == ["v2"])
            let problem = try #require(store.backupProblem)
            #expect(problem.contains("could not keep a backup in \(directory)/backups"))

            try store.save(SavingTests.book("v3"))
            #expect(store.backupProblem == nil, "the next save kept its .bak: nothing to report")
        }
    }
}

/// The settings' `backups`: how many session versions the rotation keeps.
@Suite struct BackupCountTests {
    @Test func theRotationKeepsAsManyAsAskedAndDropsTheRest() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            for session in 1...6 { try JSONFileStore(path: path).save(SavingTests.book("s\(session)")) }
            #expect(FileManager.default.fileExists(atPath: Backups(path: path).rotatedPath(5)))
            try JSONFileStore(path: path, backupsKept: 2).save(SavingTests.book("s7"))
            let backups = Backups(path: path)
            #expect(try SavingTests.names(at: backups.rotatedPath(1)) == ["s6"])
            #expect(try SavingTests.names(at: backups.rotatedPath(2)) == ["s5"])
            #expect(!FileManager.default.fileExists(atPath: backups.rotatedPath(3)), "versions beyond the setting go")
            // Kept one: each session's first save puts the newest there.
            try JSONFileStore(path: path, backupsKept: 1).save(SavingTests.book("s8"))
            #expect(try SavingTests.names(at: backups.rotatedPath(1)) == ["s7"])
            let one = JSONFileStore(path: path, backupsKept: 1)
            try one.save(SavingTests.book("s9"))
            #expect(one.backupProblem == nil)
            #expect(try SavingTests.names(at: backups.rotatedPath(1)) == ["s8"])
            try JSONFileStore(path: path, backupsKept: 0).save(SavingTests.book("s10"))
            #expect(!FileManager.default.fileExists(atPath: backups.rotatedPath(1)))
            #expect(try SavingTests.names(at: backups.bakPath) == ["s9"], ".bak is always kept")
        }
    }
}

/// Filesystems without hard links (vfat, exFAT, many FUSE ones) and a link that fails (ENOSPC,
/// EIO): the backups are copies then, and a save that could keep none says so every time.
@Suite struct BackupWithoutLinksTests {
    static let noLinks: @Sendable (String, String) -> Int32 = { _, _ in
        errno = EPERM
        return -1
    }

    @Test func withoutHardLinksTheBackupsAreCopies() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(SavingTests.book("v1"))
            let store = JSONFileStore(path: path)
            store.linkBackups = Self.noLinks
            try store.save(SavingTests.book("v2"))
            #expect(store.backupProblem == nil)
            let backups = Backups(path: path)
            #expect(try SavingTests.names(at: backups.bakPath) == ["v1"])
            #expect(try SavingTests.names(at: backups.rotatedPath(1)) == ["v1"])
            var book = stat()
            var bak = stat()
            #expect(stat(path, &book) == 0 && stat(backups.bakPath, &bak) == 0)
            #expect(book.st_ino != bak.st_ino, "a copy, not a link")
            #expect(bak.st_mode & 0o777 == 0o600)
            #expect(!FileManager.default.fileExists(atPath: backups.bakPath + ".new"))
        }
    }

    @Test func aSaveThatCanKeepNoBackupSaysSoEveryTime() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(SavingTests.book("v1"))
            // A folder where the pending backup goes: it can be neither removed nor linked over.
            try FileManager.default.createDirectory(atPath: path + ".bak.new/x", withIntermediateDirectories: true)
            let store = JSONFileStore(path: path)
            for version in ["v2", "v3"] {
                try store.save(SavingTests.book(version))
                #expect(try SavingTests.names(at: path) == [version])
                let problem = try #require(store.backupProblem, "said at \(version)")
                #expect(problem.contains("no backup was kept: could not remove \(path).bak.new"))
            }
        }
    }

    @Test func aBackupThatCannotTakeItsPlaceLeavesNoPendingFile() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(SavingTests.book("v1"))
            // A folder with something in it where .bak goes: the rename onto it fails.
            try FileManager.default.createDirectory(atPath: path + ".bak/x", withIntermediateDirectories: true)
            let store = JSONFileStore(path: path)
            try store.save(SavingTests.book("v2"))
            #expect(store.backupProblem?.contains("could not update \(path).bak") == true)
            #expect(!FileManager.default.fileExists(atPath: path + ".bak.new"))
        }
    }
}

/// A book whose file has no write permission is read and never written, root or not.
@Suite struct WriteProtectedBookTests {
    @Test func aReadOnlyFileRefusesEverySaveUnlessForced() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(SavingTests.book("v1"))
            chmod(path, 0o444)
            let store = JSONFileStore(path: path)
            _ = try store.loadIfPresent()
            #expect(store.writeProtection == "is read-only (mode 0444)")
            #expect(throws: StoreError.self) { try store.save(SavingTests.book("v2")) }
            #expect(throws: StoreError.self) { try store.transaction { _ in SavingTests.book("v2") } }
            #expect(try SavingTests.names(at: path) == ["v1"])
            let forced = JSONFileStore(path: path, forceWrite: true)
            _ = try forced.loadIfPresent()
            #expect(forced.writeProtection == nil)
            try forced.save(SavingTests.book("v3"))
            #expect(try SavingTests.names(at: path) == ["v3"])
        }
    }
}

/// A book another program removed is said once, never written back by a change unasked first.
@Suite struct BookGoneTests {
    /// A store that read its book, and the book then removed by another program.
    static func removedBook(_ body: (JSONFileStore, String) throws -> Void) throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(SavingTests.book("v1"))
            let store = JSONFileStore(path: path)
            _ = try store.loadIfPresent()
            unlink(path)
            try body(store, path)
        }
    }

    @Test func aRemovedBookIsSaidOnceAndThenSavedBackByTheNextChange() throws {
        try Self.removedBook { store, path in
            #expect(throws: StoreError.bookGone(path: path)) { try store.bookChangedElsewhere() }
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(try store.bookChangedElsewhere() == nil, "said once")
            _ = try store.transaction { _ in SavingTests.book("v1") }
            #expect(try SavingTests.names(at: path) == ["v1"])
        }
    }

    @Test func aChangeThatMeetsARemovedBookIsRefusedTheFirstTime() throws {
        try Self.removedBook { store, path in
            #expect(throws: StoreError.bookGone(path: path)) { try store.transaction { _ in SavingTests.book("v2") } }
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }
}

/// A FIFO or a device in the book's place is refused at once, never opened to wait for a writer.
@Suite struct RegularFileTests {
    @Test func aFIFOInTheBooksPlaceIsRefusedWithoutWaiting() throws {
        try BookGoneTests.removedBook { store, path in
            #expect(mkfifo(path, 0o600) == 0)
            #expect(store.preview() == nil)
            #expect(throws: StoreError.self) { try store.bookChangedElsewhere() }
            #expect(throws: StoreError.self) { try JSONFileStore(path: path).loadIfPresent() }
            if case .failure(let refusal) = RegularFile.open(path) { #expect(refusal.reason == "it is a FIFO (named pipe), not a regular file") }
        }
    }
}

/// Another program holding the book's lock is said after a moment, and waited for a while only.
@Suite struct FileLockTests {
    @Test func aLockHeldElsewhereIsSaidAndGivenUp() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(SavingTests.book("v1"))
            let holder = open(path + ".lock", O_RDWR | O_CREAT, 0o600)
            defer { close(holder) }
            #expect(flock(holder, LOCK_EX) == 0)
            let store = JSONFileStore(path: path)
            _ = try store.loadIfPresent()
            store.lockPatience = 1.5
            nonisolated(unsafe) var told = 0
            store.waitingForLock = { told += 1 }
            #expect(throws: StoreError.busy(path: path, seconds: 1)) { try store.transaction { _ in SavingTests.book("v2") } }
            #expect(told == 1)
            #expect(try SavingTests.names(at: path) == ["v1"])
        }
    }
}

/// What cannot be a book is refused before reading it takes memory or minutes.
@Suite struct NotABookTests {
    @Test func aFileThatDoesNotBeginAsABookIsRefusedAtOnce() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try (Data(repeating: 0, count: 1 << 20) + Data(#"{"version":1,"contacts":[]}"#.utf8)).write(to: URL(fileURLWithPath: path))
            #expect(throws: StoreError.malformed(path: path, detail: #"it does not begin with "{" as a contacts file does (byte 0x00 first)"#)) {
                try JSONFileStore(path: path).loadIfPresent()
            }
            // A byte-order mark and spaces before the "{" are fine.
            try Data("\u{FEFF} {\"version\":1,\"contacts\":[]}".utf8).write(to: URL(fileURLWithPath: path))
            #expect(try JSONFileStore(path: path).loadIfPresent()?.contacts.isEmpty == true)
        }
    }

    @Test func aFileLargerThanAnyBookIsRefusedUnread() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
            #expect(truncate(path, off_t(JSONFileStore.largestBook + 1)) == 0)
            #expect(throws: StoreError.self) { try JSONFileStore(path: path).loadIfPresent() }
        }
    }
}

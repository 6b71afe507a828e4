import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Saving that cannot happen leaves the old file as it was and says so.
@Suite struct DataSafetyEndToEndTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Reachable by the unprivileged user the permission test runs as.
        chmod(directory.path, 0o755)
    }

    func book() throws -> String {
        let path = directory.appendingPathComponent("contacts.json").path
        let result = Spawn.run([Binary.path, "add", "--first", "Ada", "--file", path])
        try #require(result.status == 0, "\(result.output)")
        chmod(path, 0o644)
        return path
    }

    @Test func readOnlyRefusesEveryWrite() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try book()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = Spawn.run([Binary.path, "add", "--first", "Alan", "--read-only", "--file", path])
        #expect(result.status == 4)
        #expect(result.output.contains("read-only"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(Spawn.run([Binary.path, "list", "--read-only", "--file", path]).output.contains("Ada"))
    }

    /// A 0444 book is respected as vim respects it, root or not; --force-write writes it, mode kept.
    @Test func aReadOnlyFileIsReadButNeverWrittenUnlessForced() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try book()
        chmod(path, 0o444)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let refused = Spawn.run([Binary.path, "add", "--first", "Alan", "--file", path])
        #expect(refused.status == 4)
        #expect(
            refused.output.contains("it is read-only (mode 0444); nothing was written (--force-write writes it all the same)"), "\(refused.output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(Spawn.run([Binary.path, "list", "--file", path]).output.contains("Ada"))
        #expect(Spawn.run([Binary.path, "--force-write", "add", "--first", "Alan", "--file", path]).status == 0)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o444, "the mode is kept")
        #expect(Spawn.run([Binary.path, "list", "--file", path]).output.contains("Alan"))
    }

    /// Another user's book in a folder this user may write: read, never replaced.
    @Test(.enabled(if: getuid() == 0, "acting as another user takes root")) func anotherUsersBookIsNeverReplaced() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try book()
        chmod(directory.path, 0o777)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let asNobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        let refused = Spawn.run(asNobody + [Binary.path, "add", "--first", "Alan", "--file", path])
        #expect(refused.status == 4)
        #expect(refused.output.contains("is not yours to write"), "\(refused.output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// Root ignores mode bits, so the write is tried as an unprivileged user (as the issue asks),
    /// in a directory that user may read but not write.
    @Test func aDirectoryThatCannotBeWrittenLeavesTheOldFileAndSaysWhy() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try book()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let asNobody = getuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        // The file itself may be written by anyone: only the folder says no.
        chmod(path, 0o666)
        if getuid() != 0 { chmod(directory.path, 0o555) }
        defer { chmod(directory.path, 0o755) }
        let result = Spawn.run(asNobody + [Binary.path, "add", "--first", "Alan", "--file", path])
        #expect(result.status == 4, "\(result.output)")
        #expect(result.output.contains("Could not save"))
        #expect(result.output.contains("Permission denied"))
        #expect(result.output.contains("The previous file is intact"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    /// A real full disk: a 64 KiB tmpfs filled to the last byte. Mounting needs root (or a
    /// permitting container); without it the rule is held by `FailedSaveBackupTests` through an
    /// injected write failure.
    @Test(.enabled(if: getuid() == 0, "mounting a small disk takes root")) func aFullDiskLeavesTheOldFileAndSaysWhy() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let disk = directory.appendingPathComponent("disk").path
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        try #require(Spawn.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", disk]).status == 0, "root could not mount a tmpfs")
        defer { _ = Spawn.run(["umount", disk]) }
        let path = disk + "/contacts.json"
        try #require(Spawn.run([Binary.path, "add", "--first", "Ada", "--file", path]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        // dd stops with an error when nothing more fits.
        _ = Spawn.run(["dd", "if=/dev/zero", "of=\(disk)/filler", "bs=4096"])

        let result = Spawn.run([Binary.path, "add", "--first", "Alan", "--file", path])
        #expect(result.status == 4, "\(result.output)")
        #expect(result.output.contains("No space left on device"))
        #expect(result.output.contains("The previous file is intact"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: disk)
        #expect(!names.contains { $0.hasPrefix(".contacts.json.") }, "no temporary file left behind: \(names)")

        try FileManager.default.removeItem(atPath: disk + "/filler")
        #expect(Spawn.run([Binary.path, "add", "--first", "Alan", "--file", path]).status == 0, "the same change goes through once there is room")
        #expect(Spawn.run([Binary.path, "list", "--file", path]).output.contains("Alan"))
    }

    @Test func aBackupThatCannotBeKeptIsReportedAndTheChangeSaved() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try book()
        // A file where the backups folder goes.
        try Data().write(to: directory.appendingPathComponent("backups"))
        let result = Spawn.run([Binary.path, "add", "--first", "Alan", "--file", path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Saved, but could not keep a backup in \(directory.path)/backups"))
        #expect(Spawn.run([Binary.path, "list", "--file", path]).output.contains("Alan"))
    }
}

@Suite struct ConcurrentWritersEndToEndTests {
    /// Twelve commands adding at the same time: the lock makes them take turns, and each one
    /// re-reads what the others wrote, so every contact is there.
    @Test func concurrentAddsLoseNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-concurrent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("contacts.json").path
        #expect(Spawn.run([Binary.path, "add", "--first", "Seed", "--file", path]).status == 0)
        let count = 12
        let statuses = Statuses(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            statuses.set(index, Spawn.run([Binary.path, "add", "--first", "Person\(index)", "--file", path]).status)
        }
        #expect(statuses.all == Array(repeating: 0, count: count))
        let list = Spawn.run([Binary.path, "list", "--file", path]).output
        #expect(list.split(separator: "\n").count == count + 1, "\(list)")
    }
}

/// Exit statuses written from several threads.
final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int32]

    init(count: Int) { values = Array(repeating: -1, count: count) }

    func set(_ index: Int, _ value: Int32) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    var all: [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

@Suite struct KilledWhileSavingTests {
    /// A hundred imports of a large book, each changing every contact and killed with SIGKILL
    /// at a random moment within the time one import takes on this machine: after every kill
    /// the book is valid JSON holding either the old or the new state, never a mix.
    @Test func theFileIsAlwaysTheOldOrTheNewBook() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let book = directory.appendingPathComponent("contacts.json").path
        // Two versions of the same 2,000 people: each import replaces every note.
        let versions = try ["A", "B"].map { version in
            let cards = directory.appendingPathComponent("cards-\(version).vcf").path
            let card = { (index: Int) in
                "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:person-\(index)\r\nFN:Person \(index)\r\nN:\(index);Person;;;\r\nNOTE:\(version) "
                    + String(repeating: "long note ", count: 40) + "\r\nEND:VCARD\r\n"
            }
            try (0..<2000).map(card).joined().write(toFile: cards, atomically: true, encoding: .utf8)
            return cards
        }
        let importing = { (index: Int) in [Binary.path, "import", versions[index % 2], "--on-duplicate", "update", "--file", book] }
        #expect(Spawn.run(importing(0)).status == 0)
        // How long one import takes here, so the kills land within it on any machine.
        let timed = (1...3).map { run in
            let start = Date()
            _ = Spawn.run(importing(run))
            return Date().timeIntervalSince(start)
        }
        let window = UInt32(min(timed.sorted()[1], 2) * 900_000)
        var generator = SystemRandomNumberGenerator()
        var killed = 0
        for run in 0..<100 {
            let pid = try #require(Spawn.start(importing(run)))
            usleep(UInt32.random(in: 0..<window, using: &generator))
            kill(pid, SIGKILL)
            if Spawn.wait(pid) == 128 + SIGKILL { killed += 1 }
            let data = try Data(contentsOf: URL(fileURLWithPath: book))
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let contacts = try #require(object?["contacts"] as? [[String: Any]], "the book must be whole after every kill")
            #expect(contacts.count == 2000)
            let versionsSeen = Set(contacts.compactMap { ($0["notes"] as? String)?.prefix(1) })
            #expect(versionsSeen.count == 1, "one import's state, never a mix: \(versionsSeen)")
        }
        #expect(killed > 50, "kills within an import's time mostly land before it ends (\(killed))")
        // A killed save may leave its temporary file; the next save clears them.
        #expect(Spawn.run([Binary.path, "add", "--first", "Last", "--file", book]).status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".contacts.json.") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}

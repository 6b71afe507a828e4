import ContactsCore
import ContactsEngine
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Each run's draft as `contacts.json.draft-<process>` beside the book (0600), replaced
/// atomically after every change without fsync: it must outlive the process, and a key press
/// must not wait for a disk, nor for the encoding. The writes go in order on a queue of their
/// own, and keys typed faster than a draft is written make one write, of the latest form. One
/// file per process, so two running copies never overwrite or offer back each other's open edit.
@MainActor
public final class EditDraftFile: EditDraftKeeping {
    private let bookPath: String
    private let now: () -> Date
    private let queue = DispatchQueue(label: "contactsbook.drafts")
    private let latest = LatestDraft()

    fileprivate struct Stored: Codable, Sendable {
        var writtenAt: Date
        var draft: EditDraft
    }

    public init(bookPath: String, now: @escaping () -> Date = Date.init) {
        self.bookPath = bookPath
        self.now = now
    }

    private var prefix: String { (bookPath as NSString).lastPathComponent + ".draft-" }
    private var directory: String {
        (bookPath as NSString).deletingLastPathComponent.isEmpty ? "." : (bookPath as NSString).deletingLastPathComponent
    }
    /// This run's draft.
    public var path: String { (directory as NSString).appendingPathComponent(prefix + String(getpid())) }

    public func keep(_ draft: EditDraft) {
        // A write already waiting takes this draft instead of the one it had.
        guard latest.replace(with: Stored(writtenAt: now(), draft: draft)) else { return }
        queue.async { [latest, path] in
            guard let stored = latest.take(), let data = try? Self.encoder.encode(stored) else { return }
            // A draft that cannot be written must not get in the way of the edit itself.
            try? AtomicFileWriter.write(data, to: path, durable: false)
        }
    }

    /// After any write already under way: a draft written late never outlives its discard.
    public func discard() {
        _ = latest.take()
        queue.async { [path] in _ = unlink(path) }
    }

    /// Waits for the writes queued so far: the process must not end in the middle of one.
    public func flush() {
        queue.sync {}
    }

    public func leftBehind() -> LeftDraft? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let left = names.compactMap { name -> LeftDraft? in
            guard name.hasPrefix(prefix), let process = Int32(name.dropFirst(prefix.count)), !Self.isRunningCopy(process) else { return nil }
            let location = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: location), let stored = try? Self.decoder.decode(Stored.self, from: data)
            else { return nil }
            return LeftDraft(draft: stored.draft, writtenAt: stored.writtenAt, location: location)
        }
        return left.max { $0.writtenAt < $1.writtenAt }
    }

    public func forget(_ left: LeftDraft) {
        unlink(left.location)
    }

    /// Whether the process is another running copy of this program (a process number reused by
    /// some other program does not count). This run's own number counts as not running: a draft
    /// under it was left by an earlier run that had the same number.
    private static func isRunningCopy(_ process: Int32) -> Bool {
        guard process != getpid(), kill(process, 0) == 0 || errno == EPERM else { return false }
        let name = { (path: String) in try? String(contentsOfFile: path, encoding: .utf8) }
        return name("/proc/\(process)/comm") == name("/proc/self/comm")
    }

    private nonisolated static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()
}

/// The draft waiting to be written, if any; set from the run loop, taken on the drafts' queue.
private final class LatestDraft: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: EditDraftFile.Stored?

    /// Sets the draft to write; true when no write was waiting (one must be queued).
    func replace(with draft: EditDraftFile.Stored) -> Bool {
        lock.withLock {
            defer { waiting = draft }
            return waiting == nil
        }
    }

    func take() -> EditDraftFile.Stored? {
        lock.withLock {
            defer { waiting = nil }
            return waiting
        }
    }
}

import ContactsCore
import ContactsEngine
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Each run's draft as `contacts.json.draft-<process>` beside the book (0600), replaced
/// atomically at every change without fsync: it must outlive the process, and a key press must
/// not wait for a disk flush. One file per process, so two running copies never overwrite or
/// offer back each other's open edit.
@MainActor
public final class EditDraftFile: EditDraftKeeping {
    private let bookPath: String
    private let now: () -> Date

    private struct Stored: Codable {
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
        guard let data = try? Self.encoder.encode(Stored(writtenAt: now(), draft: draft)) else { return }
        // A draft that cannot be written must not get in the way of the edit itself.
        try? AtomicFileWriter.write(data, to: path, durable: false)
    }

    public func discard() {
        unlink(path)
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

    private static let encoder: JSONEncoder = {
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

import ContactsCore
import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// Earlier versions of the data file, kept beside it: `contacts.json.bak` is the version before
/// the latest save, and `backups/contacts.json.1` ... `.5` the versions from before each of the
/// last five sessions that saved. They are hard links to the old file, so keeping them costs
/// nothing however large the book; where a link cannot be made (vfat, exFAT and many FUSE
/// filesystems have none; ENOSPC or EIO on the link) the file is copied instead.
public struct Backups: Sendable {
    public static let defaultKept = 5
    /// The most the settings may ask for.
    public static let maximumKept = 50
    /// The data file, symlinks resolved: backups live beside the real file.
    public let path: String
    /// How many session versions `backups/` keeps (0: only `.bak`).
    public let kept: Int

    /// `link(2)`, or a failing one in tests.
    let link: @Sendable (String, String) -> Int32

    public init(path: String, kept: Int = Backups.defaultKept, link: @escaping @Sendable (String, String) -> Int32 = { Glibc.link($0, $1) }) {
        self.path = path
        self.kept = max(0, min(Self.maximumKept, kept))
        self.link = link
    }

    /// What a save may keep of the file it replaces.
    public enum Preparation: Equatable, Sendable {
        /// No regular file to keep (a first save).
        case nothing
        /// The old file is kept under the pending name.
        case ready
        /// Neither a link nor a copy could be made: the save goes on, and says so.
        case failed(String)
    }

    public var bakPath: String { path + ".bak" }
    public var folder: String { ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("backups") }
    private var pendingPath: String { bakPath + ".new" }

    public func rotatedPath(_ number: Int) -> String {
        (folder as NSString).appendingPathComponent((path as NSString).lastPathComponent + ".\(number)")
    }

    /// Before a save: keeps the current file (a regular file) under a pending name.
    public func prepare() -> Preparation {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .nothing }
        if unlink(pendingPath) != 0 && errno != ENOENT {
            return .failed(tr("could not remove {path}: {reason}", ["path": pendingPath, "reason": AtomicFileWriter.errorText()]))
        }
        return keep(path, as: pendingPath).map(Preparation.failed) ?? .ready
    }

    /// `source` under the name `copy`: a hard link, else a copy. Returns what went wrong.
    private func keep(_ source: String, as copy: String) -> String? {
        guard link(source, copy) != 0 else { return nil }
        return Self.copy(source, to: copy)
    }

    /// A byte-for-byte copy (0600, synced), for filesystems without hard links. Nothing is left
    /// under `target` when it fails.
    static func copy(_ source: String, to target: String) -> String? {
        let input: Int32
        switch RegularFile.open(source) {
        case .failure(let refusal): return tr("could not read {path} to back it up: {reason}", ["path": source, "reason": refusal.reason])
        case .success(let opened): input = opened.descriptor
        }
        defer { close(input) }
        let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { return tr("could not create {path}: {reason}", ["path": target, "reason": AtomicFileWriter.errorText()]) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var failure: String?
        while failure == nil {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count == 0 { break }
            guard count > 0 else {
                failure = tr("could not read {path} to back it up: {reason}", ["path": source, "reason": AtomicFileWriter.errorText()])
                break
            }
            var written = 0
            while written < count && failure == nil {
                let step = buffer[written..<count].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
                if step <= 0 {
                    failure = tr("could not write {path}: {reason}", ["path": target, "reason": AtomicFileWriter.errorText()])
                } else {
                    written += step
                }
            }
        }
        if failure == nil && fsync(output) != 0 {
            failure = tr("could not write {path}: {reason}", ["path": target, "reason": AtomicFileWriter.errorText()])
        }
        if close(output) != 0 && failure == nil {
            failure = tr("could not write {path}: {reason}", ["path": target, "reason": AtomicFileWriter.errorText()])
        }
        if failure != nil { unlink(target) }
        return failure
    }

    /// After a failed save: the pending link goes, the backups stay as they were.
    public func discard() {
        unlink(pendingPath)
    }

    /// After a successful save: the pending link becomes `.bak`, and on the session's first
    /// save the rotation shifts and keeps it as `backups/...1`. Returns a problem to report.
    public func commit(rotating: Bool) -> String? {
        guard rename(pendingPath, bakPath) == 0 else {
            let problem = tr("could not update {path}: {reason}", ["path": bakPath, "reason": AtomicFileWriter.errorText()])
            unlink(pendingPath)
            return problem
        }
        guard rotating else { return nil }
        // Versions beyond what is kept now (the setting went down) go.
        for number in stride(from: Self.maximumKept, to: kept, by: -1) { unlink(rotatedPath(number)) }
        guard kept > 0 else { return nil }
        do {
            try AtomicFileWriter.makeDirectory(folder)
        } catch {
            return tr("could not create {path}: {reason}", ["path": folder, "reason": error.reason])
        }
        for number in stride(from: kept - 1, through: 1, by: -1) {
            rename(rotatedPath(number), rotatedPath(number + 1))
        }
        // Kept one only, nothing was shifted out of its place: the old one goes.
        unlink(rotatedPath(1))
        return keep(bakPath, as: rotatedPath(1)).map { tr("could not keep a backup in {folder}: {problem}", ["folder": folder, "problem": $0]) }
    }
}

import ContactsCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Earlier versions of the data file, kept beside it: `contacts.json.bak` is the version before
/// the latest save, and `backups/contacts.json.1` ... `.5` the versions from before each of the
/// last five sessions that saved. All are hard links to the old file, never copies, so keeping
/// them costs nothing however large the book.
public struct Backups: Sendable {
    public static let defaultKept = 5
    /// The most the settings may ask for.
    public static let maximumKept = 50
    /// The data file, symlinks resolved: backups live beside the real file.
    public let path: String
    /// How many session versions `backups/` keeps (0: only `.bak`).
    public let kept: Int

    public init(path: String, kept: Int = Backups.defaultKept) {
        self.path = path
        self.kept = max(0, min(Self.maximumKept, kept))
    }

    public var bakPath: String { path + ".bak" }
    public var folder: String { ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("backups") }
    private var pendingPath: String { bakPath + ".new" }

    public func rotatedPath(_ number: Int) -> String {
        (folder as NSString).appendingPathComponent((path as NSString).lastPathComponent + ".\(number)")
    }

    /// Before a save: links the current file (a regular file) under a pending name. False when
    /// there is nothing to keep.
    public func prepare() -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        unlink(pendingPath)
        return link(path, pendingPath) == 0
    }

    /// After a failed save: the pending link goes, the backups stay as they were.
    public func discard() {
        unlink(pendingPath)
    }

    /// After a successful save: the pending link becomes `.bak`, and on the session's first
    /// save the rotation shifts and keeps it as `backups/...1`. Returns a problem to report.
    public func commit(rotating: Bool) -> String? {
        guard rename(pendingPath, bakPath) == 0 else { return "could not update \(bakPath): \(AtomicFileWriter.errorText())" }
        guard rotating else { return nil }
        // Versions beyond what is kept now (the setting went down) go.
        for number in stride(from: Self.maximumKept, to: kept, by: -1) { unlink(rotatedPath(number)) }
        guard kept > 0 else { return nil }
        do {
            try AtomicFileWriter.makeDirectory(folder)
        } catch {
            return "could not create \(folder): \(error.reason)"
        }
        for number in stride(from: kept - 1, through: 1, by: -1) {
            rename(rotatedPath(number), rotatedPath(number + 1))
        }
        return link(bakPath, rotatedPath(1)) == 0 ? nil : "could not keep a backup in \(folder): \(AtomicFileWriter.errorText())"
    }
}

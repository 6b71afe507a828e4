import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Earlier versions of the data file, kept beside it: `contacts.json.bak` is the version before
/// the latest save, and `backups/contacts.json.1` ... `.5` the versions from before each of the
/// last five sessions that saved. All are hard links to the old file, never copies, so keeping
/// them costs nothing however large the book.
public struct Backups: Sendable {
    public static let kept = 5
    /// The data file, symlinks resolved: backups live beside the real file.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public var bakPath: String { path + ".bak" }
    public var folder: String { ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("backups") }

    public func rotatedPath(_ number: Int) -> String {
        (folder as NSString).appendingPathComponent((path as NSString).lastPathComponent + ".\(number)")
    }

    /// Before a save: links the current file as `.bak`, and on the session's first save also
    /// shifts the rotation and links it as `backups/...1`. Nothing to do when there is no file yet.
    /// A backup that cannot be made is not a reason to refuse the save: it is reported back.
    public func keep(rotating: Bool) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var problem: String?
        if !replaceLink(to: path, at: bakPath) { problem = "could not update \(bakPath): \(AtomicFileWriter.errorText())" }
        if rotating {
            do {
                try AtomicFileWriter.makeDirectory(folder)
            } catch {
                return "could not create \(folder): \(error.reason)"
            }
            unlink(rotatedPath(Self.kept))
            for number in stride(from: Self.kept - 1, through: 1, by: -1) {
                rename(rotatedPath(number), rotatedPath(number + 1))
            }
            if !replaceLink(to: path, at: rotatedPath(1)) { problem = "could not keep a backup in \(folder): \(AtomicFileWriter.errorText())" }
        }
        return problem
    }

    /// A hard link made under a temporary name and renamed into place, so an old backup is
    /// replaced in one step.
    private func replaceLink(to target: String, at linkPath: String) -> Bool {
        let temporary = linkPath + ".new"
        unlink(temporary)
        guard link(target, temporary) == 0 else { return false }
        guard rename(temporary, linkPath) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}

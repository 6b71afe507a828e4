import ContactsCore
import Foundation
import Localization

/// Where `import` reads a file from: `-` is standard input; a pipe or a FIFO (`/dev/stdin`,
/// `<(...)`) is read to its end, as a regular file is.
public enum ImportSource {
    public static let standardInput = "-"

    /// The file's bytes, or why they cannot be read, in words (never Foundation's error codes).
    public static func read(_ path: String) throws(StoreError) -> Data {
        if path == standardInput { return FileHandle.standardInput.readDataToEndOfFile() }
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw .unreadable(path: path, reason: tr("it is a folder; name the files in it, as {path}/*.vcf", ["path": path]))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { try? handle.close() }
        return handle.readDataToEndOfFile()
    }

    /// How a report names the source.
    public static func name(_ path: String) -> String { path == standardInput ? tr("standard input") : path }
}

import Foundation

/// Where `import` reads a file from: `-` is standard input; a pipe or a FIFO (`/dev/stdin`,
/// `<(...)`) is read to its end, as a regular file is.
public enum ImportSource {
    public static let standardInput = "-"

    public static func read(_ path: String) throws -> Data {
        if path == standardInput { return FileHandle.standardInput.readDataToEndOfFile() }
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR,
            let handle = FileHandle(forReadingAtPath: path)
        {
            defer { try? handle.close() }
            return handle.readDataToEndOfFile()
        }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// How a report names the source.
    public static func name(_ path: String) -> String { path == standardInput ? "standard input" : path }
}

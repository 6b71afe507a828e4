import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes an export where a person asked for it, and nowhere else. A regular file (or a
/// symlink to one, followed) is replaced atomically, keeping its mode; a new file is 0600.
/// Anything else, a FIFO, a terminal, /dev/null or /dev/stdout (or a symlink to one), is
/// written in place: renaming over it would replace the node itself, leaving the reader of a
/// FIFO nothing and a link to /dev/null a world-writable file of contacts.
public enum OutputFileWriter {
    public static func write(_ bytes: PiecedBytes, to path: String) throws(AtomicFileWriter.Failure) {
        let target = try resolvingLinks(path)
        var info = stat()
        guard stat(target, &info) == 0 else {
            guard errno == ENOENT else { throw .init(reason: AtomicFileWriter.errorText()) }
            return try AtomicFileWriter.write(bytes, to: target)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try AtomicFileWriter.write(bytes, to: target)
        case S_IFDIR: throw .init(reason: "it is a folder")
        case S_IFSOCK: throw .init(reason: "it is a socket")
        default: try writeInPlace(bytes, to: target)
        }
    }

    /// The path a chain of symlinks ends at, which may not exist yet (a link to a new file).
    static func resolvingLinks(_ path: String) throws(AtomicFileWriter.Failure) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw .init(reason: AtomicFileWriter.errorText()) }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                destination.hasPrefix("/")
                ? destination : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw .init(reason: "too many levels of symbolic links")
    }

    private static func writeInPlace(_ bytes: PiecedBytes, to path: String) throws(AtomicFileWriter.Failure) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .init(reason: AtomicFileWriter.errorText()) }
        defer { close(descriptor) }
        guard bytes.write(to: descriptor) else { throw .init(reason: AtomicFileWriter.errorText()) }
    }
}

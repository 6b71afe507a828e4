import ContactsCore
import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// Writes an export where a person asked for it, and nowhere else. A regular file (or a
/// symlink to one, followed) is replaced atomically, keeping its mode; a new file is 0600.
/// Anything else, a FIFO, a terminal or /dev/null (or a symlink to one), is written in place:
/// renaming over it would replace the node itself, leaving the reader of a FIFO nothing and a
/// link to /dev/null a world-writable file of contacts. /dev/stdout and /dev/fd/N are written
/// through the descriptor itself.
public enum OutputFileWriter {
    public static func write(_ bytes: PiecedBytes, to path: String) throws(AtomicFileWriter.Failure) {
        let target = try resolvingLinks(path)
        // A descriptor of this process (`/dev/stdout`, `/dev/fd/63` from `>(gzip)`): written
        // through the descriptor, with its offset and append mode, whatever it is open on.
        if let descriptor = descriptor(named: target) {
            guard fcntl(descriptor, F_GETFD) >= 0, bytes.write(to: descriptor) else { throw .init(reason: AtomicFileWriter.errorText()) }
            return
        }
        var info = stat()
        guard stat(target, &info) == 0 else {
            guard errno == ENOENT else { throw .init(reason: AtomicFileWriter.errorText()) }
            return try AtomicFileWriter.write(bytes, to: target)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try AtomicFileWriter.write(bytes, to: target)
        case S_IFDIR: throw .init(reason: tr("it is a folder"))
        case S_IFSOCK: throw .init(reason: tr("it is a socket"))
        default: try writeInPlace(bytes, to: target)
        }
    }

    /// `-`, /dev/stdout and its other names: the export goes where a command's output goes, and
    /// no "Exported ..." line is mixed into it.
    public static func namesStandardOutput(_ path: String) -> Bool {
        path == "-" || descriptor(named: path) == STDOUT_FILENO
    }

    /// The descriptor a path names: /dev/stdin, /dev/stdout, /dev/stderr, /dev/fd/N or
    /// /proc/self/fd/N. Their "links" are the kernel's, not paths to follow or replace.
    static func descriptor(named path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return STDIN_FILENO
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(prefix) {
            return Int32(path.dropFirst(prefix.count))
        }
        return nil
    }

    /// The path a chain of symlinks ends at, which may not exist yet (a link to a new file).
    /// It stops at a descriptor's name (`descriptor(named:)`).
    static func resolvingLinks(_ path: String) throws(AtomicFileWriter.Failure) -> String {
        var current = path
        for _ in 0..<40 {
            if descriptor(named: current) != nil { return current }
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
        throw .init(reason: tr("too many levels of symbolic links"))
    }

    private static func writeInPlace(_ bytes: PiecedBytes, to path: String) throws(AtomicFileWriter.Failure) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .init(reason: AtomicFileWriter.errorText()) }
        defer { close(descriptor) }
        guard bytes.write(to: descriptor) else { throw .init(reason: AtomicFileWriter.errorText()) }
    }
}

import ContactsCore
import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// Replaces a file so that a crash at any moment leaves either the old or the new content,
/// never a mix: write a temporary file beside it, fsync it, rename it over the target, then
/// fsync the directory so the rename itself survives a power cut.
public enum AtomicFileWriter {
    public struct Failure: Error, Equatable {
        public let reason: String

        public init(reason: String) {
            self.reason = reason
        }
    }

    /// The steps of a replace, in the order they must happen; a store can observe them, which
    /// is how a test proves the order (the seam).
    public enum Step: Equatable, Sendable {
        case wroteTemporary, syncedTemporary, renamed, syncedDirectory
    }

    /// `durable: false` leaves out both fsyncs: still all or nothing when the process dies, but
    /// not across a power cut; for drafts, written at every key press.
    public static func write(_ data: Data, to path: String, durable: Bool = true, observe: (Step) -> Void = { _ in }) throws(Failure) {
        try write(to: path, durable: durable, observe: observe) { descriptor throws(Failure) in
            let written = data.withUnsafeBytes { PiecedBytes.write([$0], to: descriptor) }
            guard written else { throw Failure(reason: errorText()) }
        }
    }

    /// The same for bytes in pieces (an export's cards, a saved book), written where they lie;
    /// `observeChunk` sees every byte written, in order.
    package static func write(
        _ bytes: PiecedBytes, to path: String, observe: (Step) -> Void = { _ in }, observeChunk: (UnsafeRawBufferPointer) -> Void = { _ in }
    ) throws(Failure) {
        try write(to: path, observe: observe) { descriptor throws(Failure) in
            let written = bytes.withPieces { pieces in
                guard PiecedBytes.write(pieces, to: descriptor) else { return false }
                pieces.forEach(observeChunk)
                return true
            }
            guard written else { throw Failure(reason: errorText()) }
        }
    }

    /// The steps of a replace around `content`, which writes the new file's bytes into the
    /// descriptor of the temporary file.
    package static func write(
        to path: String, durable: Bool = true, observe: (Step) -> Void = { _ in }, content: (Int32) throws(Failure) -> Void
    ) throws(Failure) {
        let directory = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        try makeDirectory(directory)
        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o600

        var template = Array((directory + "/." + (path as NSString).lastPathComponent + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else {
            throw Failure(reason: tr("cannot create a file in {folder}: {reason}", ["folder": directory, "reason": errorText()]))
        }
        let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer {
            if !renamed { unlink(temporaryPath) }
        }
        do {
            defer { close(descriptor) }
            guard fchmod(descriptor, mode) == 0 else { throw Failure(reason: errorText()) }
            try content(descriptor)
            observe(.wroteTemporary)
            guard !durable || fsync(descriptor) == 0 else { throw Failure(reason: errorText()) }
            observe(.syncedTemporary)
        }
        guard rename(temporaryPath, path) == 0 else { throw Failure(reason: errorText()) }
        renamed = true
        observe(.renamed)
        if durable { syncDirectory(directory) }
        observe(.syncedDirectory)
    }

    /// Creates the directory and its parents (0700, the book is private) when missing.
    public static func makeDirectory(_ directory: String) throws(Failure) {
        var info = stat()
        if stat(directory, &info) == 0 { return }
        let parent = (directory as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != directory { try makeDirectory(parent) }
        guard mkdir(directory, 0o700) == 0 || errno == EEXIST else {
            throw Failure(reason: tr("cannot create {folder}: {reason}", ["folder": directory, "reason": errorText()]))
        }
    }

    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Why the last call failed (errno): the common reasons in the program's language (their
    /// English is strerror's), the others as strerror says them.
    package static func errorText() -> String {
        let code = errno
        // TRANSLATORS: why the system refused to read or write a file (C library's wording, as strerror says it).
        switch code {
        case ENOSPC: return tr("No space left on device", context: "system error")
        case EDQUOT: return tr("Disk quota exceeded", context: "system error")
        case EACCES: return tr("Permission denied", context: "system error")
        case EPERM: return tr("Operation not permitted", context: "system error")
        case EROFS: return tr("Read-only file system", context: "system error")
        case ENOENT: return tr("No such file or directory", context: "system error")
        case ENOTDIR: return tr("Not a directory", context: "system error")
        case EISDIR: return tr("Is a directory", context: "system error")
        case EEXIST: return tr("File exists", context: "system error")
        case ELOOP: return tr("Too many levels of symbolic links", context: "system error")
        case ENAMETOOLONG: return tr("File name too long", context: "system error")
        case EIO: return tr("Input/output error", context: "system error")
        case EBUSY: return tr("Device or resource busy", context: "system error")
        case EMFILE: return tr("Too many open files", context: "system error")
        case EFBIG: return tr("File too large", context: "system error")
        default: return String(cString: strerror(code))
        }
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// A file opened for reading only when it is a regular file. `open` on a FIFO waits for a
/// writer (a book swapped for a FIFO hung the app, deaf to Ctrl-C and SIGTERM), and a device
/// may never end: the file is opened without blocking and refused unless fstat says regular.
package enum RegularFile {
    /// The descriptor (blocking again, for reading) and what fstat says of it, or the reason it
    /// cannot be read; the caller closes the descriptor.
    package static func open(_ path: String) -> Result<(descriptor: Int32, info: stat), Refusal> {
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Refusal(reason: AtomicFileWriter.errorText())) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = AtomicFileWriter.errorText()
            close(descriptor)
            return .failure(Refusal(reason: reason))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .failure(Refusal(reason: "it is a \(kind(info)), not a regular file"))
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return .success((descriptor, info))
    }

    package struct Refusal: Error, Equatable {
        package let reason: String
    }

    private static func kind(_ info: stat) -> String {
        switch info.st_mode & S_IFMT {
        case S_IFIFO: "FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: "device"
        case S_IFDIR: "directory"
        case S_IFSOCK: "socket"
        default: "special file"
        }
    }
}

import Localization

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
            return .failure(Refusal(reason: refusal(info)))
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return .success((descriptor, info))
    }

    package struct Refusal: Error, Equatable {
        package let reason: String
    }

    /// Why a file that is not a regular file is not read, by what it is.
    private static func refusal(_ info: stat) -> String {
        switch info.st_mode & S_IFMT {
        case S_IFIFO: tr("it is a FIFO (named pipe), not a regular file")
        case S_IFCHR, S_IFBLK: tr("it is a device, not a regular file")
        case S_IFDIR: tr("it is a directory, not a regular file")
        case S_IFSOCK: tr("it is a socket, not a regular file")
        default: tr("it is a special file, not a regular file")
        }
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive advisory lock (flock) on a lock file beside the book, held while the book is
/// checked and written: two copies of the app, or a command and the app, take turns.
struct FileLock {
    private let descriptor: Int32

    init(path: String) throws(StoreError) {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: "cannot open the lock file: \(AtomicFileWriter.errorText())") }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = AtomicFileWriter.errorText()
                close(descriptor)
                throw .writeFailed(path: path, reason: "cannot lock: \(reason)")
            }
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

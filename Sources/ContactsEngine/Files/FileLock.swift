import ContactsCore

#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive advisory lock (flock) on a lock file beside the book, held while the book is
/// checked and written: two copies of the app, or a command and the app, take turns.
package struct FileLock {
    private let descriptor: Int32

    package init(path: String) throws(StoreError) {
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

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Takes the lock only when it is free at once (a sync does not queue behind another):
    /// nil when another process holds it.
    static func attempt(path: String) throws(StoreError) -> FileLock? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: "cannot open the lock file: \(AtomicFileWriter.errorText())") }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return FileLock(descriptor: descriptor)
    }

    package func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

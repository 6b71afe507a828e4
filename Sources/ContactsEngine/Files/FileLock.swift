import ContactsCore
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive advisory lock (flock) on a lock file beside the book, held while the book is
/// checked and written: two copies of the app, or a command and the app, take turns.
package struct FileLock {
    private let descriptor: Int32

    /// Waits for the lock while another program holds it: `waiting` is told after a moment
    /// (a second), and after `patience` the wait ends with an error, never silently forever.
    package init(path: String, patience: Double = 60, waiting: (() -> Void)? = nil) throws(StoreError) {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .writeFailed(path: path, reason: tr("cannot open the lock file: {reason}", ["reason": AtomicFileWriter.errorText()]))
        }
        var waited = 0.0
        let step = 0.05
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                let reason = AtomicFileWriter.errorText()
                close(descriptor)
                throw .writeFailed(path: path, reason: tr("cannot lock: {reason}", ["reason": reason]))
            }
            guard waited < patience else {
                close(descriptor)
                throw .busy(path: path, seconds: Int(patience))
            }
            if waited < 1, waited + step >= 1 { waiting?() }
            usleep(UInt32(step * 1_000_000))
            waited += step
        }
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Takes the lock only when it is free at once (a sync does not queue behind another):
    /// nil when another process holds it.
    static func attempt(path: String) throws(StoreError) -> FileLock? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .writeFailed(path: path, reason: tr("cannot open the lock file: {reason}", ["reason": AtomicFileWriter.errorText()]))
        }
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

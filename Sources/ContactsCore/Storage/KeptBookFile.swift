import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A large book file kept open after it was read, so that a contact's bytes are read from it
/// when its fields are, instead of the whole file staying in memory (43 MB at 100,000
/// contacts; docs/DECISIONS.md #54). Each contact's line had a checksum taken as it was read,
/// and every later read is checked against it, so bytes another program wrote into the file
/// since are never used (a program that renames a new file over it, as this app and most
/// editors do, leaves this one as it was). A read that finds other bytes marks the file
/// changed: the store then reads the book again before it saves anything.
final class KeptBookFile: Sendable {
    private let descriptor: Int32
    /// The file's size when it was read.
    let size: Int
    private let foundChanged = Atomic<Bool>(false)

    /// Takes `descriptor` over: it is closed with this object.
    init(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
    }

    deinit { close(descriptor) }

    /// Whether a read found bytes other than those read at first.
    var wasFoundChanged: Bool { foundChanged.load(ordering: .relaxed) }

    func noteChanged() { foundChanged.store(true, ordering: .relaxed) }

    /// `count` bytes from `offset` into `buffer`; false (and the file marked changed) when the
    /// file is shorter now or cannot be read.
    func read(at offset: Int, count: Int, into buffer: UnsafeMutableRawPointer) -> Bool {
        guard FileBytes.read(descriptor, at: offset, count: count, into: buffer) else {
            noteChanged()
            return false
        }
        return true
    }
}

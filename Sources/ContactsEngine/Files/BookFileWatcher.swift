import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Tells when another program may have written the book: inotify on the book's folder (a save
/// replaces the file by a rename, which a watch on the file itself would lose after the first),
/// kept to events naming the file. Its descriptor goes into the same `poll` as the keyboard, so
/// an app with nothing to do still sleeps: no timer, no thread.
public final class BookFileWatcher {
    /// Readable when events wait; `takeEvents()` reads them.
    public let descriptor: Int32
    /// The books' file names: an event naming one in a watched folder may be about it (the
    /// keeper's fingerprint then tells).
    private let names: Set<String>

    /// Nil when no book's folder can be watched (it does not exist yet, or inotify is not
    /// there): then only a reload by hand notices another program.
    public init?(bookPaths paths: [String]) {
        // A symlinked book is written where the link points.
        let targets = paths.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() }
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
        // A folder not there yet holds no book another program could write.
        let folders = Set(targets.map { $0.deletingLastPathComponent().path }).filter { FileManager.default.fileExists(atPath: $0) }
        guard !folders.isEmpty, folders.filter({ inotify_add_watch(descriptor, $0, events) >= 0 }).count == folders.count else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        names = Set(targets.map(\.lastPathComponent))
    }

    public convenience init?(bookPath path: String) { self.init(bookPaths: [path]) }

    deinit { close(descriptor) }

    /// Reads every event waiting; true when one was about the book's file (or events were lost,
    /// so one may have been).
    public func takeEvents() -> Bool {
        var concernsBook = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return concernsBook }
            for event in Self.events(in: buffer[..<count]) where event.overflowed || names.contains(event.name) {
                concernsBook = true
            }
        }
    }

    /// inotify_event records: wd, mask, cookie and the name's length (4 bytes each), then the
    /// name, padded with NULs.
    static func events(in bytes: ArraySlice<UInt8>) -> [(name: String, overflowed: Bool)] {
        var events: [(name: String, overflowed: Bool)] = []
        var offset = bytes.startIndex
        while offset + 16 <= bytes.endIndex {
            func field(_ index: Int) -> UInt32 {
                (0..<4).reduce(0) { value, byte in value | UInt32(bytes[offset + index * 4 + byte]) << (8 * byte) }
            }
            let mask = field(1)
            let length = Int(field(3))
            let start = offset + 16
            guard start + length <= bytes.endIndex else { break }
            let nameBytes = bytes[start..<start + length].prefix { $0 != 0 }
            events.append((String(decoding: nameBytes, as: UTF8.self), mask & UInt32(IN_Q_OVERFLOW) != 0))
            offset = start + length
        }
        return events
    }
}

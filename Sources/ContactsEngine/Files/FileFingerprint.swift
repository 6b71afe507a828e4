import ContactsCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Tells whether a file is still the one read: device, inode, size and modification time,
/// then a content hash only when those changed (a touch or a rewrite with the same bytes is
/// no change).
package struct FileFingerprint: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: timespec
    package var hash: UInt64

    package static func == (lhs: FileFingerprint, rhs: FileFingerprint) -> Bool {
        lhs.sameFile(as: rhs) && lhs.hash == rhs.hash
    }

    package func sameFile(as other: FileFingerprint) -> Bool {
        device == other.device && inode == other.inode && size == other.size && modified.tv_sec == other.modified.tv_sec
            && modified.tv_nsec == other.modified.tv_nsec
    }

    /// The file at `path` now, whose content hashes to `hash`.
    package init?(path: String, hash: UInt64) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info: info, hash: hash)
    }

    /// From the stat of the very descriptor the data was read through, so the two describe
    /// the same file even if another writer renames a new one into place meanwhile.
    package init(info: stat, data: Data) {
        self.init(info: info, hash: Self.hash(data))
    }

    package init(info: stat, hash: UInt64) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.st_mtim
        self.hash = hash
    }

    /// Modified in the last two seconds: too recent for its timestamp to tell versions apart.
    package var isRecent: Bool {
        var clock = timespec()
        clock_gettime(CLOCK_REALTIME, &clock)
        return clock.tv_sec - modified.tv_sec < 2
    }

    /// The file's identity now, without reading it (hash left 0).
    package static func statOnly(_ path: String) -> FileFingerprint? {
        FileFingerprint(path: path, hash: 0)
    }

    /// The content's hash for telling two versions of the file apart (kept in memory only).
    package static func hash(_ data: Data) -> UInt64 {
        var hasher = FileHasher(from: 0)
        data.withUnsafeBytes { hasher.combine($0) }
        return hasher.finish()
    }

    /// The same for the file open at `descriptor`, its parts (`FileHasher`) hashed on all
    /// cores when it is large, each read a megabyte at a time into a buffer of its own (not
    /// kept in memory whole); nil when it cannot be read to `size`. An open that finds an
    /// index of the book's size takes it beside the index's read (on one core it took 8-9 ms
    /// at 100,000 contacts); a first read hashes the lines as it reads them instead.
    package static func hash(ofFile descriptor: Int32, size: Int) -> UInt64? {
        let shares = Parallel.map(count: size, minimumPerPart: 4 << 20) { part in share(ofFile: descriptor, part) }
        guard shares.allSatisfy({ $0 != nil }) else { return nil }
        return FileHasher.join(shares.compactMap { $0 }, size: size)
    }

    /// The `FileHasher` share of the file's bytes in `range`.
    private static func share(ofFile descriptor: Int32, _ range: Range<Int>) -> FileHasher.Share? {
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        var hasher = FileHasher(from: range.lowerBound)
        var offset = range.lowerBound
        while offset < range.upperBound, let base = buffer.baseAddress {
            let count = min(chunk, range.upperBound - offset)
            guard FileBytes.read(descriptor, at: offset, count: count, into: base) else { return nil }
            hasher.combine(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            offset += count
        }
        return hasher.share
    }

    /// FNV-1a over 8-byte words in four interleaved lanes, so the multiplications do not wait
    /// on each other (a book of 70 MB in a few milliseconds), fed in any pieces: a save hashes
    /// the pieces it writes, never the whole file in one buffer.
    struct ContentHasher {
        private var lanes: (UInt64, UInt64, UInt64, UInt64) = (seed, 1, 2, 3)
        /// The bytes of an unfinished block, carried to the next piece.
        private var carried: [UInt8] = []

        package mutating func combine(_ bytes: UnsafeRawBufferPointer) {
            var offset = 0
            if !carried.isEmpty {
                offset = min(32 - carried.count, bytes.count)
                carried += bytes[0..<offset]
                guard carried.count == 32 else { return }
                carried.withUnsafeBytes { mixBlock($0, at: 0) }
                carried = []
            }
            while bytes.count - offset >= 32 {
                mixBlock(bytes, at: offset)
                offset += 32
            }
            carried += bytes[offset...]
        }

        private mutating func mixBlock(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
            Self.mix(&lanes.0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            Self.mix(&lanes.1, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            Self.mix(&lanes.2, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            Self.mix(&lanes.3, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
        }

        static func mix(_ hash: inout UInt64, _ word: UInt64) {
            hash = (hash ^ word) &* 0x100_0000_01b3
            hash ^= hash >> 29
        }

        static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

        package func finish() -> UInt64 {
            var hash = lanes.0
            for lane in [lanes.1, lanes.2, lanes.3] { Self.mix(&hash, lane) }
            for byte in carried { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
    }
}

import Foundation

/// The bytes a book was read from, shared by every contact read from them: in memory (a small
/// book, or one in another layout), or a file kept open and read when a contact is read
/// (`KeptBookFile`).
final class SourceBytes: Sendable {
    enum Storage: Sendable {
        case memory(Data)
        case file(KeptBookFile)
    }

    let storage: Storage

    init(_ data: Data) { storage = .memory(data) }
    init(_ file: KeptBookFile) { storage = .file(file) }

    /// The kept file, when the bytes are read from one.
    var keptFile: KeptBookFile? {
        if case .file(let file) = storage { return file }
        return nil
    }

    /// Hands the bytes of `range` to `body`: from a kept file only when they still have the
    /// checksum they were read with. False, `body` not called, when they do not.
    func withBytes(_ range: Range<Int>, checksum: UInt64, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        switch storage {
        case .memory(let data):
            data.withUnsafeBytes { raw in body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[range])) }
            return true
        case .file(let file):
            guard let bytes = FileWindow.forThisThread.value.bytes(range, of: file), LineChecksum.of(bytes) == checksum else {
                file.noteChanged()
                return false
            }
            body(bytes)
            return true
        }
    }
}

/// The bytes around the last contact a thread read from a kept file: a pass over many contacts
/// in the file's order reads it in windows, not a call a contact, and a contact read anywhere
/// else costs one read of its own bytes.
private final class FileWindow {
    static let forThisThread = PerThread { FileWindow() }
    /// Bytes read from the file at once at least.
    static let size = 16 << 10

    private weak var file: KeptBookFile?
    private var start = 0
    private var count = 0
    private var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: FileWindow.size, alignment: 16)

    deinit { buffer.deallocate() }

    /// The bytes of `range`, read now unless the window holds them; nil when the file no longer
    /// has them.
    func bytes(_ range: Range<Int>, of file: KeptBookFile) -> UnsafeBufferPointer<UInt8>? {
        if self.file !== file || range.lowerBound < start || range.upperBound > start + count {
            // Reading on from where the last read ended is a pass in the file's order: a window
            // at a time. Anywhere else (a pass in list order), the contact alone: a window a
            // contact read 1.6 GB for 100,000 of them.
            let follows = self.file === file && (start + count..<start + count + 64).contains(range.lowerBound)
            let length = min(follows ? max(range.count, Self.size) : range.count, file.size - range.lowerBound)
            guard length >= range.count else { return nil }
            if length > buffer.count {
                buffer.deallocate()
                buffer = .allocate(byteCount: length, alignment: 16)
            }
            self.file = nil
            guard let base = buffer.baseAddress, file.read(at: range.lowerBound, count: length, into: base) else { return nil }
            (self.file, start, count) = (file, range.lowerBound, length)
        }
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[range.lowerBound - start..<range.upperBound - start])
        return bytes.bindMemory(to: UInt8.self)
    }
}

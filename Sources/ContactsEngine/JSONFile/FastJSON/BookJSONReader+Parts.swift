import ContactsCore
import Foundation

/// A book read in parts, one a core, each part reading its bytes a chunk at a time
/// (`ChunkedBytes`), so the book is never held whole. The splits are contact boundaries found
/// without parsing: a `{` after `}` and `,` (white space between them allowed) whose first key
/// is a contact's member, so a book in any layout (one contact a line as this app writes it,
/// pretty-printed, all on one line) splits. (`{"` never stands inside a JSON string.) A guess
/// inside a nested object is caught as the part before it is read: it must end exactly at the
/// split, after a contact and its comma. Anything else gives up, and the book is read whole.
extension BookJSONReader {
    /// From this size more cores pay for themselves: a book of 10,000 contacts (4 MB) took
    /// 60 ms to `query` read on one core.
    static let partsSize = 1 << 20
    /// A part's bytes are read this many at a time: a chunk is parsed while it is still in
    /// the core's cache.
    public static let chunkSize = 1 << 18

    /// A book as the parts reader read it, with where each contact's line lies in the file
    /// (nil once a contact spans lines) and the file's hash (`FileFingerprint.FileHasher`).
    struct ReadBook {
        let book: AddressBook
        let lines: [BookSource.Line]?
        let hash: UInt64
    }

    /// The book in `data` read in `count` parts of `chunk` bytes at a time (tests ask for
    /// more parts and smaller chunks); nil when it cannot be read so. What the fuzz target
    /// checks against the book read in one pass.
    public static func read(_ data: Data, parts count: Int, chunk: Int = chunkSize) -> AddressBook? {
        data.withUnsafeBytes { readInParts(size: data.count, parts: count, chunk: chunk, read: ChunkedBytes.reading($0))?.book }
    }

    /// The book in the file open at `descriptor`, `size` bytes when stat was asked: in parts
    /// on every core from `partsSize`, else in one.
    static func read(file descriptor: Int32, size: Int) -> ReadBook? {
        readInParts(size: size, parts: size >= partsSize ? Parallel.cores : 1, read: ChunkedBytes.reading(descriptor))
    }

    static func readInParts(size: Int, parts count: Int, chunk: Int = chunkSize, read: @escaping ChunkedBytes.Read) -> ReadBook? {
        var splits: [Int] = []
        for part in 1..<max(count, 1) {
            guard let split = contactSplit(size: size, after: max(size * part / count, splits.last ?? 0), read: read) else { return nil }
            splits.append(split)
        }
        let parts = Parallel.uncheckedEach(count: splits.count + 1) { part -> ContactsPart? in
            try? ContactsPart(
                from: part == 0 ? nil : splits[part - 1], until: part < splits.count ? splits[part] : nil, size: size, chunk: chunk, read: read)
        }
        guard let first = parts.first, var top = first?.head, let last = parts.last, let tail = last?.tail else { return nil }
        // The members after the contacts; each member at most once in the whole top level.
        if let version = tail.version {
            guard top.version == nil else { return nil }
            top.version = version
        }
        for (key, value) in tail.unknown {
            guard top.unknown.updateValue(value, forKey: key) == nil else { return nil }
        }
        var contacts: [Contact] = []
        contacts.reserveCapacity(parts.reduce(0) { $0 + ($1?.contacts.count ?? 0) })
        var lines: [BookSource.Line]? = []
        var shares: [FileFingerprint.FileHasher.Share] = []
        for part in parts {
            guard let part else { return nil }
            contacts += part.contacts
            lines = lines.flatMap { before in part.lines.map { before + $0 } }
            shares.append(part.share)
        }
        top.contacts = contacts
        guard let book = try? top.book(), let end = last?.end else { return nil }
        return ReadBook(book: book, lines: lines, hash: FileFingerprint.FileHasher.join(shares, size: end))
    }

    /// The first likely contact boundary at or after `offset`: the index just after the comma of
    /// `}` `,` `{"member"` where `member` is a contact's (not a phone's or an address's). Read
    /// a window at a time, each overlapping the one before, so a boundary cut by a window's
    /// end is seen whole in the next.
    static func contactSplit(size: Int, after offset: Int, read: ChunkedBytes.Read) -> Int? {
        let window = 1 << 16
        let overlap = 1 << 10
        var buffer = [UInt8](repeating: 0, count: window)
        var start = max(0, offset - overlap)
        while start < size {
            let got = buffer.withUnsafeMutableBytes { read(start, $0) } ?? 0
            guard got > 0 else { return nil }
            let found = buffer.withUnsafeBufferPointer { contactSplit(in: UnsafeBufferPointer(rebasing: $0[0..<got]), after: offset - start) }
            if let found { return start + found }
            guard start + got < size else { return nil }
            start += max(got - overlap, 1)
        }
        return nil
    }

    /// The same within `bytes`, from index `offset` (at least 0).
    static func contactSplit(in bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Int? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        guard let base = bytes.baseAddress else { return nil }
        var index = max(offset, 0)
        while index < bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: "{")), bytes.count - index) {
            let brace = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            index = brace + 1
            var back = brace - 1
            while back > 0, isSpace(bytes[back]) { back -= 1 }
            guard back > 0, bytes[back] == UInt8(ascii: ","), case let comma = back else { continue }
            back -= 1
            while back > 0, isSpace(bytes[back]) { back -= 1 }
            guard bytes[back] == UInt8(ascii: "}") else { continue }
            var scanner = JSONScanner(bytes)
            scanner.index = brace + 1
            guard (try? scanner.peek()) == UInt8(ascii: "\""), let key = try? scanner.scannedString(), ContactMember(key) != nil else { continue }
            return comma + 1
        }
        return nil
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a pass over a book file of one contact a line does with each contact's line.
protocol BookLineReader {
    /// Reads one contact's line (its JSON object, without the indent and the comma), which lies
    /// at `offset` in the file; false when it is not one.
    mutating func read(_ line: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool
    /// Called once every line of the part was read, on the core that read them: what is made
    /// of the part alone (its keys sorted) is then made while other parts are still read.
    mutating func finishPart()
}

extension BookLineReader {
    mutating func finishPart() {}
}

/// A book file of one contact a line (the layout this app writes) read line by line, without
/// reading it whole: a large book in parts shared by the cores, each read a chunk at a time into
/// one buffer used again and again (reading 43 MB into new memory was most of a lookup's time,
/// and all of its swings). What lookups (`query`) and whole-book exports read a book with.
///
/// Only for reading: the book is not checked as a whole (duplicate ids are the caller's to
/// check), which every command that writes still does by loading it.
enum BookLineScan {
    static let chunkSize = 1 << 20
    /// The file's first line and the array's opening.
    static let opening = Array("{\n  \"contacts\" : [\n".utf8)

    /// The contacts that may match a search: each line is folded as it stands and only the
    /// lines holding every word of the search are read. A lookup in 100,000 contacts then costs
    /// a pass over the bytes instead of building every contact (docs/DECISIONS.md #65). nil
    /// when the file is not in the layout or the search cannot be told from the lines: then
    /// read the whole book.
    static func contacts(inFile descriptor: Int32, size: Int, mayMatching search: ContactSearch, chunkSize: Int = chunkSize) -> [Contact]? {
        guard let needles = search.lineNeedles else { return nil }
        return read(file: descriptor, size: size, chunkSize: chunkSize) { _ in MatchingLines(needles: needles) }.map { $0.parts.flatMap(\.found) }
    }

    /// Each part's reader (made for the part's size in bytes), in the file's order, after it
    /// read the part's lines, the book's version and, when `hashing`, the file's content hash
    /// (`FileFingerprint.FileHasher`) of the very bytes read; nil when the file is not in the
    /// layout (only contacts and a version at the top level, a comma after every contact but
    /// the last) or a reader refused a line.
    static func read<Reader: BookLineReader>(
        file descriptor: Int32, size: Int, chunkSize: Int = chunkSize, hashing: Bool = false, reader: (_ partSize: Int) -> Reader
    ) -> (parts: [Reader], version: Int, hash: UInt64?)? {
        guard size > opening.count, FileBytes.bytes(of: descriptor, at: 0, count: opening.count) == opening else { return nil }
        let bounds = partBounds(in: descriptor, size: size, chunkSize: chunkSize)
        let parts = Parallel.each(count: bounds.count - 1) { part -> (Reader, Int?, FileFingerprint.FileHasher.Share?)? in
            var scan = PartScan(descriptor: descriptor, reader: reader(bounds[part + 1] - bounds[part]), fileSize: size, chunkSize: chunkSize)
            if hashing { scan.hasher = FileFingerprint.FileHasher(from: part == 0 ? 0 : bounds[part]) }
            // The opening, as compared above, is the first part's to hash.
            if part == 0 { opening.withUnsafeBytes { scan.hasher?.combine($0) } }
            guard scan.read(from: bounds[part], to: bounds[part + 1], isFirst: part == 0, holdsTheEnd: part == bounds.count - 2) else { return nil }
            scan.reader.finishPart()
            return (scan.reader, scan.version, scan.hasher?.share)
        }
        var readers: [Reader] = []
        var version: Int?
        var shares: [FileFingerprint.FileHasher.Share] = []
        for part in parts {
            guard let part else { return nil }
            readers.append(part.0)
            version = version ?? part.1
            if let share = part.2 { shares.append(share) }
        }
        return version.map { (readers, $0, hashing ? FileFingerprint.FileHasher.join(shares, size: size) : nil) }
    }

    /// Where the parts of the file start, and its end: a large book in eight parts a core (16
    /// at most: a sort finds each key's part by walking the parts), each starting at a
    /// contact's line and read by whichever core is free (two halves, one a core, waited on
    /// the slower half, 1-30 ms, when the other core was busy elsewhere a while; with four
    /// parts a core, the last part's core still worked alone for about half a part's time).
    static func partBounds(in descriptor: Int32, size: Int, chunkSize: Int) -> [Int] {
        var bounds = [opening.count]
        if size >= 8 * chunkSize {
            for part in 1..<partsOfALargeBook {
                let after = size / partsOfALargeBook * part
                if let start = contactLineStart(in: descriptor, after: after, before: size), start > bounds[bounds.count - 1] {
                    bounds.append(start)
                }
            }
        }
        return bounds + [size]
    }

    static let partsOfALargeBook = min(8 * Parallel.cores, 16)

    /// One part of the file read a chunk at a time: each whole line is a contact, handed to the
    /// reader, and the part that holds the end of the file ends with the closing line and the
    /// version.
    private struct PartScan<Reader: BookLineReader> {
        let descriptor: Int32
        var reader: Reader
        let fileSize: Int
        var buffer: [UInt8]
        private var isFirst = true
        /// Whether the last contact line read had its comma; nil before the first.
        private var lastHadComma: Bool?
        /// The book's version, read by the part that holds the end.
        private(set) var version: Int?
        /// Hashes the bytes as their lines are read, when the read hashes the file.
        var hasher: FileFingerprint.FileHasher?
        /// What follows the closing line, read apart.
        private var tail: [UInt8] = []

        init(descriptor: Int32, reader: Reader, fileSize: Int, chunkSize: Int) {
            (self.descriptor, self.reader, self.fileSize) = (descriptor, reader, fileSize)
            buffer = [UInt8](repeating: 0, count: chunkSize)
        }

        /// Reads the lines from `start` to `end` (both line starts); false for anything but the
        /// layout.
        mutating func read(from start: Int, to end: Int, isFirst: Bool, holdsTheEnd: Bool) -> Bool {
            self.isFirst = isFirst
            let descriptor = descriptor
            var offset = start  // Where buffer[0] lies in the file.
            var filled = 0
            while offset + filled < end {
                if filled == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }  // A line longer than a chunk.
                let wanted = min(buffer.count - filled, end - offset - filled)
                let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress.map { $0 + filled }, wanted, off_t(offset + filled)) }
                guard read > 0 else { return false }
                filled += read
                guard let used = lines(count: filled, at: offset, holdsTheEnd: holdsTheEnd) else { return false }
                if hasher != nil {
                    buffer.withUnsafeBytes { hasher?.combine(UnsafeRawBufferPointer(rebasing: $0[0..<used.count])) }
                    if used.closed { tail.withUnsafeBytes { hasher?.combine($0) } }
                }
                if used.closed { return true }
                // The part of a line not read yet goes to the front.
                buffer.withUnsafeMutableBytes { bytes in
                    if let base = bytes.baseAddress { memmove(base, base + used.count, filled - used.count) }
                }
                (offset, filled) = (offset + used.count, filled - used.count)
            }
            // Only the part with the end of the file may hold the closing line, and must; another
            // part's last contact is followed by more.
            return filled == 0 && !holdsTheEnd && lastHadComma == true
        }

        /// Reads the whole lines among the first `count` bytes of the buffer: how many bytes
        /// they took, and whether the closing line was among them; nil for anything else.
        private mutating func lines(count: Int, at offset: Int, holdsTheEnd: Bool) -> (count: Int, closed: Bool)? {
            let buffer = self.buffer
            return buffer.withUnsafeBufferPointer { bytes -> (Int, Bool)? in
                guard let base = bytes.baseAddress else { return nil }
                var start = 0
                while let found = memchr(base + start, 0x0A, count - start) {
                    let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    let length = newline - start
                    // Compared byte by byte: the generic comparisons were a twentieth of a lookup.
                    if length == 4, bytes[start] == 0x20, bytes[start + 1] == 0x20, bytes[start + 2] == UInt8(ascii: "]"),
                        bytes[start + 3] == UInt8(ascii: ",")
                    {
                        let rest = offset + newline + 1
                        // No comma before the end of the array, and an empty one only in a first part.
                        guard holdsTheEnd, lastHadComma == false || (lastHadComma == nil && isFirst), fileSize - rest <= 64,
                            let tail = FileBytes.bytes(of: descriptor, at: rest, count: fileSize - rest),
                            let version = BookLineScan.version(inTail: tail[...])
                        else { return nil }
                        (self.version, self.tail) = (version, Array(tail))
                        return (newline + 1, true)
                    }
                    let comma = bytes[newline - 1] == UInt8(ascii: ",") ? 1 : 0
                    guard length > 5 + comma, memcmp(base + start, "    {", 5) == 0, bytes[newline - 1 - comma] == UInt8(ascii: "}"),
                        lastHadComma != false
                    else {
                        return nil
                    }
                    lastHadComma = comma == 1
                    guard reader.read(UnsafeBufferPointer(rebasing: bytes[start + 4..<newline - comma]), at: offset + start + 4) else { return nil }
                    start = newline + 1
                }
                return (start, false)
            }
        }
    }

    /// Reads the lines that may match a search: each folded as it stands, and read only when it
    /// holds every word.
    private struct MatchingLines: BookLineReader {
        let needles: [[UInt8]]
        var folder = TextFolder()
        var folded: [UInt8] = []
        var found: [Contact] = []

        init(needles: [[UInt8]]) {
            self.needles = needles
        }

        mutating func read(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
            folded.removeAll(keepingCapacity: true)
            // A line with an escape, or whose folding needs its context, is read to tell.
            let escaped = text.baseAddress.map { memchr($0, Int32(UInt8(ascii: "\\")), text.count) != nil } ?? false
            if !escaped, folder.append(utf8: text, to: &folded) {
                let hasAll = folded.withUnsafeBytes { folded in needles.allSatisfy { folded.containsBytes($0) } }
                if !hasAll { return true }
            }
            var scanner = JSONScanner(text)
            guard let contact = try? scanner.contact(), scanner.isAtEnd else { return false }
            found.append(contact)
            return true
        }
    }

    /// Where the first line starting after `offset` starts (before `limit`), looked for in the
    /// next 64 KB, when it is a contact's: nil for the closing line (a part starting there
    /// would hold no contact, and the one before it would end without its comma).
    private static func contactLineStart(in descriptor: Int32, after offset: Int, before limit: Int) -> Int? {
        guard let window = FileBytes.bytes(of: descriptor, at: offset, count: min(1 << 16, limit - offset)),
            let newline = window.firstIndex(of: 0x0A),
            window.count >= newline + 6, window[newline + 1..<newline + 6].elementsEqual("    {".utf8)
        else { return nil }
        return offset + newline + 1
    }

    /// N from `  "version" : N` and the closing brace, N a version this app reads.
    private static func version(inTail bytes: ArraySlice<UInt8>) -> Int? {
        let text = String(decoding: bytes, as: UTF8.self)
        let prefix = "  \"version\" : "
        guard text.hasPrefix(prefix), text.hasSuffix("\n}\n") || text.hasSuffix("\n}") else { return nil }
        let number = text.dropFirst(prefix.count).prefix { $0.isNumber }
        guard let version = Int(number), version <= AddressBook.currentVersion,
            text.dropFirst(prefix.count + number.count).trimmingCharacters(in: .whitespacesAndNewlines) == "}"
        else { return nil }
        return version
    }
}

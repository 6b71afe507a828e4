import ContactsCore
import Foundation

/// The contacts between two splits of a book (nil: the array's start, the file's end), read a
/// chunk at a time and checked to end exactly at the next split. The first part reads the
/// top-level members before the contacts, the last part those after them and checks that
/// nothing but white space follows.
struct ContactsPart {
    private(set) var head: BookTopLevel?
    private(set) var tail: BookTopLevel?
    private(set) var contacts: [Contact] = []
    /// Each contact's line, while every one is a line of its own.
    private(set) var lines: [BookSource.Line]? = []
    /// The part's share of the file's hash, every byte of its range read.
    let share: FileFingerprint.FileHasher.Share
    /// Where the part's bytes ended: for the last part, the file's size.
    let end: Int

    /// `size`: the book's size when stat was asked, for a guess at how many contacts come.
    init(from start: Int?, until split: Int?, size: Int, chunk: Int, read: @escaping ChunkedBytes.Read) throws(NotPlainJSON) {
        var reader = PartReader(ChunkedBytes(from: start ?? 0, until: split, chunk: chunk, read: read))
        var arrayEnded = false
        if start == nil {
            (head, arrayEnded) = try reader.step { scanner throws(NotPlainJSON) in try scanner.membersBeforeContacts() }
            guard !arrayEnded || split == nil else { throw NotPlainJSON() }
        }
        // A contact takes 400 to 800 bytes; reserving saves the array's regrowth.
        contacts.reserveCapacity(max((split ?? size) - (start ?? 0), 0) / 400)
        while !arrayEnded {
            let (contact, line, next) = try reader.step { scanner throws(NotPlainJSON) in
                scanner.skipSpace()
                let begin = scanner.index
                let contact = try scanner.contact()
                let line = scanner.line(begin..<scanner.index)
                let next = try scanner.peek()
                guard next == UInt8(ascii: ",") || (next == UInt8(ascii: "]") && split == nil) else { throw NotPlainJSON() }
                scanner.index += 1
                return (contact, line, next)
            }
            contacts.append(contact)
            if let line, lines != nil { lines?.append(line.shifted(by: reader.bytes.start)) } else { lines = nil }
            arrayEnded = next == UInt8(ascii: "]")
            if let split, reader.position == split { break }  // A "]" ends the last part.
        }
        if split == nil { tail = try Self.finish(&reader) }
        guard !reader.bytes.failed else { throw NotPlainJSON() }
        (share, end) = (reader.bytes.hasher.share, reader.bytes.heldEnd)
    }

    /// After the contacts' array: the last members, then nothing but white space to the end.
    private static func finish(_ reader: inout PartReader) throws(NotPlainJSON) -> BookTopLevel {
        let tail = try reader.step { scanner throws(NotPlainJSON) in try scanner.membersAfterContacts() }
        while true {
            let trailing = try reader.step { scanner throws(NotPlainJSON) in
                scanner.skipSpace()
                return scanner.index < scanner.bytes.count
            }
            guard !trailing else { throw NotPlainJSON() }
            guard reader.bytes.readMore(keepingFrom: reader.position) else { return tail }
        }
    }
}

/// A part's place in its bytes.
private struct PartReader {
    let bytes: ChunkedBytes
    /// Where the next step starts in the book.
    private(set) var position: Int

    init(_ bytes: ChunkedBytes) {
        self.bytes = bytes
        position = bytes.start
    }

    /// Runs `body` on the bytes held from `position`, and moves past what it read; when it
    /// fails and more bytes can be read, it runs again over them (it was cut off at the
    /// chunk's end), so only a step that fails over every byte there is fails.
    mutating func step<Result>(_ body: (inout JSONScanner) throws(NotPlainJSON) -> Result) throws(NotPlainJSON) -> Result {
        while true {
            var scanner = JSONScanner(bytes.bytes)
            scanner.index = position - bytes.start
            do {
                let result = try body(&scanner)
                position = bytes.start + scanner.index
                return result
            } catch {
                guard bytes.readMore(keepingFrom: position) else { throw error }
            }
        }
    }
}

extension JSONScanner {
    /// `{`, the members before "contacts", `"contacts":[`; and whether the array is empty
    /// (its `]` read too).
    fileprivate mutating func membersBeforeContacts() throws(NotPlainJSON) -> (BookTopLevel, arrayEnded: Bool) {
        var top = BookTopLevel()
        try expect(UInt8(ascii: "{"))
        while true {
            let key = try string()
            try expect(UInt8(ascii: ":"))
            if key == "contacts" { break }
            try topLevelMember(key, into: &top)
            try expect(UInt8(ascii: ","))
        }
        try expect(UInt8(ascii: "["))
        guard try peek() == UInt8(ascii: "]") else { return (top, false) }
        index += 1
        return (top, true)
    }

    /// The members after the contacts' `]`, to the top level's `}`.
    fileprivate mutating func membersAfterContacts() throws(NotPlainJSON) -> BookTopLevel {
        var top = BookTopLevel()
        while true {
            let next = try peek()
            index += 1
            if next == UInt8(ascii: "}") { return top }
            guard next == UInt8(ascii: ","), case let key = try string(), key != "contacts" else { throw NotPlainJSON() }
            try expect(UInt8(ascii: ":"))
            try topLevelMember(key, into: &top)
        }
    }

    /// The contact read from `range` as a line a save may copy, nil when it spans lines; the
    /// indent before it and the comma and newline after it noted when they lie in the bytes.
    fileprivate func line(_ range: Range<Int>) -> BookSource.Line? {
        guard let base = bytes.baseAddress, memchr(base + range.lowerBound, 0x0A, range.count) == nil else { return nil }
        let indented = range.lowerBound >= 4 && bytes[range.lowerBound - 4..<range.lowerBound].allSatisfy { $0 == 0x20 }
        let comma = range.upperBound + 2 <= bytes.count && bytes[range.upperBound] == UInt8(ascii: ",") && bytes[range.upperBound + 1] == 0x0A
        return BookSource.Line(range: range, indented: indented, comma: comma)
    }
}

import Foundation

/// A large book read in two halves on two cores. The split is a contact boundary found without
/// parsing: in the book as this app writes it, each contact starts on a line of its own with
/// "    {" (raw newlines exist only between values, never inside a JSON string). The first half
/// must end exactly there after a contact and a comma, and the second must start there with a
/// contact; anything else (another writer's layout, a split outside the contacts) gives up, and
/// the book is read in one pass.
extension BookJSONReader {
    /// From this size a second core pays for itself.
    static let partsSize = 8 << 20

    /// The book, and each contact's line while every one is a line of its own.
    static func readInParts(_ bytes: UnsafeBufferPointer<UInt8>, source: SourceBytes) -> (AddressBook, [Range<Int>]?, BookKeys?)? {
        guard bytes.count >= partsSize, Parallel.cores > 1,
            let split = contactStart(in: bytes, after: bytes.count / 2)
        else { return nil }
        let (first, second) = Parallel.both(
            { try? firstHalf(bytes, until: split, source: source) }, { try? secondHalf(bytes, from: split, source: source) })
        guard case (var top, let contacts, let lines, var keys)? = first, let (after, afterLines, afterKeys, end) = second else { return nil }
        top.contacts = contacts + after
        let allLines = lines.flatMap { before in afterLines.map { before + $0 } }
        if let afterKeys { keys?.append(afterKeys) }
        var scanner = JSONScanner(bytes)
        scanner.index = end
        do throws(NotPlainJSON) {
            // The rest of the top level, after the contacts.
            while true {
                let next = try scanner.peek()
                scanner.index += 1
                if next == UInt8(ascii: "}") { break }
                guard next == UInt8(ascii: ","), case let key = try scanner.string(), key != "contacts" else { throw NotPlainJSON() }
                try scanner.expect(UInt8(ascii: ":"))
                try scanner.topLevelMember(key, into: &top)
            }
            guard scanner.isAtEnd else { return nil }
            return (try top.book(), allLines, keys)
        } catch {
            return nil
        }
    }

    /// The first "\n    {" at or after `offset`, as the index of its newline: a contact's start
    /// both in files of one contact a line and in the indented layout of earlier versions.
    private static func contactStart(in bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Int? {
        let pattern: [UInt8] = Array("\n    {".utf8)
        var index = offset
        while index + pattern.count <= bytes.count {
            if bytes[index] == 0x0A, (1..<pattern.count).allSatisfy({ bytes[index + $0] == pattern[$0] }) { return index }
            index += 1
        }
        return nil
    }

    /// The top-level members before the contacts and the contacts up to the split.
    private static func firstHalf(_ bytes: UnsafeBufferPointer<UInt8>, until split: Int, source: SourceBytes) throws(NotPlainJSON) -> (
        BookTopLevel, [Contact], [Range<Int>]?, BookKeys?
    ) {
        var scanner = JSONScanner(bytes)
        scanner.contactLines = []
        scanner.spans = SpanRecorder(source: source, capacity: split / 400)
        var top = BookTopLevel()
        try scanner.expect(UInt8(ascii: "{"))
        while true {
            let key = try scanner.string()
            try scanner.expect(UInt8(ascii: ":"))
            if key == "contacts" { break }
            try scanner.topLevelMember(key, into: &top)
            try scanner.expect(UInt8(ascii: ","))
        }
        try scanner.expect(UInt8(ascii: "["))
        var contacts: [Contact] = []
        // Room for the second half's contacts too, which are appended to these.
        contacts.reserveCapacity(bytes.count / 400)
        while true {
            contacts.append(try scanner.contact())
            try scanner.expect(UInt8(ascii: ","))
            if scanner.index == split { return (top, contacts, scanner.contactLines, scanner.spans?.keys) }
            guard scanner.index < split else { throw NotPlainJSON() }
        }
    }

    /// The contacts from the split to the end of the array, and where the array ended.
    private static func secondHalf(_ bytes: UnsafeBufferPointer<UInt8>, from split: Int, source: SourceBytes) throws(NotPlainJSON) -> (
        [Contact], [Range<Int>]?, BookKeys?, Int
    ) {
        var scanner = JSONScanner(bytes)
        scanner.contactLines = []
        scanner.spans = SpanRecorder(source: source, capacity: (bytes.count - split) / 400)
        scanner.index = split
        var contacts: [Contact] = []
        contacts.reserveCapacity((bytes.count - split) / 400)
        while true {
            contacts.append(try scanner.contact())
            let next = try scanner.peek()
            scanner.index += 1
            if next == UInt8(ascii: "]") { return (contacts, scanner.contactLines, scanner.spans?.keys, scanner.index) }
            guard next == UInt8(ascii: ",") else { throw NotPlainJSON() }
        }
    }
}

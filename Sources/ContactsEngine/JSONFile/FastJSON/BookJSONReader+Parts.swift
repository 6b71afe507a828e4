import ContactsCore
import Foundation

/// A large book read in parts, one a core. The splits are contact boundaries found without
/// parsing: a `{` after `}` and `,` (white space between them allowed) whose first key is a
/// contact's member, so a book in any layout (one contact a line as this app writes it,
/// pretty-printed, all on one line) splits. (`{"` never stands inside a JSON string.) A guess inside a nested object is caught
/// as the part before it is read: it must end exactly at the split, after a contact and its
/// comma. Anything else gives up, and the book is read in one pass.
extension BookJSONReader {
    /// From this size more cores pay for themselves: a book of 10,000 contacts (4 MB) took
    /// 60 ms to `query` read on one core.
    static let partsSize = 1 << 20

    /// The book read in `count` parts (tests ask for more parts of smaller books); nil when it
    /// cannot be split so. What the fuzz target checks against the book read in one pass.
    public static func read(_ data: Data, parts count: Int) -> AddressBook? {
        data.withUnsafeBytes { readInParts($0.bindMemory(to: UInt8.self), parts: count, from: 0)?.0 }
    }

    /// The book, and each contact's line while every one is a line of its own.
    static func readInParts(
        _ bytes: UnsafeBufferPointer<UInt8>, parts count: Int = Parallel.cores, from minimumSize: Int = partsSize
    ) -> (AddressBook, [Range<Int>]?)? {
        guard bytes.count >= minimumSize, count > 1 else { return nil }
        var splits: [Int] = []
        for part in 1..<count {
            guard let split = contactSplit(in: bytes, after: max(bytes.count * part / count, splits.last ?? 0)) else { return nil }
            splits.append(split)
        }
        let parts = Parallel.each(count: count) { part -> ContactsPart? in
            try? ContactsPart(bytes, from: part == 0 ? nil : splits[part - 1], until: part < splits.count ? splits[part] : nil)
        }
        guard let first = parts.first, case var top?? = first.map(\.top) else { return nil }
        var contacts: [Contact] = []
        contacts.reserveCapacity(parts.reduce(0) { $0 + ($1?.contacts.count ?? 0) })
        var lines: [Range<Int>]? = []
        for part in parts {
            guard let part else { return nil }
            contacts += part.contacts
            lines = lines.flatMap { before in part.lines.map { before + $0 } }
        }
        top.contacts = contacts
        var scanner = JSONScanner(bytes)
        guard let end = parts.last??.end else { return nil }
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
            return (try top.book(), lines)
        } catch {
            return nil
        }
    }

    /// The first likely contact boundary at or after `offset`: the index just after the comma of
    /// `}` `,` `{"member"` where `member` is a contact's (not a phone's or an address's).
    static func contactSplit(in bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Int? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        guard let base = bytes.baseAddress else { return nil }
        var index = offset
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

    /// The contacts between two splits (nil: the array's start or end), checked to end exactly
    /// at the next split; the first part reads the top-level members before them, the last part
    /// says where the array ended.
    private struct ContactsPart {
        var top: BookTopLevel?
        var contacts: [Contact] = []
        var lines: [Range<Int>]?
        var end = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int?, until split: Int?) throws(NotPlainJSON) {
            var scanner = JSONScanner(bytes)
            scanner.contactLines = []
            if let start {
                scanner.index = start
            } else {
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
                self.top = top
            }
            contacts.reserveCapacity(((split ?? bytes.count) - (start ?? 0)) / 400)
            while true {
                contacts.append(try scanner.contact())
                if let split {
                    try scanner.expect(UInt8(ascii: ","))
                    if scanner.index == split { break }
                    guard scanner.index < split else { throw NotPlainJSON() }
                } else {
                    let next = try scanner.peek()
                    scanner.index += 1
                    if next == UInt8(ascii: "]") { break }
                    guard next == UInt8(ascii: ",") else { throw NotPlainJSON() }
                }
            }
            (lines, end) = (scanner.contactLines, scanner.index)
        }
    }
}

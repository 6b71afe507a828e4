import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The contacts that may match a search, found in a book file of one contact a line without
/// reading the whole book: each line is folded as it stands and only the lines holding every
/// word of the search are read. A lookup in 100,000 contacts (`query`, for mail clients) then
/// costs a pass over the bytes instead of building every contact (docs/DECISIONS.md #47).
///
/// Only for reading: the book is not checked as a whole (duplicate ids, lines that match
/// nothing), which every command that writes still does by loading it.
enum BookLineScan {
    /// nil when the file is not in the layout this app writes (only contacts and a version at
    /// the top level) or the search cannot be told from the lines: then read the whole book.
    static func contacts(in data: Data, mayMatching search: ContactSearch) -> [Contact]? {
        guard let needles = search.lineNeedles else { return nil }
        return data.withUnsafeBytes { raw -> [Contact]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let lines = contactLines(in: bytes) else { return nil }
            let shared = UncheckedSendable(bytes)
            let parts = Parallel.map(count: lines.count, minimumPerPart: 10_000) { range -> [Contact]? in
                var folder = TextFolder()
                var folded: [UInt8] = []
                var found: [Contact] = []
                for line in lines[range] {
                    let text = UnsafeBufferPointer(rebasing: shared.value[line])
                    folded.removeAll(keepingCapacity: true)
                    // A line with an escape, or whose folding needs its context, is read to tell.
                    let escaped = text.baseAddress.map { memchr($0, Int32(UInt8(ascii: "\\")), text.count) != nil } ?? false
                    let tells = !escaped && folder.append(utf8: text, to: &folded)
                    if tells {
                        let hasAll = folded.withUnsafeBytes { folded in needles.allSatisfy { folded.containsBytes($0) } }
                        if !hasAll { continue }
                    }
                    var scanner = JSONScanner(text)
                    guard let contact = try? scanner.contact(), scanner.isAtEnd else { return nil }
                    found.append(contact)
                }
                return found
            }
            var contacts: [Contact] = []
            for part in parts {
                guard let part else { return nil }
                contacts += part
            }
            return contacts
        }
    }

    /// Each contact line's object (without indent and comma), when the file is exactly
    /// "{", the "contacts" member with one contact a line, a "version" this app reads, "}".
    private static func contactLines(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        let head = Array("{\n  \"contacts\" : [\n".utf8)
        guard bytes.starts(with: head) else { return nil }
        var lines: [Range<Int>] = []
        var start = head.count
        guard let base = bytes.baseAddress else { return nil }
        while start < bytes.count {
            guard let found = memchr(base + start, 0x0A, bytes.count - start) else { return nil }
            let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            let length = newline - start
            // Compared byte by byte: the generic comparisons were a twentieth of a lookup.
            if length == 4, bytes[start + 2] == UInt8(ascii: "]"), bytes[start + 3] == UInt8(ascii: ",") {
                return bytes[start] == 0x20 && bytes[start + 1] == 0x20 && tail(bytes[(newline + 1)...]) ? lines : nil
            }
            let comma = bytes[newline - 1] == UInt8(ascii: ",") ? 1 : 0
            guard length > 5 + comma, memcmp(base + start, "    {", 5) == 0, bytes[newline - 1 - comma] == UInt8(ascii: "}") else { return nil }
            lines.append(start + 4..<newline - comma)
            start = newline + 1
        }
        return nil
    }

    /// `  "version" : N` and the closing brace, N a version this app reads.
    private static func tail(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        let prefix = "  \"version\" : "
        guard text.hasPrefix(prefix), text.hasSuffix("\n}\n") || text.hasSuffix("\n}") else { return false }
        let number = text.dropFirst(prefix.count).prefix { $0.isNumber }
        guard let version = Int(number), version <= AddressBook.currentVersion,
            text.dropFirst(prefix.count + number.count).trimmingCharacters(in: .whitespacesAndNewlines) == "}"
        else { return false }
        return true
    }
}

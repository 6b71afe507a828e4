import ContactsCore
import Foundation

/// The book file's layout: the top level's members sorted, each on a line of its own, and the
/// contacts one a line, so a change shows in a diff as the lines of the contacts it touched:
///
///     {
///       "contacts" : [
///         {"firstName":"Ada","id":"…"},
///         {"firstName":"Alan","id":"…"}
///       ],
///       "version" : 1
///     }
enum BookFileLayout {
    /// A run of the contact lines: bytes of the source copied as they are, or lines written anew.
    enum Piece {
        case copied(Range<Int>)
        case written(Range<Int>)
    }

    /// Collects a part's pieces, joining runs of the source that follow each other.
    struct Pieces {
        private(set) var pieces: [Piece] = []
        /// Lines written anew, each "    ", the contact and ",\n"; pieces point into them.
        var lines = JSONCompactWriter()
        private var linesTaken = 0

        /// The line of the contact at `span` in the source: its indent and comma copied with it
        /// when the source has them there (a book written by this app), else written.
        mutating func copyLine(_ span: Range<Int>, indented: Bool, comma: Bool) {
            if indented {
                copy(span.lowerBound - 4..<span.upperBound)
            } else {
                lines.append("    ")
                copy(span)
            }
            if comma { copy(span.upperBound..<span.upperBound + 2) } else { lines.append(",\n") }
        }

        private mutating func copy(_ range: Range<Int>) {
            takeLines()
            if case .copied(let last)? = pieces.last, last.upperBound == range.lowerBound {
                pieces[pieces.count - 1] = .copied(last.lowerBound..<range.upperBound)
            } else {
                pieces.append(.copied(range))
            }
        }

        /// The lines written since the last copy become a piece.
        private mutating func takeLines() {
            guard lines.bytes.count > linesTaken else { return }
            pieces.append(.written(linesTaken..<lines.bytes.count))
            linesTaken = lines.bytes.count
        }

        mutating func finish() -> (pieces: [Piece], written: [UInt8]) {
            takeLines()
            return (pieces, lines.bytes)
        }
    }

    /// Writes one contact's line anew into `lines`: "    ", the contact, ",\n".
    typealias LineWriter = (Contact, inout JSONCompactWriter) throws -> Void

    /// The file. With a source, the lines of the contacts unchanged since it was read are
    /// copied; without one, every line is written, in parts on all cores.
    static func write(_ book: AddressBook, source: BookSource?, line: LineWriter) throws -> PiecedBytes {
        var (pieces, written) = try source.map { try copyingLines(book.contacts, from: $0, line: line) } ?? writingLines(book.contacts, line: line)
        // The last line ends without the comma.
        switch pieces.last {
        case .copied(let range)?:
            pieces[pieces.count - 1] = .copied(range.lowerBound..<range.upperBound - 2)
            written.append(0x0A)
            pieces.append(.written(written.count - 1..<written.count))
        case .written(let range)?:
            written.remove(at: range.upperBound - 2)
            pieces[pieces.count - 1] = .written(range.lowerBound..<range.upperBound - 1)
        case nil: break
        }
        let (head, tail) = try topLevel(book)
        // Runs copied from the source are written to the file straight from it.
        let (headPiece, tailPiece) = (PiecedBytes.Piece(buffer: 0, range: 0..<head.count), PiecedBytes.Piece(buffer: 3, range: 0..<tail.count))
        let lines = pieces.map { piece in
            switch piece {
            case .copied(let range): PiecedBytes.Piece(buffer: 1, range: range)
            case .written(let range): PiecedBytes.Piece(buffer: 2, range: range)
            }
        }
        return PiecedBytes(
            buffers: [Data(head), source?.bytes ?? Data(), Data(written), Data(tail)], pieces: [headPiece] + lines + [tailPiece])
    }

    private static func writingLines(_ contacts: [Contact], line: LineWriter) throws -> ([Piece], [UInt8]) {
        let parts = Parallel.map(count: contacts.count, minimumPerPart: 10_000) { range -> Result<[UInt8], Error> in
            var lines = JSONCompactWriter()
            do {
                for contact in contacts[range] { try line(contact, &lines) }
            } catch {
                return .failure(error)
            }
            return .success(lines.bytes)
        }
        var written: [UInt8] = []
        for part in parts { written += try part.get() }
        return (written.isEmpty ? [] : [.written(0..<written.count)], written)
    }

    /// Walks the book and the contacts as read in step (one pass over references, touching no
    /// contact's fields): an unchanged contact's line is copied, any other written. An edit
    /// replaces one contact in place, a deletion drops a few, an addition comes at the end;
    /// whatever the walk cannot follow is written anew, which is slower, never wrong.
    private static func copyingLines(_ contacts: [Contact], from source: BookSource, line: LineWriter) throws -> ([Piece], [UInt8]) {
        var pieces = Pieces()
        try source.withLineLayout { layout in
            try contacts.withUnsafeBufferPointer { contacts in
                try source.contacts.withUnsafeBufferPointer { read in
                    var index = 0
                    var next = 0
                    while index < contacts.count {
                        if next < read.count, contacts[index].isUnchanged(from: read[next]) {
                            let (indented, comma) = layout(next)
                            pieces.copyLine(source.lines[next], indented: indented, comma: comma)
                            index += 1
                            next += 1
                            continue
                        }
                        let ahead = next + 1..<max(next + 1, min(next + 9, read.count))
                        if let found = ahead.first(where: { contacts[index].isUnchanged(from: read[$0]) }) {
                            next = found  // The ones before it were deleted.
                            continue
                        }
                        // Changed in place, or added.
                        let following = index + 1
                        if following < contacts.count, next + 1 < read.count, contacts[following].isUnchanged(from: read[next + 1]) { next += 1 }
                        try line(contacts[index], &pieces.lines)
                        index += 1
                    }
                }
            }
        }
        return pieces.finish()
    }

    /// The lines before and after the contact lines: the other members, sorted by key.
    private static func topLevel(_ book: AddressBook) throws -> (head: [UInt8], tail: [UInt8]) {
        var members = try book.unknownFields.map { key, value in (key: key, value: Array(try BookJSONWriter.compactEncoder.encode(value))) }
        members.append((key: "version", value: Array(String(book.version).utf8)))
        members.append((key: "contacts", value: []))
        members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var head = Array("{\n".utf8)
        var tail: [UInt8] = []
        var beforeContacts = true
        for (position, member) in members.enumerated() {
            let end = position == members.count - 1 ? "\n" : ",\n"
            if member.key == "contacts" {
                head += Array("  \"contacts\" : [\n".utf8)
                tail += Array("  ]\(end)".utf8)
                beforeContacts = false
            } else {
                let line =
                    Array("  ".utf8) + Array(try BookJSONWriter.compactEncoder.encode(member.key)) + Array(" : ".utf8) + member.value
                    + Array(end.utf8)
                if beforeContacts { head += line } else { tail += line }
            }
        }
        tail += Array("}\n".utf8)
        return (head, tail)
    }
}

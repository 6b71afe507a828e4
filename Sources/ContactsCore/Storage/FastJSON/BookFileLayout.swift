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
    /// One part's share of the contact lines: runs of the source copied as they are, and lines
    /// written anew.
    enum Piece {
        case copied(Range<Int>)
        case written([UInt8])
    }

    /// Collects a part's pieces, joining runs of the source that follow each other.
    struct Pieces {
        private(set) var pieces: [Piece] = []
        /// Lines being written anew; each line is "    ", the contact and ",\n".
        var lines = JSONCompactWriter()

        /// The line of the contact at `span` in `source`: its indent and comma copied with it
        /// when the source has them there (a book written by this app), else written.
        mutating func copyLine(_ span: Range<Int>, from source: UnsafeRawBufferPointer) {
            let indent = span.lowerBound - 4..<span.lowerBound
            let comma = span.upperBound..<span.upperBound + 2
            if indent.lowerBound >= 0, source[indent].elementsEqual("    ".utf8) {
                copy(indent.lowerBound..<span.upperBound)
            } else {
                lines.append("    ")
                copy(span)
            }
            if comma.upperBound <= source.count, source[comma].elementsEqual(",\n".utf8) { copy(comma) } else { lines.append(",\n") }
        }

        private mutating func copy(_ range: Range<Int>) {
            flush()
            if case .copied(let last)? = pieces.last, last.upperBound == range.lowerBound {
                pieces[pieces.count - 1] = .copied(last.lowerBound..<range.upperBound)
            } else {
                pieces.append(.copied(range))
            }
        }

        mutating func finish() -> [Piece] {
            flush()
            return pieces
        }

        private mutating func flush() {
            if !lines.bytes.isEmpty { pieces.append(.written(lines.takeBytes())) }
        }
    }

    /// The file, its contact lines made by `lines` in parts on all cores, then put together in
    /// one buffer of the final size; the last line's comma is taken off here.
    static func write(_ book: AddressBook, copyingFrom source: Data?, lines: (ArraySlice<Contact>, inout Pieces) throws -> Void) throws -> Data {
        let contacts = book.contacts
        let parts = Parallel.map(count: contacts.count, minimumPerPart: 10_000) { range -> Result<[Piece], Error> in
            var pieces = Pieces()
            do {
                try lines(contacts[range], &pieces)
            } catch {
                return .failure(error)
            }
            return .success(pieces.finish())
        }
        var pieces: [Piece] = []
        for part in parts { pieces += try part.get() }
        var members = try book.unknownFields.map { key, value in (key: key, value: try BookJSONWriter.compactEncoder.encode(value)) }
        members.append((key: "version", value: Data(String(book.version).utf8)))
        members.append((key: "contacts", value: Data()))
        members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }

        let linesSize = pieces.reduce(0) { size, piece in
            switch piece {
            case .copied(let range): return size + range.count
            case .written(let bytes): return size + bytes.count
            }
        }
        var data = Data(capacity: members.reduce(linesSize + 64) { $0 + $1.key.utf8.count * 2 + $1.value.count + 8 })
        data.append(contentsOf: "{\n".utf8)
        for (position, member) in members.enumerated() {
            data.append(contentsOf: "  ".utf8)
            data.append(contentsOf: try BookJSONWriter.compactEncoder.encode(member.key))
            data.append(contentsOf: " : ".utf8)
            if member.key == "contacts" {
                data.append(contentsOf: "[\n".utf8)
                append(pieces, from: source, to: &data)
                if !contacts.isEmpty { data.removeSubrange((data.count - 2)..<(data.count - 1)) }
                data.append(contentsOf: "  ]".utf8)
            } else {
                data.append(member.value)
            }
            data.append(contentsOf: (position == members.count - 1 ? "\n" : ",\n").utf8)
        }
        data.append(contentsOf: "}\n".utf8)
        return data
    }

    private static func append(_ pieces: [Piece], from source: Data?, to data: inout Data) {
        (source ?? Data()).withUnsafeBytes { source in
            for piece in pieces {
                switch piece {
                case .copied(let range): data.append(contentsOf: UnsafeRawBufferPointer(rebasing: source[range]))
                case .written(let bytes): data.append(contentsOf: bytes)
                }
            }
        }
    }
}

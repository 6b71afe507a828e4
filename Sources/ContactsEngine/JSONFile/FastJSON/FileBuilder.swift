import ContactsCore
import Foundation

/// A book file as `BookFileLayout` puts it together: bytes written anew and lines copied from
/// the file read, run by run, with where each contact's line lands in the new file.
struct FileBuilder {
    private var written = JSONCompactWriter()
    private var runs: [BookFileBytes.Run] = []
    private var lines: [BookSource.Line] = []
    /// The file's size so far.
    private var size = 0

    /// Appends bytes written anew.
    mutating func write(_ bytes: [UInt8]) {
        let before = written.bytes.count
        written.append(bytes: bytes)
        noteWritten(from: before)
    }

    /// The contact's line written anew: "    ", the contact, ",\n".
    mutating func writeLine(_ contact: Contact, _ writer: BookFileLayout.ContactWriter) throws {
        let before = written.bytes.count
        written.append("    ")
        try writer(contact, &written)
        written.append(",\n")
        noteWritten(from: before)
        lines.append(BookSource.Line(range: size - (written.bytes.count - before) + 4..<size - 2, indented: true, comma: true))
    }

    /// A line of the file read, copied with its indent and comma where it has them there (a
    /// book written by this app), else with them written anew.
    mutating func copyLine(_ line: BookSource.Line) {
        let start = size + 4
        if line.indented {
            copy(line.range.lowerBound - 4..<line.range.upperBound)
        } else {
            write(Array("    ".utf8))
            copy(line.range)
        }
        if line.comma { copy(line.range.upperBound..<line.range.upperBound + 2) } else { write(Array(",\n".utf8)) }
        lines.append(BookSource.Line(range: start..<start + line.range.count, indented: true, comma: true))
    }

    /// Another builder's file after this one's (lines written in parts on several cores).
    mutating func append(_ other: FileBuilder) {
        let (shift, writtenShift) = (size, written.bytes.count)
        written.append(bytes: other.written.bytes)
        for run in other.runs {
            switch run {
            case .written(let range): addWritten(range.lowerBound + writtenShift..<range.upperBound + writtenShift)
            case .copied(let range): copy(range)
            }
        }
        lines += other.lines.map { $0.shifted(by: shift) }
    }

    /// The file, the last line without its comma, then `tail`.
    mutating func finish(tail: [UInt8]) -> BookFileBytes {
        switch runs.last {
        case .copied(let range)?:
            runs[runs.count - 1] = .copied(range.lowerBound..<range.upperBound - 2)
            size -= 2
            write(Array("\n".utf8))
        case .written(let range)? where !lines.isEmpty:
            written.removeLast(2)
            written.append("\n")
            runs[runs.count - 1] = .written(range.lowerBound..<range.upperBound - 1)
            size -= 1
        default: break
        }
        if let last = lines.popLast() { lines.append(BookSource.Line(range: last.range, indented: true, comma: false)) }
        write(tail)
        return BookFileBytes(written: written.bytes, runs: runs, lines: lines)
    }

    private mutating func noteWritten(from before: Int) {
        addWritten(before..<written.bytes.count)
    }

    private mutating func addWritten(_ range: Range<Int>) {
        add(.written(range))
    }

    private mutating func copy(_ range: Range<Int>) {
        add(.copied(range))
    }

    /// A run after the others, joined to the last one when it follows it in the same place.
    private mutating func add(_ run: BookFileBytes.Run) {
        guard !run.range.isEmpty else { return }
        size += run.range.count
        switch (runs.last, run) {
        case (.written(let last)?, .written(let next)) where last.upperBound == next.lowerBound:
            runs[runs.count - 1] = .written(last.lowerBound..<next.upperBound)
        case (.copied(let last)?, .copied(let next)) where last.upperBound == next.lowerBound:
            runs[runs.count - 1] = .copied(last.lowerBound..<next.upperBound)
        default:
            runs.append(run)
        }
    }
}

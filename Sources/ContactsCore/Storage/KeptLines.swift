/// The contact lines of a book kept in its file (`KeptBookFile`), as a save copies them: whole
/// lines at a time, each checked as it is read (its indent, its bytes against the checksum
/// taken when the book was read, its comma and newline), so a save never copies bytes another
/// program wrote into the file since.
struct KeptLines: ByteRangeReading {
    let file: KeptBookFile
    /// Each contact's object, in the file's order; each line is "    ", it, ",\n" ("\n" last).
    let lines: [Range<Int>]
    let checksums: [UInt64]

    /// `range` starts at a line's indent and ends after a line's comma and newline, or right
    /// after its object (the save writes the last line's end anew).
    func read(_ range: Range<Int>, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        guard let first = line(startingAt: range.lowerBound), let base = buffer.baseAddress else { return nil }
        var end = range.lowerBound
        var line = first
        while line < lines.count, end < range.upperBound {
            let lineEnd = min(lines[line].upperBound + separatorCount(after: line), range.upperBound)
            guard lineEnd >= lines[line].upperBound else { return nil }
            if lineEnd - range.lowerBound > buffer.count { break }
            (end, line) = (lineEnd, line + 1)
        }
        guard end > range.lowerBound else { return 0 }
        guard file.read(at: range.lowerBound, count: end - range.lowerBound, into: base) else { return nil }
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<end - range.lowerBound])
        for index in first..<line {
            let object = lines[index].lowerBound - range.lowerBound..<lines[index].upperBound - range.lowerBound
            let after = bytes[object.upperBound..<min(object.upperBound + separatorCount(after: index), bytes.count)]
            let comma = index < lines.count - 1
            guard bytes.loadUnaligned(fromByteOffset: object.lowerBound - 4, as: UInt32.self) == 0x2020_2020,
                LineChecksum.of(UnsafeRawBufferPointer(rebasing: bytes[object])) == checksums[index],
                after.isEmpty || (comma ? after.first == UInt8(ascii: ",") && (after.count == 1 || after.last == 0x0A) : after.first == 0x0A)
            else {
                file.noteChanged()
                return nil
            }
        }
        return end - range.lowerBound
    }

    /// ",\n" after every line but the last, "\n" after the last.
    private func separatorCount(after line: Int) -> Int { line == lines.count - 1 ? 1 : 2 }

    /// The line whose indent starts at `offset`.
    private func line(startingAt offset: Int) -> Int? {
        var (low, high) = (0, lines.count)
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].lowerBound - 4 < offset { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && lines[low].lowerBound - 4 == offset ? low : nil
    }
}

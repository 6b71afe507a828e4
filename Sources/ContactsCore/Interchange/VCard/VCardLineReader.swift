/// One logical line of a vCard file, unfolded, with the number of the physical line it began on.
struct VCardRawLine: Equatable {
    var bytes: [UInt8]
    var lineNumber: Int
}

/// Splits a vCard file into logical lines, working on bytes before any text decoding: a fold
/// (a line break followed by a space or tab) may split a multi-byte character, and a
/// quoted-printable soft break ("=" at the end of a line) must be joined before the value is
/// decoded. Accepts CRLF and LF line ends, and UTF-16 as well as UTF-8 (`UnicodeFile`).
enum VCardLineReader {
    static func lines(_ file: [UInt8]) -> [VCardRawLine] {
        let bytes = UnicodeFile.utf8(file).bytes
        // Classic Mac OS ended lines in CR alone: a file with no LF at all is read by its CRs.
        let lineEnd: UInt8 = !bytes.contains(0x0A) && bytes.contains(0x0D) ? 0x0D : 0x0A
        var result: [VCardRawLine] = []
        var lineNumber = 0
        var index = 0
        while index <= bytes.count {
            let end = bytes[index...].firstIndex(of: lineEnd) ?? bytes.count
            lineNumber += 1
            var physical = Array(bytes[index..<end])
            if physical.last == 0x0D { physical.removeLast() }
            index = end + 1
            // A soft break comes first: the line after it may also be indented as a fold, and
            // its indent is no more text than a fold's (as ez-vcard reads it).
            if let last = result.last, isQuotedPrintable(last.bytes), last.bytes.last == UInt8(ascii: "=") {
                result[result.count - 1].bytes.removeLast()
                result[result.count - 1].bytes += physical.drop { $0 == 0x20 || $0 == 0x09 }
            } else if let first = physical.first, first == 0x20 || first == 0x09, !result.isEmpty {
                result[result.count - 1].bytes += physical.dropFirst()
            } else if !physical.isEmpty {
                result.append(VCardRawLine(bytes: physical, lineNumber: lineNumber))
            }
            if end == bytes.count { break }
        }
        return result
    }

    /// Whether the line's parameters (before the first colon) name quoted-printable encoding.
    static func isQuotedPrintable(_ line: [UInt8]) -> Bool {
        let header = line.prefix { $0 != UInt8(ascii: ":") }
        return String(decoding: header, as: UTF8.self).uppercased().contains("QUOTED-PRINTABLE")
    }
}

import Foundation

/// Cards' bytes, written line by line straight into one buffer. Each line is folded at 75
/// octets as it ends (continuations start with a space), never inside a UTF-8 sequence, and
/// ends with CRLF; values are escaped as they are copied.
struct CardLines {
    private(set) var bytes: [UInt8] = []
    private var lineStart = 0

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    package mutating func append(_ utf8: some Sequence<UInt8>) {
        bytes.append(contentsOf: utf8)
    }

    /// A literal: a property's name, a parameter, punctuation.
    package mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// An id in lower case, as a URN carries it.
    package mutating func append(_ id: UUID) {
        UUIDText.appendLowercased(id, to: &bytes)
    }

    package mutating func append(digits value: Int, width: Int) {
        bytes.appendDigits(value, width: width)
    }

    /// A time as REV carries it ("20261122T093000Z").
    package mutating func append(compactTime date: Date) {
        Timestamp.append(date, separated: false, to: &bytes)
    }

    mutating func line(_ text: String) {
        append(text)
        endLine()
    }

    /// A text property: its name and its escaped value.
    mutating func property(_ name: String, _ value: String) {
        append(name)
        self.value { $0.escaped(value) }
    }

    mutating func parameter(_ parameter: String) {
        bytes.append(UInt8(ascii: ";"))
        append(parameter)
    }

    /// The value after the colon, and the line's end.
    package mutating func value(_ write: (inout CardLines) -> Void) {
        bytes.append(UInt8(ascii: ":"))
        write(&self)
        endLine()
    }

    /// Appends a text value (or one component of a structured value) with `\\` `\,` `\;`
    /// and `\n` for a line break (CRLF, LF or CR); commas stay bare where they part a list.
    mutating func escaped(_ text: String, keepingCommas: Bool = false) {
        let utf8 = text.utf8
        // Most values have nothing to escape: copied whole, not byte by byte.
        guard utf8.contains(where: Self.needsEscape) else {
            bytes.append(contentsOf: utf8)
            return
        }
        var previous: UInt8 = 0
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: ",") where keepingCommas:
                bytes.append(byte)
            case UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: ";"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0x0A where previous == 0x0D:
                break
            case 0x0A, 0x0D:
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(UInt8(ascii: "n"))
            default:
                bytes.append(byte)
            }
            previous = byte
        }
    }

    /// Items of a list value (NICKNAME's names, ORG's units), each escaped.
    mutating func list(_ items: [String], separator: Character) {
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(contentsOf: String(separator).utf8) }
            escaped(item)
        }
    }

    /// `\\`, or one of LF, CR, `,` and `;`: bits 10, 13, 44 and 59 of a mask of the bytes
    /// below 64 (a test per byte instead of a switch of five).
    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\\") || (byte < 64 && (0x0800_1000_0000_2400 as UInt64) >> byte & 1 != 0)
    }

    mutating func endLine() {
        if bytes.count - lineStart > 75 { foldLine() }
        bytes.append(0x0D)
        bytes.append(0x0A)
        lineStart = bytes.count
    }

    private mutating func foldLine() {
        let line = Array(bytes[lineStart...])
        bytes.removeSubrange(lineStart...)
        var start = 0
        var limit = 75
        while line.count - start > limit {
            var end = start + limit
            while end > start, line[end] & 0xC0 == 0x80 { end -= 1 }
            bytes.append(contentsOf: line[start..<end])
            bytes.append(contentsOf: "\r\n ".utf8)
            start = end
            limit = 74
        }
        bytes.append(contentsOf: line[start...])
    }
}

/// Text-level helpers for vCard values: decoding bytes in the card's charset, quoted-printable,
/// and the backslash escapes of text values and their structured components.
enum VCardText {
    /// UTF-8 when the bytes are valid UTF-8 (whatever the card claims), else the named charset.
    static func decode(_ bytes: [UInt8], charset: String?) -> String {
        LegacyText.decode(bytes, charset: charset)
    }

    /// "=C3=A9" to bytes; soft breaks were joined by the line reader.
    static func quotedPrintable(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: return byte - 0x30
            case 0x41...0x46: return byte - 0x41 + 10
            case 0x61...0x66: return byte - 0x61 + 10
            default: return nil
            }
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "="), index + 2 < bytes.count,
                let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2])
            {
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// Undoes `\\` `\,` `\;` `\n` `\N` (and keeps an unknown escape's character).
    static func unescape(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else {
                result.append(character)
                continue
            }
            switch iterator.next() {
            case "n"?, "N"?: result.append("\n")
            case let other?: result.append(other)
            case nil: break
            }
        }
        return result
    }

    /// The items a field holds apart by `separator` as the reader joined them ("Bob, Bobby"),
    /// or the whole text as one item when splitting would not read back the same: an empty
    /// item, or one with spaces at its ends, would be trimmed away.
    static func items(_ text: String, apartBy separator: String) -> [String] {
        let items = text.components(separatedBy: separator)
        guard items.count > 1, items.allSatisfy({ !$0.isEmpty && $0 == $0.trimmingWhitespace }) else { return [text] }
        return items
    }

    /// Splits on a separator that is not escaped, then unescapes each part.
    static func split(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = Substring()
        var start = text.startIndex
        var index = text.startIndex
        var escaped = false
        while index < text.endIndex {
            let character = text[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == separator {
                current = text[start..<index]
                parts.append(unescape(current))
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        parts.append(unescape(text[start...]))
        return parts
    }
}

/// One property of a card: `[group.]NAME;PARAM=VALUE,VALUE;...:value`.
struct VCardProperty: Equatable {
    var group: String?
    /// Upper-cased ("EMAIL").
    var name: String
    /// Parameter names upper-cased, values as written (2.1's bare "TEL;CELL" becomes TYPE=CELL).
    var parameters: [(name: String, values: [String])]
    /// The value, decoded to text but still escaped (`\,` `\;` `\n`).
    package var value: String
    var lineNumber: Int
    /// The line as read (unfolded), for properties kept as they are.
    var rawLine: String
    /// Whether the value said it was UTF-8 and was not quite (its broken bytes read as U+FFFD).
    var hasBrokenUTF8 = false
    /// A CHARSET this app cannot decode (or whose bytes are not valid in it), named when the
    /// bytes are not UTF-8: the value was read as Windows-1252 and may be garbled.
    var unreadCharset: String?

    static func == (lhs: VCardProperty, rhs: VCardProperty) -> Bool {
        lhs.rawLine == rhs.rawLine && lhs.lineNumber == rhs.lineNumber
    }

    func values(of parameter: String) -> [String] {
        parameters.filter { $0.name == parameter }.flatMap(\.values)
    }

    /// TYPE values, lower-cased, including comma-separated ones and 4.0's quoted lists.
    var types: [String] {
        values(of: "TYPE").flatMap { $0.split(separator: ",") }.map { $0.lowercased() }
    }

    var isPreferred: Bool {
        types.contains("pref") || values(of: "PREF").contains { $0 == "1" }
    }

    /// Parses a logical line; nil when it has no colon (not a property at all).
    init?(_ line: VCardRawLine) {
        let bytes = line.bytes
        guard let colon = Self.unquotedIndex(of: UInt8(ascii: ":"), in: bytes) else { return nil }
        let header = Array(bytes[..<colon])
        let segments = Self.splitUnquoted(header, on: UInt8(ascii: ";"))
        guard let nameBytes = segments.first, !nameBytes.isEmpty, nameBytes.allSatisfy(Self.isNameByte) else { return nil }
        let fullName = String(decoding: nameBytes, as: UTF8.self)
        if let dot = fullName.lastIndex(of: ".") {
            group = String(fullName[..<dot])
            name = fullName[fullName.index(after: dot)...].uppercased()
        } else {
            group = nil
            name = fullName.uppercased()
        }
        parameters = segments.dropFirst().map(Self.parameter)
        lineNumber = line.lineNumber
        rawLine = VCardText.decode(bytes, charset: nil)
        let valueBytes = Array(bytes[(colon + 1)...])
        let charset = parameters.first { $0.name == "CHARSET" }?.values.first
        let encoding = (parameters.first { $0.name == "ENCODING" }?.values.first ?? "").uppercased()
        let decoded = encoding == "QUOTED-PRINTABLE" ? VCardText.quotedPrintable(valueBytes) : valueBytes
        value = VCardText.decode(decoded, charset: charset)
        // Quoted-printable's =0D=0A is a line break as `\n` is one: read alike, so a note
        // comes back from a round trip as it went.
        if encoding == "QUOTED-PRINTABLE" && value.contains("\r") {
            value = value.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        hasBrokenUTF8 = ["UTF-8", "UTF8"].contains(charset?.uppercased()) && String(validating: decoded, as: UTF8.self) == nil
        unreadCharset = charset.flatMap { LegacyText.reads(decoded, charset: $0) ? nil : $0 }
    }

    /// What a property name and its group are made of (RFC 6350's letters, digits and "-",
    /// and "_" which some exporters use): text such as "Lunch at 12:30" is no property.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."): true
        default: false
        }
    }

    private static func parameter(_ bytes: [UInt8]) -> (name: String, values: [String]) {
        guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else {
            // vCard 2.1 writes types bare ("TEL;CELL;VOICE") and encodings too ("QUOTED-PRINTABLE").
            let bare = String(decoding: bytes, as: UTF8.self).trimmingWhitespace
            let upper = bare.uppercased()
            if ["QUOTED-PRINTABLE", "BASE64", "8BIT", "7BIT", "B"].contains(upper) { return ("ENCODING", [upper]) }
            return ("TYPE", [bare])
        }
        let name = String(decoding: bytes[..<equals], as: UTF8.self).trimmingWhitespace.uppercased()
        let values = splitUnquoted(Array(bytes[(equals + 1)...]), on: UInt8(ascii: ",")).map { raw -> String in
            var text = String(decoding: raw, as: UTF8.self)
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
            return unescapeParameter(text)
        }
        return (name, values)
    }

    /// RFC 6868: ^n is a line break, ^' a double quote, ^^ a caret.
    static func unescapeParameter(_ text: String) -> String {
        guard text.contains("^") else { return text }
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "^" else {
                result.append(character)
                continue
            }
            switch iterator.next() {
            case "n"?, "N"?: result.append("\n")
            case "'"?: result.append("\"")
            case "^"?: result.append("^")
            case let other?: result += "^" + String(other)
            case nil: result.append("^")
            }
        }
        return result
    }

    static func unquotedIndex(of target: UInt8, in bytes: [UInt8]) -> Int? {
        var quoted = false
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\"") { quoted.toggle() } else if byte == target && !quoted { return index }
        }
        return nil
    }

    static func splitUnquoted(_ bytes: [UInt8], on separator: UInt8) -> [[UInt8]] {
        var parts: [[UInt8]] = [[]]
        var quoted = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if byte == separator && !quoted { parts.append([]) } else { parts[parts.count - 1].append(byte) }
        }
        return parts
    }
}

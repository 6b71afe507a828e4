import Foundation

/// Writes contacts as vCards every reader accepts: 4.0 by default or 3.0, CRLF line ends, lines
/// folded at 75 octets never inside a UTF-8 character, values escaped, and every card with
/// VERSION, FN, N, UID and REV. Properties kept from an import are written back as they came.
public enum VCardWriter {
    public enum Version: String, Sendable, CaseIterable {
        case v3 = "3.0"
        case v4 = "4.0"
    }

    /// The cards of `contacts`, one after another, as UTF-8.
    public static func write(_ contacts: [Contact], version: Version = .v4) -> Data {
        // Cards are independent: a large book's are written on all cores, each part straight
        // into one buffer (a string per card, joined, then copied to Data and back to a string
        // for output was half of exporting 100,000 cards and five copies of them in memory).
        let parts = Parallel.map(count: contacts.count, minimumPerPart: 2000) { range in
            var card = CardLines()
            for contact in contacts[range] { append(contact, version: version, to: &card) }
            return card.bytes
        }
        var data = Data(capacity: parts.reduce(0) { $0 + $1.count })
        for part in parts { data.append(contentsOf: part) }
        return data
    }

    /// The keys of `Contact.extra` a card carries; any other stays in the book only.
    static let extraKeys: Set<String> = ["namePrefix", "nameSuffix", "department", VCardReader.extraKey]

    /// The UID a card gets: the one another program gave the contact, else its id as a URN.
    static func uid(for contact: Contact) -> String {
        contact.uid.flatMap { $0.isEmpty ? nil : $0 } ?? "urn:uuid:" + contact.id.uuidString.lowercased()
    }

    static func card(for contact: Contact, version: Version) -> String {
        var card = CardLines()
        append(contact, version: version, to: &card)
        return String(decoding: card.bytes, as: UTF8.self)
    }

    private static func append(_ contact: Contact, version: Version, to card: inout CardLines) {
        card.line("BEGIN:VCARD")
        card.line("VERSION:" + version.rawValue)
        var itemNumber = 0
        /// A labelled property: TYPE when vCard has a word for the label, Apple's item label otherwise.
        func labelled(_ name: String, label: String, preferred: Bool, value: (inout CardLines) -> Void) {
            let types = VCardLabels.types(for: label, property: name)
            if let types {
                card.start(name)
                if !types.isEmpty { card.parameter("TYPE=" + types.map { version == .v3 ? $0.uppercased() : $0 }.joined(separator: ",")) }
            } else {
                itemNumber += 1
                card.start("item\(itemNumber).\(name)")
            }
            if preferred { card.parameter(version == .v4 ? "PREF=1" : "TYPE=pref") }
            card.value(value)
            if types == nil { card.property("item\(itemNumber).X-ABLabel", label) }
        }
        func extraText(_ key: String) -> String {
            if case .string(let value)? = contact.extra[key] { return value }
            return ""
        }

        card.property("UID", uid(for: contact))
        card.property("FN", contact.displayName)
        card.start("N")
        card.value { $0.escaped([contact.lastName, contact.firstName, "", extraText("namePrefix"), extraText("nameSuffix")], separator: ";") }
        if !contact.nickname.isEmpty { card.property("NICKNAME", contact.nickname) }
        if !contact.company.isEmpty || !extraText("department").isEmpty {
            card.start("ORG")
            card.value { $0.escaped([contact.company, extraText("department")].filter { !$0.isEmpty }, separator: ";") }
        }
        if !contact.jobTitle.isEmpty { card.property("TITLE", contact.jobTitle) }
        for (index, phone) in contact.phones.enumerated() {
            labelled("TEL", label: phone.label, preferred: index == 0 && contact.phones.count > 1) { $0.escaped(phone.value) }
        }
        for (index, email) in contact.emails.enumerated() {
            labelled("EMAIL", label: email.label, preferred: index == 0 && contact.emails.count > 1) { $0.escaped(email.value) }
        }
        for url in contact.urls { labelled("URL", label: url.label, preferred: false) { $0.escaped(url.value) } }
        for address in contact.addresses {
            labelled("ADR", label: address.label, preferred: false) {
                $0.escaped(["", "", address.street, address.city, address.region, address.postalCode, address.country], separator: ";")
            }
        }
        if let birthday = contact.birthday { card.line(date("BDAY", birthday, version: version)) }
        if let anniversary = contact.anniversary {
            card.line(date(version == .v4 ? "ANNIVERSARY" : "X-ANNIVERSARY", anniversary, version: version))
        }
        if !contact.notes.isEmpty { card.property("NOTE", contact.notes) }
        if !contact.tags.isEmpty {
            card.start("CATEGORIES")
            card.value { $0.escaped(contact.tags, separator: ",") }
        }
        if contact.favorite { card.line("X-CONTACTSBOOK-FAVORITE:TRUE") }
        card.append("REV:")
        card.append(Timestamp.utf8(from: contact.updatedAt, separated: false))
        card.endLine()
        if case .array(let kept)? = contact.extra[VCardReader.extraKey] {
            for case .string(let line) in kept where !line.uppercased().hasPrefix("VERSION:") { card.line(line) }
        }
        card.line("END:VCARD")
    }

    /// 4.0 writes a missing year as "--MMDD"; 3.0 has no such form, so Apple's convention is
    /// used: the year 1604 marked with X-APPLE-OMIT-YEAR.
    static func date(_ name: String, _ date: PartialDate, version: Version) -> String {
        let monthDay = String(format: "%02d%02d", date.month, date.day)
        if let year = date.year { return "\(name)\(version == .v4 ? "" : ";VALUE=date"):" + String(format: "%04d", year) + monthDay }
        return version == .v4 ? "\(name):--\(monthDay)" : "\(name);X-APPLE-OMIT-YEAR=1604:1604\(monthDay)"
    }

    /// One line folded and ended as a card's lines are.
    static func fold(_ line: String) -> String {
        var card = CardLines()
        card.line(line)
        return String(decoding: card.bytes, as: UTF8.self)
    }
}

/// Cards' bytes, written line by line straight into one buffer. Each line is folded at 75
/// octets as it ends (continuations start with a space), never inside a UTF-8 sequence, and
/// ends with CRLF; values are escaped as they are copied.
private struct CardLines {
    private(set) var bytes: [UInt8] = []
    private var lineStart = 0

    mutating func append(_ text: String) {
        bytes += text.utf8
    }

    mutating func append(_ utf8: [UInt8]) {
        bytes += utf8
    }

    mutating func line(_ text: String) {
        append(text)
        endLine()
    }

    /// A text property: its name and its escaped value.
    mutating func property(_ name: String, _ value: String) {
        start(name)
        self.value { $0.escaped(value) }
    }

    /// The start of a property's line: its name, and then its parameters.
    mutating func start(_ name: String) {
        append(name)
    }

    mutating func parameter(_ parameter: String) {
        bytes.append(UInt8(ascii: ";"))
        append(parameter)
    }

    /// The value after the colon, and the line's end.
    mutating func value(_ write: (inout CardLines) -> Void) {
        bytes.append(UInt8(ascii: ":"))
        write(&self)
        endLine()
    }

    /// Appends a text value (or one component of a structured value) with `\\` `\,` `\;`
    /// and `\n` for a line break (CRLF, LF or CR).
    mutating func escaped(_ text: String) {
        // Most values have nothing to escape: copied whole, not byte by byte.
        let copied =
            text.utf8.withContiguousStorageIfAvailable { utf8 in
                guard !utf8.contains(where: Self.needsEscape) else { return false }
                bytes += utf8
                return true
            } ?? false
        if copied { return }
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
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

    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: ";"), 0x0A, 0x0D: return true
        default: return false
        }
    }

    mutating func escaped(_ components: [String], separator: Character) {
        for (index, component) in components.enumerated() {
            if index > 0 { bytes += separator.utf8 }
            escaped(component)
        }
    }

    mutating func endLine() {
        if bytes.count - lineStart > 75 {
            let line = Array(bytes[lineStart...])
            bytes.removeSubrange(lineStart...)
            var start = 0
            var limit = 75
            while line.count - start > limit {
                var end = start + limit
                while end > start, line[end] & 0xC0 == 0x80 { end -= 1 }
                bytes += line[start..<end]
                bytes += [0x0D, 0x0A, 0x20]
                start = end
                limit = 74
            }
            bytes += line[start...]
        }
        bytes += [0x0D, 0x0A]
        lineStart = bytes.count
    }
}

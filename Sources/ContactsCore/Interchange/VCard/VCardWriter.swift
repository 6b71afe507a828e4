import Foundation

/// Writes contacts as vCards every reader accepts: 4.0 by default or 3.0, CRLF line ends, lines
/// folded at 75 octets never inside a UTF-8 character, values escaped, and every card with
/// VERSION, FN, N, UID and REV. Properties kept from an import are written back as they came.
public enum VCardWriter {
    public enum Version: String, Sendable, CaseIterable {
        case v3 = "3.0"
        case v4 = "4.0"
    }

    public static func write(_ contacts: [Contact], version: Version = .v4) -> String {
        // Cards are independent: a large book's are written on all cores.
        Parallel.map(count: contacts.count, minimumPerPart: 2000) { range in
            contacts[range].map { card(for: $0, version: version) }.joined()
        }.joined()
    }

    /// The keys of `Contact.extra` a card carries; any other stays in the book only.
    static let extraKeys: Set<String> = ["namePrefix", "nameSuffix", "department", VCardReader.extraKey]

    /// The UID a card gets: the one another program gave the contact, else its id as a URN.
    static func uid(for contact: Contact) -> String {
        contact.uid.flatMap { $0.isEmpty ? nil : $0 } ?? "urn:uuid:" + contact.id.uuidString.lowercased()
    }

    static func card(for contact: Contact, version: Version) -> String {
        var card = CardLines()
        card.line("BEGIN:VCARD")
        card.line("VERSION:" + version.rawValue)
        var itemNumber = 0
        func property(_ name: String, _ parameters: [String] = [], _ value: String) {
            card.append(name)
            for parameter in parameters {
                card.append(";")
                card.append(parameter)
            }
            card.append(":")
            card.append(value)
            card.endLine()
        }
        /// A labelled property: TYPE when vCard has a word for the label, Apple's item label otherwise.
        func labelled(_ name: String, label: String, value: String, preferred: Bool) {
            let pref = preferred ? (version == .v4 ? ["PREF=1"] : ["TYPE=pref"]) : []
            if let types = VCardLabels.types(for: label, property: name) {
                let typeParameter = types.isEmpty ? [] : ["TYPE=" + types.map { version == .v3 ? $0.uppercased() : $0 }.joined(separator: ",")]
                property(name, typeParameter + pref, value)
            } else {
                itemNumber += 1
                property("item\(itemNumber).\(name)", pref, value)
                property("item\(itemNumber).X-ABLabel", [], VCardText.escape(label))
            }
        }
        func text(_ value: String) -> String { VCardText.escape(value) }
        func extraText(_ key: String) -> String {
            if case .string(let value)? = contact.extra[key] { return value }
            return ""
        }

        property("UID", [], text(uid(for: contact)))
        property("FN", [], text(contact.displayName))
        let given = contact.firstName
        property("N", [], [contact.lastName, given, "", extraText("namePrefix"), extraText("nameSuffix")].map(text).joined(separator: ";"))
        if !contact.nickname.isEmpty { property("NICKNAME", [], text(contact.nickname)) }
        if !contact.company.isEmpty || !extraText("department").isEmpty {
            property("ORG", [], [contact.company, extraText("department")].filter { !$0.isEmpty }.map(text).joined(separator: ";"))
        }
        if !contact.jobTitle.isEmpty { property("TITLE", [], text(contact.jobTitle)) }
        for (index, phone) in contact.phones.enumerated() {
            labelled("TEL", label: phone.label, value: text(phone.value), preferred: index == 0 && contact.phones.count > 1)
        }
        for (index, email) in contact.emails.enumerated() {
            labelled("EMAIL", label: email.label, value: text(email.value), preferred: index == 0 && contact.emails.count > 1)
        }
        for url in contact.urls { labelled("URL", label: url.label, value: text(url.value), preferred: false) }
        for address in contact.addresses {
            let components = ["", "", address.street, address.city, address.region, address.postalCode, address.country].map(text)
            labelled("ADR", label: address.label, value: components.joined(separator: ";"), preferred: false)
        }
        if let birthday = contact.birthday { card.line(date("BDAY", birthday, version: version)) }
        if let anniversary = contact.anniversary {
            card.line(date(version == .v4 ? "ANNIVERSARY" : "X-ANNIVERSARY", anniversary, version: version))
        }
        if !contact.notes.isEmpty { property("NOTE", [], text(contact.notes)) }
        if !contact.tags.isEmpty { property("CATEGORIES", [], contact.tags.map(text).joined(separator: ",")) }
        if contact.favorite { property("X-CONTACTSBOOK-FAVORITE", [], "TRUE") }
        property("REV", [], revision(contact.updatedAt))
        if case .array(let kept)? = contact.extra[VCardReader.extraKey] {
            for case .string(let line) in kept where !line.uppercased().hasPrefix("VERSION:") { card.line(line) }
        }
        card.line("END:VCARD")
        return String(decoding: card.bytes, as: UTF8.self)
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

    static func revision(_ date: Date) -> String {
        // Byte by byte: Foundation's replacingOccurrences was 14% of exporting 100,000 cards.
        String(decoding: Timestamp.string(from: date).utf8.filter { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: ":") }, as: UTF8.self)
    }
}

/// A card's bytes, written line by line straight into one buffer (joining a string per
/// property and per line was most of exporting 100,000 cards). Each line is folded at 75
/// octets as it ends (continuations start with a space), never inside a UTF-8 sequence, and
/// ends with CRLF.
private struct CardLines {
    private(set) var bytes: [UInt8] = []
    private var lineStart = 0

    mutating func append(_ text: String) {
        bytes += text.utf8
    }

    mutating func line(_ text: String) {
        append(text)
        endLine()
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

import ContactsCore
import Foundation

/// The keys of `unknownFields` still to be written, in order, merged in among the known keys
/// (which the writer gives in sorted order) so the whole object comes out sorted.
struct PendingKeys {
    private let keys: [String]
    private let values: [String: JSONValue]
    private var next = 0

    init(_ unknown: [String: JSONValue], known: @autoclosure () -> Set<String>) throws(NotPlainJSON) {
        values = unknown
        guard !unknown.isEmpty else {
            keys = []
            return
        }
        let known = known()
        // Foundation sorts keys as Strings; for ASCII that is byte order, which this writer uses.
        guard unknown.keys.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } && !known.contains($0) }) else { throw NotPlainJSON() }
        keys = unknown.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The unknown keys that sort before `key` (all of them when nil), taken off the list.
    mutating func take(before key: StaticString?) -> ArraySlice<String> {
        let start = next
        while next < keys.count,
            key.map({ keys[next].utf8.lexicographicallyPrecedes(UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount)) }) ?? true
        {
            next += 1
        }
        return keys[start..<next]
    }

    func value(_ key: String) -> JSONValue { values[key] ?? .null }
}

/// JSON as JSONEncoder writes it without pretty-printing: no spaces, and the same escapes.
struct JSONCompactWriter {
    private(set) var bytes: [UInt8] = []
    /// How many members each open container has so far (for commas).
    private var counts: [Int] = []

    /// Appends ASCII text without building an array for it.
    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(bytes more: some Sequence<UInt8>) {
        bytes.append(contentsOf: more)
    }

    mutating func removeLast(_ count: Int) {
        bytes.removeLast(count)
    }

    /// The contact, by this writer or, for what only Foundation writes as Foundation does, by it.
    mutating func contactOrFoundation(_ contact: Contact) throws {
        let start = bytes.count
        do throws(NotPlainJSON) {
            try self.contact(contact)
        } catch {
            bytes.removeSubrange(start...)
            counts = []
            bytes += try BookJSONWriter.compactEncoder.encode(contact)
        }
    }

    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        counts.append(0)
    }

    mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        counts.append(0)
    }

    mutating func endObject(_ pending: inout PendingKeys) throws(NotPlainJSON) {
        try flush(pending.take(before: nil), pending)
        counts.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func endArray() {
        counts.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// Before each member: a comma after the one before.
    private mutating func nextMember() {
        if counts[counts.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
        counts[counts.count - 1] += 1
    }

    /// A known key, after the unknown keys that sort before it.
    mutating func key(_ key: StaticString, _ pending: inout PendingKeys) throws(NotPlainJSON) {
        try flush(pending.take(before: key), pending)
        nextMember()
        append("\"")
        append(key)
        append("\":")
    }

    private mutating func flush(_ keys: ArraySlice<String>, _ pending: PendingKeys) throws(NotPlainJSON) {
        for key in keys {
            nextMember()
            string(key)
            append(":")
            try value(pending.value(key))
        }
    }

    /// An array element's place.
    mutating func element() { nextMember() }

    mutating func integer(_ value: Int64) {
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func bool(_ value: Bool) {
        append(value ? "true" : "false")
    }

    /// Escaped as JSONEncoder escapes: quote, backslash and control characters; "/" and
    /// everything else as it is.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Runs of bytes that need no escape are copied whole.
            var runStart = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = index + 1
                escape(byte)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        default:
            append("\\u00")
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0xF)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    mutating func value(_ value: JSONValue) throws(NotPlainJSON) {
        switch value {
        case .string(let text): string(text)
        case .integer(let number): integer(number)
        case .bool(let flag): bool(flag)
        case .null: append("null")
        case .number: throw NotPlainJSON()  // Foundation's digits for doubles are its own.
        case .array(let elements):
            beginArray()
            for element in elements {
                self.element()
                try self.value(element)
            }
            endArray()
        case .object(let members):
            var pending = try PendingKeys(members, known: [])
            beginObject()
            try endObject(&pending)
        }
    }
}

extension JSONCompactWriter {
    /// The keys each model type writes itself, so none of its unknown fields may take them.

    /// A contact as its `encode(to:)` writes it: empty text and lists left out, known keys in
    /// sorted order (by hand, below), unknown ones merged in.
    mutating func contact(_ contact: Contact) throws(NotPlainJSON) {
        var pending = try PendingKeys(contact.unknownFields, known: Contact.knownKeys)
        beginObject()
        try labeledValues(contact.addresses.isEmpty ? nil : contact.addresses, "addresses", &pending) { writer, address throws(NotPlainJSON) in
            try writer.postalAddress(address)
        }
        try text(contact.anniversary?.description, "anniversary", &pending)
        try text(contact.birthday?.description, "birthday", &pending)
        try text(contact.company, "company", &pending)
        try text(contact.createdAtText, "createdAt", &pending)
        try labeledValues(contact.dates, "dates", &pending)
        try text(contact.department, "department", &pending)
        try labeledValues(contact.emails, "emails", &pending)
        if !contact.extra.isEmpty {
            try key("extra", &pending)
            try value(.object(contact.extra))
        }
        if contact.favorite {
            try key("favorite", &pending)
            bool(true)
        }
        try text(contact.firstName, "firstName", &pending)
        try text(contact.formattedName, "formattedName", &pending)
        try text(contact.gender, "gender", &pending)
        try text(contact.idText, "id", &pending)
        try text(contact.jobTitle, "jobTitle", &pending)
        try text(contact.lastName, "lastName", &pending)
        try text(contact.logo, "logo", &pending)
        try text(contact.middleName, "middleName", &pending)
        try text(contact.namePrefix, "namePrefix", &pending)
        try text(contact.nameSuffix, "nameSuffix", &pending)
        try text(contact.nickname, "nickname", &pending)
        try text(contact.notes, "notes", &pending)
        try labeledValues(contact.organizations, "organizations", &pending)
        try labeledValues(contact.phones, "phones", &pending)
        try text(contact.phoneticFirstName, "phoneticFirstName", &pending)
        try text(contact.phoneticLastName, "phoneticLastName", &pending)
        try text(contact.photo, "photo", &pending)
        try labeledValues(contact.profiles, "profiles", &pending)
        try labeledValues(contact.related, "related", &pending)
        try text(contact.role, "role", &pending)
        if !contact.tags.isEmpty {
            try key("tags", &pending)
            beginArray()
            for tag in contact.tags {
                element()
                string(tag)
            }
            endArray()
        }
        if let uid = contact.uid {
            try key("uid", &pending)
            string(uid)
        }
        try text(contact.updatedAtText, "updatedAt", &pending)
        try labeledValues(contact.urls, "urls", &pending)
        try endObject(&pending)
    }

    /// A text member, left out when nil or empty.
    private mutating func text(_ value: String?, _ name: StaticString, _ pending: inout PendingKeys) throws(NotPlainJSON) {
        guard let value, !value.isEmpty else { return }
        try key(name, &pending)
        string(value)
    }

    private mutating func labeledValues(_ entries: [LabeledValue], _ name: StaticString, _ pending: inout PendingKeys) throws(NotPlainJSON) {
        try labeledValues(entries.isEmpty ? nil : entries, name, &pending) { writer, entry throws(NotPlainJSON) in
            var pending = try PendingKeys(entry.unknownFields, known: LabeledValue.knownKeys)
            writer.beginObject()
            try writer.text(entry.label, "label", &pending)
            try writer.key("value", &pending)
            writer.string(entry.value)
            try writer.endObject(&pending)
        }
    }

    private mutating func labeledValues<Entry>(
        _ entries: [Entry]?, _ name: StaticString, _ pending: inout PendingKeys,
        _ write: (inout JSONCompactWriter, Entry) throws(NotPlainJSON) -> Void
    ) throws(NotPlainJSON) {
        guard let entries else { return }
        try key(name, &pending)
        beginArray()
        for entry in entries {
            element()
            try write(&self, entry)
        }
        endArray()
    }

    private mutating func postalAddress(_ address: PostalAddress) throws(NotPlainJSON) {
        var pending = try PendingKeys(address.unknownFields, known: PostalAddress.knownKeys)
        beginObject()
        try text(address.city, "city", &pending)
        try text(address.country, "country", &pending)
        try text(address.extendedAddress, "extendedAddress", &pending)
        try text(address.label, "label", &pending)
        try text(address.poBox, "poBox", &pending)
        try text(address.postalCode, "postalCode", &pending)
        try text(address.region, "region", &pending)
        try text(address.street, "street", &pending)
        try endObject(&pending)
    }
}

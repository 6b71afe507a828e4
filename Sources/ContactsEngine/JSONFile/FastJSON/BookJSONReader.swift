import ContactsCore
import Foundation

/// Reads the book's JSON straight into the model, with the rules of the model's `Decodable`
/// conformances (absent and null read alike, unknown keys kept as `JSONValue`, the id's and
/// times' spelling kept). Returns nil for anything it is not sure of: the store then decodes
/// with Foundation, which is the reference for what a valid book is and for every message
/// about an invalid one. A test reads many books both ways and compares them.
public enum BookJSONReader {
    /// The book in `data`: as the store reads a file (`readWithLines`), else in one pass.
    public static func read(_ data: Data) -> AddressBook? {
        readWithLines(data)?.book ?? readInOnePass(data)
    }

    /// The book in `data` as the store reads a file, in parts from `partsSize`, with where
    /// each contact's line lies (a save copies the lines of unchanged contacts).
    static func readWithLines(_ data: Data) -> ReadBook? {
        data.withUnsafeBytes { bytes in
            readInParts(size: bytes.count, parts: bytes.count >= partsSize ? Parallel.cores : 1, read: ChunkedBytes.reading(bytes))
        }
    }

    /// The book read as one object, whatever its top level holds (a null or missing
    /// "contacts", the members in any order): what the parts reader is checked against, and
    /// what reads the books it gives up on.
    public static func readInOnePass(_ data: Data) -> AddressBook? {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var scanner = JSONScanner(bytes)
            do throws(NotPlainJSON) {
                let book = try scanner.addressBook(sizeHint: bytes.count)
                return scanner.isAtEnd ? book : nil
            } catch {
                return nil
            }
        }
    }
}

extension BookJSONReader {
    /// The whole contacts at the start of a book's first bytes, for a first screen while the
    /// rest is read: only when "contacts" is the first key (as this app writes it); nil when
    /// not even one contact can be read. Nothing here is checked as a whole book is.
    public static func readPrefix(_ data: Data) -> [Contact]? {
        data.withUnsafeBytes { raw in
            var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
            var contacts: [Contact] = []
            do throws(NotPlainJSON) {
                try scanner.expect(UInt8(ascii: "{"))
                guard try scanner.string() == "contacts" else { return nil }
                try scanner.expect(UInt8(ascii: ":"))
                try scanner.array { scanner throws(NotPlainJSON) in contacts.append(try scanner.contact()) }
            } catch {
                // The bytes end inside a contact: those before it are whole.
            }
            return contacts.isEmpty ? nil : contacts
        }
    }
}

/// The top level of a book as it is read: each key at most once.
struct BookTopLevel {
    var version: Int?
    var contacts: [Contact]?
    var unknown: [String: JSONValue] = [:]

    /// The book, once every member is read; a missing or newer version is the reference
    /// decoder's to report.
    func book() throws(NotPlainJSON) -> AddressBook {
        guard let version, version <= AddressBook.currentVersion else { throw NotPlainJSON() }
        return AddressBook(version: version, contacts: contacts ?? [], unknownFields: unknown)
    }
}

extension JSONScanner {
    fileprivate mutating func addressBook(sizeHint: Int) throws(NotPlainJSON) -> AddressBook {
        var top = BookTopLevel()
        try object { scanner, key throws(NotPlainJSON) in
            guard key == "contacts" else { return try scanner.topLevelMember(key, into: &top) }
            guard top.contacts == nil else { throw NotPlainJSON() }
            var list: [Contact] = []
            if try !scanner.skipNull() {
                // A contact takes 400 to 800 bytes; reserving saves the array's regrowth.
                list.reserveCapacity(sizeHint / 400)
                try scanner.array { scanner throws(NotPlainJSON) in list.append(try scanner.contact()) }
            }
            top.contacts = list
        }
        return try top.book()
    }

    /// A top-level member other than "contacts".
    mutating func topLevelMember(_ key: String, into top: inout BookTopLevel) throws(NotPlainJSON) {
        if key == "version" {
            guard top.version == nil else { throw NotPlainJSON() }
            top.version = Int(try integer())
        } else {
            guard top.unknown.updateValue(try value(), forKey: key) == nil else { throw NotPlainJSON() }
        }
    }

    /// Fields of one object, each at most once: a repeated key gives up.
    private struct SeenKeys {
        private var seen: UInt64 = 0
        @inline(__always)
        mutating func insert(_ bit: Int) throws(NotPlainJSON) {
            guard seen & (1 << bit) == 0 else { throw NotPlainJSON() }
            seen |= 1 << bit
        }
    }

    /// The next contact, built from its members.
    mutating func contact() throws(NotPlainJSON) -> Contact {
        var builder = ContactBuilder()
        try contactFields(into: &builder)
        return builder.build()
    }

    /// Walks a contact's members, each parsed and checked here and handed to `reading`.
    @discardableResult
    mutating func contactFields(into reading: inout ContactBuilder) throws(NotPlainJSON) -> UUID {
        var seen = SeenKeys()
        var id: (UUID, SourceText.Spelling<UUID>?)?
        var unknownKeys: [String] = []
        try members { scanner, key throws(NotPlainJSON) in
            let member = ContactMember(key)
            if let member { try seen.insert(member.rawValue) }
            switch member {
            case .id:
                id = try scanner.uuid()
            case .firstName:
                try reading.text(.firstName, try scanner.optionalScannedString())
            case .lastName:
                try reading.text(.lastName, try scanner.optionalScannedString())
            case .middleName:
                try reading.text(.middleName, try scanner.optionalScannedString())
            case .namePrefix:
                try reading.text(.namePrefix, try scanner.optionalScannedString())
            case .nameSuffix:
                try reading.text(.nameSuffix, try scanner.optionalScannedString())
            case .formattedName:
                try reading.text(.formattedName, try scanner.optionalScannedString())
            case .phoneticFirstName:
                try reading.text(.phoneticFirstName, try scanner.optionalScannedString())
            case .phoneticLastName:
                try reading.text(.phoneticLastName, try scanner.optionalScannedString())
            case .nickname:
                try reading.text(.nickname, try scanner.optionalScannedString())
            case .company:
                try reading.text(.company, try scanner.optionalScannedString())
            case .department:
                try reading.text(.department, try scanner.optionalScannedString())
            case .jobTitle:
                try reading.text(.jobTitle, try scanner.optionalScannedString())
            case .role:
                try reading.text(.role, try scanner.optionalScannedString())
            case .gender:
                try reading.text(.gender, try scanner.optionalScannedString())
            case .photo:
                try reading.text(.photo, try scanner.optionalScannedString())
            case .logo:
                try reading.text(.logo, try scanner.optionalScannedString())
            case .organizations:
                try scanner.optionalArray { scanner throws(NotPlainJSON) in try reading.labeled(.organizations, try scanner.labeledValue()) }
            case .related:
                try scanner.optionalArray { scanner throws(NotPlainJSON) in try reading.labeled(.related, try scanner.labeledValue()) }
            case .profiles:
                try scanner.optionalArray { scanner throws(NotPlainJSON) in try reading.labeled(.profiles, try scanner.labeledValue()) }
            case .dates:
                try scanner.optionalArray { scanner throws(NotPlainJSON) in try reading.labeled(.dates, try scanner.labeledValue()) }
            case .phones:
                try scanner.optionalArray { scanner throws(NotPlainJSON) in try reading.labeled(.phones, try scanner.labeledValue()) }
            case .emails:
                try scanner.optionalArray { scanner throws(NotPlainJSON) in try reading.labeled(.emails, try scanner.labeledValue()) }
            case .urls:
                try scanner.optionalArray { scanner throws(NotPlainJSON) in try reading.labeled(.urls, try scanner.labeledValue()) }
            case .addresses:
                try scanner.optionalArray { scanner throws(NotPlainJSON) in try reading.address(try scanner.postalAddress()) }
            case .birthday:
                reading.occasion(.birthday, try scanner.partialDate())
            case .anniversary:
                reading.occasion(.anniversary, try scanner.partialDate())
            case .notes:
                try reading.text(.notes, try scanner.optionalScannedString())
            case .tags:
                try scanner.optionalArray { scanner throws(NotPlainJSON) in try reading.tag(try scanner.scannedString()) }
            case .favorite:
                reading.favorite(try scanner.skipNull() ? false : try scanner.bool())
            case .uid:
                try reading.text(.uid, try scanner.optionalScannedString())
            case .extra:
                if try !scanner.skipNull() { reading.extra(try scanner.uniqueObject { scanner throws(NotPlainJSON) in try scanner.value() }) }
            case .createdAt:
                reading.time(.createdAt, try scanner.timestamp())
            case .updatedAt:
                reading.time(.updatedAt, try scanner.timestamp())
            case nil:
                // A key the model does not know may not repeat either.
                let name = try key.text()
                guard !unknownKeys.contains(name) else { throw NotPlainJSON() }
                unknownKeys.append(name)
                reading.unknown(name, try scanner.value())
            }
        }
        guard let (uuid, spelling) = id else { throw NotPlainJSON() }
        reading.id(uuid, spelling: spelling)
        return uuid
    }

    private mutating func labeledValue() throws(NotPlainJSON) -> ScannedLabeledValue {
        var seen = SeenKeys()
        var entry = ScannedLabeledValue()
        try members { scanner, key throws(NotPlainJSON) in
            switch key {
            case "label":
                try seen.insert(0)
                entry.label = try scanner.optionalScannedString()
            case "value":
                try seen.insert(1)
                entry.value = try scanner.optionalScannedString()
            default:
                guard entry.unknown.updateValue(try scanner.value(), forKey: try key.text()) == nil else { throw NotPlainJSON() }
            }
        }
        return entry
    }

    private mutating func postalAddress() throws(NotPlainJSON) -> ScannedAddress {
        var seen = SeenKeys()
        var address = ScannedAddress()
        try members { scanner, key throws(NotPlainJSON) in
            switch key {
            case "label":
                try seen.insert(0)
                address.label = try scanner.optionalScannedString()
            case "street":
                try seen.insert(1)
                address.street = try scanner.optionalScannedString()
            case "city":
                try seen.insert(2)
                address.city = try scanner.optionalScannedString()
            case "region":
                try seen.insert(3)
                address.region = try scanner.optionalScannedString()
            case "postalCode":
                try seen.insert(4)
                address.postalCode = try scanner.optionalScannedString()
            case "country":
                try seen.insert(5)
                address.country = try scanner.optionalScannedString()
            case "poBox":
                try seen.insert(6)
                address.poBox = try scanner.optionalScannedString()
            case "extendedAddress":
                try seen.insert(7)
                address.extendedAddress = try scanner.optionalScannedString()
            default:
                guard address.unknown.updateValue(try scanner.value(), forKey: try key.text()) == nil else { throw NotPlainJSON() }
            }
        }
        return address
    }

    /// A string as it stands in the bytes, or nil for null (what `decodeIfPresent` gives).
    private mutating func optionalScannedString() throws(NotPlainJSON) -> ScannedString? {
        try skipNull() ? nil : try scannedString()
    }

    /// A string, or nil for null (what `decodeIfPresent` gives).
    private mutating func optionalString() throws(NotPlainJSON) -> String? {
        try skipNull() ? nil : try string()
    }

    /// Each element of an array, or none for null.
    @inline(__always)
    private mutating func optionalArray(_ element: (inout JSONScanner) throws(NotPlainJSON) -> Void) throws(NotPlainJSON) {
        if try !skipNull() { try array(element) }
    }

    private mutating func partialDate() throws(NotPlainJSON) -> PartialDate? {
        guard let text = try optionalString() else { return nil }
        guard let date = PartialDate(text) else { throw NotPlainJSON() }
        return date
    }

    /// The date and its spelling, kept only when a save would not write it so; an absent
    /// (null) time is the epoch, as the model decodes it.
    private mutating func timestamp() throws(NotPlainJSON) -> (Date, SourceText.Spelling<Date>?) {
        if try skipNull() { return (Date(timeIntervalSince1970: 0), nil) }
        let text = try scannedString()
        guard let date = text.withUTF8({ Timestamp.date(fromUTF8: Span(_unsafeElements: $0)) }) else { throw NotPlainJSON() }
        return (date, text.withUTF8 { Timestamp.isAsWritten(Span(_unsafeElements: $0)) } ? nil : .init(text: try text.text(), value: date))
    }

    /// The id and its spelling, kept only when a save would not write it so (lower case).
    mutating func uuid() throws(NotPlainJSON) -> (UUID, SourceText.Spelling<UUID>?) {
        let text = try scannedString()
        guard let (uuid, hasLowercase) = text.withUTF8({ UUIDBytes.parse(utf8: $0) }) else { throw NotPlainJSON() }
        return (uuid, hasLowercase ? .init(text: try text.text(), value: uuid) : nil)
    }
}

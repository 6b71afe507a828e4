import Foundation
import Localization

/// What an import read: the contacts, and each problem with its line number.
public struct VCardReadResult: Equatable, Sendable {
    public struct Problem: Equatable, Sendable, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { tr("line {line}: {message}", ["line": String(line), "message": message]) }
    }

    public var contacts: [Contact] = []
    /// Cards that could not be used (each also has a problem).
    public var skipped = 0
    /// Cards begun (BEGIN:VCARD lines): none in a file of some size means it is no vCard file.
    public var cards = 0
    /// Lines left out: those that belong to no card (a calendar's, stray text) and those past
    /// `maximumPerCard`; each is reported among the problems.
    public var linesLeftOut = 0
    /// The names of group cards, read as tags on their members (`VCardGroupCard`), not as contacts.
    public var groups: [String] = []
    public var problems: [Problem] = []
}

/// Reads vCard 2.1, 3.0 and 4.0 as phones, Apple, Google, Outlook, Thunderbird and abook write
/// them. A line that cannot be read costs that line, never its card, and is reported with its
/// number; a card is skipped only when it holds nothing. Properties the book has no
/// field for are kept (in `extra["vcard"]`) and written back on export, so a round trip loses
/// nothing.
public enum VCardReader {
    /// The key in `Contact.extra` under which unmapped properties are kept as raw lines.
    public static let extraKey = "vcard"
    /// The key in an entry's `unknownFields` under which the types a card gave beside Apple's
    /// label are kept ("CELL" for `item1.TEL;TYPE=CELL` labelled "Kids"), written back with it.
    public static let typesKey = "vcardTypes"
    /// The most properties of one kind one card keeps: far beyond any real card.
    public static let maximumPerCard = 10_000

    public static func read(_ data: Data) -> VCardReadResult {
        var result = VCardReadResult()
        var card: [VCardProperty]?
        /// The card's last property as read, which a line with no property name continues.
        var lastLine: VCardRawLine?
        var cardLine = 0
        /// How many of each property the card holds, and how many were left out past the cap.
        var counts: [String: (kept: Int, leftOut: Int)] = [:]
        /// A card inside the card's AGENT (2.1), read whole into it.
        var nested: VCardNestedCard?
        var groups: [VCardGroupCard] = []

        func finish(recovered: Bool) {
            defer { (card, lastLine, counts) = (nil, nil, [:]) }
            guard let properties = card else { return }
            for (name, count) in counts.sorted(by: { $0.key < $1.key }) where count.leftOut > 0 {
                result.problems.append(
                    .init(
                        line: cardLine,
                        // TRANSLATORS: {property} is a vCard property's name ("TEL"); {total} is always more than {kept}.
                        message: trn(
                            "the card has {total} {property} lines: the first {kept} were read, {count} left out (a card keeps at most {most} of one kind)",
                            "the card has {total} {property} lines: the first {kept} were read, {count} left out (a card keeps at most {most} of one kind)",
                            count.leftOut,
                            [
                                "total": String(count.kept + count.leftOut), "property": name, "kept": String(count.kept),
                                "count": String(count.leftOut), "most": String(maximumPerCard),
                            ])))
                result.linesLeftOut += count.leftOut
            }
            if recovered {
                result.problems.append(.init(line: cardLine, message: tr("card has no END:VCARD; read up to the next card or the end of the file")))
            }
            if let group = VCardGroupCard(properties, line: cardLine) {
                groups.append(group)
                return
            }
            switch contact(from: properties, cardLine: cardLine) {
            case .success(let contact, let notes):
                result.contacts.append(contact)
                result.problems += notes
            case .failure(let message):
                result.problems.append(.init(line: cardLine, message: message))
                result.skipped += 1
            }
        }

        for line in VCardLineReader.lines(Array(data)) {
            if var agent = nested {
                nested = agent.absorb(line) ? nil : agent
                if nested == nil { card?.append(agent.property) }
                continue
            }
            if card != nil, let messaging = VCardWideFields.kdeMessaging(line) {
                card?.append(messaging)
                result.problems.append(
                    .init(line: line.lineNumber, message: tr("KAddressBook's X-messaging line read as IMPP, the property it means")))
                continue
            }
            guard let property = VCardProperty(line) else {
                if card == nil {
                    result.problems.append(.init(line: line.lineNumber, message: tr("text outside a card was ignored")))
                    result.linesLeftOut += 1
                } else if let continued = continuation(of: lastLine, by: line), let last = card?.popLast() {
                    card?.append(continued.property)
                    lastLine = continued.line
                    result.problems.append(
                        .init(
                            line: line.lineNumber,
                            message: tr(
                                "not a vCard property: read as the next line of the {property} on line {line}",
                                ["property": last.name, "line": String(last.lineNumber)])))
                } else {
                    let message =
                        lastLine == nil
                        ? tr("not a vCard property, and no property before it to continue; left out")
                        : tr("not a vCard property, and not the text of the property before it; left out")
                    result.problems.append(.init(line: line.lineNumber, message: message))
                    result.linesLeftOut += 1
                }
                continue
            }
            let value = property.value.trimmingWhitespace.uppercased()
            if property.name == "BEGIN" && value == "VCARD", let agent = card?.last, let inner = VCardNestedCard(in: agent, begunBy: line) {
                card?.removeLast()
                nested = inner
            } else if property.name == "BEGIN" && value == "VCARD" {
                if card != nil { finish(recovered: true) }
                card = []
                cardLine = line.lineNumber
                result.cards += 1
            } else if property.name == "END" && value == "VCARD" {
                finish(recovered: false)
            } else if card != nil {
                // A hostile or broken card with hundreds of thousands of lines of one kind is read
                // up to the cap, the rest counted and reported.
                guard (counts[property.name]?.kept ?? 0) < maximumPerCard else {
                    counts[property.name, default: (0, 0)].leftOut += 1
                    continue
                }
                counts[property.name, default: (0, 0)].kept += 1
                card?.append(property)
                lastLine = property.name == "VERSION" ? nil : line
            } else {
                result.problems.append(
                    .init(line: line.lineNumber, message: tr("{property} outside a card was ignored", ["property": property.name])))
                result.linesLeftOut += 1
            }
        }
        if let agent = nested {
            card?.append(agent.property)
            result.problems.append(
                .init(line: agent.property.lineNumber, message: tr("the card inside AGENT has no END:VCARD; read to the end of the file")))
        }
        finish(recovered: true)
        VCardGroupCard.tagMembers(of: groups, in: &result)
        return result
    }

    /// A line that is no property, read as the next line of the value before it when it is
    /// one: a free text's (exporters that do not fold write a note's line breaks as they are),
    /// or any value whose line ends in a backslash (2.1's continuation). Anything else (a
    /// comment, KDE's `X-messaging/xmpp-All:`, a bare `FN`) would corrupt that value: nil.
    private static func continuation(of previous: VCardRawLine?, by line: VCardRawLine) -> (line: VCardRawLine, property: VCardProperty)? {
        guard var joined = previous, let property = VCardProperty(joined) else { return nil }
        let trailingBackslashes = joined.bytes.reversed().prefix { $0 == UInt8(ascii: "\\") }.count
        if trailingBackslashes % 2 == 1 {
            joined.bytes.removeLast()
        } else {
            guard ["NOTE", "LABEL"].contains(property.name), !looksLikeProperty(line.bytes) else { return nil }
        }
        joined.bytes += Array("\\n".utf8) + line.bytes
        return VCardProperty(joined).map { (joined, $0) }
    }

    /// A line meant as a property that is not one: a `#` comment, a name with a character no
    /// name holds before its colon (`X-messaging/xmpp-All:`), an `X-` name, or a bare name in
    /// capitals (`FN`). Words of a note ("Lunch at 12:30", "Remember:") are not.
    static func looksLikeProperty(_ bytes: [UInt8]) -> Bool {
        if bytes.first == UInt8(ascii: "#") { return true }
        let head = String(decoding: bytes.prefix { $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: ";") }, as: UTF8.self)
        guard !head.isEmpty, !head.contains(where: \.isWhitespace) else { return false }
        let isCapitals = head.count >= 2 && head.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        return head.uppercased().hasPrefix("X-") || head.contains("/") || isCapitals
    }

    enum CardResult {
        /// The contact, and what was read otherwise than written (each with its line).
        case success(Contact, notes: [VCardReadResult.Problem])
        case failure(String)
    }

    static func contact(from properties: [VCardProperty], cardLine: Int) -> CardResult {
        var contact = Contact(id: UUID())
        var kept: [String] = []
        var keptGroups: Set<String> = []
        func keep(_ property: VCardProperty) {
            kept.append(property.rawLine)
            if let group = property.group { keptGroups.insert(group) }
        }
        var notes: [VCardReadResult.Problem] = []
        var formattedName = ""
        var noteTexts: [String] = []
        /// Every ORG (units apart by "; ") and TITLE: the first of each is the company and job
        /// title, the others pair up in order as further organisations.
        var (organizations, titles): ([String], [String]) = ([], [])
        var nameRead = false
        // Many-valued fields gather here and go into the contact once: appending to a
        // contact's list copies it (the contact's fields share one box), which made a card of
        // 20,000 TEL lines take seconds.
        var lists = CardLists()
        let appleLabels = Dictionary(
            properties.filter { $0.name == "X-ABLABEL" && $0.group != nil }.map {
                ($0.group ?? "", VCardText.unescape(Substring($0.value)).trimmingWhitespace)
            },
            uniquingKeysWith: { first, _ in first })
        func label(_ property: VCardProperty) -> String {
            VCardLabels.label(types: property.types, appleLabel: property.group.flatMap { appleLabels[$0] })
        }
        /// The types beside Apple's label, which the label leaves out: kept on the entry.
        func typesBesideLabel(_ property: VCardProperty) -> [String: JSONValue] {
            guard property.group.flatMap({ appleLabels[$0] }) != nil else { return [:] }
            let types = property.values(of: "TYPE").flatMap { $0.split(separator: ",") }.filter {
                !["pref", "voice", "internet"].contains($0.lowercased())
            }
            return types.isEmpty ? [:] : [typesKey: .string(types.joined(separator: ","))]
        }
        func add(_ entry: LabeledValue, to list: inout [LabeledValue], preferred: Bool) {
            guard !entry.value.isEmpty else { return }
            if preferred { list.insert(entry, at: 0) } else { list.append(entry) }
        }

        for property in properties {
            if property.hasBrokenUTF8 {
                let message =
                    property.value.contains("\u{FFFD}")
                    ? tr("{property} is not the UTF-8 it says: its broken bytes read as �", ["property": property.name])
                    : tr("{property} is not the UTF-8 it says: read as Windows-1252", ["property": property.name])
                notes.append(.init(line: property.lineNumber, message: message))
            }
            if let charset = property.unreadCharset {
                notes.append(
                    .init(
                        line: property.lineNumber,
                        message: tr(
                            "{property} is not text in {charset} this app can decode: read as Windows-1252, so it may be garbled",
                            ["property": property.name, "charset": charset])))
            }
            let text = VCardText.unescape(Substring(property.value)).trimmingWhitespace
            switch property.name {
            case "VERSION", "PRODID", "X-ABLABEL":
                continue
            // When the card last changed: a round trip keeps the time, and an import tells
            // which of two versions is newer.
            case "REV":
                if let time = VCardDates.revision(text) { contact.updatedAt = time }
            case "FN":
                formattedName = text
            // A second N is another representation of the first (ALTID): kept as written.
            case "N" where !nameRead:
                nameRead = true
                let parts = VCardText.split(property.value, on: ";").map(\.trimmingWhitespace)
                func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
                (contact.lastName, contact.firstName, contact.middleName) = (part(0), part(1), part(2))
                (contact.namePrefix, contact.nameSuffix) = (part(3), part(4))
            case "X-PHONETIC-FIRST-NAME":
                contact.phoneticFirstName = text
            case "X-PHONETIC-LAST-NAME":
                contact.phoneticLastName = text
            // Each NICKNAME's list apart by ", ", the NICKNAMEs apart by "; " (so they go back as written).
            case "NICKNAME":
                let names = VCardText.split(property.value, on: ",").map(\.trimmingWhitespace).filter { !$0.isEmpty }.joined(separator: ", ")
                if !names.isEmpty { contact.nickname += (contact.nickname.isEmpty ? "" : "; ") + names }
            case "ORG":
                let parts = VCardText.split(property.value, on: ";").map(\.trimmingWhitespace)
                if organizations.isEmpty {
                    contact.company = parts.first ?? ""
                    let units = parts.dropFirst().filter { !$0.isEmpty }.joined(separator: "; ")
                    if !units.isEmpty { contact.department = units }
                }
                organizations.append(parts.filter { !$0.isEmpty }.joined(separator: "; "))
            case "TITLE":
                if titles.isEmpty { contact.jobTitle = text }
                titles.append(text)
            case "ROLE" where contact.role.isEmpty, "X-KADDRESSBOOK-X-PROFESSION" where contact.role.isEmpty:
                contact.role = text
            // KAddressBook's department beside a one-unit ORG.
            case "X-KADDRESSBOOK-X-DEPARTMENT" where contact.department.isEmpty:
                contact.department = text
            case let name where ["GENDER", "X-GENDER"].contains(name) && contact.gender.isEmpty:
                contact.gender = VCardWideFields.gender(property.value)
            // RELATED's types all stay ("friend,colleague"); Apple's label stands alone.
            case "RELATED", "X-ABRELATEDNAMES":
                let types = property.types.filter { $0 != "pref" }
                let name = property.group.flatMap { appleLabels[$0] } == nil && types.count > 1 ? types.joined(separator: ",") : label(property)
                if !text.isEmpty { lists.related.append(LabeledValue(label: name, value: text)) }
            case let name where VCardWideFields.relatedPeople[name] != nil:
                if !text.isEmpty { lists.related.append(LabeledValue(label: VCardWideFields.relatedPeople[name] ?? "", value: text)) }
            case let name where VCardWideFields.isProfile(name):
                if let profile = VCardWideFields.profile(property, text: text) { lists.profiles.append(profile) }
            case "TEL":
                var number = text
                // A tel: URI's extension stays with the number ("tel:+1-418-656-9254;ext=102").
                if number.lowercased().hasPrefix("tel:") {
                    let parts = number.dropFirst(4).split(separator: ";")
                    let ext = parts.dropFirst().first { $0.lowercased().hasPrefix("ext=") }.map { " ext. " + $0.dropFirst(4) } ?? ""
                    number = String(parts.first ?? "") + ext
                }
                let name = VCardLabels.phoneLabel(types: property.types, appleLabel: property.group.flatMap { appleLabels[$0] })
                add(
                    LabeledValue(label: name, value: number, unknownFields: typesBesideLabel(property)), to: &lists.phones,
                    preferred: property.isPreferred)
            case "EMAIL":
                var address = text
                if address.lowercased().hasPrefix("mailto:") { address = String(address.dropFirst(7)) }
                let entry = LabeledValue(label: label(property), value: address, unknownFields: typesBesideLabel(property))
                add(entry, to: &lists.emails, preferred: property.isPreferred)
            case "URL":
                add(
                    LabeledValue(label: label(property), value: text, unknownFields: typesBesideLabel(property)), to: &lists.urls,
                    preferred: property.isPreferred)
            case "ADR":
                let parts = VCardText.split(property.value, on: ";").map(\.trimmingWhitespace)
                func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
                // Gmail writes the whole address, lines and all, where the PO box goes: its street.
                let isWholeAddress = part(0).contains("\n") && (1..<7).allSatisfy { part($0).isEmpty }
                let address = PostalAddress(
                    label: label(property), street: isWholeAddress ? part(0) : part(2), city: part(3), region: part(4), postalCode: part(5),
                    country: part(6), poBox: isWholeAddress ? "" : part(0), extendedAddress: part(1), unknownFields: typesBesideLabel(property))
                // 4.0's formatted label: the address when it has no parts, else kept beside it.
                let formatted = property.values(of: "LABEL").first?.trimmingWhitespace ?? ""
                if !address.isEmpty {
                    lists.addresses.append(address)
                    if !formatted.isEmpty { kept.append(Self.labelLine(formatted, types: property.types)) }
                } else if !formatted.isEmpty {
                    lists.addresses.append(PostalAddress(label: address.label, street: formatted))
                }
            // Apple's labelled dates: the first labelled anniversary is the anniversary.
            case "X-ABDATE":
                guard let date = VCardDates.parse(text, omittedYear: property.values(of: "X-APPLE-OMIT-YEAR").first) else {
                    keep(property)
                    notes.append(
                        .init(
                            line: property.lineNumber,
                            message: tr(
                                "{property} \"{text}\" is not a date: kept as written, and exported so", ["property": "X-ABDATE", "text": text])))
                    continue
                }
                let name = label(property)
                if contact.anniversary == nil && name.lowercased().contains("anniversary") {
                    contact.anniversary = date
                } else {
                    lists.dates.append(LabeledValue(label: name, value: date.description))
                }
            case "BDAY", "ANNIVERSARY", "X-ANNIVERSARY", "X-EVOLUTION-ANNIVERSARY", "X-MS-ANNIVERSARY", "X-KADDRESSBOOK-X-ANNIVERSARY":
                guard let date = VCardDates.parse(text, omittedYear: property.values(of: "X-APPLE-OMIT-YEAR").first) else {
                    keep(property)
                    notes.append(
                        .init(
                            line: property.lineNumber,
                            message: tr(
                                "{property} \"{text}\" is not a date: kept as written, and exported so", ["property": property.name, "text": text])))
                    continue
                }
                if property.name == "BDAY" { contact.birthday = date } else { contact.anniversary = contact.anniversary ?? date }
            case "PHOTO" where contact.photo.isEmpty, "LOGO" where contact.logo.isEmpty:
                guard let uri = VCardMedia.uri(property) else {
                    keep(property)
                    continue
                }
                if property.name == "PHOTO" { contact.photo = uri } else { contact.logo = uri }
            case "NOTE":
                if !property.value.isEmpty { noteTexts.append(VCardText.unescape(Substring(property.value))) }
            case "CATEGORIES":
                let tags = VCardText.split(property.value, on: ",").map(\.trimmingWhitespace).filter { !$0.isEmpty }
                for tag in tags where lists.seenTags.insert(tag).inserted { lists.tags.append(tag) }
            case "UID":
                // A UUID becomes the contact's id; the UID goes back out exactly as written
                // (a bare or upper-case UUID too): a synced card's identity never changes.
                let uid = text.lowercased().hasPrefix("urn:uuid:") ? String(text.dropFirst(9)) : text
                if let id = UUID(uuidString: uid) { contact.id = id }
                if !text.isEmpty && text != VCardWriter.uid(for: contact) { contact.uid = text }
            case "X-CONTACTSBOOK-FAVORITE":
                contact.favorite = text.uppercased() == "TRUE"
            default:
                keep(property)
            }
        }
        contact.notes = noteTexts.joined(separator: "\n\n")
        for index in 1..<max(1, organizations.count, titles.count) {
            let (organization, title) = (index < organizations.count ? organizations[index] : "", index < titles.count ? titles[index] : "")
            if !organization.isEmpty || !title.isEmpty { lists.organizations.append(LabeledValue(label: title, value: organization)) }
        }
        lists.apply(to: &contact)
        // FN is kept when it says more than the name would: "Mr. John Richter James Doe Sr.",
        // or a person on a card with no N. Not when it is what the display name would be anyway:
        // the first and last names, the organisation, or the email or phone this app writes as
        // FN when there is no name.
        if !formattedName.isEmpty && formattedName != contact.displayName {
            let standsIn = [contact.company] + contact.emails.map(\.value) + contact.phones.map(\.value)
            if !(contact.firstName.isEmpty && contact.lastName.isEmpty && standsIn.contains(formattedName)) {
                contact.formattedName = formattedName
            }
        }
        // Apple's labels of kept properties (an item's X-ABDATE, X-ABRELATEDNAMES) stay with them.
        kept += properties.filter { $0.name == "X-ABLABEL" && $0.group.map(keptGroups.contains) == true }.map(\.rawLine)
        if !kept.isEmpty { contact.extra[extraKey] = .array(kept.map(JSONValue.string)) }
        // A card that names no one but holds something (a photo, a note) is kept, and said so.
        if !contact.hasIdentity {
            guard contact != Contact(id: contact.id, uid: contact.uid) else { return .failure(tr("card holds nothing to import; skipped")) }
            // TRANSLATORS: “(no name)” is the name the list shows for such a contact.
            notes.append(.init(line: cardLine, message: tr("card names no one (no name, organisation, email or phone): imported as “(no name)”")))
        }
        return .success(contact, notes: notes)
    }
}

extension VCardReader {
    /// A 3.0 LABEL property holding a 4.0 address's formatted label.
    static func labelLine(_ text: String, types: [String]) -> String {
        var line = CardLines()
        line.append(types.isEmpty ? "LABEL" : "LABEL;TYPE=" + types.joined(separator: ","))
        line.append(":")
        line.escaped(text)
        return String(decoding: line.bytes, as: UTF8.self)
    }
}

/// BDAY and ANNIVERSARY in the forms exporters write: 1815-12-10, 18151210, --12-10, --1210,
/// with or without a time; Apple's year 1604 (or X-APPLE-OMIT-YEAR) means "no year".
/// A card's many-valued fields as they are read, put into the contact at once.
private struct CardLists {
    var phones: [LabeledValue] = [], emails: [LabeledValue] = [], urls: [LabeledValue] = []
    var related: [LabeledValue] = [], profiles: [LabeledValue] = [], dates: [LabeledValue] = [], organizations: [LabeledValue] = []
    var addresses: [PostalAddress] = []
    var tags: [String] = []
    var seenTags: Set<String> = []

    func apply(to contact: inout Contact) {
        (contact.phones, contact.emails, contact.urls, contact.addresses, contact.tags) = (phones, emails, urls, addresses, tags)
        (contact.related, contact.profiles, contact.dates, contact.organizations) = (related, profiles, dates, organizations)
    }
}

enum VCardDates {
    /// REV's time: "20261122T093000Z" (as this app and most exporters write it), the extended
    /// "2026-11-22T09:30:00Z", or a date alone (midnight UTC); nil for anything else.
    static func revision(_ text: String) -> Date? {
        if let time = Timestamp.date(from: text) { return time }
        let compact = Array(text.filter { $0 != "-" && $0 != ":" })
        guard compact.count >= 8, compact[..<8].allSatisfy(\.isASCII), compact[..<8].allSatisfy(\.isWholeNumber) else { return nil }
        func digits(_ range: Range<Int>) -> String { String(compact[range]) }
        let date = "\(digits(0..<4))-\(digits(4..<6))-\(digits(6..<8))"
        guard compact.count > 8 else { return Timestamp.date(from: date + "T00:00:00Z") }
        guard compact.count >= 15, compact[8] == "T" else { return nil }
        return Timestamp.date(from: date + "T\(digits(9..<11)):\(digits(11..<13)):\(digits(13..<15))" + String(compact[15...]))
    }

    package static func parse(_ text: String, omittedYear: String?) -> PartialDate? {
        var value = text.trimmingWhitespace
        if let time = value.firstIndex(of: "T") { value = String(value[..<time]) }
        let digits = value.filter { $0 != "-" }
        if value.hasPrefix("--") {
            let monthDay = String(value.dropFirst(2)).filter(\.isNumber)
            guard monthDay.count == 4, let month = Int(monthDay.prefix(2)), let day = Int(monthDay.suffix(2)) else { return nil }
            return PartialDate(year: nil, month: month, day: day)
        }
        guard digits.count == 8, digits.allSatisfy(\.isNumber), let year = Int(digits.prefix(4)),
            let month = Int(digits.dropFirst(4).prefix(2)), let day = Int(digits.suffix(2))
        else { return nil }
        let yearIsOmitted = year == 1604 || omittedYear.flatMap(Int.init) == year
        return PartialDate(year: yearIsOmitted ? nil : year, month: month, day: day)
    }
}

extension VCardReader {
    /// The UID of the first card in `data`, unescaped and trimmed; nil when it has none: how a
    /// vdir knows its cards, whatever their file names.
    package static func uid(in data: Data) -> String? {
        let property = VCardLineReader.lines(Array(data)).lazy.compactMap(VCardProperty.init).first { $0.name == "UID" }
        return property.map { VCardText.unescape(Substring($0.value)).trimmingWhitespace }.flatMap { $0.isEmpty ? nil : $0 }
    }
}

import Foundation

/// Writes the card of each contact read into it. Members are kept as they are handed over, in
/// whatever order, and the card is written when the last one (the id) arrives, its properties
/// always in the same order, as bytes (docs/DECISIONS.md #66).
struct CardComposer: ContactReading {
    let version: VCardWriter.Version
    private(set) var card: CardLines

    // The contact being read, kept until its card is written.
    private var names = ScannedNames()
    private var hasEmail = false
    private var jobTitle: ScannedString?
    private var notes: ScannedString?
    private var uid: ScannedString?
    private var phones: [ScannedLabeledValue] = []
    private var emails: [ScannedLabeledValue] = []
    private var urls: [ScannedLabeledValue] = []
    private var addresses: [ScannedAddress] = []
    private var tags: [ScannedString] = []
    private var birthday: PartialDate?
    private var anniversary: PartialDate?
    private var favorite = false
    private var extra: [String: JSONValue] = [:]
    private var updatedAt = Date(timeIntervalSince1970: 0)

    init(version: VCardWriter.Version, capacity: Int = 0) {
        self.version = version
        card = CardLines(capacity: capacity)
    }

    package mutating func text(_ field: ContactTextField, _ value: ScannedString?) throws(NotPlainJSON) {
        guard let value else { return }
        try value.check()
        switch field {
        case .firstName: names.first = value
        case .lastName: names.last = value
        case .company: names.company = value
        case .nickname: names.nickname = value
        case .jobTitle: jobTitle = value
        case .notes: notes = value
        case .uid: uid = value
        }
    }

    mutating func labeled(_ list: LabeledList, _ entry: ScannedLabeledValue) throws(NotPlainJSON) {
        try entry.label?.check()
        try entry.value?.check()
        switch list {
        case .phones: phones.append(entry)
        case .emails:
            if !hasEmail {
                hasEmail = true
                names.firstEmail = entry.value
            }
            emails.append(entry)
        case .urls: urls.append(entry)
        }
    }

    mutating func address(_ address: ScannedAddress) throws(NotPlainJSON) {
        try address.label?.check()
        try address.street?.check()
        try address.city?.check()
        try address.region?.check()
        try address.postalCode?.check()
        try address.country?.check()
        addresses.append(address)
    }

    mutating func tag(_ tag: ScannedString) throws(NotPlainJSON) {
        try tag.check()
        tags.append(tag)
    }

    mutating func occasion(_ field: OccasionField, _ date: PartialDate?) {
        switch field {
        case .birthday: birthday = date
        case .anniversary: anniversary = date
        }
    }

    mutating func favorite(_ favorite: Bool) {
        self.favorite = favorite
    }

    mutating func extra(_ extra: [String: JSONValue]) {
        self.extra = extra
    }

    mutating func time(_ field: TimeField, _ time: (Date, SourceText.Spelling<Date>?)) {
        if field == .updatedAt { updatedAt = time.0 }
    }

    mutating func unknown(_ key: String, _ value: JSONValue) {}

    /// The last member: the card is written, and the composer is ready for the next contact.
    package mutating func id(_ id: UUID, spelling: SourceText.Spelling<UUID>?) {
        writeCard(id: id)
        (names, hasEmail, jobTitle, notes, uid) = (ScannedNames(), false, nil, nil, nil)
        phones.removeAll(keepingCapacity: true)
        emails.removeAll(keepingCapacity: true)
        urls.removeAll(keepingCapacity: true)
        addresses.removeAll(keepingCapacity: true)
        tags.removeAll(keepingCapacity: true)
        (birthday, anniversary, favorite, extra, updatedAt) = (nil, nil, false, [:], Date(timeIntervalSince1970: 0))
    }

    private mutating func writeCard(id: UUID) {
        card.line("BEGIN:VCARD")
        card.line(version == .v4 ? "VERSION:4.0" : "VERSION:3.0")
        if let uid, uid.withUTF8({ !$0.isEmpty }) {
            card.property("UID", uid)
        } else {
            card.append("UID:urn:uuid:")
            card.append(id)
            card.endLine()
        }
        let (name, lastName) = names.displayNameParts
        card.append("FN")
        card.value { card in
            card.escaped(name)
            if let lastName {
                card.append(" ")
                card.escaped(lastName)
            }
        }
        let tags = tags
        card.append("N")
        let (prefix, suffix) = (extraText("namePrefix"), extraText("nameSuffix"))
        card.value { card in
            card.escaped(names.last)
            card.append(";")
            card.escaped(names.first)
            card.append(";;")
            card.escaped(prefix)
            card.append(";")
            card.escaped(suffix)
        }
        if let nickname = names.nickname, nickname.withUTF8({ !$0.isEmpty }) { card.property("NICKNAME", nickname) }
        let department = extraText("department")
        let company = names.company.flatMap { $0.withUTF8 { $0.isEmpty } ? nil : $0 }
        if company != nil || !department.isEmpty {
            card.append("ORG")
            card.value { card in
                card.escaped(company)
                if company != nil, !department.isEmpty { card.append(";") }
                card.escaped(department)
            }
        }
        if let jobTitle, jobTitle.withUTF8({ !$0.isEmpty }) { card.property("TITLE", jobTitle) }
        var itemNumber = 0
        for (index, phone) in phones.enumerated() {
            labeled("TEL", phone.label, isPhone: true, preferred: index == 0 && phones.count > 1, itemNumber: &itemNumber) {
                $0.escaped(phone.value ?? .decoded(""))
            }
        }
        for (index, email) in emails.enumerated() {
            labeled("EMAIL", email.label, isPhone: false, preferred: index == 0 && emails.count > 1, itemNumber: &itemNumber) {
                $0.escaped(email.value ?? .decoded(""))
            }
        }
        for url in urls {
            labeled("URL", url.label, isPhone: false, preferred: false, itemNumber: &itemNumber) { $0.escaped(url.value ?? .decoded("")) }
        }
        for address in addresses {
            labeled("ADR", address.label, isPhone: false, preferred: false, itemNumber: &itemNumber) { card in
                card.append(";;")
                card.escaped(address.street)
                card.append(";")
                card.escaped(address.city)
                card.append(";")
                card.escaped(address.region)
                card.append(";")
                card.escaped(address.postalCode)
                card.append(";")
                card.escaped(address.country)
            }
        }
        if let birthday { date("BDAY", birthday) }
        if let anniversary { date(version == .v4 ? "ANNIVERSARY" : "X-ANNIVERSARY", anniversary) }
        if let notes, notes.withUTF8({ !$0.isEmpty }) { card.property("NOTE", notes) }
        if !tags.isEmpty {
            card.append("CATEGORIES")
            card.value { card in
                for (index, tag) in tags.enumerated() {
                    if index > 0 { card.append(",") }
                    card.escaped(tag)
                }
            }
        }
        if favorite { card.line("X-CONTACTSBOOK-FAVORITE:TRUE") }
        card.append("REV:")
        card.append(compactTime: updatedAt)
        card.endLine()
        if !extra.isEmpty, case .array(let kept)? = extra[VCardReader.extraKey] {
            for case .string(let line) in kept where !line.uppercased().hasPrefix("VERSION:") {
                card.append(line.utf8)
                card.endLine()
            }
        }
        card.line("END:VCARD")
    }

    /// A date property's line: 4.0 writes a missing year as "--MMDD"; 3.0 has no such form, so
    /// Apple's convention is used: the year 1604 marked with X-APPLE-OMIT-YEAR.
    private mutating func date(_ name: StaticString, _ date: PartialDate) {
        card.append(name)
        switch (date.year, version) {
        case (let year?, .v4):
            card.append(":")
            card.append(digits: year, width: 4)
        case (let year?, .v3):
            card.append(";VALUE=date:")
            card.append(digits: year, width: 4)
        case (nil, .v4): card.append(":--")
        case (nil, .v3): card.append(";X-APPLE-OMIT-YEAR=1604:1604")
        }
        card.append(digits: date.month, width: 2)
        card.append(digits: date.day, width: 2)
        card.endLine()
    }

    /// Most contacts have no extras: then no key is hashed.
    private func extraText(_ key: String) -> String {
        if !extra.isEmpty, case .string(let value)? = extra[key] { return value }
        return ""
    }

    /// A labelled property: TYPE when vCard has a word for the label, Apple's item label otherwise.
    private mutating func labeled(
        _ name: StaticString, _ label: ScannedString?, isPhone: Bool, preferred: Bool, itemNumber: inout Int, value: (inout CardLines) -> Void
    ) {
        let label = label ?? .decoded("")
        let types = label.withUTF8 { VCardLabels.types(for: $0, isPhone: isPhone) }
        if let types {
            card.append(name)
            if let parameter = types.parameter(upperCase: version == .v3) { card.parameter(parameter) }
        } else {
            itemNumber += 1
            card.append("item\(itemNumber).".utf8)
            card.append(name)
        }
        if preferred { card.parameter(version == .v4 ? "PREF=1" : "TYPE=pref") }
        card.value(value)
        if types == nil {
            card.append("item\(itemNumber).X-ABLabel".utf8)
            card.value { $0.escaped(label) }
        }
    }
}

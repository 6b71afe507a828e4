import Foundation

/// Writes contacts' cards, one after another, as bytes: their properties always in the same
/// order (docs/DECISIONS.md #66).
struct CardComposer {
    let version: VCardWriter.Version
    var card: CardLines

    init(version: VCardWriter.Version, capacity: Int = 0) {
        self.version = version
        card = CardLines(capacity: capacity)
    }

    mutating func write(_ contact: Contact) {
        card.line("BEGIN:VCARD")
        card.line(version == .v4 ? "VERSION:4.0" : "VERSION:3.0")
        if let uid = contact.uid, !uid.isEmpty {
            card.property("UID", uid)
        } else {
            card.append("UID:urn:uuid:")
            card.append(contact.id)
            card.endLine()
        }
        let (name, lastName) = contact.nameParts.displayNameParts
        card.append("FN")
        card.value { card in
            card.escaped(name)
            if let lastName {
                card.append(" ")
                card.escaped(lastName)
            }
        }
        let extra = contact.extra
        var kept = KeptProperties(extra.isEmpty ? [] : Self.keptLines(extra))
        card.append("N")
        // Commas in the other parts are lists ("Richter,James": two additional names).
        card.value { card in
            card.escaped(contact.lastName)
            card.append(";")
            card.escaped(contact.firstName)
            card.append(";")
            card.escaped(contact.middleName, keepingCommas: true)
            card.append(";")
            card.escaped(contact.namePrefix, keepingCommas: true)
            card.append(";")
            card.escaped(contact.nameSuffix, keepingCommas: true)
        }
        if !contact.phoneticFirstName.isEmpty { card.property("X-PHONETIC-FIRST-NAME", contact.phoneticFirstName) }
        if !contact.phoneticLastName.isEmpty { card.property("X-PHONETIC-LAST-NAME", contact.phoneticLastName) }
        for nicknames in VCardText.items(contact.nickname, apartBy: "; ") where !nicknames.isEmpty {
            card.append("NICKNAME")
            card.value { $0.list(VCardText.items(nicknames, apartBy: ", "), separator: ",") }
        }
        let (company, department) = (contact.company, contact.department)
        let organizations = !contact.organizations.isEmpty
        if !company.isEmpty || !department.isEmpty || organizations {
            card.append("ORG")
            card.value { card in
                card.escaped(company)
                if !department.isEmpty {
                    card.append(";")
                    card.list(VCardText.items(department, apartBy: "; "), separator: ";")
                }
            }
        }
        if !contact.jobTitle.isEmpty || organizations { card.property("TITLE", contact.jobTitle) }
        writeOrganizations(contact)
        writeGender(contact.gender)
        var itemNumber = 0
        for (index, phone) in contact.phones.enumerated() {
            labeled(
                "TEL", phone.label, isPhone: true, preferred: index == 0 && contact.phones.count > 1, itemNumber: &itemNumber,
                kept: phone.unknownFields
            ) {
                $0.escaped(phone.value)
            }
        }
        for (index, email) in contact.emails.enumerated() {
            labeled(
                "EMAIL", email.label, isPhone: false, preferred: index == 0 && contact.emails.count > 1, itemNumber: &itemNumber,
                kept: email.unknownFields
            ) {
                $0.escaped(email.value)
            }
        }
        for url in contact.urls {
            labeled("URL", url.label, isPhone: false, preferred: false, itemNumber: &itemNumber, kept: url.unknownFields) { $0.escaped(url.value) }
        }
        for address in contact.addresses {
            // 4.0 carries a kept LABEL as its address's parameter.
            let formatted = version == .v4 && !kept.properties.isEmpty ? kept.takeLabel(for: address.label) : nil
            let parameter = formatted.map { "LABEL=" + KeptProperties.parameterValue($0) }
            labeled(
                "ADR", address.label, isPhone: false, preferred: false, itemNumber: &itemNumber, kept: address.unknownFields, parameter: parameter
            ) {
                card in
                card.escaped(address.poBox)
                card.append(";")
                card.escaped(address.extendedAddress)
                card.append(";")
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
        writeRelated(contact.related, itemNumber: &itemNumber)
        writeProfiles(contact.profiles)
        if let birthday = contact.birthday { date("BDAY", birthday) }
        if let anniversary = contact.anniversary { date(version == .v4 ? "ANNIVERSARY" : "X-ANNIVERSARY", anniversary) }
        writeDates(contact.dates, itemNumber: &itemNumber)
        if !contact.notes.isEmpty { card.property("NOTE", contact.notes) }
        if !contact.tags.isEmpty {
            card.append("CATEGORIES")
            card.value { card in
                for (index, tag) in contact.tags.enumerated() {
                    if index > 0 { card.append(",") }
                    card.escaped(tag)
                }
            }
        }
        if contact.favorite { card.line("X-CONTACTSBOOK-FAVORITE:TRUE") }
        writeMedia("PHOTO", contact.photo)
        writeMedia("LOGO", contact.logo)
        card.append("REV:")
        card.append(compactTime: contact.updatedAt)
        card.endLine()
        for line in kept.lines(version: version, firstItem: itemNumber) {
            card.append(line.utf8)
            card.endLine()
        }
        card.line("END:VCARD")
    }

    /// A date property's line: 4.0 writes a missing year as "--MMDD"; 3.0 has no such form, so
    /// Apple's convention is used: the year 1604 marked with X-APPLE-OMIT-YEAR.
    mutating func date(_ name: String, _ date: PartialDate) {
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

    /// The properties an import kept, as read.
    private static func keptLines(_ extra: [String: JSONValue]) -> [String] {
        guard case .array(let kept)? = extra[VCardReader.extraKey] else { return [] }
        return kept.compactMap { if case .string(let line) = $0 { line } else { nil } }
    }

    /// A labelled property: TYPE when vCard has a word for the label, Apple's item label
    /// otherwise, with the types the card had beside that label (`kept`).
    private mutating func labeled(
        _ name: String, _ label: String, isPhone: Bool, preferred: Bool, itemNumber: inout Int, kept: [String: JSONValue],
        parameter: String? = nil, value: (inout CardLines) -> Void
    ) {
        let types = VCardLabels.types(for: label.utf8.span, isPhone: isPhone)
        if let types {
            card.append(name)
            if let parameter = types.parameter(upperCase: version == .v3) { card.parameter(parameter) }
        } else {
            itemNumber += 1
            card.append("item\(itemNumber).".utf8)
            card.append(name)
            if case .string(let types)? = kept.isEmpty ? nil : kept[VCardReader.typesKey] {
                card.parameter("TYPE=" + types.split(separator: ",").map { KeptProperties.parameterValue(String($0)) }.joined(separator: ","))
            }
        }
        if preferred { card.parameter(version == .v4 ? "PREF=1" : "TYPE=pref") }
        if let parameter { card.parameter(parameter) }
        card.value(value)
        if types == nil {
            card.append("item\(itemNumber).X-ABLabel".utf8)
            card.value { $0.escaped(label) }
        }
    }
}

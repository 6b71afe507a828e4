import Foundation

/// Writes contacts as CSV in the Google, Outlook or generic layout, RFC 4180 quoted with CRLF
/// line ends. Cells that a spreadsheet would run as a formula are neutralised; phone numbers
/// stay as they are. Written by hand: the CSV library's writer went through an OutputStream a
/// field at a time and took 12 times the vCard export's time (the library still reads CSV).
public enum ContactCSVWriter {
    public static func write(_ contacts: [Contact], layout: CSVLayout) -> Data {
        let table: Table
        switch layout {
        case .google, .googleLegacy: table = google(contacts)
        case .outlook: table = outlook(contacts)
        case .generic: table = generic(contacts)
        }
        // Rows on all cores.
        let parts = Parallel.map(count: contacts.count, minimumPerPart: 2000) { range in
            var text = ""
            for contact in contacts[range] { text += line(table.row(contact).map(neutralised)) }
            return text
        }
        return Data((line(table.header) + parts.joined()).utf8)
    }

    /// A layout: its header, and a contact's cells under it.
    struct Table: Sendable {
        let header: [String]
        let row: @Sendable (Contact) -> [String]
    }

    static func line(_ cells: [String]) -> String {
        cells.map(quoted).joined(separator: ",") + "\r\n"
    }

    /// RFC 4180: a cell holding a comma, a quote or a line break is quoted, its quotes doubled.
    static func quoted(_ cell: String) -> String {
        guard cell.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A leading "=", "@", tab or carriage return, or "+"/"-" not followed by a digit, would make
    /// a spreadsheet run the cell: such cells get a leading apostrophe. "+44 20..." stays intact.
    /// A cell that already starts with an apostrophe gets one more, so reading takes exactly one off.
    public static func neutralised(_ cell: String) -> String {
        isRisky(cell) || cell.hasPrefix("'") ? "'" + cell : cell
    }

    static func isRisky(_ cell: String) -> Bool {
        // Scalars, not characters: "\r\n" and "=" with a combining mark are one character each.
        let scalars = cell.unicodeScalars
        guard let first = scalars.first else { return false }
        let followedByNumber = scalars.dropFirst().first?.properties.numericType != nil
        // A date without a year ("--12-10") is what Google reads, and runs nothing.
        if first == "-", PartialDate(cell)?.year == nil, PartialDate(cell) != nil { return false }
        return "=@\t\r".unicodeScalars.contains(first) || ((first == "+" || first == "-") && !followedByNumber)
    }

    static func date(_ date: PartialDate?) -> String { date?.description ?? "" }

    /// Tags in the generic layout: apart by ", ", or by Google's " ::: " when a tag holds a comma.
    static func genericTags(_ tags: [String]) -> String {
        tags.joined(separator: tags.contains { $0.contains(",") } ? " ::: " : ", ")
    }

    static func genericTags(_ cell: String) -> [String] {
        let tags = cell.contains(" ::: ") ? cell.components(separatedBy: " ::: ") : cell.components(separatedBy: ",")
        return tags.map(\.trimmingWhitespace).filter { !$0.isEmpty }
    }

    /// The most entries any contact has of each kind: the columns a layout needs, in one pass
    /// (a contact read from the book is decoded once, not once a kind).
    static func mostEntries(_ contacts: [Contact]) -> (phones: Int, emails: Int, urls: Int, addresses: Int) {
        var most = (phones: 0, emails: 0, urls: 0, addresses: 0)
        for contact in contacts {
            most = (
                max(most.phones, contact.phones.count), max(most.emails, contact.emails.count), max(most.urls, contact.urls.count),
                max(most.addresses, contact.addresses.count)
            )
        }
        return most
    }

    /// The generic layout's labelled lists: their columns' names ("phone1Label", "phone1").
    static let genericLists: [(name: String, list: WritableKeyPath<Contact, [LabeledValue]> & Sendable)] = [
        ("phone", \.phones), ("email", \.emails), ("url", \.urls), ("organization", \.organizations), ("related", \.related),
        ("profile", \.profiles), ("date", \.dates),
    ]

    /// The most entries any contact has in `list`.
    static func most(_ contacts: [Contact], _ list: KeyPath<Contact, [LabeledValue]>) -> Int {
        contacts.reduce(0) { max($0, $1[keyPath: list].count) }
    }

    static func generic(_ contacts: [Contact]) -> Table {
        let counts = mostEntries(contacts)
        let listCounts = genericLists.map { most(contacts, $0.list) }
        var header = [
            "id", "firstName", "middleName", "lastName", "namePrefix", "nameSuffix", "formattedName", "phoneticFirstName",
            "phoneticLastName", "nickname", "company", "department", "jobTitle", "role", "gender", "birthday", "anniversary", "notes",
            "tags", "favorite", "uid", "photo", "logo", "createdAt", "updatedAt",
        ]
        for ((name, _), count) in zip(genericLists, listCounts) {
            for index in 0..<count { header += ["\(name)\(index + 1)Label", "\(name)\(index + 1)"] }
        }
        for index in 0..<counts.addresses {
            header += ["Label", "Street", "City", "Region", "PostalCode", "Country", "PoBox", "Extended"].map { "address\(index + 1)\($0)" }
        }
        return Table(header: header) { contact -> [String] in
            var row = [
                contact.id.uuidString, contact.firstName, contact.middleName, contact.lastName, contact.namePrefix, contact.nameSuffix,
                contact.formattedName, contact.phoneticFirstName, contact.phoneticLastName, contact.nickname, contact.company,
                contact.department, contact.jobTitle, contact.role, contact.gender, date(contact.birthday), date(contact.anniversary),
                contact.notes, genericTags(contact.tags), contact.favorite ? "true" : "", contact.uid ?? "", contact.photo, contact.logo,
                Timestamp.string(from: contact.createdAt), Timestamp.string(from: contact.updatedAt),
            ]
            for ((_, list), count) in zip(genericLists, listCounts) {
                let entries = contact[keyPath: list]
                for index in 0..<count { row += index < entries.count ? [entries[index].label, entries[index].value] : ["", ""] }
            }
            for index in 0..<counts.addresses {
                let address = index < contact.addresses.count ? contact.addresses[index] : PostalAddress()
                row += [address.label, address.street, address.city, address.region, address.postalCode, address.country]
                row += [address.poBox, address.extendedAddress]
            }
            return row
        }
    }

    /// A contact named only as it is shown (a formatted name, no parts) goes under First Name
    /// in the layouts that have no column for the shown name: a row with no name is skipped
    /// when read back.
    static func nameColumns(_ contact: Contact) -> (first: String, middle: String, last: String) {
        let parts = (contact.firstName, contact.middleName, contact.lastName)
        guard parts == ("", "", ""), !contact.formattedName.isEmpty else { return parts }
        return (contact.formattedName, "", "")
    }

    static func google(_ contacts: [Contact]) -> Table {
        let largest = mostEntries(contacts)
        let counts = (phones: max(1, largest.phones), emails: max(1, largest.emails), urls: largest.urls, addresses: largest.addresses)
        var header = [
            "First Name", "Middle Name", "Last Name", "Phonetic First Name", "Phonetic Last Name", "Name Prefix", "Name Suffix", "Nickname",
            "Birthday", "Notes", "Labels", "Organization Name", "Organization Title", "Organization Department", "Photo",
        ]
        for (name, count) in [("E-mail", counts.emails), ("Phone", counts.phones), ("Website", counts.urls)] {
            for index in 1...max(1, count) where count > 0 { header += ["\(name) \(index) - Label", "\(name) \(index) - Value"] }
        }
        for index in 0..<counts.addresses {
            header += ["Label", "Street", "City", "Region", "Postal Code", "Country", "PO Box", "Extended Address"].map {
                "Address \(index + 1) - \($0)"
            }
        }
        let relations = most(contacts, \.related)
        let events = max(1, contacts.reduce(0) { max($0, $1.dates.count + ($1.anniversary == nil ? 0 : 1)) })
        for index in 0..<relations { header += ["Relation \(index + 1) - Label", "Relation \(index + 1) - Value"] }
        for index in 0..<events { header += ["Event \(index + 1) - Label", "Event \(index + 1) - Value"] }
        @Sendable func label(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
        return Table(header: header) { contact -> [String] in
            let name = nameColumns(contact)
            var row = [
                name.first, name.middle, name.last, contact.phoneticFirstName, contact.phoneticLastName,
                contact.namePrefix, contact.nameSuffix, contact.nickname, date(contact.birthday), contact.notes,
                (["* myContacts"] + contact.tags).joined(separator: " ::: "), contact.company, contact.jobTitle, contact.department,
                // Google's Photo is the picture's address; an image held in the card has none.
                contact.photo.contains("://") ? contact.photo : "",
            ]
            for (entries, count) in [(contact.emails, counts.emails), (contact.phones, counts.phones), (contact.urls, counts.urls)] where count > 0 {
                for index in 0..<count {
                    guard index < entries.count else {
                        row += ["", ""]
                        continue
                    }
                    let mark = index == 0 && entries.count > 1 ? "* " : ""
                    row += [mark + label(entries[index].label), entries[index].value]
                }
            }
            for index in 0..<counts.addresses {
                let address = index < contact.addresses.count ? contact.addresses[index] : PostalAddress()
                row += [label(address.label), address.street, address.city, address.region, address.postalCode, address.country]
                row += [address.poBox, address.extendedAddress]
            }
            for index in 0..<relations {
                row += index < contact.related.count ? [label(contact.related[index].label), contact.related[index].value] : ["", ""]
            }
            let dated = (contact.anniversary.map { [LabeledValue(label: "anniversary", value: $0.description)] } ?? []) + contact.dates
            for index in 0..<events { row += index < dated.count ? [label(dated[index].label), dated[index].value] : ["", ""] }
            return row
        }
    }

    static func outlook(_ contacts: [Contact]) -> Table {
        let phoneColumns = OutlookColumns.phones.map(\.column)
        var header = OutlookColumns.fixed + OutlookColumns.related.map(\.column) + OutlookColumns.emails + phoneColumns
        for (prefix, _) in OutlookColumns.addresses {
            header += OutlookColumns.addressParts.map { OutlookColumns.addressColumn(prefix, $0) }
        }
        @Sendable func label(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
        @Sendable func outlookDate(_ date: PartialDate?) -> String {
            guard let date, let year = date.year else { return "" }
            return "\(date.month)/\(date.day)/\(year)"
        }
        return Table(header: header) { contact -> [String] in
            let name = nameColumns(contact)
            var row = [
                name.first, name.middle, name.last, contact.namePrefix, contact.nameSuffix, contact.nickname,
                contact.company, contact.department, contact.jobTitle, outlookDate(contact.birthday),
                outlookDate(contact.anniversary), OutlookYearlessDates.notes(of: contact), contact.tags.joined(separator: ";"),
                contact.urls.first?.value ?? "",
                ["male", "female"].contains(contact.gender.lowercased()) ? label(contact.gender) : "",
            ]
            // Outlook has one column a relation: two children share it.
            row += OutlookColumns.related.map { _, label in
                contact.related.filter { $0.label.lowercased() == label }.map(\.value).joined(separator: ", ")
            }
            row += (0..<OutlookColumns.emails.count).map { $0 < contact.emails.count ? contact.emails[$0].value : "" }
            // Each phone goes to the first free column for its label, else to "Other Phone".
            var phones = Array(repeating: "", count: phoneColumns.count)
            for phone in contact.phones {
                let slot =
                    OutlookColumns.phones.indices.first { OutlookColumns.phones[$0].label == phone.label.lowercased() && phones[$0].isEmpty }
                    ?? OutlookColumns.phones.indices.first { OutlookColumns.phones[$0].label == "other" && phones[$0].isEmpty }
                if let slot { phones[slot] = phone.value }
            }
            row += phones
            // Like phones: each address to the first free columns for its label, else to Other's;
            // Outlook has no extended address, so it goes on the street's first line.
            var slots = Array(repeating: PostalAddress?.none, count: OutlookColumns.addresses.count)
            for address in contact.addresses {
                let free = { (label: String) in
                    OutlookColumns.addresses.indices.first { OutlookColumns.addresses[$0].label == label && slots[$0] == nil }
                }
                if let slot = free(address.label.lowercased()) ?? free("other") { slots[slot] = address }
            }
            for address in slots.map({ $0 ?? PostalAddress() }) {
                let street = [address.extendedAddress, address.street].filter { !$0.isEmpty }.joined(separator: "\n")
                row += [street, address.city, address.region, address.postalCode, address.country, address.poBox]
            }
            return row
        }
    }
}

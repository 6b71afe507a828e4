import Foundation

/// One row by column name, and how each layout maps to a contact. The columns a layout reads
/// are noted, so that those it has no field for are kept rather than dropped.
struct CSVRow {
    let fields: [String: String]
    /// How the file writes dates with slashes.
    var slashDates = SlashDates.monthFirst
    private let use = ColumnUse()

    init(fields: [String: String], slashDates: SlashDates = .monthFirst) {
        self.fields = fields
        self.slashDates = slashDates
    }

    /// 25/12/1815 is day first, 12/25/1815 month first (Outlook's); a file is read one way
    /// throughout: day first when any of its dates can only be read so.
    enum SlashDates: Equatable {
        case monthFirst, dayFirst

        /// How the date cells of `rows` (under `header`) are written; "" when no cell tells.
        static func of(_ rows: [[String]], header: [String]) -> (SlashDates, ambiguous: Bool) {
            let columns = header.indices.filter { [.birthday, .anniversary].contains(CSVColumnRole.of(header[$0])) }
            var ambiguous = false
            for row in rows {
                for column in columns where column < row.count {
                    let parts = row[column].trimmingWhitespace.split(separator: "/").compactMap { Int($0) }
                    // D/M/YYYY or M/D/YYYY only: 1990/12/25 says nothing about the others.
                    guard parts.count == 3, parts[2] > 31 else { continue }
                    if parts[0] > 12 && parts[1] <= 12 { return (.dayFirst, false) }
                    if parts[0] != parts[1] && parts[0] <= 12 && parts[1] <= 12 { ambiguous = true }
                }
            }
            return (.monthFirst, ambiguous)
        }
    }

    /// The cell of `column`, trimmed ("" when the row has none); the column counts as read.
    package func value(_ column: String) -> String {
        use.read.insert(column)
        return text(column).trimmingWhitespace
    }

    /// The cell of `column` untrimmed, for text whose lines and spaces count (notes, streets).
    func text(_ column: String) -> String {
        use.read.insert(column)
        return Self.cell(fields[column] ?? "")
    }

    /// A whole name in `column` becomes the name as written when it says more than the first
    /// and last names (or there are none); when it says the same, it was read and is done.
    func keepFormattedName(_ column: String, in contact: inout Contact) {
        let name = value(column)
        if !name.isEmpty && name != contact.displayName { contact.formattedName = name }
    }

    /// A column read but not used after all (a second first name, a display name that is not
    /// the name): kept with what no layout reads.
    func keepUnread(_ column: String) { use.read.remove(column) }

    /// Cells with something in them of columns the layout did not read, as written.
    var unread: [String: String] {
        fields.filter { !use.read.contains($0.key) && !Self.cell($0.value).trimmingWhitespace.isEmpty }.mapValues(Self.cell)
    }

    /// Which columns were read: a row is read once, on one thread.
    private final class ColumnUse {
        var read: Set<String> = []
    }

    /// A cell as the person meant it: line breaks as "\n", and the apostrophe that a writer
    /// (this one included) put before a formula-like cell taken off again.
    static func cell(_ raw: String) -> String {
        var text = raw.replacingOccurrences(of: "\r\n", with: "\n")
        let rest = String(text.dropFirst())
        if text.hasPrefix("'"), ContactCSVWriter.isRisky(rest) || rest.hasPrefix("'") { text.removeFirst() }
        return text
    }

    /// Google's multi-values (" ::: ") and primary marks ("* Home"): one entry per value,
    /// the primary one first.
    static func googleEntries(label rawLabel: String, value: String) -> [(LabeledValue, Bool)] {
        // "* " alone (trimmed to "*") is a primary value with no label.
        let isPrimary = rawLabel.hasPrefix("* ") || rawLabel == "*"
        let label = (isPrimary ? String(rawLabel.dropFirst(1)) : rawLabel).trimmingWhitespace.lowercased()
        return value.components(separatedBy: " ::: ").map(\.trimmingWhitespace).filter { !$0.isEmpty }.map {
            (LabeledValue(label: label, value: $0), isPrimary)
        }
    }

    func contact(layout: CSVLayout) -> Contact {
        switch layout {
        case .google, .googleLegacy: return google(legacy: layout == .googleLegacy)
        case .outlook: return outlook()
        case .generic: return generic()
        }
    }

    private func google(legacy: Bool) -> Contact {
        var contact = Contact()
        let kind = legacy ? "Type" : "Label"
        contact.firstName = value(legacy ? "Given Name" : "First Name")
        contact.middleName = value(legacy ? "Additional Name" : "Middle Name")
        contact.lastName = value(legacy ? "Family Name" : "Last Name")
        (contact.namePrefix, contact.nameSuffix) = (value("Name Prefix"), value("Name Suffix"))
        contact.phoneticFirstName = value(legacy ? "Given Name Yomi" : "Phonetic First Name")
        contact.phoneticLastName = value(legacy ? "Family Name Yomi" : "Phonetic Last Name")
        contact.nickname = value("Nickname")
        contact.company = value(legacy ? "Organization 1 - Name" : "Organization Name")
        contact.department = value(legacy ? "Organization 1 - Department" : "Organization Department")
        contact.jobTitle = value(legacy ? "Organization 1 - Title" : "Organization Title")
        if legacy { keepFormattedName("Name", in: &contact) }
        contact.birthday = date("Birthday", Self.vCardDate)
        contact.notes = text("Notes")
        contact.tags = value(legacy ? "Group Membership" : "Labels").components(separatedBy: " ::: ")
            .map { ($0.hasPrefix("* ") ? String($0.dropFirst(2)) : $0).trimmingWhitespace }
            .filter { !$0.isEmpty && $0 != "myContacts" && $0 != "My Contacts" }
        for (prefix, keyPath) in [("E-mail", \Contact.emails), ("Phone", \Contact.phones), ("Website", \Contact.urls)] {
            var index = 1
            var primary: [LabeledValue] = []
            var others: [LabeledValue] = []
            while fields["\(prefix) \(index) - Value"] != nil {
                for (entry, isPrimary) in Self.googleEntries(label: value("\(prefix) \(index) - \(kind)"), value: value("\(prefix) \(index) - Value"))
                {
                    if isPrimary { primary.append(entry) } else { others.append(entry) }
                }
                index += 1
            }
            contact[keyPath: keyPath] = primary + others
        }
        var index = 1
        while fields["Address \(index) - Street"] != nil || fields["Address \(index) - Formatted"] != nil {
            let column = { (part: String) in value("Address \(index) - \(part)") }
            let formatted = column("Formatted")  // the parts again, as one text
            var address = PostalAddress(
                label: column(kind).replacingOccurrences(of: "* ", with: "").lowercased(), street: column("Street"), city: column("City"),
                region: column("Region"), postalCode: column("Postal Code"), country: column("Country"), poBox: column("PO Box"),
                extendedAddress: column("Extended Address"))
            if address.isEmpty { address.street = formatted }
            if !address.isEmpty { contact.addresses.append(address) }
            index += 1
        }
        index = 1
        // The first anniversary is the anniversary; other events are labelled dates, and an
        // event that is no date is kept with its label, as written.
        while fields["Event \(index) - Value"] != nil {
            let label = "Event \(index) - \(kind)"
            let name = value(label).replacingOccurrences(of: "* ", with: "").lowercased()
            if let event = date("Event \(index) - Value", Self.vCardDate) {
                if contact.anniversary == nil && name.contains("anniversary") {
                    contact.anniversary = event
                } else {
                    contact.dates.append(LabeledValue(label: name, value: event.description))
                }
            } else {
                keepUnread(label)
            }
            index += 1
        }
        contact.related = googleList("Relation", kind)
        if value("Photo").contains("://") { contact.photo = value("Photo") } else { keepUnread("Photo") }
        if legacy { googleLegacy(into: &contact) }
        return contact
    }

    /// Google's numbered entries of one kind ("Relation 1 - Label", "Relation 1 - Value"...).
    private func googleList(_ prefix: String, _ kind: String) -> [LabeledValue] {
        var entries: [LabeledValue] = []
        var index = 1
        while fields["\(prefix) \(index) - Value"] != nil {
            entries += Self.googleEntries(label: value("\(prefix) \(index) - \(kind)"), value: value("\(prefix) \(index) - Value")).map(\.0)
            index += 1
        }
        return entries
    }

    /// What only Google's older layout has: gender, messaging, every organisation, and the
    /// first one's job description as the role.
    private func googleLegacy(into contact: inout Contact) {
        contact.gender = value("Gender").lowercased()
        contact.role = value("Organization 1 - Job Description")
        var index = 1
        while fields["IM \(index) - Value"] != nil {
            let service = value("IM \(index) - Service").lowercased()
            let label = ["jabber", "google talk"].contains(service) ? "xmpp" : service
            contact.profiles += Self.googleEntries(label: label, value: value("IM \(index) - Value")).map(\.0)
            _ = value("IM \(index) - Type")  // home or work: the service is the profile's label
            index += 1
        }
        index = 2
        while fields["Organization \(index) - Name"] != nil {
            let name = [value("Organization \(index) - Name"), value("Organization \(index) - Department")].filter { !$0.isEmpty }
            let title = value("Organization \(index) - Title")
            if !name.isEmpty || !title.isEmpty { contact.organizations.append(LabeledValue(label: title, value: name.joined(separator: "; "))) }
            _ = value("Organization \(index) - Type")
            index += 1
        }
    }

    private func outlook() -> Contact {
        var contact = Contact()
        (contact.firstName, contact.middleName, contact.lastName) = (value("First Name"), value("Middle Name"), value("Last Name"))
        (contact.namePrefix, contact.nameSuffix) = (value("Title"), value("Suffix"))
        contact.nickname = value("Nickname")
        contact.company = value("Company")
        contact.department = value("Department")
        contact.jobTitle = value("Job Title")
        contact.birthday = date("Birthday", Self.outlookDate)
        contact.anniversary = date("Anniversary", Self.outlookDate)
        contact.notes = text("Notes")
        OutlookYearlessDates.restore(&contact)
        contact.tags = value("Categories").split(separator: ";").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        contact.phones = OutlookColumns.phones.compactMap { column, label in
            value(column).isEmpty ? nil : LabeledValue(label: label, value: value(column))
        }
        contact.emails = OutlookColumns.emails.compactMap { value($0).isEmpty ? nil : LabeledValue(label: "", value: value($0)) }
        if !value("Web Page").isEmpty { contact.urls = [LabeledValue(label: "", value: value("Web Page"))] }
        contact.gender = OutlookColumns.unsetValues.contains(value("Gender")) ? "" : value("Gender").lowercased()
        contact.related = OutlookColumns.related.compactMap { column, label in
            value(column).isEmpty ? nil : LabeledValue(label: label, value: value(column))
        }
        contact.addresses = OutlookColumns.addresses.compactMap { prefix, label in
            let column = { (part: String) in value(OutlookColumns.addressColumn(prefix, part)) }
            let part = { (names: [String]) in names.map(column).first { !$0.isEmpty } ?? "" }
            let street = ["Street", "Street 2", "Street 3"].map(column).filter { !$0.isEmpty }
            let address = PostalAddress(
                label: label, street: street.joined(separator: "\n"), city: part(["City"]), region: part(["State"]),
                postalCode: part(["Postal Code"]), country: part(["Country/Region", "Country"]), poBox: column("Address PO Box"))
            return address.isEmpty ? nil : address
        }
        return contact
    }

    /// The date in `column`, read by `parse`; a cell that is no date is kept as written (as
    /// an unread column) rather than lost.
    func date(_ column: String, _ parse: (String) -> PartialDate?) -> PartialDate? {
        let text = value(column)
        guard !text.isEmpty else { return nil }
        guard let date = parse(text) else {
            keepUnread(column)
            return nil
        }
        return date
    }

    static func vCardDate(_ text: String) -> PartialDate? { VCardDates.parse(text, omittedYear: nil) }

    /// Outlook writes dates as M/D/YYYY and "0/0/00" for none.
    /// The year 1604 stands for none (Apple's convention, and this app's Outlook export once).
    static func outlookDate(_ text: String) -> PartialDate? {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        if parts.count == 3, let date = PartialDate(year: parts[2] == 1604 ? nil : parts[2], month: parts[0], day: parts[1]) { return date }
        return VCardDates.parse(text, omittedYear: nil)
    }

    private func generic() -> Contact {
        var contact = Contact()
        if let id = UUID(uuidString: value("id")) { contact.id = id }
        (contact.firstName, contact.middleName, contact.lastName) = (value("firstName"), value("middleName"), value("lastName"))
        (contact.namePrefix, contact.nameSuffix, contact.formattedName) = (value("namePrefix"), value("nameSuffix"), value("formattedName"))
        (contact.phoneticFirstName, contact.phoneticLastName) = (value("phoneticFirstName"), value("phoneticLastName"))
        contact.nickname = value("nickname")
        contact.company = value("company")
        contact.department = value("department")
        contact.jobTitle = value("jobTitle")
        (contact.role, contact.gender) = (value("role"), value("gender"))
        (contact.photo, contact.logo) = (value("photo"), value("logo"))
        contact.birthday = date("birthday", PartialDate.init)
        contact.anniversary = date("anniversary", PartialDate.init)
        contact.notes = text("notes")
        contact.tags = ContactCSVWriter.genericTags(value("tags"))
        contact.favorite = ["true", "yes", "1"].contains(value("favorite").lowercased())
        if !value("uid").isEmpty { contact.uid = value("uid") }
        // This layout's own times come back as they were; a time that is none is kept as written.
        for (column, keyPath) in [("createdAt", \Contact.createdAt), ("updatedAt", \.updatedAt)] where !value(column).isEmpty {
            if let time = Timestamp.date(from: value(column)) { contact[keyPath: keyPath] = time } else { keepUnread(column) }
        }
        for (name, keyPath) in ContactCSVWriter.genericLists {
            var index = 1
            while fields["\(name)\(index)"] != nil {
                let (label, text) = (value("\(name)\(index)Label"), value("\(name)\(index)"))
                // A further organisation may be a title alone.
                if !text.isEmpty || (keyPath == \Contact.organizations && !label.isEmpty) {
                    contact[keyPath: keyPath].append(LabeledValue(label: label, value: text))
                }
                index += 1
            }
        }
        var index = 1
        while fields["address\(index)Street"] != nil {
            let part = { (name: String) in value("address\(index)\(name)") }
            let address = PostalAddress(
                label: part("Label"), street: text("address\(index)Street"), city: part("City"), region: part("Region"),
                postalCode: part("PostalCode"), country: part("Country"), poBox: part("PoBox"), extendedAddress: text("address\(index)Extended"))
            if !address.isEmpty { contact.addresses.append(address) }
            index += 1
        }
        return contact
    }
}

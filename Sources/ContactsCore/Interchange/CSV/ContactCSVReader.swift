import CSV
import Foundation

/// Reads contacts from CSV in the Google (current and legacy), Outlook and generic layouts:
/// RFC 4180 quoting (through the CSV.swift library), a byte-order mark, ";" separators when
/// the header uses them, and Windows-1252 files as Outlook writes them.
public enum ContactCSVReader {
    public static func read(_ data: Data, path: String) throws(StoreError) -> InterchangeReadResult {
        let (text, encodingNote) = LegacyText.decodeFile(UnicodeFile.utf8(data).bytes)
        let delimiter = detectDelimiter(text)
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, hasHeaderRow: true, delimiter: delimiter)
        } catch {
            throw .notImportable(path: path, detail: "not a CSV file (\(error))")
        }
        let header = (reader.headerRow ?? []).map(\.trimmingWhitespace)
        guard let layout = CSVLayout.detect(header) else {
            throw .notImportable(
                path: path, detail: "the CSV header is not one of Google's, Outlook's or ContactsBook's (it starts \(header.prefix(4)))")
        }
        var result = InterchangeReadResult(contacts: [], skipped: 0, problems: encodingNote.map { [$0] } ?? [])
        var line = 1
        while let row = reader.next() {
            line += 1
            var fields: [String: String] = [:]
            for (index, name) in header.enumerated() where index < row.count { fields[name] = row[index] }
            guard !fields.values.allSatisfy({ $0.trimmingWhitespace.isEmpty }) else { continue }
            let contact = CSVRow(fields: fields).contact(layout: layout)
            if [contact.firstName, contact.lastName, contact.nickname, contact.company].allSatisfy(\.isEmpty) && contact.emails.isEmpty {
                result.problems.append("row \(line): no name, company or email; skipped")
                result.skipped += 1
            } else {
                result.contacts.append(contact)
            }
        }
        if let error = reader.error { result.problems.append("row \(line + 1): \(error); the rest of the file was not read") }
        return result
    }

    /// ";" when the header line has more semicolons than commas outside quotes (European Excel).
    static func detectDelimiter(_ text: String) -> Unicode.Scalar {
        var commas = 0
        var semicolons = 0
        var quoted = false
        for character in text {
            if character == "\n" || character == "\r\n" { break }
            if character == "\"" {
                quoted.toggle()
            } else if !quoted && character == "," {
                commas += 1
            } else if !quoted && character == ";" {
                semicolons += 1
            }
        }
        return semicolons > commas ? ";" : ","
    }
}

/// One row by column name, and how each layout maps to a contact.
struct CSVRow {
    let fields: [String: String]

    package func value(_ column: String) -> String { Self.cell(fields[column] ?? "").trimmingWhitespace }

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
        let isPrimary = rawLabel.hasPrefix("* ")
        let label = (isPrimary ? String(rawLabel.dropFirst(2)) : rawLabel).trimmingWhitespace.lowercased()
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
        contact.firstName = [value(legacy ? "Given Name" : "First Name"), value(legacy ? "Additional Name" : "Middle Name")]
            .filter { !$0.isEmpty }.joined(separator: " ")
        contact.lastName = value(legacy ? "Family Name" : "Last Name")
        contact.nickname = value("Nickname")
        contact.company = value(legacy ? "Organization 1 - Name" : "Organization Name")
        contact.jobTitle = value(legacy ? "Organization 1 - Title" : "Organization Title")
        contact.birthday = VCardDates.parse(value("Birthday"), omittedYear: nil)
        contact.notes = Self.cell(fields["Notes"] ?? "")
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
            let street = [column("PO Box"), column("Extended Address"), column("Street")].filter { !$0.isEmpty }.joined(separator: "\n")
            var address = PostalAddress(
                label: column(kind).replacingOccurrences(of: "* ", with: "").lowercased(), street: street, city: column("City"),
                region: column("Region"), postalCode: column("Postal Code"), country: column("Country"))
            if address.isEmpty { address.street = column("Formatted") }
            if !address.isEmpty { contact.addresses.append(address) }
            index += 1
        }
        index = 1
        while fields["Event \(index) - Value"] != nil {
            if value("Event \(index) - \(kind)").lowercased().contains("anniversary") {
                contact.anniversary = VCardDates.parse(value("Event \(index) - Value"), omittedYear: nil)
            }
            index += 1
        }
        return contact
    }

    private func outlook() -> Contact {
        var contact = Contact()
        contact.firstName = [value("First Name"), value("Middle Name")].filter { !$0.isEmpty }.joined(separator: " ")
        contact.lastName = value("Last Name")
        contact.nickname = value("Nickname")
        contact.company = value("Company")
        contact.jobTitle = value("Job Title")
        if !value("Title").isEmpty { contact.extra["namePrefix"] = .string(value("Title")) }
        if !value("Suffix").isEmpty { contact.extra["nameSuffix"] = .string(value("Suffix")) }
        if !value("Department").isEmpty { contact.extra["department"] = .string(value("Department")) }
        contact.birthday = Self.outlookDate(value("Birthday"))
        contact.anniversary = Self.outlookDate(value("Anniversary"))
        contact.notes = Self.cell(fields["Notes"] ?? "")
        contact.tags = value("Categories").split(separator: ";").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        contact.phones = OutlookColumns.phones.compactMap { column, label in
            value(column).isEmpty ? nil : LabeledValue(label: label, value: value(column))
        }
        contact.emails = OutlookColumns.emails.compactMap { value($0).isEmpty ? nil : LabeledValue(label: "", value: value($0)) }
        if !value("Web Page").isEmpty { contact.urls = [LabeledValue(label: "", value: value("Web Page"))] }
        contact.addresses = OutlookColumns.addresses.compactMap { prefix, label in
            let parts = OutlookColumns.addressParts.map { value(OutlookColumns.addressColumn(prefix, $0)) }
            let address = PostalAddress(label: label, street: parts[0], city: parts[1], region: parts[2], postalCode: parts[3], country: parts[4])
            return address.isEmpty ? nil : address
        }
        return contact
    }

    /// Outlook writes dates as M/D/YYYY and "0/0/00" for none.
    static func outlookDate(_ text: String) -> PartialDate? {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        if parts.count == 3, let date = PartialDate(year: parts[2], month: parts[0], day: parts[1]) { return date }
        return VCardDates.parse(text, omittedYear: nil)
    }

    private func generic() -> Contact {
        var contact = Contact()
        if let id = UUID(uuidString: value("id")) { contact.id = id }
        contact.firstName = value("firstName")
        contact.lastName = value("lastName")
        contact.nickname = value("nickname")
        contact.company = value("company")
        contact.jobTitle = value("jobTitle")
        contact.birthday = PartialDate(value("birthday"))
        contact.anniversary = PartialDate(value("anniversary"))
        contact.notes = Self.cell(fields["notes"] ?? "")
        contact.tags = value("tags").split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        contact.favorite = ["true", "yes", "1"].contains(value("favorite").lowercased())
        if !value("uid").isEmpty { contact.uid = value("uid") }
        for (name, keyPath) in [("phone", \Contact.phones), ("email", \Contact.emails), ("url", \Contact.urls)] {
            var index = 1
            while fields["\(name)\(index)"] != nil {
                if !value("\(name)\(index)").isEmpty {
                    contact[keyPath: keyPath].append(LabeledValue(label: value("\(name)\(index)Label"), value: value("\(name)\(index)")))
                }
                index += 1
            }
        }
        var index = 1
        while fields["address\(index)Street"] != nil {
            let part = { (name: String) in value("address\(index)\(name)") }
            let address = PostalAddress(
                label: part("Label"), street: Self.cell(fields["address\(index)Street"] ?? ""), city: part("City"), region: part("Region"),
                postalCode: part("PostalCode"), country: part("Country"))
            if !address.isEmpty { contact.addresses.append(address) }
            index += 1
        }
        return contact
    }
}

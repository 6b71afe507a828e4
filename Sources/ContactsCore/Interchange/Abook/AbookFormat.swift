import Localization

/// abook's addressbook file (`~/.abook/addressbook`), in and out, so abook users can move in
/// with one command and back. abook has one name field, one address and fixed phone fields;
/// its `anniversary` field holds the birthday (abook's own vCard import puts BDAY there).
/// Fields it does not have here (custom fields) are kept in `extra["abook"]` and written back.
public enum AbookFormat {
    public static let extraKey = "abook"

    static let known: Set<String> = [
        "name", "email", "address", "address2", "city", "state", "zip", "country", "phone", "workphone", "fax", "mobile",
        "nick", "url", "notes", "anniversary", "groups",
    ]

    public static func read(_ text: String) -> InterchangeReadResult {
        var result = InterchangeReadResult(contacts: [], skipped: 0, problems: [])
        var entry: [String: String]?
        var entryLine = 0
        func finish() {
            defer { entry = nil }
            guard let fields = entry else { return }
            let contact = self.contact(from: fields)
            if !contact.hasIdentity {
                result.problems.append(tr("line {line}: entry has no name, email or phone; skipped", ["line": String(entryLine)]))
                result.skipped += 1
            } else {
                result.contacts.append(contact)
            }
        }
        for (offset, rawLine) in text.textLines.enumerated() {
            let line = rawLine.trimmingWhitespace
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                finish()
                let section = line.dropFirst().dropLast()
                if section.allSatisfy(\.isNumber) {
                    entry = [:]
                    entryLine = offset + 1
                }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                result.problems.append(tr("line {line}: not a field (no '='); ignored", ["line": String(offset + 1)]))
                continue
            }
            let key = String(line[..<equals]).trimmingWhitespace.lowercased()
            entry?[key] = String(line[line.index(after: equals)...])
        }
        finish()
        return result
    }

    static func contact(from fields: [String: String]) -> Contact {
        func value(_ key: String) -> String { (fields[key] ?? "").trimmingWhitespace }
        var contact = Contact()
        let words = value("name").split(separator: " ")
        if words.count > 1 {
            contact.firstName = words.dropLast().joined(separator: " ")
            contact.lastName = String(words[words.count - 1])
        } else {
            contact.firstName = value("name")
        }
        contact.nickname = value("nick")
        contact.emails = value("email").split(separator: ",").map { LabeledValue(label: "", value: String($0).trimmingWhitespace) }
            .filter { !$0.value.isEmpty }
        let phones: [(String, String)] = [("mobile", "mobile"), ("phone", "home"), ("workphone", "work"), ("fax", "fax")]
        contact.phones = phones.compactMap { key, label in value(key).isEmpty ? nil : LabeledValue(label: label, value: value(key)) }
        let address = PostalAddress(
            label: "home", street: [value("address"), value("address2")].filter { !$0.isEmpty }.joined(separator: "\n"),
            city: value("city"), region: value("state"), postalCode: value("zip"), country: value("country"))
        if !address.isEmpty { contact.addresses = [address] }
        if !value("url").isEmpty { contact.urls = [LabeledValue(label: "", value: value("url"))] }
        contact.notes = value("notes")
        contact.birthday = PartialDate(value("anniversary"))
        contact.tags = value("groups").split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        let custom = fields.filter { !known.contains($0.key) }
        if !custom.isEmpty { contact.extra[extraKey] = .object(custom.mapValues(JSONValue.string)) }
        return contact
    }

    public static func write(_ contacts: [Contact]) -> String {
        var text = "# abook addressbook file\n\n[format]\nprogram=abook\nversion=0.6.1\n\n"  // untranslated: abook's file header
        for (index, contact) in contacts.enumerated() {
            text += "\n[\(index)]\n"
            for (key, value) in fields(of: contact) where !value.isEmpty {
                // abook keeps one line per field: line breaks become spaces.
                text += "\(key)=\(value.textLines.joined(separator: " "))\n"
            }
        }
        return text
    }

    static func fields(of contact: Contact) -> [(String, String)] {
        func phone(_ label: String) -> String { contact.phones.first { $0.label.lowercased() == label }?.value ?? "" }
        let address = contact.addresses.first ?? PostalAddress()
        let streetLines = address.street.textLines
        var fields: [(String, String)] = [
            (
                "name",
                [contact.firstName, contact.lastName].filter { !$0.isEmpty }.joined(separator: " ").isEmpty
                    ? contact.displayName : [contact.firstName, contact.lastName].filter { !$0.isEmpty }.joined(separator: " ")
            ),
            ("email", contact.emails.map(\.value).joined(separator: ",")),
            ("address", streetLines.first ?? ""), ("address2", streetLines.dropFirst().joined(separator: ", ")),
            ("city", address.city), ("state", address.region), ("zip", address.postalCode), ("country", address.country),
            (
                "phone",
                phone("home").isEmpty
                    ? (contact.phones.first { !["mobile", "work", "fax"].contains($0.label.lowercased()) }?.value ?? "") : phone("home")
            ),
            ("workphone", phone("work")), ("fax", phone("fax")), ("mobile", phone("mobile")),
            ("nick", contact.nickname), ("url", contact.urls.first?.value ?? ""), ("notes", contact.notes),
            ("anniversary", contact.birthday?.description ?? ""), ("groups", contact.tags.joined(separator: ",")),
        ]
        if case .object(let custom)? = contact.extra[extraKey] {
            for key in custom.keys.sorted() {
                if case .string(let value)? = custom[key] { fields.append((key, value)) }
            }
        }
        return fields
    }
}

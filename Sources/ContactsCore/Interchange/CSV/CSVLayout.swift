/// The CSV layouts contacts come in and go out as, told apart by their header rows.
public enum CSVLayout: String, CaseIterable, Sendable {
    /// Google Contacts today: "First Name", "E-mail 1 - Label", "E-mail 1 - Value", "Labels".
    case google
    /// Google Contacts before 2020: "Given Name", "E-mail 1 - Type", "Group Membership".
    case googleLegacy = "google-legacy"
    /// Outlook: fixed columns such as "E-mail Address", "Mobile Phone", "Home Street".
    case outlook
    /// Ours: the data file's field names ("firstName", "email1", "email1Label", ...).
    case generic

    package static func detect(_ header: [String]) -> CSVLayout? {
        let names = Set(header)
        if names.contains("firstName") || names.contains("lastName") { return .generic }
        if names.contains("E-mail 1 - Label") || names.contains("First Name") && names.contains("Phone 1 - Label") { return .google }
        if names.contains("Given Name") || names.contains("E-mail 1 - Type") { return .googleLegacy }
        if names.contains("E-mail Address") || names.contains("Mobile Phone") || names.contains("Business Phone") { return .outlook }
        return nil
    }
}

/// Outlook's fixed columns for phones, emails and addresses, and the labels they mean.
enum OutlookColumns {
    static let phones: [(column: String, label: String)] = [
        ("Mobile Phone", "mobile"), ("Home Phone", "home"), ("Home Phone 2", "home"), ("Business Phone", "work"),
        ("Business Phone 2", "work"), ("Company Main Phone", "main"), ("Primary Phone", ""), ("Other Phone", "other"),
        ("Business Fax", "work fax"), ("Home Fax", "home fax"), ("Other Fax", "fax"), ("Pager", "pager"), ("Car Phone", "car"),
    ]
    static let emails = ["E-mail Address", "E-mail 2 Address", "E-mail 3 Address"]
    static let addresses: [(prefix: String, label: String)] = [("Home", "home"), ("Business", "work"), ("Other", "other")]
    static let fixed = [
        "First Name", "Middle Name", "Last Name", "Title", "Suffix", "Nickname", "Company", "Department", "Job Title", "Birthday",
        "Anniversary", "Notes", "Categories", "Web Page", "Gender",
    ]

    /// The people Outlook has a column for, and the label each means.
    static let related: [(column: String, label: String)] = [
        ("Spouse", "spouse"), ("Children", "child"), ("Manager's Name", "manager"), ("Assistant's Name", "assistant"),
    ]

    /// An address's columns as this app writes them: "Home Street", "Home City", "Home State",
    /// "Home Postal Code", "Home Country/Region". Outlook's files may also have "Home Street
    /// 2", "Home Street 3", "Home Address PO Box" and, in older versions, "Home Country".
    static func addressColumn(_ prefix: String, _ part: String) -> String { "\(prefix) \(part)" }
    static let addressParts = ["Street", "City", "State", "Postal Code", "Country/Region", "Address PO Box"]

    /// What Outlook writes in columns nobody filled: no data to keep.
    static let unsetValues: Set<String> = ["Normal", "False", "Unspecified", "0/0/00", "0/0/0000", "SMTP"]
}

/// Outlook has no date without a year (a made-up one would be taken for real): a yearless
/// birthday or anniversary goes to Notes instead, on a line of its own ("Birthday: --12-10"),
/// and comes back from there.
enum OutlookYearlessDates {
    static let fields: [(name: String, date: WritableKeyPath<Contact, PartialDate?> & Sendable)] = [
        ("Birthday", \.birthday), ("Anniversary", \.anniversary),
    ]

    /// The contact's notes, then a line for each date without a year.
    static func notes(of contact: Contact) -> String {
        let lines = fields.compactMap { name, date in contact[keyPath: date].flatMap { $0.year == nil ? "\(name): \($0)" : nil } }
        return ([contact.notes].filter { !$0.isEmpty } + lines).joined(separator: "\n")
    }

    /// Such lines at the end of the notes made back into the dates they stand for, where the
    /// date's own column was empty.
    static func restore(_ contact: inout Contact) {
        var lines = contact.notes.components(separatedBy: "\n")
        while let last = lines.last, let (field, date) = yearlessDate(in: last), contact[keyPath: field] == nil {
            contact[keyPath: field] = date
            lines.removeLast()
        }
        contact.notes = lines.joined(separator: "\n")
    }

    /// The date a line such as "Birthday: --12-10" stands for.
    private static func yearlessDate(in line: String) -> (WritableKeyPath<Contact, PartialDate?>, PartialDate)? {
        for (name, field) in fields where line.hasPrefix(name + ": ") {
            if let date = PartialDate(String(line.dropFirst(name.count + 2))), date.year == nil { return (field, date) }
        }
        return nil
    }
}

import Localization

/// What a CSV file's first row says about the rest: a layout this app knows whole, columns
/// known by their names, or no header at all (abook's five columns, or columns told by what
/// the first row holds).
enum CSVShape: Equatable {
    case layout(CSVLayout)
    case namedColumns
    case abook
    /// abook's `--outformat palmcsv`: no header either.
    case abookPalm
    /// No header: the names given to the columns from the first row's cells.
    case headerless([String])

    init?(_ firstRow: [String]) {
        if let layout = CSVLayout.detect(firstRow) {
            self = .layout(layout)
        } else if firstRow.contains(where: { Self.isColumnName($0) && CSVColumnRole.of($0)?.identifies == true }) {
            self = .namedColumns
        } else if Self.isAbookPalm(firstRow) {
            self = .abookPalm
        } else if firstRow.count == Self.abookColumns.count, firstRow[1].isEmpty || firstRow[1].contains("@") {
            self = .abook
        } else if let names = Self.namesFromCells(firstRow) {
            self = .headerless(names)
        } else {
            return nil
        }
    }

    /// Whether a first row's cell can name a column: not an email ("john@mail.ru" holds the word
    /// "mail") or a number, which are a contact's data.
    static func isColumnName(_ cell: String) -> Bool {
        !cell.contains("@") && cell.filter(\.isNumber).count < 3
    }

    /// Whether rows are read by their columns' names (`namedColumns`), whose dates the file tells.
    var readsNamedColumns: Bool {
        switch self {
        case .namedColumns, .headerless, .abookPalm: true
        case .layout, .abook: false
        }
    }

    /// Whether the first row is a contact rather than a header.
    var firstRowIsData: Bool {
        switch self {
        case .abook, .abookPalm, .headerless: true
        case .layout, .namedColumns: false
        }
    }

    /// Names for the columns of a row with no header, when one of its cells is an email: each
    /// email and phone cell is one, the first other cell with text the name; the rest are
    /// "column N", kept as written ("John Doe,John,Doe,john@doe.invalid", Thunderbird's test).
    static func namesFromCells(_ row: [String]) -> [String]? {
        func isEmail(_ cell: String) -> Bool { cell.contains("@") && !cell.contains(" ") && cell.split(separator: "@").count == 2 }
        // Seven digits at least, and no date ("2024-03-15") or postcode ("90210").
        func isPhone(_ cell: String) -> Bool {
            cell.filter(\.isWholeNumber).count >= 7 && cell.allSatisfy { $0.isWholeNumber || " +-().".contains($0) }
                && PartialDate(cell) == nil
        }
        guard row.contains(where: isEmail) else { return nil }
        var hasName = false
        return row.enumerated().map { index, cell in
            if isEmail(cell) { return "Email" }
            if isPhone(cell) { return "Phone" }
            if !hasName && !cell.isEmpty {
                hasName = true
                return "Name"
            }
            return "column \(index + 1)"  // untranslated: a column's key, kept in extra["csv"]
        }
    }

    /// What the report says of a file read without a header.
    var headerNote: String? {
        guard case .headerless(let names) = self else { return nil }
        let told = names.filter { !$0.hasPrefix("column ") }
        // TRANSLATORS: {columns} are column names as the file's columns are known: "Name, Email, Phone".
        return tr(
            "the file has no header row: its columns were taken for {columns} by what the first row holds", ["columns": told.joined(separator: ", ")])
    }

    /// abook's `--outformat csv`: name, emails (apart by commas), phone, notes, nickname.
    static let abookColumns = ["name", "email", "phone", "notes", "nick"]

    /// abook's `--outformat palmcsv` (0.6.1): 21 cells, the emails apart by commas in one, a
    /// private flag and the category "abook" last.
    static let abookPalmColumns = [
        "Last Name", "First Name", "Title", "Company", "Work Phone", "Home Phone", "Fax", "Mobile", "Email", "Address", "City", "State",
        "Zip", "Country", "Nickname", "Web Page", "Custom 1", "Custom 2", "Notes", "Private", "Category",
    ]
    private static let palmEmail = 8

    static func isAbookPalm(_ row: [String]) -> Bool {
        (20...21).contains(row.count) && row.last == "abook" && ["0", "1"].contains(row[row.count - 2])
    }

    /// Palm rows as named columns: a one-word name's row (abook leaves out its empty first
    /// name: 20 cells) put in line, each email a cell of its own, and abook's fixed private
    /// flag and category cleared, as they say nothing about the person.
    static func abookPalm(_ rows: [[String]]) -> (header: [String], rows: [[String]]) {
        let lined = rows.map { row in
            var cells = row.count == 20 ? [row[0], ""] + row[1...] : row
            cells += Array(repeating: "", count: max(0, abookPalmColumns.count - cells.count))
            if cells[19] == "0" { cells[19] = "" }
            if cells[20] == "abook" { cells[20] = "" }
            return cells
        }
        let emails = lined.map { $0[palmEmail].split(separator: ",").map { String($0).trimmingWhitespace } }
        let most = max(1, emails.map(\.count).max() ?? 1)
        let header =
            Array(abookPalmColumns[..<palmEmail]) + uniqueNames(Array(repeating: "Email", count: most))
            + abookPalmColumns[(palmEmail + 1)...]
        let split = zip(lined, emails).map { cells, emails in
            Array(cells[..<palmEmail]) + emails + Array(repeating: "", count: most - emails.count) + cells[(palmEmail + 1)...]
        }
        return (header, split)
    }

    func contact(_ row: CSVRow, header: [String]) -> Contact {
        switch self {
        case .layout(let layout): row.contact(layout: layout)
        case .namedColumns, .headerless, .abookPalm: row.namedColumns(header)
        case .abook: AbookFormat.contact(from: Dictionary(uniqueKeysWithValues: header.map { ($0, row.value($0)) }))
        }
    }

    /// Header names made unique, so that two columns of one name ("Email", "Email") keep both:
    /// the second is "Email (2)", which `CSVColumnRole` reads as "email 2".
    static func uniqueNames(_ header: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return header.map { name in
            seen[name, default: 0] += 1
            let count = seen[name] ?? 1
            return count == 1 ? name : "\(name) (\(count))"
        }
    }

    static func unknownHeader(_ firstRow: [String]) -> String {
        // TRANSLATORS: {cells} quotes the first cells of the file; Name, Email and Phone are column names as a file writes them.
        tr(
            "its first row ({cells}) names no column this app reads: give the file a header row with columns such as Name, Email or Phone",
            ["cells": firstRow.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")])
    }
}

extension CSVColumnRole {
    /// Whether a column of this role can tell who a contact is (`Contact.hasIdentity`).
    var identifies: Bool {
        switch self {
        case .first, .last, .fullName, .nickname, .company, .email, .phone: true
        default: false
        }
    }
}

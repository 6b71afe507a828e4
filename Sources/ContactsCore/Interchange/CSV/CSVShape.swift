/// What a CSV file's first row says about the rest: a layout this app knows whole, columns
/// known by their names, or no header at all in abook's five columns.
enum CSVShape: Equatable {
    case layout(CSVLayout)
    case namedColumns
    case abook

    init?(_ firstRow: [String]) {
        if let layout = CSVLayout.detect(firstRow) {
            self = .layout(layout)
        } else if firstRow.contains(where: { CSVColumnRole.of($0)?.identifies == true }) {
            self = .namedColumns
        } else if firstRow.count == Self.abookColumns.count, firstRow[1].isEmpty || firstRow[1].contains("@") {
            self = .abook
        } else {
            return nil
        }
    }

    /// abook's `--outformat csv`: name, emails (apart by commas), phone, notes, nickname.
    static let abookColumns = ["name", "email", "phone", "notes", "nick"]

    func contact(_ row: CSVRow, header: [String]) -> Contact {
        switch self {
        case .layout(let layout): row.contact(layout: layout)
        case .namedColumns: row.namedColumns(header)
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
        "its first row (\(firstRow.prefix(4).map { "\"\($0)\"" }.joined(separator: ", "))) names no column this app reads: "
            + "give the file a header row with columns such as Name, Email or Phone"
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

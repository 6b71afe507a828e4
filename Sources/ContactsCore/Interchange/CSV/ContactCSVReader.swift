import CSV
import Foundation
import Localization

/// Reads contacts from CSV: the layouts of Google (current and legacy), Outlook and this app,
/// columns known by name (Thunderbird, Yahoo, Apple, hand-made sheets), abook's headerless
/// export, and other headerless files whose rows hold an email. RFC 4180 quoting comes from the CSV.swift library; the separator is told by
/// `CSVDialect`, the encoding by `UnicodeFile` and `LegacyText`. Columns the book has no field
/// for are kept with each contact (`extra["csv"]`) and reported once each.
public enum ContactCSVReader {
    /// The key in `Contact.extra` under which cells of unmapped columns are kept, by column.
    public static let extraKey = "csv"
    /// The most columns without a field that a report names one by one.
    static let columnsNamed = 20

    public static func read(_ data: Data, path: String) throws(StoreError) -> InterchangeReadResult {
        let (text, encodingNote) = LegacyText.decodeFile(UnicodeFile.utf8(data).bytes)
        let dialect = CSVDialect(text)
        let quotes = CSVQuotes(dialect.text, separator: dialect.separator)
        let reader: CSVReader
        do {
            reader = try CSVReader(string: quotes.text, hasHeaderRow: false, delimiter: dialect.separator)
        } catch {
            throw .notImportable(path: path, detail: tr("not a CSV file ({error})", ["error": "\(error)"]))
        }
        var result = InterchangeReadResult(contacts: [], skipped: quotes.brokenLines.count, problems: encodingNote.map { [$0] } ?? [])
        result.problems += quotes.brokenLines.map {
            tr("line {line}: a quote opened in this row is never closed; the row was skipped and the rest read", ["line": String($0)])
        }
        guard let firstRow = reader.next()?.map(\.trimmingWhitespace) else { return result }
        guard let shape = CSVShape(firstRow) else {
            throw .notImportable(path: path, detail: CSVShape.unknownHeader(firstRow))
        }
        var rows: [[String]] = shape.firstRowIsData ? [firstRow] : []
        while let cells = reader.next() { rows.append(cells) }
        var header: [String]
        switch shape {
        case .abook: header = CSVShape.abookColumns
        case .abookPalm: (header, rows) = CSVShape.abookPalm(rows)
        case .headerless(let names): header = CSVShape.uniqueNames(names)
        case .layout, .namedColumns: header = CSVShape.uniqueNames(firstRow)
        }
        if let note = shape.headerNote { result.problems.append(note) }
        // Known layouts read their dates their own way; columns known by name are told by the file.
        let (slashDates, ambiguous) = shape.readsNamedColumns ? CSVRow.SlashDates.of(rows, header: header) : (.monthFirst, false)
        if slashDates == .dayFirst { result.problems.append(tr("dates such as 25/12/1990 are read day first (D/M/YYYY), as the file writes them")) }
        if ambiguous { result.problems.append(tr("dates such as 08/07/1990 are read month first (M/D/YYYY, as Outlook writes them)")) }
        var keptColumns: [String: Int] = [:]
        var rowNumber = shape.firstRowIsData ? 0 : 1
        func take(_ cells: [String]) {
            rowNumber += 1
            guard cells.contains(where: { !$0.trimmingWhitespace.isEmpty }) else { return }
            var fields: [String: String] = [:]
            for (index, cell) in cells.enumerated() {
                let column = index < header.count ? header[index] : "column \(index + 1)"  // untranslated: a column's key, kept in extra["csv"]
                fields[column] = cell
            }
            let row = CSVRow(fields: fields, slashDates: slashDates)
            var contact = shape.contact(row, header: header)
            let unread = row.unread.filter { shape != .layout(.outlook) || !OutlookColumns.unsetValues.contains($0.value) }
            if !unread.isEmpty { contact.extra[extraKey] = .object(unread.mapValues(JSONValue.string)) }
            // A row that names no one but holds something is kept, and said so.
            if !contact.hasIdentity {
                guard contact != Contact(id: contact.id) else {
                    result.problems.append(tr("row {row}: holds nothing to import; skipped", ["row": String(rowNumber)]))
                    result.skipped += 1
                    return
                }
                // TRANSLATORS: “(no name)” is the name the list shows for such a contact.
                result.problems.append(
                    tr("row {row}: names no one (no name, company, email or phone): imported as “(no name)”", ["row": String(rowNumber)]))
            }
            for column in unread.keys { keptColumns[column, default: 0] += 1 }
            result.contacts.append(contact)
        }
        rows.forEach(take)
        if let error = reader.error {
            result.problems.append(tr("row {row}: {error}; the rest of the file was not read", ["row": String(rowNumber + 1), "error": "\(error)"]))
        }
        let named = Set(header)
        let columns = header.filter { keptColumns[$0] != nil } + keptColumns.keys.filter { !named.contains($0) }.sorted()
        // Each column said once; past a screenful, the rest in one line (a file of 100,000
        // columns printed 12 MB of them).
        result.problems += columns.prefix(Self.columnsNamed).map { column in
            let count = keptColumns[column] ?? 0
            return trn(
                "column \"{column}\" has no field in the book: kept as written ({count} contact)",
                "column \"{column}\" has no field in the book: kept as written ({count} contacts)", count, ["column": column])
        }
        if columns.count > Self.columnsNamed {
            result.problems.append(
                trn(
                    "{count} more column has no field in the book: kept as written",
                    "{count} more columns have no field in the book: kept as written", columns.count - Self.columnsNamed))
        }
        return result
    }

    /// Whether text looks like a CSV file this reader takes, by its first line.
    package static func recognises(_ text: String) -> Bool { CSVShape(CSVDialect.headerCells(text)) != nil }
}

import ContactsCore

@MainActor
public protocol BooksPresentationLogic {
    func presentBooks(response: ListBooks.Response)
}

/// A line a book: in text its name, how many contacts, its file and whether new contacts go
/// there, in columns; with `--parsable` the same as tab-separated values (`ListField`'s
/// escaping: a name may hold any character). A book that cannot be read is said on stderr
/// and makes the status 2.
@MainActor
public final class BooksPresenter: BooksPresentationLogic {
    public weak var view: BooksDisplayLogic?

    public init() {}

    public func presentBooks(response: ListBooks.Response) {
        let errors = response.rows.compactMap { row -> String? in
            guard case .failure(let error) = row.count else { return nil }
            return "\(row.book.name.map { "“\($0)”: " } ?? "")\(error.description)"
        }
        // Said, not a failure: both contacts are kept.
        let notes = response.rows.flatMap { row in
            row.sharedIDs.map { shared in
                "“\(row.book.name ?? "")” has \(CountFormatting.contacts(shared.count)) with the id of one in “\(shared.book)”: "
                    + "both are kept; the app shows the one in “\(shared.book)”."
            }
        }
        let lines = response.parsable ? response.rows.map(Self.tsv) : Self.columns(response.rows)
        view?.displayBooks(viewModel: .init(lines: lines, errors: errors + notes, status: errors.isEmpty ? .success : .bookUnusable))
    }

    private static func tsv(_ row: ListBooks.Response.Row) -> String {
        let count = (try? row.count.get()).flatMap { $0 }.map(String.init) ?? ""
        return [ListField.escaped(row.book.name ?? ""), count, ListField.escaped(row.book.file), row.book.isDefault ? "default" : ""]
            .joined(separator: "\t")
    }

    private static func columns(_ rows: [ListBooks.Response.Row]) -> [String] {
        let names = rows.map { $0.book.name?.terminalSafe ?? "(the one book)" }
        let counts = rows.map { row in
            switch row.count {
            case .success(let count?): CountFormatting.contacts(count)
            case .success(nil): "no file yet"
            case .failure: "cannot be read"
            }
        }
        let nameWidth = names.map(DisplayWidth.of).max() ?? 0
        let countWidth = counts.map(DisplayWidth.of).max() ?? 0
        return rows.indices.map { index in
            let name = names[index] + String(repeating: " ", count: nameWidth - DisplayWidth.of(names[index]))
            let count = String(repeating: " ", count: countWidth - DisplayWidth.of(counts[index])) + counts[index]
            let marker = rows[index].book.isDefault ? "  (default)" : ""
            return "\(name)  \(count)  \(rows[index].book.file.terminalSafe)\(marker)"
        }
    }
}

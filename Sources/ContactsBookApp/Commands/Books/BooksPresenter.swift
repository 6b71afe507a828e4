import ContactsCore
import Localization

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
                trn(
                    "“{book}” has {count} contact with the id of one in “{other}”: both are kept; the app shows the one in “{other}”.",
                    "“{book}” has {count} contacts with the id of one in “{other}”: both are kept; the app shows the one in “{other}”.",
                    shared.count, ["book": row.book.name ?? "", "other": shared.book])
            }
        }
        let lines = response.parsable ? response.rows.map(Self.tsv) : Self.columns(response.rows)
        view?.displayBooks(viewModel: .init(lines: lines, errors: errors + notes, status: errors.isEmpty ? .success : .bookUnusable))
    }

    /// For scripts: the same in every language.
    private static func tsv(_ row: ListBooks.Response.Row) -> String {
        let count = (try? row.count.get()).flatMap { $0 }.map(String.init) ?? ""
        return [ListField.escaped(row.book.name ?? ""), count, ListField.escaped(row.book.file), row.book.isDefault ? "default" : ""]
            .joined(separator: "\t")
    }

    private static func columns(_ rows: [ListBooks.Response.Row]) -> [String] {
        // TRANSLATORS: `contactsbook books` without [books] in the settings: the name column of its one line.
        let names = rows.map { $0.book.name?.terminalSafe ?? tr("(the one book)") }
        let counts = rows.map { row in
            switch row.count {
            case .success(let count?): trn("{count} contact", "{count} contacts", count)
            // TRANSLATORS: `contactsbook books`, in the column of each book's count of contacts.
            case .success(nil): tr("no file yet")
            case .failure: tr("cannot be read")
            }
        }
        let nameWidth = names.map(DisplayWidth.of).max() ?? 0
        let countWidth = counts.map(DisplayWidth.of).max() ?? 0
        return rows.indices.map { index in
            let name = names[index] + String(repeating: " ", count: nameWidth - DisplayWidth.of(names[index]))
            let count = String(repeating: " ", count: countWidth - DisplayWidth.of(counts[index])) + counts[index]
            // TRANSLATORS: `contactsbook books`: after the file of the book new contacts go to.
            let marker = rows[index].book.isDefault ? "  " + tr("(default)", context: "book") : ""
            return "\(name)  \(count)  \(rows[index].book.file.terminalSafe)\(marker)"
        }
    }
}

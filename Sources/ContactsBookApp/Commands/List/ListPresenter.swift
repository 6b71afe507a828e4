import ContactsCore
import ContactsEngine
import Foundation

@MainActor
public protocol ListPresentationLogic {
    func presentList(response: ListContacts.Response)
}

@MainActor
public final class ListPresenter: ListPresentationLogic {
    public weak var view: ListDisplayLogic?

    public init() {}

    public func presentList(response: ListContacts.Response) {
        let status: CommandStatus = response.contacts.isEmpty ? .noMatch : .success
        let text: String
        switch response.layout {
        case .json:
            text = String(decoding: (try? JSONFileStore.encode(AddressBook(contacts: response.contacts))) ?? Data(), as: UTF8.self)
        case .parsable(let fields):
            text = Self.lines(response.found) { found in fields.map { $0.tsv(found) }.joined(separator: "\t") }
        case .columns(let width?):
            // Several books: each line starts with its book, as wide as the widest name.
            let books = Self.bookColumn(response)
            // The screen's columns without its three-column gutter.
            let columns = ContactListPresenter.Columns(width: max(20, width - books.width) + 2, shown: response.shown)
            text = Self.lines(response.found) { found in
                let contact = found.contact
                let line = columns.line(contact.displayName, contact.primaryPhone ?? "", contact.primaryEmail ?? "", favorite: false, marked: false)
                return (books.cell(found) + String(line.dropFirst(3))).trimmingTrailingSpaces
            }
        case .columns(nil):
            text = Self.uncut(response.found, shown: response.shown, books: response.namesBooks)
        }
        view?.displayList(viewModel: .init(text: text, status: status))
    }

    /// The book's name padded to the widest (nothing without several books), and that width
    /// with its gap.
    private static func bookColumn(_ response: ListContacts.Response) -> (cell: @Sendable (ContactLibrary.Found) -> String, width: Int) {
        guard response.namesBooks else { return ({ _ in "" }, 0) }
        let width = Set(response.found.map { $0.book ?? "" }).map { DisplayWidth.of($0.terminalSafe) }.max() ?? 0
        return ({ found in DisplayWidth.fit((found.book ?? "").terminalSafe, to: width) + "  " }, width + 2)
    }

    /// The columns as wide as their widest value, nothing cut: what a pipe or a file gets.
    nonisolated private static func uncut(_ found: [ContactLibrary.Found], shown: [Settings.Column], books: Bool) -> String {
        let cells = Parallel.map(count: found.count, minimumPerPart: 5000) { range in
            found[range].map { found in
                let contact = found.contact
                let cells =
                    (books ? [found.book ?? ""] : []) + [contact.displayName]
                    + shown.map { column in
                        switch column {
                        case .phone: return contact.primaryPhone ?? ""
                        case .email: return contact.primaryEmail ?? ""
                        }
                    }
                return cells.map(\.terminalSafe)
            }
        }.joined()
        var widths = Array(repeating: 0, count: shown.count + (books ? 2 : 1))
        for row in cells { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell)) } }
        return cells.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - DisplayWidth.of(cell) + 2)
            }.joined().trimmingTrailingSpaces + "\n"
        }.joined()
    }

    /// A line a contact, on all cores (100,000 took a second on one core).
    nonisolated private static func lines(
        _ found: [ContactLibrary.Found], _ line: @Sendable @escaping (ContactLibrary.Found) -> String
    ) -> String {
        Parallel.map(count: found.count, minimumPerPart: 5000) { range in
            var text = ""
            for item in found[range] {
                text += line(item)
                text += "\n"
            }
            return text
        }.joined()
    }
}

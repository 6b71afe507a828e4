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
            text = Self.lines(response.contacts) { contact in fields.map { $0.tsv(contact) }.joined(separator: "\t") }
        case .columns(let width?):
            // The screen's columns without its three-column gutter.
            let columns = ContactListPresenter.Columns(width: width + 2, shown: response.shown)
            text = Self.lines(response.contacts) { contact in
                String(
                    columns.line(contact.displayName, contact.primaryPhone ?? "", contact.primaryEmail ?? "", favorite: false, marked: false)
                        .dropFirst(3)
                )
                .trimmingTrailingSpaces
            }
        case .columns(nil):
            text = Self.uncut(response.contacts, shown: response.shown)
        }
        view?.displayList(viewModel: .init(text: text, status: status))
    }

    /// The columns as wide as their widest value, nothing cut: what a pipe or a file gets.
    nonisolated private static func uncut(_ contacts: [Contact], shown: [Settings.Column]) -> String {
        let cells = Parallel.map(count: contacts.count, minimumPerPart: 5000) { range in
            contacts[range].map { contact in
                let cells =
                    [contact.displayName]
                    + shown.map { column in
                        switch column {
                        case .phone: return contact.primaryPhone ?? ""
                        case .email: return contact.primaryEmail ?? ""
                        }
                    }
                return cells.map(\.terminalSafe)
            }
        }.joined()
        var widths = Array(repeating: 0, count: shown.count + 1)
        for row in cells { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell)) } }
        return cells.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - DisplayWidth.of(cell) + 2)
            }.joined().trimmingTrailingSpaces + "\n"
        }.joined()
    }

    /// A line a contact, on all cores (100,000 took a second on one core).
    nonisolated private static func lines(_ contacts: [Contact], _ line: @Sendable @escaping (Contact) -> String) -> String {
        Parallel.map(count: contacts.count, minimumPerPart: 5000) { range in
            var text = ""
            for contact in contacts[range] {
                text += line(contact)
                text += "\n"
            }
            return text
        }.joined()
    }
}

import ContactsCore
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
        if response.json {
            let data = (try? JSONFileStore.encode(AddressBook(contacts: response.contacts))) ?? Data()
            return view?.displayList(viewModel: .init(text: String(decoding: data, as: UTF8.self), status: status)) ?? ()
        }
        view?.displayList(viewModel: .init(text: Self.lines(response.contacts, columns: response.columns), status: status))
    }

    /// A line a contact, on all cores: each line decodes its contact (100,000 took a second
    /// on one core).
    nonisolated private static func lines(_ contacts: [Contact], columns width: Int) -> String {
        // The screen's columns without its three-column gutter.
        let columns = ContactListPresenter.Columns(width: width + 2)
        return Parallel.map(count: contacts.count, minimumPerPart: 5000) { range in
            var text = ""
            for contact in contacts[range] {
                let line = columns.line(contact.displayName, contact.primaryPhone ?? "", contact.primaryEmail ?? "", favorite: false, marked: false)
                text += String(line.dropFirst(3)).trimmingTrailingSpaces
                text += "\n"
            }
            return text
        }.joined()
    }
}

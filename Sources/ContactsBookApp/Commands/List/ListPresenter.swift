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
        // The screen's columns without its three-column gutter.
        let columns = ContactListPresenter.Columns(width: response.columns + 2)
        let rows = response.contacts.map { contact in
            String(
                columns.line(contact.displayName, contact.primaryPhone ?? "", contact.primaryEmail ?? "", favorite: false, marked: false).dropFirst(3)
            )
            .trimmingTrailingSpaces
        }
        view?.displayList(viewModel: .init(text: rows.isEmpty ? "" : rows.joined(separator: "\n") + "\n", status: status))
    }
}

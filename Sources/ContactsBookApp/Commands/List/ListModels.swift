import ContactsCore
import Foundation

/// `contactsbook list [QUERY] [--json]`: the contacts in the list's order, as aligned text
/// columns (name, phone, email) or as JSON objects in the data file's own format.
public enum ListContacts {
    public struct Request: Equatable {
        public var query: String
        public var json: Bool
        public var columns: Int
        public var sort: ContactSort
        /// Only this contact (`show --json`), instead of a query.
        public var onlyID: Contact.ID?

        public init(query: String, json: Bool, columns: Int, sort: ContactSort = .lastName, onlyID: Contact.ID? = nil) {
            self.query = query
            self.json = json
            self.columns = columns
            self.sort = sort
            self.onlyID = onlyID
        }
    }

    public struct Response: Equatable {
        public var contacts: [Contact]
        public var json: Bool
        public var columns: Int
    }

    public struct ViewModel: Equatable {
        public var text: String
        public var status: CommandStatus
    }
}

/// Text rows use the list screen's column layout, so the two front ends line up the same way.

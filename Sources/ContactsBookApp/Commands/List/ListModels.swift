import ContactsCore
import Foundation

/// `contactsbook list [QUERY]`: the contacts in the list's order, as aligned text columns (on a
/// terminal fitted to its width, else never cut), as tab-separated fields for scripts
/// (`--parsable`), or as JSON objects in the data file's own format.
public enum ListContacts {
    public enum Layout: Equatable, Sendable {
        /// Name and the settings' columns; `width` is the terminal's, nil when the output is no
        /// terminal (columns as wide as their widest value, nothing cut).
        case columns(width: Int?)
        /// One contact a line, the fields separated by tabs (`ListField.tsv`).
        case parsable([ListField])
        case json
    }

    public struct Request: Equatable {
        public var query: String
        /// Only contacts with this tag (case ignored).
        public var tag: String?
        public var layout: Layout
        public var sort: ContactSort
        /// The columns after the name (the settings' `columns`).
        public var shown: [Settings.Column]
        /// Only this contact (`show --json`), instead of a query.
        public var onlyID: Contact.ID?

        public init(
            query: String, tag: String? = nil, layout: Layout, sort: ContactSort = .lastName, shown: [Settings.Column] = Settings.Column.allCases,
            onlyID: Contact.ID? = nil
        ) {
            self.query = query
            self.tag = tag
            self.layout = layout
            self.sort = sort
            self.shown = shown
            self.onlyID = onlyID
        }
    }

    public struct Response: Equatable {
        /// Each with its book, in the order asked.
        public var found: [ContactLibrary.Found]
        /// Several books are listed: each line says its contact's book.
        public var namesBooks: Bool
        public var layout: Layout
        public var shown: [Settings.Column]

        public var contacts: [Contact] { found.map(\.contact) }
    }

    public struct ViewModel: Equatable {
        public var text: String
        public var status: CommandStatus
    }
}

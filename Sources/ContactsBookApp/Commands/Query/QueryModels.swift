import ContactsCore

/// `contactsbook query STRING`: mutt's, neomutt's and aerc's query_command format: one info
/// line, then `email<TAB>name<TAB>extra` for each address of each matching contact; exit 1 when
/// nothing matches.
public enum QueryContacts {
    public struct Request: Equatable {
        public var query: String
        public init(query: String) { self.query = query }
    }

    public struct Response: Equatable {
        public var query: String
        /// Each with its book, in the list's order.
        public var found: [ContactLibrary.Found]
        /// Several books are searched: each address says its book first in the extra field.
        public var namesBooks: Bool
    }

    public struct ViewModel: Equatable {
        public var lines: [String]
        public var status: CommandStatus
    }
}

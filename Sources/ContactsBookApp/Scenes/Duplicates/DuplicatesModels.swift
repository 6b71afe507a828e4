import ContactsCore

/// Groups of contacts that look like the same person (sharing an email, a phone number or the
/// full name), to open one by one and merge or dismiss.
public enum Duplicates {
    public struct GroupSummary: Equatable, Sendable {
        public var ids: [Contact.ID]
        public var names: [String]
        public var reasons: Set<DuplicateFinder.Reason>
    }

    /// What the last group opened came to. `apart`: the contacts taken out of a merged group
    /// (someone else), which stay out of the merged contact's group for the session.
    public enum Outcome: Equatable, Sendable {
        case merged(count: Int, into: String, apart: Set<Apart> = [])
        case dismissed
    }

    /// A contact taken out of a group (`out`) is not the same person as the one the group
    /// became (`kept`).
    public struct Apart: Hashable, Sendable {
        public var kept: Contact.ID
        public var out: Contact.ID
    }

    public enum ShowGroups {
        public struct Request: Equatable {
            public var viewport: ContactList.Viewport
        }

        public struct Response: Equatable {
            public var groups: [GroupSummary]
            public var firstRow: Int
            public var selectedRow: Int
            public var viewport: ContactList.Viewport
            public var outcome: Outcome?
            /// While the groups are being found: among how many contacts.
            public var findingAmong: Int?
        }

        public struct ViewModel: Equatable {
            public typealias Row = ListRow

            public let title: String
            public let trailing: String
            public let rows: [Row]
            public let emptyMessage: String?
            public let message: StatusMessage?
        }
    }

    public enum MoveSelection {
        public struct Request: Equatable {
            public var movement: ListMovement
            public var viewport: ContactList.Viewport
        }
    }
}

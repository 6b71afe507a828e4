import ContactsCore

/// `contactsbook sync`: the book and its vdir exchange changes, the sync command carries the
/// vdir to and from the server, and the vdir is read again.
public enum SyncContacts {
    public struct Request: Equatable {
        /// Let a side emptied since the last sync empty the other.
        public var forceDelete: Bool

        public init(forceDelete: Bool = false) {
            self.forceDelete = forceDelete
        }
    }

    public struct Response: Equatable {
        public var vdir: String?
        public var outcome: SyncOutcome?
        public var error: SyncError?
    }

    public struct ViewModel: Equatable {
        public var lines: [String]
        public var errors: [String]
        public var status: CommandStatus
    }
}

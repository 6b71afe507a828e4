import ContactsCore

/// The Recovery flow: the data file could not be read. Say what is wrong, where, and offer what
/// can be done: put the latest backup back (the damaged file is moved aside, never deleted),
/// open read-only what could still be read, or quit leaving everything as it is.
public enum DamagedFile {
    public enum Option: Equatable, Sendable {
        case restoreBackup, openReadOnly, quit
    }

    /// How the flow ended, for the coordinator.
    public enum Outcome: Equatable, Sendable {
        case quit
        /// The backup is the book now; the damaged file was moved to this path.
        case restored(movedAside: String)
        /// What could be read, to show without ever saving.
        case readOnly(AddressBook)
    }

    public enum ShowProblem {
        public struct Request: Equatable {
            public var columns: Int
        }

        public struct Response: Equatable {
            public var error: StoreError
            public var columns: Int
            /// The backup that would be put back, when one loads.
            public var backupPath: String?
            public var readableContacts: Int
            public var unreadableContacts: Int
            public var failure: StoreError?
        }

        public struct ViewModel: Equatable {
            public struct Choice: Equatable {
                public let key: Character
                public let text: String
                public let option: Option
            }

            public let title: String
            public let lines: [String]
            public let choices: [Choice]
            public let message: StatusMessage?
        }
    }

    public enum Choose {
        public struct Request: Equatable {
            public var option: Option
            public var columns: Int
        }

        public struct Response: Equatable { public var outcome: Outcome }
        public struct ViewModel: Equatable { public var outcome: Outcome }
    }
}

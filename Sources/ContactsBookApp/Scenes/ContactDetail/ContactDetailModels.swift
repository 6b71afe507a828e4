import ContactsCore

/// One contact with every field labelled; notes wrapped to the width.
public enum ContactDetail {
    public enum ShowContact {
        public struct Request: Equatable { public var columns: Int }
        public struct Response: Equatable {
            /// nil when the contact no longer exists.
            public var contact: Contact?
            public var columns: Int
            public var error: StoreError?
            /// Set when the last change was saved with a problem (no backup could be kept).
            public var warning: String?
        }
        public struct ViewModel: Equatable {
            public typealias Line = ContactCard.Line
            public let title: String
            public let lines: [Line]
            public let message: StatusMessage?
        }
    }

    public enum AskToDelete {
        public struct Request: Equatable {}
        public struct Response: Equatable { public var contact: Contact }
        public struct ViewModel: Equatable { public var question: String }
    }

    public enum DeleteContact {
        public struct Request: Equatable {
            public var columns: Int
            /// How to settle a conflict with another program's change, once asked.
            public var resolution: ConflictChoice?

            public init(columns: Int, resolution: ConflictChoice? = nil) {
                self.columns = columns
                self.resolution = resolution
            }
        }
        public struct ConflictResponse: Equatable { public var conflict: ContactConflict }
        public struct Response: Equatable { public var name: String }
        public struct ViewModel: Equatable { public var name: String }
    }
}

import ContactsCore

/// The contact list: every contact as a row, sorted, with a selection that stays in view.
public enum ContactList {
    /// The visible part of the list: the View says how many rows and columns it has, so the
    /// Presenter formats only those rows, whatever the size of the book.
    public struct Viewport: Equatable, Sendable {
        public var rows: Int
        public var columns: Int
        public init(rows: Int, columns: Int) {
            self.rows = rows
            self.columns = columns
        }
    }

    public typealias Movement = ListMovement

    public enum ShowContacts {
        public struct Request: Equatable {
            public var viewport: Viewport
        }

        public struct Response: Equatable {
            public var bookName: String
            public var total: Int
            /// The contacts on screen, the first of them at `firstIndex` in the sorted book.
            public var page: [Contact]
            public var firstIndex: Int
            public var selectedIndex: Int?
            public var viewport: Viewport
            /// Set when the last change could not be saved.
            public var error: StoreError?
            /// Set when the last change was saved with a problem (no backup could be kept).
            public var warning: String?
        }

        public struct ViewModel: Equatable {
            public struct Row: Equatable {
                public let text: String
                public let isSelected: Bool
            }

            public let title: String
            public let trailing: String
            public let columnHeader: String
            public let rows: [Row]
            public let emptyMessage: String?
            public let message: StatusMessage?
        }
    }

    public enum MoveSelection {
        public struct Request: Equatable {
            public var movement: Movement
            public var viewport: Viewport
        }
    }

    /// Asking before a delete: the question names the contact.
    public enum AskToDelete {
        public struct Request: Equatable {}
        public struct Response: Equatable { public var contact: Contact }
        public struct ViewModel: Equatable { public var question: String }
    }

    public enum DeleteContact {
        public struct Request: Equatable {
            public var viewport: Viewport
            /// How to settle a conflict with another program's change, once asked.
            public var resolution: ConflictChoice?

            public init(viewport: Viewport, resolution: ConflictChoice? = nil) {
                self.viewport = viewport
                self.resolution = resolution
            }
        }

        public struct ConflictResponse: Equatable { public var conflict: ContactConflict }
    }
}

import ContactsCore

/// One contact with every field labelled, a cursor on one field: `y` copies it, Enter acts on
/// it (writes to an email, opens a web address, copies the rest); the list's acting keys work
/// on the contact too (m, E, *, T).
public enum ContactDetail {
    /// What the last action did, for the status line.
    public enum Notice: Equatable, Sendable {
        case copied(String)
        case noEmail(name: String)
        case noMailer
        case programFailed(command: String, outcome: ProgramOutcome)
        case savedFromEditor
        case editorUnchanged
        case tagged(String)
        case favorite(Bool)
    }

    public enum ShowContact {
        public struct Request: Equatable { public var columns: Int }
        public struct Response: Equatable {
            /// nil when the contact no longer exists.
            public var contact: Contact?
            public var columns: Int
            public var error: StoreError?
            /// Set when the last change was saved with a problem (no backup could be kept).
            public var warning: String?
            /// The field the cursor is on, among the card's fields.
            public var selectedField = 0
            public var notice: Notice?
            /// Text to put on the terminal's clipboard, once.
            public var clipboard: String?
        }
        public struct ViewModel: Equatable {
            public typealias Line = ContactCard.Line
            public let title: String
            public let lines: [Line]
            public let message: StatusMessage?
            public var selectedField: Int?
            public var clipboard: String?
        }
    }

    /// The cursor moves from field to field, by one, half a page or a page (`rows` tall).
    public enum MoveCursor {
        public struct Request: Equatable {
            public var movement: ListMovement
            public var rows: Int
            public var columns: Int
        }
    }

    /// y, Enter, m, E and *: each acts on the contact or the field under the cursor.
    public enum Act {
        public enum Action: Equatable, Sendable { case copyField, activateField, mail, editInEditor, toggleFavorite }
        public struct Request: Equatable {
            public var action: Action
            public var columns: Int
            /// For `.editInEditor`: the answer about an edit that met another program's
            /// change; nil: open the editor.
            public var resolution: ConflictChoice?
        }
        public struct ConflictResponse: Equatable { public var conflict: ContactConflict }
    }

    /// T: a tag to add, asked for by name.
    public enum AddTag {
        public struct Request: Equatable {
            /// Nil: ask for it.
            public var tag: String?
            public var columns: Int
        }
        public struct Response: Equatable { public var name: String }
        public struct ViewModel: Equatable { public var question: String }
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

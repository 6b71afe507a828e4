import ContactsCore

/// One scene for adding and editing: a form with a line editor in every field.
public enum EditContact {
    public enum Direction: Equatable, Sendable { case next, previous }

    /// The form as it stands, sent after every change.
    public struct FormResponse: Equatable {
        public var form: ContactForm
        public var focus: FormField
        public var isNew: Bool
        public var hasUnsavedChanges: Bool
        /// Shown beside their fields once a save was tried.
        public var errors: [FormField: String]
        public var notice: Notice?

        public enum Notice: Equatable {
            case fixErrors(count: Int)
            case notInGroup
            case saveFailed(StoreError)
        }
    }

    public struct FormViewModel: Equatable {
        public enum Width: Equatable { case fixed(Int), fill }
        public enum Kind: Equatable { case text, multiline, toggle }

        public struct Field: Equatable {
            public let id: FormField
            public let text: String
            public let placeholder: String
            public let width: Width
            public let kind: Kind
        }

        public struct Row: Equatable {
            public let caption: String
            public let fields: [Field]
            public let error: String?
        }

        public let title: String
        public let trailing: String
        public let rows: [Row]
        public let focus: FormField
        public let message: StatusMessage?
    }

    public enum LoadForm { public struct Request: Equatable {} }
    public enum EditField {
        public struct Request: Equatable {
            public var field: FormField
            public var text: String
        }
    }
    public enum MoveFocus { public struct Request: Equatable { public var direction: Direction } }
    public enum AddEntry { public struct Request: Equatable {} }
    public enum RemoveEntry { public struct Request: Equatable {} }
    public enum ToggleFavorite { public struct Request: Equatable {} }
    public enum ChooseNextBook { public struct Request: Equatable {} }

    public enum Save {
        public struct Request: Equatable {
            /// How to settle a conflict with another program's change, once asked.
            public var resolution: ConflictChoice?
            public init(resolution: ConflictChoice? = nil) { self.resolution = resolution }
        }
        /// `changed` is false when the form held what the contact already had: nothing was written.
        public struct Response: Equatable {
            public var contactID: Contact.ID
            public var changed = true
        }
        public struct ViewModel: Equatable {
            public var contactID: Contact.ID
            public var changed = true
        }
    }

    /// `add` and `edit` on the command line: their flags' edits applied to the form at once.
    public enum ApplyEdits {
        public struct Request: Equatable {
            public var edits: ContactEdits
            public init(edits: ContactEdits) { self.edits = edits }
        }
        public struct Response: Equatable { public var report: ContactEdits.Report }
        public struct ViewModel: Equatable {
            /// Told and let be: an addition already there.
            public var notes: [String]
            /// Refusing the edits: a removal that matched nothing. The form was left as it was.
            public var errors: [String]
        }
    }

    /// Another program changed this contact since the book was opened: ask which to keep.
    public enum Conflict {
        public struct Response: Equatable { public var conflict: ContactConflict }
        public typealias ViewModel = ConflictQuestion
    }

    /// Esc: leave at once when nothing changed, else ask before throwing changes away.
    public enum Cancel {
        public struct Request: Equatable {}
        public struct Response: Equatable { public var needsConfirmation: Bool }
        public struct ViewModel: Equatable { public var question: String? }
    }

    /// The user answered yes to giving the changes up.
    public enum DiscardChanges {
        public struct Request: Equatable {}
    }
}

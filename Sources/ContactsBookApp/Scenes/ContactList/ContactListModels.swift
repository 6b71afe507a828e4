import ContactsCore

/// The contact list: every contact as a row, sorted, with a selection that stays in view.
public enum ContactList {
    /// The visible part of the list: the View says how many rows and columns it has, so the
    /// Presenter formats only those rows, whatever the size of the book.
    public struct Viewport: Equatable, Sendable {
        public var rows: Int
        public var columns: Int
        /// Columns for the selected contact beside the list (a wide terminal); 0: no preview.
        public var previewColumns: Int
        public init(rows: Int, columns: Int, previewColumns: Int = 0) {
            self.rows = rows
            self.columns = columns
            self.previewColumns = previewColumns
        }
    }

    public typealias Movement = ListMovement

    /// What an action did, for the status line.
    public enum Notice: Equatable, Sendable {
        /// "deleting Ada Lovelace": what the undone change did.
        case undid(String)
        case nothingToUndo
        /// Ctrl-R: what the change made again did.
        case redid(String)
        case nothingToRedo
        case deleted(count: Int, kept: Int)
        /// One contact deleted, by name.
        case deletedOne(name: String)
        /// +, - or ! changed the marks: how many there are now.
        case marks(count: Int)
        /// `m` wrote to some of the marked contacts; these had no address.
        case mailedWithout(count: Int)
        /// Another program's changes taken in (or, reloading by hand, none found).
        case reloaded(BookChangeCount)
        case reloadFoundNothing
        /// The book another program removed was written back from what is shown.
        case savedBack
        case tagged(count: Int, tag: String)
        case exported(count: Int, path: String)
        /// `y`: what went to the clipboard, or whose contact had nothing to copy.
        case copied(String)
        case nothingToCopy(name: String)
        /// `m`: no address to write to, or the mailer did not run or failed.
        case noEmail(name: String)
        /// `m` with several contacts marked: none of them has an address.
        case noneHaveEmail
        case noMailer
        case programFailed(command: String, outcome: ProgramOutcome)
        /// `E`: saved from the editor, or the file came back as it went (nothing saved).
        case savedFromEditor(name: String)
        case editorUnchanged
        /// S: what the sync did, or why it could not.
        case synced(SyncOutcome)
        case syncFailed(SyncError)
        /// B, M or C with one book open: books are set in the settings.
        case oneBookOpen
        /// M or C: how many of the contacts asked about went to the book (the others were in it).
        case transferred(count: Int, of: Int, book: String, copying: Bool)

        var isProblem: Bool {
            switch self {
            case .nothingToCopy, .noEmail, .noneHaveEmail, .noMailer, .programFailed, .syncFailed: return true
            default: return false
            }
        }
    }

    /// The contacts a question was about, fixed when it was asked: the answer acts on them even
    /// if a reload moved the selection or the marks meanwhile.
    public struct Targets: Equatable, Sendable {
        public var ids: [Contact.ID]
        public var isMarked: Bool
    }

    /// What the list shows: the contacts matching a search (and a tag, and of some books), in
    /// an order, favourites first.
    public struct Filter: Equatable, Sendable {
        public var query = ""
        public var tag: String?
        public var sort = ContactSort.lastName
        /// The books shown, when several are open and not all are shown (`B`).
        public var books: [String]?

        public init(query: String = "", tag: String? = nil, sort: ContactSort = .lastName) {
            self.query = query
            self.tag = tag
            self.sort = sort
        }

        /// True when some contacts may be left out.
        public var isNarrowing: Bool { !ContactSearch(query).isEmpty || tag != nil || books != nil }
    }

    public enum ShowContacts {
        public struct Request: Equatable {
            public var viewport: Viewport
        }

        public struct Response: Equatable {
            public var bookName: String
            /// The books shown, when there are several: each row then says its contact's.
            public var books: [String] = []
            /// Every contact in the book.
            public var total: Int
            /// The contacts the filter lets through.
            public var shown: Int
            /// The contacts on screen, the first of them at `firstIndex` among those shown.
            public var page: [Contact]
            public var firstIndex: Int
            public var selectedIndex: Int?
            public var viewport: Viewport
            public var filter = Filter()
            /// Set when the last change could not be saved.
            public var error: StoreError?
            /// Set when the last change was saved with a problem (no backup could be kept).
            public var warning: String?
            /// What the last action did, when it says so.
            public var notice: Notice?
            /// The marked contacts (Space), which d, T and x act on.
            public var marked: Set<Contact.ID> = []
            /// Text to put on the terminal's clipboard, once.
            public var clipboard: String?
            /// The selected contact, when the viewport has room to show it beside the list.
            public var preview: Contact?
            /// Only the book's first contacts are in: the rest is being read.
            public var isReading = false
            /// Changes made here are being written to the file.
            public var isSaving = false
            /// Why changes made here could not be written; they are kept and go with the next.
            public var unsaved: StoreError?
        }

        public struct ViewModel: Equatable {
            public struct Row: Equatable {
                public let text: String
                public let isSelected: Bool
                /// Character ranges of `text` that match the search, to highlight.
                public var highlights: [Range<Int>] = []
            }

            public let title: String
            public let trailing: String
            public let columnHeader: String
            public let rows: [Row]
            public let emptyMessage: String?
            public let message: StatusMessage?
            /// The filter in force, for the line above the status line; nil when none.
            public var filterLine: String?
            /// The search as typed, for the search line.
            public var query: String = ""
            /// Esc unmarks before it clears the filter.
            public var hasMarks = false
            /// Text for the terminal's clipboard, to send once.
            public var clipboard: String?
            /// The selected contact's card beside the list (a wide terminal).
            public var preview: [ContactCard.Line] = []
        }
    }

    /// A click on a row: the row's place on screen, counted from the first row shown.
    public enum SelectRow {
        public struct Request: Equatable {
            public var row: Int
            public var viewport: Viewport
        }
    }

    /// The search as it is typed: the list narrows at every key press.
    public enum Search {
        public struct Request: Equatable {
            public var query: String
            public var viewport: Viewport
        }
    }

    /// `y`: the selected contact's email (else phone) to the clipboard; `m`: write to them.
    public enum CopyToClipboard {
        public struct Request: Equatable { public var viewport: Viewport }
    }

    /// `E`: the whole contact as a text file in the user's editor, until it saves or is given up.
    public enum EditInEditor {
        public struct Request: Equatable {
            public var viewport: Viewport
            /// The answer to the question about the edit just made, when another program
            /// changed the contact while the editor was open; nil: open the editor.
            public var resolution: ConflictChoice?
        }
        public struct ConflictResponse: Equatable { public var conflict: ContactConflict }
    }

    /// `m`: one mail to the marked contacts (else the selected one), each as "Name <address>";
    /// a contact with several addresses is asked about, and marks a search hides are said first.
    public enum WriteEmail {
        public struct Request: Equatable {
            public var viewport: Viewport
            /// The address chosen so far for each contact that has several.
            public var addresses: [Contact.ID: String] = [:]
            /// The person said yes to writing to marked contacts the filter hides.
            public var confirmedHidden = false
            /// Fixed at the first question; nil: the marked (else the selected) contacts now.
            public var targets: Targets?
        }
        /// Which of a contact's addresses to write to.
        public struct AddressChoiceResponse: Equatable {
            public var contact: Contact
            public var request: Request
        }
        public struct AddressChoiceViewModel: Equatable {
            public var question: String
            public var detail: String
            /// Keys "1", "2"... with each address's label.
            public var choices: [ConfirmDialog.Choice]
            public var addresses: [String]
            public var contactID: Contact.ID
            public var request: Request
        }
        /// Marked contacts the filter hides would be written to: ask first.
        public struct HiddenMarksResponse: Equatable {
            public var count: Int
            public var hidden: Int
            public var request: Request
        }
        public struct HiddenMarksViewModel: Equatable {
            public var question: String
            public var request: Request
        }
    }

    /// + marks every contact shown (every match of a search), - unmarks all, ! inverts the
    /// marks of those shown.
    public enum ChangeMarks {
        public enum Change: Equatable, Sendable { case all, none, invert }
        public struct Request: Equatable {
            public var change: Change
            public var viewport: Viewport
        }
    }

    /// Every contact again (no search, no tag).
    public enum ClearFilter {
        public struct Request: Equatable { public var viewport: Viewport }
    }

    /// The next order (last name, first name, company, recently changed).
    public enum CycleSort {
        public struct Request: Equatable { public var viewport: Viewport }
    }

    /// S: the book and its vdir (and, through the sync command, the server) exchange changes.
    public enum Sync {
        public struct Request: Equatable { public var viewport: Viewport }
        /// Contacts changed on both sides, for the person to settle.
        public struct ConflictsResponse: Equatable { public var conflicts: [SyncConflict] }
    }

    /// Takes the session's latest change back.
    public enum Undo {
        public struct Request: Equatable { public var viewport: Viewport }
    }

    /// Makes the latest undone change again.
    public enum Redo {
        public struct Request: Equatable { public var viewport: Viewport }
    }

    /// Takes in what another program saved to the book: when the file changes (`byHand` false,
    /// and nothing is said when nothing changed) or on `R`.
    public enum Reload {
        public struct Request: Equatable {
            public var viewport: Viewport
            public var byHand: Bool
        }
    }

    /// Another program removed or moved the book: asked whether to write it back or quit.
    public enum BookGone {
        public struct Response: Equatable { public var location: String }
        public struct ViewModel: Equatable {
            public var question: String
            public var detail: String
        }
        /// "Save it back" answered.
        public struct Request: Equatable { public var viewport: Viewport }
    }

    public enum ToggleFavorite {
        public struct Request: Equatable { public var viewport: Viewport }
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
        /// The selected contact, or the marked ones when there are marks.
        public struct Response: Equatable {
            public var contacts: [Contact]
            public var isMarked = false
            /// How many of the marked the filter hides.
            public var hidden = 0
        }
        public struct ViewModel: Equatable {
            public var question: String
            public var targets: Targets
        }
    }

    /// Space: marks or unmarks the selected contact and moves down, as in a mail reader.
    public enum ToggleMark {
        public struct Request: Equatable { public var viewport: Viewport }
    }

    public enum ClearMarks {
        public struct Request: Equatable { public var viewport: Viewport }
    }

    /// What T and x do to the marked contacts (else the selected one), once a text is typed.
    public enum MarkedAction: Equatable, Sendable { case tag, export }

    /// Asks for the tag to add or the file to export to.
    public enum AskForText {
        public struct Request: Equatable { public var action: MarkedAction }
        public struct Response: Equatable {
            public var action: MarkedAction
            public var contacts: [Contact]
            public var isMarked: Bool
            /// How many of the marked the filter hides.
            public var hidden = 0
            /// Asked again: the answer that failed, and why.
            public var answer: String?
            public var failure: StoreError?
        }
        public struct ViewModel: Equatable {
            public var action: MarkedAction
            public var question: String
            public var text: String
            public var emptyRefusal: String
            /// Why the last answer did not do (a file already there), said whole in the prompt.
            public var refusal: String?
            public var targets: Targets
        }
    }

    /// The typed answer: a tag added to the contacts in one change, or a vCard file written.
    public enum ActOnMarked {
        public struct Request: Equatable {
            public var action: MarkedAction
            public var text: String
            public var viewport: Viewport
            /// Nil: the marked (else the selected) contacts now.
            public var targets: Targets?
        }
    }

    public enum DeleteContact {
        public struct Request: Equatable {
            public var viewport: Viewport
            /// How to settle a conflict with another program's change, once asked.
            public var resolution: ConflictChoice?
            /// Nil: the marked (else the selected) contacts now.
            public var targets: Targets?

            public init(viewport: Viewport, resolution: ConflictChoice? = nil, targets: Targets? = nil) {
                self.viewport = viewport
                self.resolution = resolution
                self.targets = targets
            }
        }

        public struct ConflictResponse: Equatable { public var conflict: ContactConflict }
    }
}

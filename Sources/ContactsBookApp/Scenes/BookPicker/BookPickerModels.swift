import ContactsCore

/// The books shown together, each with how many contacts it holds: to choose which the list
/// shows (one, several marked with Space, or every book), or the one book marked contacts move
/// or are copied to.
public enum BookPicker {
    public enum Purpose: Equatable, Sendable {
        /// Which books the list shows; nil: every book.
        case show(current: [String]?)
        /// Where `count` contacts go.
        case transfer(count: Int, copying: Bool)
    }

    /// What was chosen: every book, or these (one, for a transfer), in the settings' order.
    public enum Choice: Equatable, Sendable {
        case everyBook
        case books([String])
    }

    public struct Configuration: Equatable {
        public let purpose: Purpose
        /// Told the choice once the picker is closed; not told when it is left with Esc.
        public let onChoice: @MainActor (Choice) -> Void

        public init(purpose: Purpose, onChoice: @escaping @MainActor (Choice) -> Void) {
            (self.purpose, self.onChoice) = (purpose, onChoice)
        }

        // Closures cannot be compared: two pickers for the same purpose are the same screen.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.purpose == rhs.purpose }
    }

    public struct BookCount: Equatable, Sendable {
        public var book: String
        public var count: Int
    }

    public enum ShowBooks {
        public struct Request: Equatable {
            public var viewport: ContactList.Viewport
        }

        public struct Response: Equatable {
            public var purpose: Purpose
            /// Every book shown together, in the settings' order; to show, row 0 on screen is
            /// every book and row n the book at n - 1.
            public var books: [BookCount]
            /// Books marked with Space (to show several).
            public var marked: Set<String>
            public var firstRow: Int
            public var selectedRow: Int
            public var viewport: ContactList.Viewport
        }

        public struct ViewModel: Equatable {
            public typealias Row = ListRow

            public let title: String
            public let rows: [Row]
            /// Whether Space marks books (to show several), for the keys shown.
            public let marksSeveral: Bool
        }
    }

    public enum MoveSelection {
        public struct Request: Equatable {
            public var movement: ListMovement
            public var viewport: ContactList.Viewport
        }
    }

    /// Space: the selected book marked or not, to show several.
    public enum ToggleMark {
        public struct Request: Equatable {
            public var viewport: ContactList.Viewport
        }
    }

    /// Enter: the marked books, else the selected row, go back to whoever asked.
    public enum Choose {
        public struct Request: Equatable {}
        public struct Response: Equatable {}
        public struct ViewModel: Equatable {}
    }
}

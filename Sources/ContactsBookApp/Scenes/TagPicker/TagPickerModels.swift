import ContactsCore

/// The book's tags with how many contacts carry each, to filter the list by one. The first row
/// is "every contact" (no tag).
public enum TagPicker {
    public struct TagCount: Equatable, Sendable {
        public var tag: String
        public var count: Int
    }

    public enum ShowTags {
        public struct Request: Equatable {
            public var viewport: ContactList.Viewport
        }

        public struct Response: Equatable {
            /// Every tag, A to Z; row 0 on screen is "every contact", row n the tag at n - 1.
            public var tags: [TagCount]
            public var total: Int
            public var firstRow: Int
            public var selectedRow: Int
            public var current: String?
            public var viewport: ContactList.Viewport
        }

        public struct ViewModel: Equatable {
            public typealias Row = ListRow

            public let title: String
            public let rows: [Row]
            public let emptyMessage: String?
        }
    }

    public enum MoveSelection {
        public struct Request: Equatable {
            public var movement: ListMovement
            public var viewport: ContactList.Viewport
        }
    }

    /// Takes the selected row: its tag (nil: every contact) goes back to the list.
    public enum Choose {
        public struct Request: Equatable {}
        public struct Response: Equatable {}
        public struct ViewModel: Equatable {}
    }
}

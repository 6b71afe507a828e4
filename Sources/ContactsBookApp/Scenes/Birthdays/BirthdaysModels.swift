import ContactsCore

/// Birthdays and anniversaries in the next N days, soonest first, with the age or the years
/// when the year is known; Enter opens the contact.
public enum Birthdays {
    /// The windows `+` and `-` step through, in days.
    public static let windows = [7, 14, 30, 60, 90, 180, 365]
    public static let defaultWindow = 30

    public enum ShowOccasions {
        public struct Request: Equatable {
            public var viewport: ContactList.Viewport
        }

        public struct Response: Equatable {
            public var days: Int
            public var total: Int
            /// The occasions on screen, the first at `firstIndex`.
            public var page: [Occasion]
            public var firstIndex: Int
            public var selectedIndex: Int?
            public var viewport: ContactList.Viewport
            /// The occasions are being found (off the run loop): those shown are the last found.
            public var isLooking = false
        }

        public struct ViewModel: Equatable {
            public typealias Row = ListRow

            public let title: String
            public let trailing: String
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

    public enum ChangeWindow {
        public struct Request: Equatable {
            /// +1 looks further ahead, -1 less far.
            public var step: Int
            public var viewport: ContactList.Viewport
        }
    }
}

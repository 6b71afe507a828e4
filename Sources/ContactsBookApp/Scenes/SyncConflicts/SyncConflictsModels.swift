import ContactsCore

/// The contacts a sync found changed both in the book and in the vdir since the last sync,
/// one at a time side by side: keep mine, keep theirs, or keep both.
public enum SyncConflicts {
    public enum ShowConflicts {
        public struct Request: Equatable {
            public var columns: Int
        }

        public struct Response: Equatable {
            public var conflicts: [SyncConflict]
            public var selectedIndex: Int
            public var columns: Int
            /// What the last choice did, or why it could not.
            public var settled: Settled?
            public var error: SyncError?
        }

        public struct Settled: Equatable {
            public var name: String
            public var choice: ConflictChoice
            /// False: another sync had settled it already.
            public var now: Bool
        }

        public struct ViewModel: Equatable {
            public let title: String
            public let rows: [ListRow]
            /// The book's version and the vdir's, with their headings.
            public let mineHeading: String
            public let theirsHeading: String
            public let mine: [ContactCard.Line]
            public let theirs: [ContactCard.Line]
            /// Side by side on a wide terminal; one above the other on a narrow one.
            public let sideBySide: Bool
            /// "Differs: nickname, phones".
            public let differences: String
            public let emptyMessage: String?
            public let message: StatusMessage?
        }
    }

    public enum MoveSelection {
        public struct Request: Equatable {
            public var movement: ListMovement
            public var columns: Int
        }
    }

    public enum Settle {
        public struct Request: Equatable {
            public var choice: ConflictChoice
            public var columns: Int
        }
    }
}

import ContactsCore

/// One group of possible duplicates side by side: the person picks between differing single
/// fields, takes out contacts that are someone else, and merges (emails, phones, URLs,
/// addresses, tags and the labelled lists are united), or dismisses it. A group of more than
/// five, or one whose contacts share only a name, is merged only when the person says so.
public enum DuplicateGroup {
    public enum ShowGroup {
        public struct Request: Equatable { public var columns: Int }

        public struct Response: Equatable {
            public var contacts: [Contact]
            /// The single fields that differ, in order; `focus` is the one Left/Right changes.
            public var conflicts: [ContactMerge.Field]
            public var choices: [ContactMerge.Field: Int]
            public var focus: Int
            /// The contact Tab moves to and x takes out.
            public var contactFocus = 0
            /// What the contacts share (a name alone asks before merging).
            public var reasons: Set<DuplicateFinder.Reason> = []
            public var columns: Int
            public var error: StoreError?
        }

        public struct ViewModel: Equatable {
            public struct Line: Equatable {
                public let text: String
                public var isFocused = false
            }

            public let title: String
            public let lines: [Line]
            public let message: StatusMessage?
        }
    }

    public enum MoveFocus {
        public struct Request: Equatable {
            public var step: Int
            public var columns: Int
        }
    }

    /// Left/Right: take the focused field from the contact before or after.
    public enum Choose {
        public struct Request: Equatable {
            public var step: Int
            public var columns: Int
        }
    }

    /// Tab and Shift-Tab: the contact before or after.
    public enum MoveContact {
        public struct Request: Equatable {
            public var step: Int
            public var columns: Int
        }
    }

    /// x: the focused contact is someone else; it stays in the book, out of this group.
    public enum TakeOut {
        public struct Request: Equatable { public var columns: Int }
    }

    public enum Merge {
        public struct Request: Equatable {
            public var columns: Int
            /// Whether the person has answered the question a large or name-only group asks.
            public var confirmed = false
        }
        public struct Response: Equatable { public var outcome: Duplicates.Outcome }
        public struct ViewModel: Equatable { public var outcome: Duplicates.Outcome }
    }

    /// The question asked before merging a large or name-only group.
    public enum AskToMerge {
        public struct Response: Equatable {
            public var count: Int
            /// What the contacts still share.
            public var reasons: Set<DuplicateFinder.Reason>
        }
        public struct ViewModel: Equatable { public var question: String }
    }

    public enum Dismiss {
        public struct Request: Equatable {}
    }
}

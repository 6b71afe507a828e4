import ContactsCore

/// One group of possible duplicates side by side: the person picks between differing single
/// fields and merges (emails, phones, URLs, addresses and tags are united), or dismisses it.
public enum DuplicateGroup {
    public enum ShowGroup {
        public struct Request: Equatable { public var columns: Int }

        public struct Response: Equatable {
            public var contacts: [Contact]
            /// The single fields that differ, in order; `focus` is the one Left/Right changes.
            public var conflicts: [ContactMerge.Field]
            public var choices: [ContactMerge.Field: Int]
            public var focus: Int
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

    public enum Merge {
        public struct Request: Equatable { public var columns: Int }
        public struct Response: Equatable { public var outcome: Duplicates.Outcome }
        public struct ViewModel: Equatable { public var outcome: Duplicates.Outcome }
    }

    public enum Dismiss {
        public struct Request: Equatable {}
    }
}

import ContactsCore

/// The first run: no data file yet. Start an empty book or a copy of the sample book; quitting
/// here writes nothing.
public enum Welcome {
    public enum Option: CaseIterable, Equatable, Sendable {
        case emptyBook, sampleBook, quit
    }

    /// How the flow ended, for the coordinator.
    public enum Outcome: Equatable, Sendable {
        case bookCreated
        case quit
    }

    public enum ShowOptions {
        public struct Request: Equatable {
            public var columns: Int
        }

        public struct Response: Equatable {
            public var bookName: String
            public var selected: Option
            public var columns: Int
            public var error: StoreError?
        }

        public struct ViewModel: Equatable {
            public struct Choice: Equatable {
                public let text: String
                public let isSelected: Bool
            }

            public let title: String
            public let intro: [String]
            public let choices: [Choice]
            public let message: StatusMessage?
        }
    }

    public enum MoveSelection {
        public struct Request: Equatable {
            public var step: Int
            public var columns: Int
        }
    }

    public enum Choose {
        public struct Request: Equatable {
            public var option: Option
            public var columns: Int
        }

        public struct Response: Equatable { public var outcome: Outcome }
        public struct ViewModel: Equatable { public var outcome: Outcome }
    }
}

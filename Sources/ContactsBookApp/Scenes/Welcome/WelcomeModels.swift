import ContactsCore

/// The first run: no data file yet. Start an empty book, a copy of the sample book, or a book
/// imported from a file (with file-name completion); quitting here writes nothing.
public enum Welcome {
    public enum Option: CaseIterable, Equatable, Sendable {
        case emptyBook, sampleBook, importFile, quit
    }

    /// The file path being typed, once "Import a file" was chosen.
    public struct PathEntry: Equatable, Sendable {
        public var text: String
        /// The names that fit after a Tab that could not decide.
        public var candidates: [String]
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
            public var pathEntry: PathEntry?
            /// The file being read for the import, while it is.
            public var reading: String?
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
            /// Set while a path is being typed: the prompt, the text, and the candidates line.
            public let pathPrompt: String?
            public let pathText: String
            public let candidates: String?
        }
    }

    /// Typing the path: every edit, a Tab to complete, Enter to import, Esc to go back.
    public enum EditPath {
        public struct Request: Equatable {
            public var text: String
            public var columns: Int
        }
    }

    public enum CompletePath {
        public struct Request: Equatable {
            public var text: String
            public var columns: Int
        }
    }

    public enum ImportFile {
        public struct Request: Equatable {
            public var path: String
            public var columns: Int
        }
    }

    public enum CancelPath {
        public struct Request: Equatable {
            public var columns: Int
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

import ContactsCore

/// `contactsbook import FILE...`: contacts from vCard or JSON files into the book, matched so
/// that importing the same file twice does not double it.
public enum ImportFiles {
    public struct Request: Equatable {
        public var paths: [String]
        /// nil: detect from each file's name and content.
        public var format: InterchangeFormat?
        public var onDuplicate: DuplicatePolicy
        public var dryRun: Bool

        public init(paths: [String], format: InterchangeFormat?, onDuplicate: DuplicatePolicy, dryRun: Bool) {
            self.paths = paths
            self.format = format
            self.onDuplicate = onDuplicate
            self.dryRun = dryRun
        }
    }

    public struct Response: Equatable {
        public struct FileReport: Equatable {
            public var path: String
            public var read: Int
            public var skipped: Int
            /// Lines that belonged to no card or row, left out (each among the problems).
            public var linesLeftOut = 0
            public var problems: [String]
            /// Set when the file could not be read at all.
            public var failure: String?
        }

        public var files: [FileReport]
        public var summary: ImportSummary
        public var dryRun: Bool
        public var saveError: StoreError?
    }

    public struct ViewModel: Equatable {
        public var lines: [String]
        public var errors: [String]
        public var status: CommandStatus
    }
}

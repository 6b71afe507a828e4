import ContactsCore

/// The data file could not be read: say what is wrong, where, and what to do, then quit,
/// leaving the file exactly as it was.
public enum DamagedFile {
    public enum ShowProblem {
        public struct Request: Equatable {
            public var columns: Int
        }

        public struct Response: Equatable {
            public var error: StoreError
            public var columns: Int
        }

        public struct ViewModel: Equatable {
            public let title: String
            public let lines: [String]
        }
    }
}

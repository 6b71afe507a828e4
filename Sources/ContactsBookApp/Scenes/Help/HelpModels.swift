/// The keys of every screen, generated from the keymap the screens use.
public enum Help {
    public enum ShowHelp {
        public struct Request: Equatable { public var columns: Int }
        public struct Response: Equatable {
            public var sections: [HelpSection]
            public var columns: Int
        }
        public struct ViewModel: Equatable {
            public struct Line: Equatable {
                public let text: String
                public let isHeading: Bool
            }
            public let title: String
            public let lines: [Line]
        }
    }
}

/// The keys of every screen, generated from the keymap the screens use.
public enum Help {
    public enum ShowHelp {
        public struct Request: Equatable { public var columns: Int }
        public struct Response: Equatable {
            public var sections: [HelpSection]
            public var columns: Int
            /// The search typed (empty: none), and the entries it matches: [section, entry].
            public var query = ""
            public var matches: Set<[Int]> = []
        }
        public struct ViewModel: Equatable {
            public struct Line: Equatable {
                public let text: String
                public let isHeading: Bool
                /// The first line of an entry the search matches.
                public var isMatch = false
            }
            public let title: String
            public let lines: [Line]
            /// "3 matches", "No key matches “xyz”"; nil without a search.
            public var searchSummary: String?
        }
    }

    /// `/`: the entries whose keys or words contain the text (any case, any accents).
    public enum Search {
        public struct Request: Equatable {
            public var query: String
            public var columns: Int
        }
    }
}

/// A yes/no question over the current screen. "No" is the default: Enter and Esc say no, so a
/// stray key never deletes or discards anything.
public enum ConfirmDialog {
    /// What to ask and what to do with the answer.
    public struct Configuration: Equatable {
        public let question: String
        public let detail: String
        public let onAnswer: @MainActor (Bool) -> Void

        public init(question: String, detail: String = "", onAnswer: @escaping @MainActor (Bool) -> Void) {
            self.question = question
            self.detail = detail
            self.onAnswer = onAnswer
        }

        /// Two questions are the same screen when they ask the same thing.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.question == rhs.question && lhs.detail == rhs.detail
        }
    }

    public enum ShowQuestion {
        public struct Request: Equatable { public var columns: Int }
        public struct Response: Equatable {
            public var question: String
            public var detail: String
            public var columns: Int
        }
        public struct ViewModel: Equatable {
            /// The box's lines, wrapped to fit the terminal.
            public var lines: [String]
            public var choices: String
        }
    }

    public enum Answer {
        public struct Request: Equatable { public var confirmed: Bool }
        public struct Response: Equatable { public var confirmed: Bool }
        public struct ViewModel: Equatable { public var confirmed: Bool }
    }
}

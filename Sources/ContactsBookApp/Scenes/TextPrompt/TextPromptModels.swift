import ContactsCore

/// A one-line question answered by typing (a tag to add, a file to export to), drawn as a box
/// over the screen that asked. Enter submits, Esc cancels.
public enum TextPrompt {
    public struct Configuration: Equatable {
        public let question: String
        /// The text the answer starts with (a suggested file name, say).
        public let text: String
        /// What an empty answer is refused with; nil: an empty answer is taken.
        public let emptyRefusal: String?
        /// Asked again after an answer failed: why, shown whole under the line.
        public let refusal: String?
        /// The answer, trimmed, or nil when cancelled with Esc.
        public let onAnswer: @MainActor (String?) -> Void

        public init(
            question: String, text: String = "", emptyRefusal: String? = nil, refusal: String? = nil,
            onAnswer: @escaping @MainActor (String?) -> Void
        ) {
            self.question = question
            self.text = text
            self.emptyRefusal = emptyRefusal
            self.refusal = refusal
            self.onAnswer = onAnswer
        }

        // Closures cannot be compared: two prompts asking the same are the same screen.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.question == rhs.question && lhs.text == rhs.text && lhs.emptyRefusal == rhs.emptyRefusal && lhs.refusal == rhs.refusal
        }
    }

    public enum ShowPrompt {
        public struct Request: Equatable { public var columns: Int }
        public struct Response: Equatable {
            public var question: String
            public var text: String
            public var refusal: String?
            public var columns: Int
        }
        public struct ViewModel: Equatable {
            /// The question, wrapped to the box.
            public var lines: [String]
            /// What the answer starts with.
            public var text: String
            /// Why the answer was refused, wrapped to the box.
            public var refusal: [String]
            public var width: Int
        }
    }

    public enum Submit {
        /// The text as typed (the View keeps it while it is edited); nil: Esc.
        public struct Request: Equatable {
            public var text: String?
            public var columns: Int
        }
        public struct Response: Equatable { public var answer: String? }
        public struct ViewModel: Equatable { public var answer: String? }
    }
}

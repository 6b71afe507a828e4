import Localization

/// A question over the current screen, answered with one key: y/N by default, where "No" is
/// the default (Enter and Esc say no, so a stray key never deletes or discards anything), or
/// any set of choices (keep mine / keep theirs / keep both), where Esc cancels.
public enum ConfirmDialog {
    public struct Choice: Equatable, Sendable {
        public let key: Character
        public let label: String

        public init(key: Character, label: String) {
            self.key = key
            self.label = label
        }
    }

    /// What to ask and what to do with the answer.
    public struct Configuration: Equatable {
        public let question: String
        public let detail: String
        public let choices: [Choice]
        /// The choice Enter takes (and Esc, for yes/no questions); nil: Enter does nothing.
        public let defaultChoice: Int?
        /// The index of the choice taken, or nil when the question was cancelled with Esc.
        public let onChoice: @MainActor (Int?) -> Void

        public init(question: String, detail: String = "", choices: [Choice], defaultChoice: Int?, onChoice: @escaping @MainActor (Int?) -> Void) {
            self.question = question
            self.detail = detail
            self.choices = choices
            self.defaultChoice = defaultChoice
            self.onChoice = onChoice
        }

        /// A yes/no question; anything but "y" means no.
        public init(question: String, detail: String = "", onAnswer: @escaping @MainActor (Bool) -> Void) {
            self.init(
                question: question, detail: detail, choices: [Choice(key: "y", label: tr("Yes")), Choice(key: "n", label: tr("No"))],
                defaultChoice: 1,
                onChoice: { onAnswer($0 == 0) })
        }

        var isYesNo: Bool { choices.map(\.key) == ["y", "n"] }

        /// Two questions are the same screen when they ask the same thing.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.question == rhs.question && lhs.detail == rhs.detail && lhs.choices == rhs.choices
        }
    }

    public enum ShowQuestion {
        public struct Request: Equatable { public var columns: Int }
        public struct Response: Equatable {
            public var question: String
            public var detail: String
            public var choices: [Choice]
            public var defaultChoice: Int?
            public var columns: Int
        }
        public struct ViewModel: Equatable {
            /// The box's lines, wrapped to fit the terminal.
            public var lines: [String]
            public var choices: String
        }
    }

    /// A key pressed in the dialog, as the View reads it: the interactor finds the choice it means.
    public enum Press: Equatable, Sendable {
        case character(Character)
        case enter, escape, other
    }

    public enum Answer {
        public struct Request: Equatable {
            public var press: Press
            public init(press: Press) { self.press = press }
        }
        /// The choice taken (nil: cancelled).
        public struct Response: Equatable { public var choice: Int? }
        public struct ViewModel: Equatable { public var choice: Int? }
    }
}

import ContactsCore

/// The list's use cases over several books shown together (`[books]` in the settings).
extension ContactList {
    /// B: which books the list shows, chosen in the book picker.
    public enum ChooseBooks {
        public struct Request: Equatable {
            public var viewport: Viewport
        }

        public struct Response: Equatable {
            /// The books shown now; nil: every book.
            public var current: [String]?
        }

        public struct ViewModel: Equatable {
            public var purpose: BookPicker.Purpose
        }

        /// The picker's answer: the list shows these books from now on.
        public struct ChoiceRequest: Equatable {
            public var choice: BookPicker.Choice
            public var viewport: Viewport
        }
    }

    /// M and C: the marked (else the selected) contacts moved or copied to another book, one
    /// change (one undo step).
    public enum TransferToBook {
        public struct AskRequest: Equatable {
            public var copying: Bool
            public var viewport: Viewport
        }

        public struct Response: Equatable {
            public var targets: Targets
            public var copying: Bool
        }

        public struct ViewModel: Equatable {
            public var purpose: BookPicker.Purpose
            public var targets: Targets
        }

        public struct Request: Equatable {
            public var book: String
            public var copying: Bool
            /// The contacts asked about; nil: the marked (else the selected) ones now.
            public var targets: Targets?
            public var viewport: Viewport
        }
    }
}

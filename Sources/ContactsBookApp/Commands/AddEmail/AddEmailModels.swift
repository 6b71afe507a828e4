import ContactsCore

/// `contactsbook add-email`: reads a mail message on standard input and adds its sender (From
/// and Reply-To only, never the body), skipping addresses the book already has.
public enum AddEmail {
    public struct Request: Equatable {
        public var message: String
        public init(message: String) { self.message = message }
    }

    public struct Response: Equatable {
        public var added: [MailSender.Address]
        public var known: [MailSender.Address]
        public var error: StoreError?
    }

    public struct ViewModel: Equatable {
        public var lines: [String]
        public var errors: [String]
        public var status: CommandStatus
    }
}

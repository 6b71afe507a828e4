import ContactsCore

/// `contactsbook copy|move CONTACT --to BOOK`: one contact, named as `delete` names it in its
/// book, copied or moved into another book of the settings.
public enum TransferContact {
    public struct Request: Equatable {
        public var contactID: Contact.ID
        public var source: String
        public var target: String
        public var moving: Bool

        public init(contactID: Contact.ID, source: String, target: String, moving: Bool) {
            (self.contactID, self.source, self.target, self.moving) = (contactID, source, target, moving)
        }
    }

    public struct Response: Equatable {
        public var name: String
        public var request: Request
        public var transferred: ContactLibrary.Transferred?
        public var error: StoreError?
    }

    public typealias ViewModel = CommandReport
}

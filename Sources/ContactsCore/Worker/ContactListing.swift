/// The contacts a list shows, in order, given out one at a time by the index that found them:
/// a key typed in the filter of a large book copies (and touches) none of the contacts it
/// matched; only those drawn are taken out.
public struct ContactListing: RandomAccessCollection, Sendable {
    public let count: Int
    private let contactAt: @Sendable (Int) -> Contact
    private let idAt: @Sendable (Int) -> Contact.ID

    /// `count` contacts, the contact and its id at each place told by the index.
    public init(count: Int, contact: @escaping @Sendable (Int) -> Contact, id: @escaping @Sendable (Int) -> Contact.ID) {
        (self.count, contactAt, idAt) = (count, contact, id)
    }

    /// An empty listing (before the book is read).
    public init() {
        self.init(count: 0, contact: { _ in preconditionFailure("an empty listing has no contact") }, id: { _ in Contact.ID() })
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(index: Int) -> Contact { contactAt(index) }

    /// Every listed contact's id, from the ids the index keeps (no contact is taken out).
    public var ids: Set<Contact.ID> { Set((0..<count).lazy.map(idAt)) }

    /// Where the contact with `id` is listed, found by the ids the index keeps beside the contacts.
    public func index(of id: Contact.ID) -> Int? {
        (0..<count).first { idAt($0) == id }
    }
}

/// What the worker needs to show, find and look up the contacts it holds, beside the book
/// itself: the list in display order (last name, first name, folded), searches as you type,
/// the other orders, tags and occasions. The worker decides what changes and tells the index
/// (`rebuild`, `update`); the index decides nothing about the book. `HaystackIndex` is the
/// storage engine's, made for 100,000 contacts.
public protocol ContactIndex: AnyObject {
    /// Changes whenever the contacts change, so a screen can tell its listing is stale.
    var version: Int { get }
    /// What the index would hold for these contacts, made without reading or changing the
    /// index, so a book read off the run loop is indexed there too; `install` takes it in.
    func prepare(_ contacts: [Contact]) -> any PreparedIndex
    /// Holds the prepared contacts instead of those before.
    func install(_ prepared: any PreparedIndex)
    /// Takes in a change: each pair a contact as it was and as it is now (nil: added, deleted).
    func update(_ changes: [(old: Contact?, new: Contact?)])

    var count: Int { get }
    /// Every contact in display order.
    var contacts: [Contact] { get }
    func contact(id: Contact.ID) -> Contact?
    /// Those matching the search (and carrying the tag, and in one of the books when some are
    /// given), favourites first, in the order asked for.
    func listing(matching search: ContactSearch, tag: String?, inBooks books: Set<String>?, sortedBy sort: ContactSort) -> ContactListing
    /// Those matching the search, in display order (no favourites first).
    func contacts(matching search: ContactSearch) -> [Contact]
    /// Those with a birthday or an anniversary, in display order.
    var contactsWithOccasions: [Contact] { get }
    /// Every tag with how many contacts carry it, A to Z (case and accents folded).
    func tagCounts() -> [(tag: String, count: Int)]
}

extension ContactIndex {
    /// Indexes these contacts instead of those before (a book read, or replaced).
    public func rebuild(_ contacts: [Contact]) { install(prepare(contacts)) }
}

/// An index's contents for a book, made by `ContactIndex.prepare` on any thread.
public protocol PreparedIndex: Sendable {}

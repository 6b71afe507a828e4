import ContactsCore

/// The list's marked contacts (Space, +, -, !): kept across searches and sorts, gone with their
/// contact. What d, T, x and m act on when there are any.
struct ListMarks: Equatable {
    private(set) var ids: Set<Contact.ID> = []

    var isEmpty: Bool { ids.isEmpty }
    var count: Int { ids.count }

    mutating func toggle(_ id: Contact.ID) {
        if ids.remove(id) == nil { ids.insert(id) }
    }

    /// Marks every contact listed (every match of the search); returns how many were new.
    mutating func markAll(_ listing: ContactListing) -> Int {
        let before = ids.count
        ids.formUnion(listing.ids)
        return ids.count - before
    }

    /// Marks the listed contacts that were not, and unmarks those that were; marks the listing
    /// does not show stay.
    mutating func invert(_ listing: ContactListing) {
        ids.formSymmetricDifference(listing.ids)
    }

    mutating func clear() { ids = [] }

    /// Drops the marks of contacts no longer in the book (asked of each marked one: a book's
    /// 100,000 contacts were copied at every change to keep no marks).
    mutating func keep(where isInBook: (Contact.ID) -> Bool) {
        ids = ids.filter(isInBook)
    }

    /// How many marked contacts the listing does not show (a search or a tag hides them).
    func hidden(by listing: ContactListing, narrowed: Bool) -> Int {
        guard narrowed, !ids.isEmpty else { return 0 }
        return ids.subtracting(listing.ids).count
    }
}

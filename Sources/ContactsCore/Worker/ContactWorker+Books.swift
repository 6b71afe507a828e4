import Foundation

/// The books a worker shows together, when its store keeps several (`ContactStore.bookNames`):
/// how many contacts each holds, and contacts moved or copied between them.
extension ContactWorker {
    /// Each book shown with how many of the contacts are in it, in the settings' order.
    public func bookCounts() -> [(book: String, count: Int)] {
        var counts: [String: Int] = [:]
        for contact in book.contacts { counts[contact.book ?? "", default: 0] += 1 }
        return bookNames.map { ($0, counts[$0] ?? 0) }
    }

    /// Moves the contacts into another of the books (the store writes each to its new book
    /// before it leaves the old one), or copies them there, each copy a contact of its own
    /// (`Contact.copiedAsNew`): one change, one undo step. Those already in that book stay as
    /// they are. Returns how many were moved or copied.
    @discardableResult
    public func transfer(_ ids: Set<Contact.ID>, to target: String, copying: Bool) throws(StoreError) -> Int {
        let time = Date(timeIntervalSince1970: currentTime.timeIntervalSince1970.rounded(.down))
        return try commit { book, _ in
            var updated = book
            var changes: [(old: Contact?, new: Contact?)] = []
            for index in book.contacts.indices where ids.contains(book.contacts[index].id) && book.contacts[index].book != target {
                let contact = book.contacts[index]
                var arriving = copying ? contact.copiedAsNew() : contact
                arriving.book = target
                arriving.updatedAt = time
                if copying {
                    arriving.createdAt = time
                    updated.contacts.append(arriving)
                } else {
                    updated.contacts[index] = arriving
                }
                changes.append((copying ? nil : contact, arriving))
            }
            return Made(changes.isEmpty ? nil : updated, changes.count, changes: changes)
        }
    }
}

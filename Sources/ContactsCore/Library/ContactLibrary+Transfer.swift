extension ContactLibrary {
    /// What a copy or a move did: the contact as the target book has it now, and, for a move,
    /// why it could not be removed from its book after it was saved in the target (it is in
    /// both then, and the caller says so).
    public struct Transferred: Equatable {
        public let contact: Contact
        public let leftInSource: StoreError?
    }

    /// Copies the contact into `target` as a contact of its own (a new id, no vCard UID: the
    /// target's server must not take it for the original), or moves it there: saved in the
    /// target first, then removed from `source`. A target that cannot be saved leaves the source
    /// as it was (thrown); a source that cannot be changed after that is reported, never
    /// silent. A moved contact keeps its id unless the target already holds that id.
    public func transfer(_ contact: Contact, from source: Book, to target: Book, moving: Bool) throws(StoreError) -> Transferred {
        var arriving = moving ? contact : contact.copiedAsNew()
        // A move keeps the id, unless the target holds it: then only the id is new.
        if moving, target.worker.contact(id: contact.id) != nil { arriving.id = Contact.ID() }
        let saved = try target.worker.save(arriving)
        guard moving else { return Transferred(contact: saved, leftInSource: nil) }
        do {
            try source.worker.delete(id: contact.id)
        } catch {
            return Transferred(contact: saved, leftInSource: error)
        }
        return Transferred(contact: saved, leftInSource: nil)
    }

    /// The book of that name.
    public func book(named name: String?) -> Book? { books.first { $0.name == name } }
}

import Localization

/// One saved change as it can be taken back: every contact it touched, before and after (nil:
/// the contact did not exist). Found by comparing the book before and after, so every kind of
/// change (add, edit, delete, import, favourite, bulk actions) is undoable the same way.
struct UndoStep: Sendable {
    let before: [Contact.ID: Contact?]
    let after: [Contact.ID: Contact?]

    /// The step of these changes, each a contact as it was and as it is (`ContactChanges`);
    /// nil when nothing changed.
    init?(_ changes: [(old: Contact?, new: Contact?)]) {
        var before: [Contact.ID: Contact?] = [:]
        var after: [Contact.ID: Contact?] = [:]
        for (was, now) in changes {
            guard let id = (now ?? was)?.id else { continue }
            // updateValue, not subscripts: assigning nil through a subscript would drop the key.
            before.updateValue(was, forKey: id)
            after.updateValue(now, forKey: id)
        }
        guard !before.isEmpty else { return nil }
        self.before = before
        self.after = after
    }

    private init(before: [Contact.ID: Contact?], after: [Contact.ID: Contact?]) {
        self.before = before
        self.after = after
    }

    /// The same change the other way: undoing it redoes the step.
    var inverse: UndoStep { UndoStep(before: after, after: before) }

    /// "adding Ada Lovelace", "deleting Ada Lovelace", "changes to Ada Lovelace", "changes to 12 contacts".
    var description: String {
        guard before.count == 1, let id = before.keys.first, let was = before[id], let now = after[id] else {
            // TRANSLATORS: what an undo or a redo took back or made again: "Undid changes to 12 contacts".
            return trn("changes to {count} contact", "changes to {count} contacts", before.count)
        }
        switch (was, now) {
        // TRANSLATORS: what an undo or a redo took back or made again: "Undid adding Ada Lovelace".
        case (nil, let added?): return tr("adding {name}", ["name": added.displayName])
        // TRANSLATORS: what an undo or a redo took back or made again: "Undid deleting Ada Lovelace".
        case (let deleted?, nil): return tr("deleting {name}", ["name": deleted.displayName])
        default:
            guard let name = (now ?? was)?.displayName else { return tr("changes to a contact") }
            // TRANSLATORS: what an undo or a redo took back or made again: "Undid changes to Ada Lovelace".
            return tr("changes to {name}", ["name": name])
        }
    }

    /// The book with this step taken back. A contact another program changed since the step
    /// (found on saving, or taken in by a reload) is a conflict: taking the step back would
    /// throw their change away.
    func undone(in book: AddressBook) throws(StoreError) -> AddressBook {
        var contacts = book.contacts
        // Where the step's contacts are, found in one pass: a step over 10,000 contacts of a
        // book of 100,000 looked each up in turn for seconds.
        var positions: [Contact.ID: Int] = [:]
        for (index, contact) in contacts.enumerated() where before.keys.contains(contact.id) { positions[contact.id] = index }
        var removed = Set<Int>()
        var restored: [Contact] = []
        for (id, was) in before {
            let index = positions[id]
            let current = index.map { contacts[$0] }
            // Already as it was (another program made the same change): nothing to do.
            if current == was { continue }
            if let expected = after[id], current != expected {
                throw .conflict(ContactConflict(mine: was, theirs: current))
            }
            switch (index, was) {
            case (let index?, let was?): contacts[index] = was
            case (let index?, nil): removed.insert(index)
            case (nil, let was?): restored.append(was)
            case (nil, nil): break
            }
        }
        if !removed.isEmpty { contacts = contacts.indices.filter { !removed.contains($0) }.map { contacts[$0] } }
        var undone = book
        undone.contacts = contacts + restored
        return undone
    }
}

/// What an undo did, for the screen to say and select.
public struct UndoResult: Equatable, Sendable {
    /// What the undone change did: "deleting Ada Lovelace", "changes to 12 contacts".
    public let description: String
    /// The contacts it put back or changed back (not those it removed).
    public let contactIDs: [Contact.ID]
}

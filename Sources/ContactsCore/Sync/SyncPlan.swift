import Foundation
import Localization

/// The decision for every contact either side has or the last sync saw, worked out from the
/// book, the vdir's cards and the last sync's state. Pure: applying it is `VdirSync`'s job.
package struct SyncPlan {
    package struct Item {
        package let uid: String
        package let decision: SyncDecision
        /// The book's contact, and its fingerprint.
        package let mine: Contact?
        package let mineFingerprint: String?
        /// The vdir's card.
        package let theirs: VdirCard?
        /// For `.merge`: both sides' changes in one contact, as the book keeps it.
        package var merged: Contact? = nil
    }

    package var items: [Item] = []
    package var problems: [String] = []

    package init() {}

    /// `unusable`: UIDs of cards that are there but could not be read: left alone on both sides.
    package init(book: [Contact], cards: [String: VdirCard], unusable: Set<String> = [], state: SyncState) {
        var mine: [String: Contact] = [:]
        for contact in book {
            if mine[contact.syncUID] == nil {
                mine[contact.syncUID] = contact
            } else {
                problems.append(
                    tr(
                        "{name}: the same UID ({uid}) as another contact in the book; left out of the sync",
                        ["name": contact.displayName, "uid": contact.syncUID]))
            }
        }
        let uids = Set(mine.keys).union(cards.keys).union(state.contacts.keys)
        for uid in uids.sorted() {
            let entry = state.contacts[uid]
            let contact = mine[uid]
            let fingerprint = contact.map(SyncFingerprint.of)
            let card = cards[uid]
            let decision =
                unusable.contains(uid)
                ? .nothing
                : SyncDecision.decide(
                    book: Self.side(fingerprint, was: entry?.book), vdir: Self.side(card?.fingerprint, was: entry?.vdir),
                    sameContent: { contact.map(SyncFingerprint.asCard) == card?.fingerprint })
            var item = Item(uid: uid, decision: decision, mine: contact, mineFingerprint: fingerprint, theirs: card)
            // Changed on both sides: merged field by field against the last synced version;
            // only a field both changed is a conflict.
            if decision == .conflict, let base = entry?.base, let contact, let card {
                let theirs = Self.taken(card.contact, replacing: contact, at: contact.updatedAt) { _ in false }
                let merge = ContactThreeWayMerge(base: base, mine: contact, theirs: theirs)
                if merge.conflicts.isEmpty {
                    item = Item(uid: uid, decision: .merge, mine: contact, mineFingerprint: fingerprint, theirs: card, merged: merge.mine)
                }
            }
            items.append(item)
        }
    }

    static func side(_ fingerprint: String?, was synced: String?) -> SideChange {
        switch (fingerprint, synced) {
        case (nil, nil): return .absent
        case (.some, nil): return .created
        case (nil, .some): return .deleted
        case (.some(let now), .some(let then)): return now == then ? .unchanged : .changed
        }
    }

    package func count(_ decision: SyncDecision) -> Int { items.count { $0.decision == decision } }

    /// The book with the vdir's side taken in (pulled cards, deletions there), or nil when
    /// nothing in the book changes.
    package func applied(to book: AddressBook, at time: Date) -> AddressBook? {
        guard items.contains(where: { [.pull, .deleteInBook, .merge].contains($0.decision) }) else { return nil }
        var updated = book
        var positions = Dictionary(book.contacts.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var deleted: Set<Contact.ID> = []
        for item in items {
            switch item.decision {
            case .pull:
                guard let card = item.theirs else { continue }
                let contact = Self.taken(card.contact, replacing: item.mine, at: time) { positions[$0] != nil }
                if let position = item.mine.flatMap({ positions[$0.id] }) {
                    updated.contacts[position] = contact
                } else {
                    positions[contact.id] = updated.contacts.count
                    updated.contacts.append(contact)
                }
            case .merge:
                guard var merged = item.merged, let position = item.mine.flatMap({ positions[$0.id] }) else { continue }
                merged.updatedAt = time
                updated.contacts[position] = merged
            case .deleteInBook:
                if let mine = item.mine { deleted.insert(mine.id) }
            default:
                continue
            }
        }
        if !deleted.isEmpty { updated.contacts.removeAll { deleted.contains($0.id) } }
        return updated
    }

    /// A card's contact as the book keeps it: in place of the contact it updates (keeping its
    /// id, creation time and JSON-only keys), else new, with an id no other contact has.
    package static func taken(_ incoming: Contact, replacing existing: Contact?, at time: Date, idIsTaken: (Contact.ID) -> Bool) -> Contact {
        var contact = incoming
        contact.updatedAt = time
        if let existing {
            contact.id = existing.id
            contact.uid = existing.uid
            contact.createdAt = existing.createdAt
            contact.unknownFields = existing.unknownFields
            // What the book keeps that a card never carries (abook's custom fields, say) stays.
            contact.extra = existing.extra.filter { !VCardWriter.extraKeys.contains($0.key) }.merging(incoming.extra) { _, card in card }
        } else {
            if idIsTaken(contact.id) {
                contact.uid = VCardWriter.uid(for: contact)
                contact.id = Contact.ID()
            }
            contact.createdAt = time
        }
        return contact
    }
}

import ContactsCore

/// Each entry's place in the list by its contact's id, found in O(1): open addressing over
/// places (four bytes a slot, at least twice as many slots as entries), the ids read from the
/// entries themselves. A dictionary from ids to places took 6 MB at 100,000 contacts; this, 1.
struct PlaceTable {
    private var slots: [Int32]
    private let mask: Int

    /// The places of `count` entries, whose ids `id` gives; a repeated id keeps its first place.
    init(count: Int, id: (Int) -> Contact.ID) {
        var size = 16
        while size < count * 2 { size <<= 1 }
        (slots, mask) = ([Int32](repeating: -1, count: size), size - 1)
        for place in 0..<count {
            let placed = id(place)
            var slot = Self.firstSlot(placed, mask)
            while slots[slot] >= 0, id(Int(slots[slot])) != placed { slot = (slot + 1) & mask }
            if slots[slot] < 0 { slots[slot] = Int32(place) }
        }
    }

    func place(of wanted: Contact.ID, id: (Int) -> Contact.ID) -> Int? {
        var slot = Self.firstSlot(wanted, mask)
        while slots[slot] >= 0 {
            let place = Int(slots[slot])
            if id(place) == wanted { return place }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Where an id's search starts: by the standard (seeded) hash, so ids made alike by another
    /// program do not gather in a few slots.
    private static func firstSlot(_ id: Contact.ID, _ mask: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(id)
        return hasher.finalize() & mask
    }
}

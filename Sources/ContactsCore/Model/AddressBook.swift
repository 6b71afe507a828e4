/// The whole data file: a format version, the contacts, and any top-level keys the app does
/// not know (kept so another tool's additions survive a rewrite).
public struct AddressBook: Equatable, Sendable {
    /// The newest file format this app reads and writes.
    public static let currentVersion = 1

    public var version: Int
    public var contacts: [Contact]
    public var unknownFields: [String: JSONValue]

    public init(version: Int = AddressBook.currentVersion, contacts: [Contact] = [], unknownFields: [String: JSONValue] = [:]) {
        self.version = version
        self.contacts = contacts
        self.unknownFields = unknownFields
    }
}

extension AddressBook: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        version = try container.decode(Int.self, forKey: "version")
        // A newer format may mean something else by the same keys: refuse rather than guess.
        guard version <= Self.currentVersion else { throw UnsupportedVersionError(found: version) }
        contacts = try container.decodeIfPresent([Contact].self, forKey: "contacts") ?? []
        unknownFields = try container.unknownFields(excluding: ["version", "contacts"])
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeUnknown(unknownFields)
        try container.encode(version, forKey: "version")
        try container.encode(contacts, forKey: "contacts")
    }
}

extension AddressBook {
    /// The positions of the first two contacts that share an id: such a book is ambiguous (a
    /// delete would remove both), so it is refused rather than guessed at.
    public func firstDuplicateID() -> (Int, Int)? {
        Self.firstRepeat(among: contacts.count) { contacts[$0].id }
    }

    /// Whether each contact at `positions` has an id no other contact has, told by comparing
    /// them with every id when they are few (false when they are many: `firstDuplicateID`
    /// tells). With every other contact's id known to be its own, the book's ids are then
    /// unique: a changed book read from its index checks its few new lines so (about 0.2 ms
    /// each at 100,000 contacts where the whole check takes 9-12 ms).
    func idsOccurOnce(at positions: [Int]) -> Bool {
        guard !positions.isEmpty else { return true }
        guard positions.count <= 16 else { return false }
        let ids = positions.map { contacts[$0].id }
        var seen = [Int](repeating: 0, count: ids.count)
        for contact in contacts {
            let id = contact.id
            for slot in ids.indices where ids[slot] == id { seen[slot] += 1 }
        }
        return seen.allSatisfy { $0 == 1 }
    }

    /// The positions of the first two of `count` ids that are the same.
    static func firstRepeat(among count: Int, id: (Int) -> Contact.ID) -> (Int, Int)? {
        // A large book's ids are split in two by their last bit, one half a core: equal ids
        // fall in the same half, and the earlier of the halves' answers is the book's.
        let halves = count >= 20_000 ? 2 : 1
        let found = Parallel.map(count: halves, minimumPerPart: 1) { range in
            range.compactMap { half in firstRepeat(among: count, endingIn: halves == 1 ? nil : UInt8(half), id: id) }
        }
        return found.joined().min { $0.1 < $1.1 }
    }

    /// The first repeated id among those whose last bit is `bit` (all of them for nil), found
    /// in a table of the ids' positions and mixed bits, kept at least half free (doubled when
    /// the ids do not split evenly by their last bit, as a machine's time-based ids do not): a
    /// dictionary hashed each id with SipHash, most of the check's time at 100,000 contacts.
    private static func firstRepeat(among count: Int, endingIn bit: UInt8?, id: (Int) -> Contact.ID) -> (Int, Int)? {
        var table = IDTable(expected: bit == nil ? count : count / 2 + 1)
        for index in 0..<count {
            let current = id(index)
            if let bit, current.uuid.15 & 1 != bit { continue }
            if let first = table.insert(index, mixed: mix(current), sameAs: { id($0) == current }) { return (first, index) }
        }
        return nil
    }

    /// Positions by their ids' mixed bits, in open addressing.
    private struct IDTable {
        private var slots: [(mixed: UInt64, position: Int)]
        private var shift = 60
        private var used = 0

        init(expected: Int) {
            while 1 << (64 - shift) < 2 * expected { shift -= 1 }
            slots = Array(repeating: (0, -1), count: 1 << (64 - shift))
        }

        /// Adds `position`; the position already there with the same id (`sameAs`), if any.
        mutating func insert(_ position: Int, mixed: UInt64, sameAs: (Int) -> Bool) -> Int? {
            var slot = Int(truncatingIfNeeded: mixed >> shift)
            while slots[slot].position >= 0 {
                if slots[slot].mixed == mixed, sameAs(slots[slot].position) { return slots[slot].position }
                slot = (slot + 1) & (slots.count - 1)
            }
            slots[slot] = (mixed, position)
            used += 1
            if 2 * used > slots.count { grow() }
            return nil
        }

        private mutating func grow() {
            let old = slots
            shift -= 1
            slots = Array(repeating: (0, -1), count: 1 << (64 - shift))
            for entry in old where entry.position >= 0 {
                var slot = Int(truncatingIfNeeded: entry.mixed >> shift)
                while slots[slot].position >= 0 { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = entry
            }
        }
    }

    /// The mixed bits (`mix`) of the ids of a part of a book, grouped by their top bits by the
    /// core that read the part while the other parts were still being read: the parts' runs
    /// then tell that no two ids are the same in about a millisecond, where a table of all the
    /// ids took 6-7 ms of a first open at 100,000 contacts, after the walk.
    struct IDRun: Sendable {
        /// The bits, those starting with the same `groupBits` bits together, the groups in order.
        private let grouped: [UInt64]
        /// Where each group starts in `grouped`, and its end.
        private let groupStarts: [Int32]
        private static let groupBits = 10
        private static let groups = 1 << groupBits

        init(mixed: [UInt64]) {
            var starts = [Int32](repeating: 0, count: Self.groups + 1)
            for bits in mixed { starts[Self.group(bits) + 1] += 1 }
            for group in 0..<Self.groups { starts[group + 1] += starts[group] }
            var next = starts
            grouped = [UInt64](unsafeUninitializedCapacity: mixed.count) { grouped, initialized in
                for bits in mixed {
                    let group = Self.group(bits)
                    grouped[Int(next[group])] = bits
                    next[group] += 1
                }
                initialized = mixed.count
            }
            groupStarts = starts
        }

        private static func group(_ bits: UInt64) -> Int { Int(truncatingIfNeeded: bits >> (64 - groupBits)) }

        /// Whether the ids of all the runs are surely different: no two share their mixed bits.
        /// False says only that two may be the same (`firstRepeat` tells). Each group is put
        /// in a small table of its own from every run, half the groups a core.
        static func allDistinct(_ runs: [IDRun]) -> Bool {
            let distinct = Parallel.map(count: groups, minimumPerPart: groups / 2) { range in
                var table: [UInt64] = []
                for group in range {
                    let count = runs.reduce(0) { $0 + Int($1.groupStarts[group + 1] - $1.groupStarts[group]) }
                    var size = 16
                    while size < 2 * count { size <<= 1 }
                    if table.count == size {
                        table.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
                    } else {
                        table = [UInt64](repeating: 0, count: size)
                    }
                    for run in runs {
                        for bits in run.grouped[Int(run.groupStarts[group])..<Int(run.groupStarts[group + 1])] {
                            // Zero marks a free slot: bits of zero are left to `firstRepeat`.
                            guard bits != 0 else { return false }
                            // The low bits place it: the high ones are the group's.
                            var slot = Int(truncatingIfNeeded: bits) & (size - 1)
                            while table[slot] != 0 {
                                if table[slot] == bits { return false }
                                slot = (slot + 1) & (size - 1)
                            }
                            table[slot] = bits
                        }
                    }
                }
                return true
            }
            return !distinct.contains(false)
        }
    }

    /// The id's sixteen bytes mixed into eight, each bit depending on all of them (a book's ids
    /// need not be random: some differ in their last bytes only).
    static let idMixing: UInt64 = 0x9E37_79B9_7F4A_7C15

    static func mix(_ id: Contact.ID) -> UInt64 {
        withUnsafeBytes(of: id.uuid) { bytes in
            let (high, low) = (bytes.loadUnaligned(as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            let mixed = (high ^ (low &* idMixing)) &* 0xBF58_476D_1CE4_E5B9
            return mixed ^ (mixed >> 31)
        }
    }
}

/// The file was written by a newer version of the app.
public struct UnsupportedVersionError: Error, Equatable {
    public let found: Int
}

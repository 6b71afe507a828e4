/// The contacts a list shows, in order: places in the worker's sorted entries rather than
/// copies of the contacts, so a key typed in the filter of a large book does not copy (and
/// touch) tens of thousands of contacts; only those drawn are taken out.
public struct ContactListing: RandomAccessCollection, Sendable {
    private let entries: [HaystackIndex.Entry]
    private let positions: [Int]

    init(entries: [HaystackIndex.Entry], positions: [Int]) {
        self.entries = entries
        self.positions = positions
    }

    /// An empty listing (before the book is read).
    public init() {
        self.init(entries: [], positions: [])
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }
    public subscript(index: Int) -> Contact { entries[positions[index]].contact }

    /// Where the contact with `id` is listed, found by the ids kept beside the contacts.
    public func index(of id: Contact.ID) -> Int? {
        positions.firstIndex { entries[$0].id == id }
    }
}

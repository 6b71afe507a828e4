import Foundation

/// The cards of every contact of a book file, written as its lines are read (`BookLineScan`),
/// in the book's order: each contact's members go straight from the bytes into its card and
/// its sort key, and no contact is built, kept or keyed for searching. Loading the book first
/// walked every contact once to key it and again to write its card (docs/DECISIONS.md #59).
enum BookCards {
    /// nil when the file is not in the layout this app writes, or two contacts share an id:
    /// then the book is loaded, which reports or refuses it as it does for every command.
    static func cards(inFile descriptor: Int32, size: Int, version: VCardWriter.Version, chunkSize: Int = BookLineScan.chunkSize) -> ExportedContacts?
    {
        guard
            let parts = BookLineScan.read(
                file: descriptor, size: size, chunkSize: chunkSize, reader: { CardLineReader(version: version, size: size) })
        else { return nil }
        var cards: [Card] = []
        cards.reserveCapacity(parts.reduce(0) { $0 + $1.cards.count })
        for (index, part) in parts.enumerated() { cards += part.cards.lazy.map { $0.inPart(index) } }
        guard AddressBook.firstRepeat(among: cards.count, id: { cards[$0].id }) == nil else { return nil }
        let order = SortKeyOrder.positions(of: cards)
        guard let data = joined(cards, in: order, from: parts.map(\.composer.card.bytes)) else { return nil }
        return ExportedContacts(count: cards.count, data: data)
    }

    /// The cards' bytes one after another in `order`, copied into place on all cores, in
    /// huge pages (one core copying 33 MB into new memory was a tenth of exporting 100,000
    /// cards); nil when there is no memory for them.
    private static func joined(_ cards: [Card], in order: [Int], from parts: [[UInt8]]) -> Data? {
        var starts = [0]
        starts.reserveCapacity(order.count + 1)
        for position in order { starts.append(starts[starts.count - 1] + cards[position].bytes.count) }
        guard let out = LargeBuffer(capacity: max(starts[order.count], 1)) else { return nil }
        _ = Parallel.map(count: order.count, minimumPerPart: 20_000) { range in
            for place in range {
                let card = cards[order[place]]
                parts[card.part].withUnsafeBytes { part in
                    guard let part = part.baseAddress else { return }
                    (out.base + starts[place]).copyMemory(from: part + card.bytes.lowerBound, byteCount: card.bytes.count)
                }
            }
        }
        return out.data(count: starts[order.count])
    }

    /// A card written, where it lies among its part's bytes, and what orders it.
    private struct Card: SortKeyed {
        let sortKey: [UInt8]
        let sortPrefix: UInt64
        let id: Contact.ID
        let bytes: Range<Int>
        var part = 0

        func inPart(_ part: Int) -> Card {
            var card = self
            card.part = part
            return card
        }
    }

    /// Writes each line's card after the last, and notes what orders it.
    private struct CardLineReader: BookLineReader {
        var composer: CardComposer
        var cards: [Card] = []
        var folder = TextFolder()

        /// `size`: the file's, which the cards of a part stay under (a card is about three
        /// quarters of its contact's JSON); what is reserved and not written is never touched.
        init(version: VCardWriter.Version, size: Int) {
            composer = CardComposer(version: version, capacity: size)
        }

        mutating func read(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
            let start = composer.card.bytes.count
            var scanner = JSONScanner(line)
            guard let id = try? scanner.contactFields(into: &composer), scanner.isAtEnd else { return false }
            let sortKey = ContactKeys.sortKey(composer.lastNames, id: id, folder: &folder)
            cards.append(Card(sortKey: sortKey, sortPrefix: sortKey.leadingWord, id: id, bytes: start..<composer.card.bytes.count))
            return true
        }
    }
}

import Foundation

/// The cards of every contact of a book file, written as its lines are read (`BookLineScan`),
/// in the book's order: each contact's members go straight from the bytes into its card and
/// its sort key, and no contact is built, kept or keyed for searching. Loading the book first
/// walked every contact once to key it and again to write its card (docs/DECISIONS.md #66).
enum BookCards {
    /// nil when the file is not in the layout this app writes, or two contacts share an id:
    /// then the book is loaded, which reports or refuses it as it does for every command.
    static func cards(inFile descriptor: Int32, size: Int, version: VCardWriter.Version, chunkSize: Int = BookLineScan.chunkSize) -> ExportedContacts?
    {
        guard
            let parts = BookLineScan.read(
                file: descriptor, size: size, chunkSize: chunkSize, reader: { CardLineReader(version: version, size: $0) })?.parts
        else { return nil }
        // Numbered across the parts in the file's order; each card stays in its part, and the
        // keys are put in one buffer, which the sort reads.
        var (cards, sortKeys) = ([Card](), [UInt8]())
        cards.reserveCapacity(parts.reduce(0) { $0 + $1.cards.count })
        for (index, part) in parts.enumerated() {
            cards += part.cards.lazy.map { $0.joined(part: index, keysFrom: sortKeys.count) }
            part.composer.sortKeys?.bytes.withUnsafeBytes { sortKeys += $0 }
        }
        // Each part sorted its keys and ids as it was read (`finishPart`).
        let (runs, idRuns) = (parts.compactMap(\.run), parts.compactMap(\.idRun))
        guard runs.count == parts.count, idRuns.count == parts.count,
            AddressBook.IDRun.allDistinct(idRuns) || AddressBook.firstRepeat(among: cards.count, id: { cards[$0].id }) == nil
        else { return nil }
        let order = sortKeys.withUnsafeBufferPointer { keys in
            SortKeyOrder.positions(merging: runs) { cards[$0].key(in: keys).bytesPrecede(cards[$1].key(in: keys)) }
        }
        // The cards stay where each core wrote them, written out in list order.
        let pieces = order.map { PiecedBytes.Piece(buffer: cards[$0].part, range: cards[$0].bytes) }
        return ExportedContacts(count: cards.count, bytes: PiecedBytes(buffers: parts.map(\.composer.card.bytes), pieces: pieces))
    }

    /// A card written, where it lies among its part's bytes and where its sort key lies: nothing
    /// to count references of, so a hundred thousand are copied and dropped as plain memory (a
    /// key in an array of its own each was a tenth of an export, most of it freeing them).
    private struct Card {
        let id: Contact.ID
        let bytes: Range<Int>
        /// Among its part's keys, then among all the parts' keys once joined.
        var sortKey: Range<Int>
        var part = 0

        /// Its sort key among `keys`.
        func key(in keys: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: keys[sortKey])
        }

        /// The card as one of all the parts': in part `part`, its key `offset` bytes further on.
        func joined(part: Int, keysFrom offset: Int) -> Card {
            var card = self
            card.part = part
            card.sortKey = sortKey.lowerBound + offset..<sortKey.upperBound + offset
            return card
        }
    }

    /// Writes each line's card after the last, and notes what orders it.
    private struct CardLineReader: BookLineReader {
        /// Writes the part's cards and their sort keys, one after another.
        var composer: CardComposer
        var cards: [Card] = []
        /// The part's keys and ids sorted, once it is read.
        var run: SortKeyOrder.Run?
        var idRun: AddressBook.IDRun?

        /// `size`: the part's; a card is about three quarters of its contact's JSON, and twice
        /// the part is reserved for cards that are larger (vCard 2.1's quoted-printable text);
        /// what is reserved and not written is never touched.
        init(version: VCardWriter.Version, size: Int) {
            composer = CardComposer(version: version, capacity: 2 * size, keepingSortKeys: true)
        }

        mutating func read(_ line: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
            let (start, keyStart) = (composer.card.bytes.count, composer.sortKeys?.bytes.count ?? 0)
            var scanner = JSONScanner(line)
            guard let id = try? scanner.contactFields(into: &composer), scanner.isAtEnd else { return false }
            cards.append(Card(id: id, bytes: start..<composer.card.bytes.count, sortKey: keyStart..<(composer.sortKeys?.bytes.count ?? 0)))
            return true
        }

        mutating func finishPart() {
            let cards = cards
            run = composer.sortKeys?.bytes.withUnsafeBytes { bytes in
                let keys = bytes.assumingMemoryBound(to: UInt8.self)
                return SortKeyOrder.Run(count: cards.count, prefix: { SortKeyOrder.Prefix(cards[$0].key(in: keys)) }) {
                    cards[$0].key(in: keys).bytesPrecede(cards[$1].key(in: keys))
                }
            }
            idRun = AddressBook.IDRun(mixed: cards.map { AddressBook.mix($0.id) })
        }
    }
}

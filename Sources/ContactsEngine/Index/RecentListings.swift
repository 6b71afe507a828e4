import ContactsCore

/// The searches of one typing session and what each found, each one narrowing the one before:
/// typing on searches only the last one's hits, and a backspace gets an earlier answer back
/// without searching at all (a search of a large book undone by a backspace read every
/// contact again).
struct RecentListings {
    /// What one search found: the positions listed (in the worker's sorted entries) and the
    /// hits they came from.
    struct Found {
        let search: ContactSearch
        let positions: [Int]
        let hits: [HaystackIndex.SearchHit]
    }

    private struct Listing {
        let version: Int
        let tag: String?
        let sort: ContactSort
        let found: Found
    }

    /// Oldest first; each narrows the one before. A few keys deep is all a backspace needs.
    private var listings: [Listing] = []
    private static let depth = 16

    /// The positions matching `search`: an earlier answer to the same question, else what
    /// `find` makes of the last answer it narrows (nil: of every contact).
    mutating func matches(
        of search: ContactSearch, tag: String?, sort: ContactSort, version: Int,
        find: (Found?) -> (positions: [Int], hits: [HaystackIndex.SearchHit])
    ) -> [Int] {
        listings.removeAll { $0.version != version || $0.tag != tag || $0.sort != sort }
        if let same = listings.lastIndex(where: { $0.found.search.words == search.words }) {
            listings.removeSubrange((same + 1)...)
            return listings[same].found.positions
        }
        while let last = listings.last, !search.narrows(last.found.search) { listings.removeLast() }
        let (positions, hits) = find(listings.last?.found)
        listings.append(Listing(version: version, tag: tag, sort: sort, found: Found(search: search, positions: positions, hits: hits)))
        if listings.count > Self.depth { listings.removeFirst() }
        return positions
    }
}

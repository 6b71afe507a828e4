/// The searches of one typing session and the positions (in the worker's sorted entries) each
/// found, each one narrowing the one before: typing on searches only the last one's matches,
/// and a backspace gets an earlier answer back without searching at all (a search of a large
/// book undone by a backspace read every contact again).
struct RecentListings {
    private struct Listing {
        let version: Int
        let tag: String?
        let sort: ContactSort
        let search: ContactSearch
        let positions: [Int]
    }

    /// Oldest first; each narrows the one before. A few keys deep is all a backspace needs.
    private var listings: [Listing] = []
    private static let depth = 16

    /// The positions matching `search`: an earlier answer to the same question, else what
    /// `find` makes of the candidates (the last answer it narrows, or nil for every contact).
    mutating func matches(of search: ContactSearch, tag: String?, sort: ContactSort, version: Int, find: ([Int]?) -> [Int]) -> [Int] {
        listings.removeAll { $0.version != version || $0.tag != tag || $0.sort != sort }
        if let same = listings.lastIndex(where: { $0.search.words == search.words }) {
            listings.removeSubrange((same + 1)...)
            return listings[same].positions
        }
        while let last = listings.last, !search.narrows(last.search) { listings.removeLast() }
        let positions = find(listings.last?.positions)
        listings.append(Listing(version: version, tag: tag, sort: sort, search: search, positions: positions))
        if listings.count > Self.depth { listings.removeFirst() }
        return positions
    }
}

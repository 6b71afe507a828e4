import ContactsCore
import Foundation

/// The book's other orders (first name, company, recently changed), made on another core after
/// each change of a large book, so changing the order does not fold and sort 100,000 names while
/// the person waits. Each set of orders is for one version of the book and used for no other.
final class BackgroundOrders: Sendable {
    /// Below this the orders are made when asked, in a few milliseconds.
    static let minimumCount = 10_000

    private struct State {
        /// The newest version asked for: work for an older one stops.
        var wanted = -1
        var version = -1
        var orders: [ContactSort: [Int]] = [:]
    }

    private let state = Locked(State())

    /// Starts making the orders of the entries' contacts (the book's own order) for `version`,
    /// and says whether it did (a small book's are made when asked). The contacts are taken
    /// from the entries there too: taking 100,000 of them touches each one's storage, 8 ms of
    /// the main thread's time on opening a large book.
    @discardableResult
    func prepare(_ entries: [HaystackIndex.Entry], version: Int) -> Bool {
        state.withLock { $0.wanted = version }
        guard entries.count >= Self.minimumCount else { return false }
        DispatchQueue.global(qos: .utility).async { [self] in
            let contacts = entries.map(\.contact)
            var orders: [ContactSort: [Int]] = [:]
            // One order at a time, so one order's keys are held at once (three took 6 MB at
            // 100,000); a newer version stops the work.
            for sort in ContactSort.allCases where !sort.isTheBookOrder {
                guard state.withLock({ $0.wanted == version }) else { return }
                orders[sort] = sort.order(contacts)
            }
            state.withLock { state in
                if state.wanted == version { (state.version, state.orders) = (version, orders) }
            }
        }
        return true
    }

    /// The order made for this version, if it is ready.
    func order(_ sort: ContactSort, version: Int) -> [Int]? {
        state.withLock { $0.version == version ? $0.orders[sort] : nil }
    }
}

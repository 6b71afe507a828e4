import Dispatch
import Synchronization
import TestSupport
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// Work on all cores gives what one core would have, in order; arrays made on all cores hold
/// each element once.
@Suite(.serialized) struct ParallelTests {
    /// Counts the instances alive, made and released on any core.
    final class Counted: Sendable {
        static let alive = Atomic(0)
        let value: Int
        init(_ value: Int) {
            self.value = value
            Self.alive.add(1, ordering: .relaxed)
        }
        deinit { Self.alive.subtract(1, ordering: .relaxed) }
    }

    /// Each part's result comes back in the order of its range, and the parts cover every index once.
    @Test(arguments: [0, 1, 9, 20_000])
    func partsComeBackInOrder(count: Int) {
        let parts = Parallel.map(count: count, minimumPerPart: 1000) { $0 }
        #expect(parts.flatMap { $0 } == Array(0..<count))
        #expect(parts.count == max(1, min(Parallel.cores, count / 1000)))
        #expect(Parallel.each(count: 50) { $0 * $0 } == (0..<50).map { $0 * $0 })
    }

    /// A shuffled order's inverse, and elements put at their places, in parts small enough that
    /// every core gets some.
    @Test(arguments: [0, 1, 7, 5_000])
    func placedElementsLandWhereTheyBelong(count: Int) {
        var random = SeededRandom(seed: UInt64(count) + 1)
        let order = Array(0..<count).shuffled(using: &random)
        let places = Parallel.array(placing: order, minimumPerPart: 100) { $0 }
        for (place, position) in order.enumerated() { #expect(places[position] == place) }

        do {
            let placed = Parallel.array(placing: places, minimumPerPart: 100) { Counted(order[places[$0]]) }
            #expect(placed.map(\.value) == order)
            #expect(Counted.alive.load(ordering: .relaxed) == count)
        }
        #expect(Counted.alive.load(ordering: .relaxed) == 0)
    }

    /// Empty arrays made on several threads at once share nothing that is written: the
    /// standard library's one empty array is not (the thread sanitizer run fails if it is).
    @Test func emptyArraysMadeAtOnceDoNotRace() {
        let lengths = Locked([Int]())
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let empty = Parallel.array(placing: [], minimumPerPart: 1) { $0 }
            lengths.withLock { $0.append(empty.count) }
        }
        #expect(lengths.withLock { $0 } == Array(repeating: 0, count: 8))
    }
}

import Synchronization
import Testing

@testable import ContactsCore

/// Arrays made on all cores hold what one core would have made, each element once.
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
}

import Testing

@testable import ContactsCore

/// Elements moved out of the parts that appended them are neither copied nor dropped: each is
/// in the joined array once, in order, and released exactly once.
@Suite struct MovableArrayTests {
    final class Counted {
        nonisolated(unsafe) static var alive = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Self.alive += 1
        }
        deinit { Self.alive -= 1 }
    }

    @Test func joinedMovesEveryElementOnceInOrder() {
        let before = Counted.alive
        do {
            let parts = [MovableArray<Counted>(capacity: 1), MovableArray<Counted>(), MovableArray<Counted>(capacity: 3)]
            for value in 0..<40 { parts[value < 25 ? 0 : 2].append(Counted(value)) }
            #expect(parts.map(\.count) == [25, 0, 15])
            let joined = MovableArray.joined(parts)
            #expect(joined.map(\.value) == Array(0..<40))
            #expect(parts.allSatisfy { $0.count == 0 })
            #expect(Counted.alive == before + 40)
        }
        #expect(Counted.alive == before)
        // What is left in a part when it goes is released with it.
        do {
            let part = MovableArray<Counted>()
            part.append(Counted(1))
            #expect(Counted.alive == before + 1)
        }
        #expect(Counted.alive == before)
    }
}

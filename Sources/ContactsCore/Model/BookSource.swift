import Foundation
import Synchronization

/// The bytes a book was read from. Each contact read from them keeps its place in them (a
/// `SourceSpan`) until it changes, so a save copies the contacts nobody touched as they were
/// read instead of writing them again: a save of 100,000 contacts then writes one line anew
/// (docs/DECISIONS.md #46).
public struct BookSource: Sendable {
    /// Tells this reading's spans from any other's: a contact carries the number, not the bytes.
    let id: Int
    let data: Data

    private static let lastID = Atomic<Int>(0)

    init(_ data: Data) {
        id = Self.lastID.add(1, ordering: .relaxed).newValue
        self.data = data
    }
}

/// Where a contact's object lies in the bytes of the `BookSource` numbered `source`: one line,
/// so it can be copied into a file that keeps one contact a line.
struct SourceSpan: Sendable {
    let source: Int
    let range: Range<Int>
}

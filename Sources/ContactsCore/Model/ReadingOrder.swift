extension Array where Element == Contact {
    /// The indices in the order the contacts lie in the file they are kept in, those in memory
    /// after them: a pass over every contact in that order reads the file a window at a time
    /// instead of a call a contact (`SourceBytes`).
    var readingOrder: [Int] {
        let offsets = map(\.keptOffset)
        guard offsets.contains(where: { $0 != nil }) else { return [Int](indices) }
        return [Int](indices).sorted { first, second in
            (offsets[first] ?? Int.max, first) < (offsets[second] ?? Int.max, second)
        }
    }
}

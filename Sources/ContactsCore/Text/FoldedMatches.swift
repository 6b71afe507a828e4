extension String {
    /// Where folded search words occur in the text, as merged ranges of character offsets: what a
    /// list highlights. Each character is folded on its own, so a match maps back to the
    /// characters shown, whatever folding did to their length (ß, æ, full-width letters).
    public func foldedMatchRanges(of words: [String]) -> [Range<Int>] {
        guard !words.isEmpty else { return [] }
        var folded: [UInt8] = []
        // For each byte of the folded text, the offset of the character it came from.
        var owners: [Int] = []
        var folder = TextFolder()
        for (offset, character) in enumerated() {
            let piece = folder.fold(String(character)).utf8
            folded += piece
            owners += repeatElement(offset, count: piece.count)
        }
        var ranges: [Range<Int>] = []
        for word in words {
            let needle = Array(word.utf8)
            guard !needle.isEmpty, needle.count <= folded.count else { continue }
            var start = 0
            // UTF-8 is self-synchronising: a whole-character needle only matches at character starts.
            while start + needle.count <= folded.count {
                if folded[start..<start + needle.count].elementsEqual(needle) {
                    ranges.append(owners[start]..<owners[start + needle.count - 1] + 1)
                    start += needle.count
                } else {
                    start += 1
                }
            }
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }.reduce(into: []) { merged, range in
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
    }
}

#if canImport(Glibc)
    import Glibc
#endif

extension UnsafeRawBufferPointer {
    /// Where `needle` first lies wholly inside `range`. One byte: memchr. Longer: sixteen
    /// places at a time are tested for the needle's first and last bytes together (SIMD
    /// compares), and only where both are found is the middle compared. memchr on the first
    /// byte alone stopped at every "h" of a search for "ho". (memmem needs _GNU_SOURCE, which
    /// Swift's Glibc module does not define.)
    package func firstOffset(of needle: UnsafeRawBufferPointer, in range: Range<Int>) -> Int? {
        let length = needle.count
        guard length > 0 else { return range.lowerBound }
        guard length <= range.count, let base = baseAddress else { return nil }
        let first = needle[0]
        guard length > 1 else {
            return memchr(base + range.lowerBound, Int32(first), range.count).map { base.distance(to: UnsafeRawPointer($0)) }
        }
        let last = needle[length - 1]
        let starts = range.upperBound - length + 1
        let firsts = SIMD16<UInt8>(repeating: first)
        let lasts = SIMD16<UInt8>(repeating: last)
        var offset = range.lowerBound
        // The last compare may read bytes past the range that the buffer still holds, and looks
        // only at places inside it: a range as short as one contact's text was otherwise mostly
        // tested byte by byte. Byte by byte only at the buffer's very end.
        while offset < starts, offset + length + 15 <= count {
            let heads = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            let tails = base.loadUnaligned(fromByteOffset: offset + length - 1, as: SIMD16<UInt8>.self)
            let both = (heads .== firsts) .& (tails .== lasts)
            if any(both) {
                for lane in 0..<Swift.min(16, starts - offset) where both[lane] && middleMatches(at: offset + lane, needle) { return offset + lane }
            }
            offset += 16
        }
        while offset < starts {
            if self[offset] == first, self[offset + length - 1] == last, middleMatches(at: offset, needle) { return offset }
            offset += 1
        }
        return nil
    }

    /// Whether the needle's bytes between its first and last are at `offset`'s.
    private func middleMatches(at offset: Int, _ needle: UnsafeRawBufferPointer) -> Bool {
        guard needle.count > 2, let base = baseAddress, let needleBase = needle.baseAddress else { return true }
        return memcmp(base + offset + 1, needleBase + 1, needle.count - 2) == 0
    }
}

extension Array where Element == UInt8 {
    /// Byte order (memcmp), the order of folded keys.
    package func bytesPrecede(_ other: [UInt8]) -> Bool {
        withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { mine.bytesPrecede($0) } }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// No byte from 0x80 up, told eight bytes at a time.
    package var isASCII: Bool {
        guard let base = baseAddress else { return true }
        var index = 0
        while index + 8 <= count {
            if UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < count {
            if base[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// The eight bytes from `offset` as a big-endian integer, zeros past the end: such integers
    /// compare as `bytesPrecede` does, wherever they differ.
    package func word(at offset: Int) -> UInt64 {
        if offset + 8 <= count, let base = baseAddress { return UInt64(bigEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)) }
        var word: UInt64 = 0
        for index in offset..<offset + 8 { word = word << 8 | UInt64(index < count ? self[index] : 0) }
        return word
    }

    /// Byte order (memcmp): a prefix comes first.
    package func bytesPrecede(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = Swift.min(count, other.count)
        guard common > 0, let mine = baseAddress, let theirs = other.baseAddress else { return count < other.count }
        let order = memcmp(mine, theirs, common)
        return order < 0 || (order == 0 && count < other.count)
    }
}

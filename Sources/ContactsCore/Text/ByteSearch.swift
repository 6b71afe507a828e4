#if canImport(Glibc)
    import Glibc
#endif

extension UnsafeRawBufferPointer {
    /// Whether `needle` occurs in these bytes: memchr finds each candidate first byte
    /// (vectorised), memcmp checks the rest; no allocation. (memmem needs _GNU_SOURCE, which
    /// Swift's Glibc module does not define.)
    func containsBytes(_ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= count, let base = baseAddress else { return false }
        return needle.withUnsafeBytes { needle in
            guard let needleBase = needle.baseAddress else { return false }
            var offset = 0
            let lastStart = count - needle.count
            while offset <= lastStart {
                guard let hit = memchr(base + offset, Int32(first), lastStart - offset + 1) else { return false }
                if memcmp(hit, needleBase, needle.count) == 0 { return true }
                offset = base.distance(to: UnsafeRawPointer(hit)) + 1
            }
            return false
        }
    }
}

extension Array where Element == UInt8 {
    func containsBytes(_ needle: [UInt8]) -> Bool {
        withUnsafeBytes { $0.containsBytes(needle) }
    }

    /// The first eight bytes as a big-endian integer (zeros past the end): integers compare as
    /// `bytesPrecede` does, wherever they differ.
    var leadingWord: UInt64 {
        var word: UInt64 = 0
        for index in 0..<8 { word = word << 8 | UInt64(index < count ? self[index] : 0) }
        return word
    }

    /// Byte order (memcmp), the order of folded keys.
    func bytesPrecede(_ other: [UInt8]) -> Bool {
        withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { mine.bytesPrecede($0) } }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Byte order (memcmp): a prefix comes first.
    func bytesPrecede(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = Swift.min(count, other.count)
        guard common > 0, let mine = baseAddress, let theirs = other.baseAddress else { return count < other.count }
        let order = memcmp(mine, theirs, common)
        return order < 0 || (order == 0 && count < other.count)
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// Pieces of a few bytes (keys, names) compared as two machine words that overlap when the
/// piece is shorter than both: no loop over the bytes and no call to memcmp, which for pieces
/// this short cost more than the work (callgrind: a tenth of telling a contact's keys apart).
enum ShortBytes {
    @inline(__always)
    static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        switch count {
        case 8...16: equal(UInt64.self, first, second, count: count)
        case 4..<8: equal(UInt32.self, first, second, count: count)
        case 2..<4: equal(UInt16.self, first, second, count: count)
        case 1: first.load(as: UInt8.self) == second.load(as: UInt8.self)
        case 0: true
        default: memcmp(first, second, count) == 0
        }
    }

    /// The first word and the last (the same bytes twice when `count` is one word's size).
    @inline(__always)
    private static func equal<Word: FixedWidthInteger>(_: Word.Type, _ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        let last = count - MemoryLayout<Word>.size
        return first.loadUnaligned(as: Word.self) == second.loadUnaligned(as: Word.self)
            && first.loadUnaligned(fromByteOffset: last, as: Word.self) == second.loadUnaligned(fromByteOffset: last, as: Word.self)
    }
}

/// A 64-bit checksum of a few hundred bytes (one contact's line), taken as a book is read and
/// checked at each later read of the same bytes from the file: two interleaved lanes of
/// FNV-1a over 8-byte words, each stirred, so the multiplications do not wait on each other.
enum LineChecksum {
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var lanes: (UInt64, UInt64) = (0xcbf2_9ce4_8422_2325, UInt64(bytes.count))
        var offset = 0
        // Wrapping arithmetic: the offsets stay within the bytes, and each overflow check was
        // a fifth of the loop's instructions.
        while bytes.count &- offset >= 16 {
            mix(&lanes.0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            mix(&lanes.1, bytes.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self))
            offset &+= 16
        }
        while offset < bytes.count {
            lanes.0 = (lanes.0 ^ UInt64(bytes[offset])) &* 0x100_0000_01b3
            offset += 1
        }
        mix(&lanes.0, lanes.1)
        return lanes.0
    }

    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 { of(UnsafeRawBufferPointer(bytes)) }

    private static func mix(_ hash: inout UInt64, _ word: UInt64) {
        hash = (hash ^ word) &* 0x100_0000_01b3
        hash ^= hash >> 29
    }
}

import ContactsCore

extension FileFingerprint {
    /// A file's content hash to which each piece of the file adds its own share, wherever the
    /// piece starts and however the file is cut: the sum of one term for each 8-byte word of
    /// the file (at offsets 8i, the last one padded with zeros), the word multiplied by a number
    /// of its place (wyhash's full 64 x 64 -> 128 product, its halves folded), with the size
    /// mixed in at the end. A word cut between two pieces is kept by each as the bytes it has,
    /// and they are put together when the shares are joined. So the parts that read a large
    /// book on all cores hash it as they read it (a book's first read needs no pass of its own
    /// before its walk), and a save hashes the pieces it writes.
    package struct FileHasher {
        /// The terms of a piece's whole words, and the bytes it has of the words it shares with
        /// the pieces before and after it.
        package struct Share {
            var sum: UInt64
            var cutWords: [CutWord]
        }

        /// Some bytes of the word at `index`, in their places, the others zero.
        struct CutWord {
            let index: Int
            let bytes: UInt64
        }

        private var sum: UInt64 = 0
        /// Where the next byte lies in the file.
        private var offset: Int
        /// The bytes had of the word being filled, in their places.
        private var pending: UInt64 = 0
        /// Whether the word being filled started before this piece.
        private var pendingIsCut: Bool
        private var cutWords: [CutWord] = []

        /// For the bytes from `offset` in the file on.
        package init(from offset: Int) {
            self.offset = offset
            pendingIsCut = offset & 7 != 0
        }

        /// The bytes that follow those combined before (or the offset the hasher started at).
        package mutating func combine(_ bytes: UnsafeRawBufferPointer) {
            guard let base = bytes.baseAddress else { return }
            var index = 0
            while offset & 7 != 0, index < bytes.count {
                place(bytes[index])
                index += 1
            }
            // Four words at a time into four sums: no product waits on another.
            let wordsStart = index
            var sums = (sum, UInt64(0), UInt64(0), UInt64(0))
            var multiplier = UInt64(truncatingIfNeeded: offset >> 3) &* Self.step
            let step = Self.step
            func term(_ at: Int, _ multiplier: UInt64) -> UInt64 {
                Self.term((base + at).loadUnaligned(as: UInt64.self), multiplier: multiplier)
            }
            while bytes.count - index >= 32 {
                sums.0 &+= term(index, multiplier)
                sums.1 &+= term(index + 8, multiplier &+ step)
                sums.2 &+= term(index + 16, multiplier &+ 2 &* step)
                sums.3 &+= term(index + 24, multiplier &+ 3 &* step)
                (index, multiplier) = (index + 32, multiplier &+ 4 &* step)
            }
            while bytes.count - index >= 8 {
                sums.0 &+= term(index, multiplier)
                (index, multiplier) = (index + 8, multiplier &+ step)
            }
            sum = sums.0 &+ sums.1 &+ sums.2 &+ sums.3
            offset += index - wordsStart
            while index < bytes.count {
                place(bytes[index])
                index += 1
            }
        }

        /// This piece's share of the hash.
        package var share: Share {
            Share(sum: sum, cutWords: offset & 7 == 0 ? cutWords : cutWords + [CutWord(index: offset >> 3, bytes: pending)])
        }

        /// The hash of the file fed whole, from its first byte.
        package func finish() -> UInt64 { Self.join([share], size: offset) }

        /// The hash of a file of `size` bytes whose pieces, together all of it once, have these
        /// shares.
        package static func join(_ shares: [Share], size: Int) -> UInt64 {
            var total: UInt64 = 0
            var cut: [Int: UInt64] = [:]
            for share in shares {
                total &+= share.sum
                for word in share.cutWords { cut[word.index, default: 0] |= word.bytes }
            }
            for (index, word) in cut { total &+= term(word, at: index) }
            var hash = ContentHasher.seed
            ContentHasher.mix(&hash, UInt64(size))
            ContentHasher.mix(&hash, total)
            return hash
        }

        /// The term of the word at `index` (the word at offset 8 x index).
        static func term(_ word: UInt64, at index: Int) -> UInt64 {
            term(word, multiplier: UInt64(truncatingIfNeeded: index) &* step)
        }

        /// A word's term, its place's multiplier `multiplier` (its index times `step`).
        @inline(__always)
        private static func term(_ word: UInt64, multiplier: UInt64) -> UInt64 {
            let product = (word ^ secret).multipliedFullWidth(by: multiplier | 1)
            return product.high ^ product.low
        }

        /// wyhash's first secret, and the golden ratio's 64-bit step between places.
        private static let secret: UInt64 = 0xa076_1d64_78bd_642f
        private static let step: UInt64 = 0x9e37_79b9_7f4a_7c15

        private mutating func place(_ byte: UInt8) {
            pending |= UInt64(byte) << (8 * (offset & 7))
            offset += 1
            guard offset & 7 == 0 else { return }
            let index = offset >> 3 - 1
            if pendingIsCut {
                cutWords.append(CutWord(index: index, bytes: pending))
                pendingIsCut = false
            } else {
                sum &+= Self.term(pending, at: index)
            }
            pending = 0
        }
    }
}

import Foundation

/// A large book's spans and keys, kept in the cache directory beside nothing else, so that
/// opening the same book again reads about 25 MB of ready-made records instead of walking
/// 100,000 contacts' JSON to make them (docs/DECISIONS.md #58).
///
/// Trusted only for the very bytes it was made from: its header holds the book's size and
/// content hash, its own bytes end with their hash, and it names the key rules it was made
/// with (`rules`, which must still make the same keys). Anything else and the book is read as
/// before and the index made again: losing or spoiling it costs one slower open, never a
/// contact. Every contact's bytes are still checked against their checksum when read.
///
/// Layout, in this machine's byte order: a header of eight 64-bit words (`Header`), a record
/// of 64 bytes per contact in the file's order (`Record`), the list order (`SortKeyOrder`'s
/// positions, 32 bits each), the sort keys, the haystacks, and the hash of everything before it.
enum BookIndex {
    static let headerSize = 64
    static let recordSize = 64
    /// "CBINDEX1" as a word: also tells an index written in the other byte order.
    static let magic = UInt64(littleEndian: 0x3158_4544_4E49_4243)

    /// Where the index of the book at `bookPath` lives in `directory`: one file per book, named
    /// by a hash of the book's absolute path, overwritten whenever it is made again.
    static func path(forBook bookPath: String, in directory: String) -> String {
        let absolute = URL(fileURLWithPath: bookPath).standardizedFileURL.path
        let name = String(FileFingerprint.stableHash(Data(absolute.utf8)), radix: 16)
        return (directory as NSString).appendingPathComponent(name + ".index")
    }

    struct Header: Equatable {
        var rules: UInt64
        var bookSize: Int
        var bookHash: UInt64
        var version: Int
        var count: Int
        var sortKeysSize: Int
        var haystacksSize: Int

        var words: [UInt64] {
            [magic, rules, UInt64(bookSize), bookHash, UInt64(version), UInt64(count), UInt64(sortKeysSize), UInt64(haystacksSize)]
        }

        /// The header in `bytes` (64 of them); nil for anything but an index's, or counts no
        /// index of a book of its size can have.
        init?(_ bytes: UnsafeRawBufferPointer) {
            guard bytes.count == headerSize else { return nil }
            let words = (0..<8).map { bytes.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self) }
            // Each contact's line takes at least three bytes of the book, and its keys fewer
            // bytes than its line: larger counts are a spoiled index, never allocated.
            let limit = UInt64(Int32.max)
            guard words[0] == magic, words[2] <= limit, words[4] <= limit, words[5] <= words[2] / 3, words[6] <= words[2], words[7] <= words[2]
            else { return nil }
            self.init(
                rules: words[1], bookSize: Int(words[2]), bookHash: words[3], version: Int(words[4]), count: Int(words[5]),
                sortKeysSize: Int(words[6]), haystacksSize: Int(words[7]))
        }

        init(rules: UInt64, bookSize: Int, bookHash: UInt64, version: Int, count: Int, sortKeysSize: Int, haystacksSize: Int) {
            (self.rules, self.bookSize, self.bookHash, self.version) = (rules, bookSize, bookHash, version)
            (self.count, self.sortKeysSize, self.haystacksSize) = (count, sortKeysSize, haystacksSize)
        }

        /// The index file's size: header, records, order, keys, haystacks and the closing hash.
        var fileSize: Int { headerSize + count * (recordSize + 4) + sortKeysSize + haystacksSize + 8 }
    }

    /// One contact: its line in the book, the line's checksum, its id and its keys, with the
    /// sort key and haystacks as ranges of the index's own.
    struct Record {
        var line: Range<Int>
        var checksum: UInt64
        var id: UUID
        var sortKey: Range<Int>
        var text: Range<Int>
        var digits: Range<Int>
        var favorite: Bool
        var hasOccasion: Bool

        init(line: Range<Int>, checksum: UInt64, id: UUID, sortKey: Range<Int>, keys: ContactKeys) {
            (self.line, self.checksum, self.id, self.sortKey) = (line, checksum, id, sortKey)
            (text, digits, favorite, hasOccasion) = (keys.text, keys.digits, keys.favorite, keys.hasOccasion)
        }

        /// The contact's keys, its sort key copied out of the index's `sortKeys`.
        func keys(sortKeys: [UInt8]) -> ContactKeys {
            ContactKeys(sortKey: Array(sortKeys[sortKey]), favorite: favorite, hasOccasion: hasOccasion, text: text, digits: digits)
        }

        /// The record at `index` among `records`, which must hold it.
        init(_ records: UnsafeRawBufferPointer, _ index: Int) {
            let base = index * recordSize
            func word(_ offset: Int) -> Int { Int(records.loadUnaligned(fromByteOffset: base + offset, as: UInt32.self)) }
            // 48 bits are more than any book's size, and keep a spoiled start from overflowing.
            let start = Int(truncatingIfNeeded: records.loadUnaligned(fromByteOffset: base, as: UInt64.self) & 0xFFFF_FFFF_FFFF)
            line = start..<start + word(32)
            checksum = records.loadUnaligned(fromByteOffset: base + 8, as: UInt64.self)
            id = UUID(uuid: records.loadUnaligned(fromByteOffset: base + 16, as: uuid_t.self))
            sortKey = word(36)..<word(36) + word(40)
            text = word(44)..<word(44) + word(48)
            digits = word(52)..<word(52) + word(56)
            let flags = word(60)
            (favorite, hasOccasion) = (flags & 1 != 0, flags & 2 != 0)
        }

        func store(to bytes: UnsafeMutableRawPointer) {
            func word(_ value: Int, _ offset: Int) { bytes.storeBytes(of: UInt32(truncatingIfNeeded: value), toByteOffset: offset, as: UInt32.self) }
            bytes.storeBytes(of: UInt64(line.lowerBound), toByteOffset: 0, as: UInt64.self)
            bytes.storeBytes(of: checksum, toByteOffset: 8, as: UInt64.self)
            bytes.storeBytes(of: id.uuid, toByteOffset: 16, as: uuid_t.self)
            word(line.count, 32)
            word(sortKey.lowerBound, 36)
            word(sortKey.count, 40)
            word(text.lowerBound, 44)
            word(text.count, 48)
            word(digits.lowerBound, 52)
            word(digits.count, 56)
            word((favorite ? 1 : 0) | (hasOccasion ? 2 : 0), 60)
        }
    }

    /// The key rules this build makes keys with, as the hash of the keys it makes for a few
    /// contacts that exercise them (names in several scripts, phones, a favourite with a
    /// birthday): an index made by a build with other folding or sort rules is not used.
    static let rules: UInt64 = {
        var hasher = FileFingerprint.ContentHasher()
        for part in probeKeys.parts {
            for contact in part.keys {
                let numbers = [
                    contact.text.lowerBound, contact.text.count, contact.digits.count, contact.favorite ? 1 : 0, contact.hasOccasion ? 1 : 0,
                ]
                (contact.sortKey + numbers.map { UInt8(truncatingIfNeeded: $0) }).withUnsafeBytes { hasher.combine($0) }
            }
            part.haystacks.withUnsafeBytes { hasher.combine($0) }
        }
        // The layout's own version, for a change to the records that keeps the keys.
        withUnsafeBytes(of: UInt64(1)) { hasher.combine($0) }
        return hasher.finish()
    }()

    /// The keys of the probe contacts, made as a book's are when it is read.
    static var probeKeys: BookKeys {
        var maker = ContactKeyMaker(capacity: probes.count)
        for probe in probes {
            let line = Array(probe.utf8)
            line.withUnsafeBufferPointer { bytes in
                var scanner = JSONScanner(bytes)
                if (try? scanner.contactFields(into: &maker)) == nil { maker.dropContact() }
            }
        }
        return maker.keys
    }

    private static let probes = [
        #"{"company":"Analytical Engines Ltd","emails":[{"label":"home","value":"Ada@Example.org"}],"favorite":true,"firstName":"Ada","id":"67BA9DFD-8491-5734-B183-AB2AF29CFA36","lastName":"Lovelace","nickname":"Ada L.","notes":"Prefers letters.","phones":[{"label":"mobile","value":"+44 20 7946 0018"}],"birthday":"1815-12-10","tags":["friends"]}"#,
        #"{"firstName":"Ǆémile","id":"3B003902-2E41-5928-997C-C58432C0EF42","lastName":"Ångström-Straße","addresses":[{"city":"İstanbul","street":"Ὀδυσσέως 1"}]}"#,
        #"{"firstName":"Светлана","id":"75F0E5CD-5FE2-5D77-B9D6-6094F2AAA15D","lastName":"李","company":"مكتب","jobTitle":"ﬁnance","phones":[{"value":"(0) 1-2"}]}"#,
        #"{"company":"ZZ Top","id":"75F0E5CD-5FE2-5D77-B9D6-6094F2AAA15E","anniversary":"--04-02"}"#,
    ]
}

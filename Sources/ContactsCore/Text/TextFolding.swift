import Foundation

extension String {
    /// A key that compares the way people expect in a contacts book, whatever LANG says:
    /// case, accents and width ignored, so "Ångström" sorts with A and "Émile" with E.
    public var folded: String {
        // ASCII has no accents or widths to fold: lowercasing is the same, and many times faster.
        if utf8.allSatisfy({ $0 < 0x80 }) { return lowercased() }
        var folder = TextFolder()
        var bytes: [UInt8] = []
        folder.append(self, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Foundation's folding of the whole text, and the letters it leaves: the reference that
    /// `ScalarFolding` remembers scalar by scalar.
    var foldedWhole: String {
        let folded = folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        guard folded.unicodeScalars.contains(where: { Self.letterFoldings[$0] != nil }) else { return folded }
        var result = ""
        for scalar in folded.unicodeScalars {
            if let replacement = Self.letterFoldings[scalar] { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Letters whose "accent" is part of the letter (a stroke, a ligature), which Unicode does
    /// not decompose, so diacritic folding leaves them: Łukasiewicz must still sort with L.
    private static let letterFoldings: [Unicode.Scalar: String] = [
        "ł": "l", "ø": "o", "đ": "d", "ð": "d", "ħ": "h", "ŧ": "t", "ı": "i", "ŀ": "l",
        "æ": "ae", "œ": "oe", "ß": "ss", "þ": "th",
    ]
}

/// Folding one scalar at a time, each scalar's folding asked of Foundation once and then
/// remembered: a book uses a few hundred distinct letters, and Foundation's folding costs
/// microseconds a call, which made folding 100,000 names take most of a second. Text with
/// scalars whose folding depends on their neighbours (combining marks, Hangul) is folded whole.
///
/// Each folder works on its own copy of what was learnt so far (threads folding a book in
/// parts never wait on each other) and shares what it learns.
package struct TextFolder {
    private enum Folding {
        /// Up to eight bytes kept in the value itself: a shared array's reference count, touched
        /// by both cores at every letter, made folding a book in parallel slower than alone.
        case short(UInt64, count: Int)
        case long([UInt8])
        /// Folding this scalar alone may differ from folding it in its text.
        case contextual
    }

    private static let shared = Locked<[Unicode.Scalar: Folding]>([:])
    private var table: [Unicode.Scalar: Folding]
    /// The short foldings met last, each in the slot of its scalar's low bits: looked up without
    /// hashing (the dictionary's hashing was a sixth of a `query` over 100,000 contacts).
    /// Made only once a folder has looked up enough letters to pay for it: most folders fold
    /// one name or one character (`String.folded`) and would allocate it for nothing.
    private var recent: [(scalar: UInt32, packed: UInt64, count: Int)] = []
    private var lookups = 0
    private static let recentSlots = 256
    private static let lookupsBeforeRecent = 64

    package init() {
        table = Self.shared.withLock { $0 }
    }

    /// Appends the folding of a scalar outside ASCII; false when it depends on its neighbours.
    private mutating func appendFolding(of scalar: Unicode.Scalar, to bytes: inout [UInt8]) -> Bool {
        if recent.isEmpty {
            lookups += 1
            if lookups == Self.lookupsBeforeRecent { recent = Array(repeating: (UInt32.max, 0, 0), count: Self.recentSlots) }
        }
        let slot = Int(scalar.value) & (Self.recentSlots - 1)
        if !recent.isEmpty, recent[slot].scalar == scalar.value {
            Self.append(recent[slot].packed, count: recent[slot].count, to: &bytes)
            return true
        }
        switch table[scalar] ?? learn(scalar) {
        case .short(let packed, let count):
            if !recent.isEmpty { recent[slot] = (scalar.value, packed, count) }
            Self.append(packed, count: count, to: &bytes)
        case .long(let replacement): replacement.withUnsafeBufferPointer { bytes.append(copying: $0) }
        case .contextual: return false
        }
        return true
    }

    /// The first `count` bytes of a folding packed in an integer.
    @inline(__always)
    private static func append(_ packed: UInt64, count: Int, to bytes: inout [UInt8]) {
        bytes.append(count: count) { target in
            withUnsafeBytes(of: packed.littleEndian) { word in
                guard let source = word.baseAddress else { preconditionFailure("eight bytes have an address") }
                ShortBytes.copy(from: source, to: target, count: count)
            }
        }
    }

    /// Appends the folded UTF-8 of `text`: ASCII runs copied and lowercased in place, other
    /// scalars looked up.
    package mutating func append(_ text: String, to bytes: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ append(utf8: $0, to: &bytes) }) != true {
            Self.appendWhole(text, to: &bytes)
        }
    }

    /// Foundation's folding of the whole text (`foldedWhole`).
    private static func appendWhole(_ text: String, to bytes: inout [UInt8]) {
        var folded = text.foldedWhole
        folded.withUTF8 { bytes.append(copying: $0) }
    }

    /// The same for well-formed UTF-8 bytes, folded whole when a scalar's folding depends on
    /// its neighbours.
    package mutating func append(utf8Text utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        if !append(utf8: utf8, to: &bytes) { Self.appendWhole(String(decoding: utf8, as: UTF8.self), to: &bytes) }
    }

    /// The same for UTF-8 bytes; false (and nothing appended) when they hold a scalar whose
    /// folding depends on its neighbours, or are not well-formed at the end.
    package mutating func append(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) -> Bool {
        let start = bytes.count
        var index = 0
        while index < utf8.count {
            let end = Self.asciiRunEnd(utf8, from: index)
            if end > index { Self.appendLowercased(UnsafeBufferPointer(rebasing: utf8[index..<end]), to: &bytes) }
            guard end < utf8.count else { break }
            guard let (scalar, length) = Self.scalar(in: utf8, at: end), appendFolding(of: scalar, to: &bytes) else {
                bytes.removeSuffix(from: start)
                return false
            }
            index = end + length
        }
        return true
    }

    /// Where the run of ASCII bytes from `start` ends, eight bytes at a time.
    private static func asciiRunEnd(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = utf8.baseAddress else { return start }
        var end = start
        while end + 8 <= utf8.count, UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { end += 8 }
        while end < utf8.count, base[end] < 0x80 { end += 1 }
        return end
    }

    /// ASCII appended lowercased as it is copied, eight bytes at a time: a byte gets 0x20 when
    /// it is from "A" (adding 0x3F reaches 0x80) and not past "Z" (adding 0x25 does not).
    private static func appendLowercased(_ ascii: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        guard let source = ascii.baseAddress else { return }
        bytes.append(count: ascii.count) { target in
            var index = 0
            while index + 8 <= ascii.count {
                let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
                let upper = (word &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(word &+ 0x2525_2525_2525_2525) & 0x8080_8080_8080_8080
                UnsafeMutableRawPointer(target + index).storeBytes(of: word | upper >> 2, as: UInt64.self)
                index += 8
            }
            while index < ascii.count {
                target[index] = source[index] &- 0x41 < 26 ? source[index] | 0x20 : source[index]
                index += 1
            }
        }
    }

    /// The scalar whose UTF-8 starts at `index`, and its length; nil when the bytes end first.
    private static func scalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = UInt32(utf8[index])
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= utf8.count else { return nil }
        var value = lead & (0x7F >> length)
        for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    private mutating func learn(_ scalar: Unicode.Scalar) -> Folding {
        let alone = String(Character(scalar)).foldedWhole
        // Marks (or what folds to one, as half-width katakana sound marks do), Hangul jamo and
        // syllables, joiners and selectors combine with their neighbours.
        let contextual =
            ([scalar] + alone.unicodeScalars).contains { scalar in
                let properties = scalar.properties
                return properties.canonicalCombiningClass != .notReordered
                    || [.nonspacingMark, .spacingMark, .enclosingMark, .format].contains(properties.generalCategory)
                    || properties.isVariationSelector
            }
            || (0x1100...0x11FF).contains(scalar.value) || (0x3130...0x318F).contains(scalar.value)
            || (0xAC00...0xD7A3).contains(scalar.value)
        let folding: Folding =
            contextual
            ? .contextual
            : alone.utf8.count <= 8
                ? .short(alone.utf8.reversed().reduce(0) { $0 << 8 | UInt64($1) }, count: alone.utf8.count) : .long(Array(alone.utf8))
        table[scalar] = folding
        Self.shared.withLock { $0[scalar] = folding }
        return folding
    }
}

extension [UInt8] {
    /// Appends `count` bytes, all of which `write` stores through the pointer it is given: a
    /// folded piece of known length checks for room once, not once a byte.
    fileprivate mutating func append(count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) {
        let start = self.count
        append(contentsOf: repeatElement(0, count: count))
        withUnsafeMutableBufferPointer { bytes in bytes.baseAddress.map { write($0 + start) } }
    }

    /// Appends a copy of `bytes`.
    fileprivate mutating func append(copying bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        append(count: bytes.count) { ShortBytes.copy(from: source, to: $0, count: bytes.count) }
    }

    /// Drops the bytes from `start` on.
    fileprivate mutating func removeSuffix(from start: Int) {
        removeSubrange(Swift.min(Swift.max(start, 0), count)...)
    }
}

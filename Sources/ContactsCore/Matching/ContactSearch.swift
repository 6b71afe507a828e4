/// Whether a contact matches a search: every word of the query must appear, case and accents
/// ignored, in the contact's names (every part, as written, phonetic), company, department,
/// title, role, further organisations, emails, phones, URLs, profiles, related people,
/// addresses, notes or tags. A
/// word of digits (spaces, dashes, dots, brackets and + allowed) also matches a phone number
/// written with other separators.
public struct ContactSearch: Sendable {
    /// What a contact offers to a search, folded once: `ContactWorker` keeps it per contact so
    /// filtering as the user types does not fold the whole book at every key press.
    public struct Haystack: Sendable {
        /// Folded UTF-8, searched as bytes (`containsBytes`): Foundation's `contains` took 20%
        /// of a filter.
        package let text: [UInt8]
        let digits: [UInt8]

        public init(_ contact: Contact) {
            var folder = TextFolder()
            var bytes: [UInt8] = []
            let (text, digits) = Self.append(contact, to: &bytes, folder: &folder)
            self.text = Array(bytes[text])
            self.digits = Array(bytes[digits])
        }

        /// Appends the contact's folded text, then its phones' digits, and says where each
        /// lies: the index keeps a whole book's haystacks in a few buffers, so a search reads
        /// memory in sequence. Each non-empty field is apart from the one before by U+0001
        /// (which no query word contains, so no match spans two fields); each phone's digits
        /// from the one before by a space (a phone without digits still takes its place).
        package static func append(_ contact: Contact, to bytes: inout [UInt8], folder: inout TextFolder) -> (text: Range<Int>, digits: Range<Int>) {
            let start = bytes.count
            func add(_ field: String) {
                guard !field.isEmpty else { return }
                if bytes.count > start { bytes.append(0x01) }
                folder.append(field, to: &bytes)
            }
            // Fields in the order the book file writes them (sorted keys).
            for address in contact.addresses {
                add(address.city)
                add(address.country)
                add(address.extendedAddress)
                add(address.poBox)
                add(address.postalCode)
                add(address.region)
                add(address.street)
            }
            add(contact.company)
            add(contact.department)
            for entry in contact.emails { add(entry.value) }
            add(contact.firstName)
            add(contact.formattedName)
            add(contact.jobTitle)
            add(contact.lastName)
            add(contact.middleName)
            add(contact.namePrefix)
            add(contact.nameSuffix)
            add(contact.nickname)
            add(contact.notes)
            for entry in contact.organizations {
                add(entry.label)
                add(entry.value)
            }
            for entry in contact.phones { add(entry.value) }
            add(contact.phoneticFirstName)
            add(contact.phoneticLastName)
            for entry in contact.profiles { add(entry.value) }
            for entry in contact.related { add(entry.value) }
            add(contact.role)
            for tag in contact.tags { add(tag) }
            for entry in contact.urls { add(entry.value) }
            let textEnd = bytes.count
            for (position, entry) in contact.phones.enumerated() {
                if position > 0 { bytes.append(0x20) }
                if !appendASCIIDigits(of: entry.value, to: &bytes) { bytes.append(contentsOf: entry.value.digits.utf8) }
            }
            return (start..<textEnd, textEnd..<bytes.count)
        }

        /// Appends the digits of ASCII text as they stand, no string made for them; false (and
        /// nothing appended) for text past ASCII, whose digits `digits` reads.
        private static func appendASCIIDigits(of text: String, to bytes: inout [UInt8]) -> Bool {
            let utf8 = text.utf8.span
            let start = bytes.count
            var isASCII = true
            bytes.append(addingCapacity: utf8.count) { digits in
                for index in utf8.indices {
                    let byte = utf8[index]
                    guard byte < 0x80 else {
                        isASCII = false
                        return
                    }
                    if byte &- 0x30 < 10 { digits.append(byte) }
                }
            }
            if !isASCII { bytes.removeSubrange(start...) }
            return isASCII
        }
    }

    /// The query's words, folded: what a presenter highlights.
    public let words: [String]
    /// The words as UTF-8, to search haystacks with.
    private let needles: [[UInt8]]
    /// For each word written as a phone number, its digits; nil for other words.
    private let phoneDigits: [[UInt8]?]

    public init(_ query: String) {
        words = query.folded.split(whereSeparator: \.isWhitespace).map(String.init)
        phoneDigits = words.map { word in
            // A number in national form (020 7946 0018) drops its trunk 0 to match the same
            // number stored with its country code (+44 20 7946 0018).
            let digits = String(word.filter(\.isNumber).drop { $0 == "0" })
            let isPhoneLike = digits.count >= 3 && word.allSatisfy { $0.isNumber || "+-.()/".contains($0) }
            return isPhoneLike ? Array(digits.utf8) : nil
        }
        needles = words.map { Array($0.utf8) }
    }

    public var isEmpty: Bool { words.isEmpty }

    /// The word a scan of many haystacks at once looks for: the longest (likely the rarest) of
    /// those that must be in the folded text; nil when every word is a phone number, which may
    /// be found in the digits instead.
    package var leadNeedle: [UInt8]? {
        needles.indices.filter { phoneDigits[$0] == nil }.map { needles[$0] }.max { $0.count < $1.count }
    }

    /// How far into this search's lead word the earlier search's lies, when it does: where
    /// this word is found, the earlier one is found that far in.
    package func leadShift(from earlier: ContactSearch) -> Int? {
        guard let lead = leadNeedle, let earlierLead = earlier.leadNeedle, earlierLead.count <= lead.count else { return nil }
        return (0...(lead.count - earlierLead.count)).first { lead[$0..<$0 + earlierLead.count].elementsEqual(earlierLead) }
    }

    /// Whether every contact this search matches is one `earlier` matched: each earlier word
    /// lies inside a word of this one (typing on at the end, or adding words). Phone-number
    /// words match in two ways, so they never narrow.
    package func narrows(_ earlier: ContactSearch) -> Bool {
        !earlier.isEmpty && earlier.phoneDigits.allSatisfy { $0 == nil } && phoneDigits.allSatisfy { $0 == nil }
            && earlier.needles.allSatisfy { old in needles.contains { $0.containsBytes(old) } }
    }

    public func matches(_ contact: Contact) -> Bool {
        isEmpty || matches(Haystack(contact))
    }

    public func matches(_ haystack: Haystack) -> Bool {
        matches { needle, inDigits in (inDigits ? haystack.digits : haystack.text).containsBytes(needle) }
    }

    /// The rule, whoever searches the bytes: every word is in the folded text, or is a phone
    /// number whose digits are in the phones' digits. `contains` tells whether a needle lies in
    /// the text (or in the digits), as the engine's scan tells it for its haystacks.
    package func matches(containing contains: (_ needle: [UInt8], _ inDigits: Bool) -> Bool) -> Bool {
        for index in needles.indices where !contains(needles[index], false) {
            guard let phone = phoneDigits[index], contains(phone, true) else { return false }
        }
        return true
    }
}

extension [UInt8] {
    /// Whether `needle` occurs in these bytes: its first byte looked for, then the rest compared.
    func containsBytes(_ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= count else { return false }
        var start = 0
        while let found = self[start...(count - needle.count)].firstIndex(of: first) {
            if self[found..<found + needle.count].elementsEqual(needle) { return true }
            start = found + 1
            if start > count - needle.count { return false }
        }
        return false
    }
}

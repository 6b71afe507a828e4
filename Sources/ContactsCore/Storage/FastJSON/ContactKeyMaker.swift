import Foundation

/// Makes each contact's keys (`ContactKeys`: sort key, flags, haystacks) from its members as the
/// scanner walks them in the bytes read, without building the contact: no string, array or
/// box per field, folding text straight from the bytes. Building every contact only to take
/// its keys and drop it was half of reading a large book (docs/DECISIONS.md #55). Every value
/// is checked as `ContactBuilder` checks it, so a contact keyed here decodes later.
struct ContactKeyMaker: ContactReading {
    private var part = BookKeys.Part()
    /// The contact being walked's haystacks, appended to the part's at its end: dozens of
    /// short pieces, each appended to an array, were a tenth of reading a large book.
    private var contactHaystacks = RawBytes(capacity: 4096)
    /// The contact's sort key, copied into an array of its size.
    private var sortKey = RawBytes(capacity: 256)
    private var folder = TextFolder()
    private var haystack = HaystackWriter(at: 0)
    /// The contact being walked's names as they stand in the bytes read, until its id.
    private var names = ScannedNames()
    /// Where the first and last names and the company lie folded in `contactHaystacks`: the
    /// sort key copies them from there instead of folding them again.
    private var foldedFirst = 0..<0
    private var foldedLast = 0..<0
    private var foldedCompany = 0..<0
    private var hasEmail = false
    private var favorite = false
    private var hasOccasion = false

    init(capacity: Int) {
        part.keys.reserveCapacity(capacity)
        part.haystacks.reserveCapacity(capacity * 200)
    }

    var keys: BookKeys { BookKeys(part: part) }

    /// Sorts the keys made so far, on the core that read them (`BookKeys.Part.sortKeys`).
    mutating func sortKeys() {
        part.sortKeys()
    }

    mutating func text(_ field: ContactTextField, _ value: ScannedString?) throws(NotPlainJSON) {
        guard let value else { return }
        try value.check()
        guard field != .uid else { return }
        let folded = haystack.field(value, to: &contactHaystacks, folder: &folder)
        switch field {
        case .firstName: (names.first, foldedFirst) = (value, folded)
        case .lastName: (names.last, foldedLast) = (value, folded)
        case .nickname: names.nickname = value
        case .company: (names.company, foldedCompany) = (value, folded)
        case .jobTitle, .notes, .uid: break
        }
    }

    mutating func labeled(_ list: LabeledList, _ entry: ScannedLabeledValue) throws(NotPlainJSON) {
        try entry.label?.check()
        try entry.value?.check()
        if let value = entry.value { haystack.field(value, to: &contactHaystacks, folder: &folder) }
        switch list {
        case .phones: (entry.value ?? .decoded("")).withUTF8 { haystack.phoneDigits(utf8: $0) }
        case .emails where !hasEmail:
            hasEmail = true
            names.firstEmail = entry.value
        case .emails, .urls: break
        }
    }

    mutating func address(_ address: ScannedAddress) throws(NotPlainJSON) {
        try address.label?.check()
        func add(_ field: ScannedString?) throws(NotPlainJSON) {
            guard let field else { return }
            try field.check()
            haystack.field(field, to: &contactHaystacks, folder: &folder)
        }
        // The order of `ContactSearch.Haystack.append` (the file's).
        try add(address.city)
        try add(address.country)
        try add(address.postalCode)
        try add(address.region)
        try add(address.street)
    }

    mutating func tag(_ tag: ScannedString) throws(NotPlainJSON) {
        try tag.check()
        haystack.field(tag, to: &contactHaystacks, folder: &folder)
    }

    mutating func occasion(_ field: OccasionField, _ date: PartialDate?) {
        if date != nil { hasOccasion = true }
    }

    mutating func favorite(_ favorite: Bool) {
        self.favorite = favorite
    }

    mutating func extra(_ extra: [String: JSONValue]) {}

    mutating func time(_ field: TimeField, _ time: (Date, SourceText.Spelling<Date>?)) {}

    static var readsTimes: Bool { false }

    mutating func unknown(_ key: String, _ value: JSONValue) {}

    /// The last member handed over: the contact's keys are complete.
    mutating func id(_ id: UUID, spelling: SourceText.Spelling<UUID>?) {
        let (text, digits) = haystack.end(&contactHaystacks)
        let start = part.haystacks.count
        contactHaystacks.withUnsafeBytes { part.haystacks.append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
        sortKey.removeSuffix(from: 0)
        appendSortKey(id: id)
        part.keys.append(
            ContactKeys(
                sortKey: sortKey.withUnsafeBytes { Array($0) }, favorite: favorite, hasOccasion: hasOccasion,
                text: text.lowerBound + start..<text.upperBound + start, digits: digits.lowerBound + start..<digits.upperBound + start))
        dropContact()
    }

    /// Forgets the contact being walked: after its id, or when its walk failed (its names
    /// point into bytes that are gone once the walk is over).
    mutating func dropContact() {
        names = ScannedNames()
        (foldedFirst, foldedLast, foldedCompany) = (0..<0, 0..<0, 0..<0)
        (hasEmail, favorite, hasOccasion) = (false, false, false)
        contactHaystacks.removeSuffix(from: 0)
        haystack.begin(at: 0)
    }

    /// The contact's sort key, copied from its names folded in its haystack when it has a last
    /// name to sort by that needs no trimming (nearly always); else folded from the names
    /// (`ScannedNames`).
    private mutating func appendSortKey(id: UUID) {
        if let last = names.last, last.withUTF8(String.isUntrimmed) {
            contactHaystacks.withUnsafeBytes { haystack in
                let folded = haystack.assumingMemoryBound(to: UInt8.self)
                NameParts.appendSortKey(last: foldedLast, first: foldedFirst, company: foldedCompany, to: &sortKey) { range, key in
                    key.append(copying: UnsafeBufferPointer(rebasing: folded[range]))
                }
            }
            ContactKeys.appendSortKeyEnd(id: id, to: &sortKey)
        } else {
            names.appendSortKey(id: id, to: &sortKey, folder: &folder)
        }
    }
}

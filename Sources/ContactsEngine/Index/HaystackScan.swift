import CPrefetch
import ContactsCore

extension HaystackIndex {
    /// Where one contact's haystacks lie (text, then phone digits, one after the other) and
    /// its place in `sorted`. The worker keeps its records in the order their haystacks lie
    /// (part, then start), so a search reads the haystacks in sequence, with no copy of them in
    /// list order (docs/DECISIONS.md #63), and scans those lying back to back as one run.
    struct SearchRecord: Sendable {
        var place: Int32
        let part: Int32
        let start: UInt32
        let textCount: UInt32
        let digitsCount: UInt32

        init(place: Int, part: Int, keys: borrowing ContactKeys) {
            self.place = Int32(place)
            self.part = Int32(part)
            start = UInt32(keys.text.lowerBound)
            textCount = UInt32(keys.text.count)
            digitsCount = UInt32(keys.digits.count)
        }

        var textEnd: Int { Int(start) + Int(textCount) }
        var end: Int { textEnd + Int(digitsCount) }

        /// Where a search that narrows an earlier one, which hit this record, starts reading
        /// its text (`hits(matching:records:parts:among:shift:)`).
        func textStart(narrowing hit: SearchHit, shift: Int?) -> Int {
            shift.map { min(textEnd, max(Int(start), Int(hit.leadAt) - $0)) } ?? Int(start)
        }
    }

    /// A record a search matched, and where in its part the search's lead word was first
    /// found in its text (its text's start for a search with no lead word): the next search,
    /// typed on from this one, looks for its own lead word only in these records, from there.
    struct SearchHit {
        /// The record's index in the worker's records, and its place in `sorted`.
        let record: Int32
        let place: Int32
        let leadAt: UInt32
    }

    /// The hits among the records in `range` that `allows`, in the records' order. The allowed
    /// records whose haystacks lie back to back are scanned as one run for the search's lead
    /// word, and a record is looked at on its own only where the word is found in it (for the
    /// other words). A search record by record called the byte search once a contact, and its
    /// setup and byte-at-a-time tail made a key typed in the filter of 100,000 contacts take
    /// 2-5 ms.
    static func hits(
        matching search: ContactSearch, records: UnsafeBufferPointer<SearchRecord>, range: Range<Int>, parts: [UnsafeRawBufferPointer],
        allows: (SearchRecord) -> Bool
    ) -> [SearchHit] {
        var found: [SearchHit] = []
        guard let lead = search.leadNeedle else {
            for index in range where allows(records[index]) && search.matches(records[index], in: parts) {
                found.append(SearchHit(record: Int32(index), place: records[index].place, leadAt: records[index].start))
            }
            return found
        }
        let checksOtherWords = search.words.count > 1
        lead.withUnsafeBytes { needle in
            var index = range.lowerBound
            while index < range.upperBound {
                guard allows(records[index]) else {
                    index += 1
                    continue
                }
                let first = index
                let part = records[first].part
                var runEnd = records[first].end
                index += 1
                while index < range.upperBound, records[index].part == part, Int(records[index].start) == runEnd, allows(records[index]) {
                    runEnd = records[index].end
                    index += 1
                }
                // A hit belongs to the first record of the run ending after it; a record's later
                // hits cannot tell more than its first one, so the scan goes on at its end.
                var cursor = first
                var offset = Int(records[first].start)
                while let at = parts[Int(part)].firstOffset(of: needle, in: offset..<runEnd) {
                    while records[cursor].end <= at { cursor += 1 }
                    let record = records[cursor]
                    if at + needle.count <= record.textEnd, !checksOtherWords || search.matches(record, in: parts) {
                        found.append(SearchHit(record: Int32(cursor), place: record.place, leadAt: UInt32(at)))
                    }
                    offset = record.end
                    cursor += 1
                }
            }
        }
        return found
    }

    /// The hits among an earlier search's hits, for a search that narrows it (every contact it
    /// matches, the earlier one matched). When this search's lead word holds the earlier one's
    /// `shift` bytes in, it cannot be found before the earlier word's first place less that:
    /// each record is read from there, and to its text's end only.
    static func hits(
        matching search: ContactSearch, records: UnsafeBufferPointer<SearchRecord>, parts: [UnsafeRawBufferPointer],
        among earlier: Slice<UnsafeBufferPointer<SearchHit>>, shift: Int?
    ) -> [SearchHit] {
        var found: [SearchHit] = []
        guard let lead = search.leadNeedle else {
            for hit in earlier where search.matches(records[Int(hit.record)], in: parts) {
                found.append(SearchHit(record: hit.record, place: hit.place, leadAt: records[Int(hit.record)].start))
            }
            return found
        }
        let checksOtherWords = search.words.count > 1
        lead.withUnsafeBytes { needle in
            for index in earlier.indices {
                if index + Self.readAhead < earlier.endIndex {
                    prefetchText(of: earlier[index + Self.readAhead], records: records, parts: parts, shift: shift)
                }
                let hit = earlier[index]
                let record = records[Int(hit.record)]
                if let at = parts[Int(record.part)].firstOffset(of: needle, in: record.textStart(narrowing: hit, shift: shift)..<record.textEnd),
                    !checksOtherWords || search.matches(record, in: parts)
                {
                    found.append(SearchHit(record: hit.record, place: hit.place, leadAt: UInt32(at)))
                }
            }
        }
        return found
    }
}

extension ContactSearch {
    /// Whether the record's haystacks, in `parts`, match.
    fileprivate func matches(_ record: HaystackIndex.SearchRecord, in parts: [UnsafeRawBufferPointer]) -> Bool {
        let part = parts[Int(record.part)]
        return matches { needle, inDigits in
            let range = inDigits ? record.textEnd..<record.end : Int(record.start)..<record.textEnd
            return needle.withUnsafeBytes { part.firstOffset(of: $0, in: range) != nil }
        }
    }
}

extension HaystackIndex {
    /// How many records ahead a scan of scattered records asks for their text: about as many
    /// misses as a core keeps going at once. Reading 20,000 of 100,000 contacts' texts took
    /// 3.6-4.2 ms without, 0.6-1.0 ms four ahead, 0.6-1.3 ms eight or sixteen ahead (by hand,
    /// docs/BENCHMARKS.md).
    static let readAhead = 4

    /// Asks for the lines of the record's text that a narrowing search will read (up to three).
    private static func prefetchText(of hit: SearchHit, records: UnsafeBufferPointer<SearchRecord>, parts: [UnsafeRawBufferPointer], shift: Int?) {
        let record = records[Int(hit.record)]
        guard let base = parts[Int(record.part)].baseAddress else { return }
        let start = record.textStart(narrowing: hit, shift: shift)
        for line in stride(from: start, to: min(record.textEnd, start + 192), by: 64) { contactsbook_prefetch(base + line) }
    }
}

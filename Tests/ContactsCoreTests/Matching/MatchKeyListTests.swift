import Testing

@testable import ContactsCore

/// Duplicate keys are found by their hash, then told apart by their text.
@Suite struct MatchKeyListTests {
    func list() -> MatchKeyList {
        var list = MatchKeyList(capacity: 4)
        list.add(.email, "ada@example.org", contact: 4)
        list.add(.email, "ada@example.org", contact: 4)
        list.add(.name, "ada@example.org", contact: 3)
        list.add(.email, "ada@example.org", contact: 9)
        list.add(.email, "alan@example.org", contact: 2)
        list.add(.email, "ada@example.org", contact: 1)
        return list
    }

    @Test func contactsSharingAKeyJoinTheFirstThatHoldsItAndNoneJoinsItself() {
        var list = list()
        let joins = list.sharedKeys()
        #expect(Set(joins.map { "\($0.first)-\($0.second)-\($0.reason)" }) == ["1-4-email", "1-9-email"])
    }

    /// Different texts whose hashes meet (forced here) are still different keys.
    @Test func keysWhoseHashesMeetAreToldApartByTheirText() {
        var list = list()
        list.records = list.records.map { MatchKeyList.Record(hash: 7, contact: $0.contact, start: $0.start, length: $0.length, reason: $0.reason) }
        let joins = list.sharedKeys()
        #expect(Set(joins.map { "\($0.first)-\($0.second)-\($0.reason)" }) == ["1-4-email", "1-9-email"])
    }

    @Test func thePartsKeysJoinedKeepTheirTexts() {
        var first = MatchKeyList(capacity: 1)
        first.add(.phone, "207946001", contact: 0)
        var second = MatchKeyList(capacity: 1)
        second.add(.email, "x@example.org", contact: 1)
        second.add(.phone, "207946001", contact: 2)
        var joined = MatchKeyList(joining: [first, second])
        #expect(joined.sharedKeys() == [MatchKeyList.Join(first: 0, second: 2, reason: .phone)])
    }
}

import Testing

@testable import ContactsCore

/// The fields few contacts fill take no room until one is filled, and empty is empty.
@Suite struct RareFieldsTests {
    @Test func emptyAgainIsEqualToNeverFilled() {
        var fields = RareFields()
        fields[.department] = "Research"
        fields[.middleName] = "James"
        #expect(fields[.department] == "Research" && fields[.middleName] == "James" && fields[.nameSuffix] == "")
        fields[.department] = ""
        #expect(fields != RareFields())
        fields[.middleName] = ""
        #expect(fields == RareFields())
        fields[.namePrefix] = ""
        #expect(fields == RareFields())
    }

    @Test func aContactIsNoLargerForThem() {
        #expect(MemoryLayout<RareFields>.size == 2 * MemoryLayout<Int>.size)
    }
}

/// The labelled lists likewise.
@Suite struct RareListsTests {
    @Test func anEmptiedListIsNoList() {
        var fields = RareFields()
        fields[.related] = [LabeledValue(label: "spouse", value: "Jane")]
        fields[.dates] = [LabeledValue(label: "graduation", value: "2010-06-01")]
        #expect(fields[.related].map(\.value) == ["Jane"] && fields[.profiles].isEmpty)
        fields[.related] = []
        #expect(fields != RareFields())
        fields[.dates] = []
        #expect(fields == RareFields())
    }
}

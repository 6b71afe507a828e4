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
        #expect(MemoryLayout<RareFields>.size == MemoryLayout<Int>.size)
    }
}

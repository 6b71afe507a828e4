import ContactsCore
import Foundation
import Testing

@Suite struct PartialDateTests {
    @Test func fullDateIsParsed() throws {
        let date = try #require(PartialDate("1815-12-10"))
        #expect(date.year == 1815)
        #expect(date.month == 12)
        #expect(date.day == 10)
    }

    @Test func dateWithoutYearIsParsed() throws {
        let date = try #require(PartialDate("--02-29"))
        #expect(date.year == nil)
        #expect(date.month == 2)
        #expect(date.day == 29)
    }

    @Test(arguments: ["2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31", "1990-04-30", "--12-31", "--01-01"])
    func validDates(_ text: String) {
        #expect(PartialDate(text) != nil)
    }

    @Test(arguments: [
        "2023-02-29", "1900-02-29", "--13-01", "--00-10", "--02-30", "1990-1-1", "", "1990-04-31", "1990-00-10",
        "1990-01-00", "1990-01-32", "0000-01-01", "abcd-ef-gh", "1990/01/01", " 1990-01-01", "1990-01-01 ",
        "1990-01-01T00:00:00Z", "+990-01-01", "-1990-01-01", "--1-01", "--0229", "19900101",
    ])
    func invalidDates(_ text: String) {
        #expect(PartialDate(text) == nil)
    }

    @Test func memberwiseInitRejectsImpossibleDates() {
        #expect(PartialDate(year: 2023, month: 2, day: 29) == nil)
        #expect(PartialDate(year: nil, month: 13, day: 1) == nil)
        #expect(PartialDate(year: 2020, month: 1, day: 0) == nil)
        #expect(PartialDate(year: 10_000, month: 1, day: 1) == nil)
        #expect(PartialDate(year: 0, month: 1, day: 1) == nil)
        #expect(PartialDate(year: nil, month: 2, day: 29) != nil)
    }

    @Test(arguments: ["1815-12-10", "--02-29", "2024-02-29", "0001-01-01", "--07-08"])
    func descriptionRoundTrips(_ text: String) throws {
        let date = try #require(PartialDate(text))
        #expect(date.description == text)
        #expect(PartialDate(date.description) == date)
    }

    @Test func descriptionPadsSmallYearsAndMonths() throws {
        let date = try #require(PartialDate(year: 5, month: 3, day: 7))
        #expect(date.description == "0005-03-07")
    }

    @Test func encodesAsText() throws {
        // Given
        let dates = [PartialDate("1815-12-10")!, PartialDate("--02-29")!]
        // When
        let json = String(decoding: try JSONEncoder().encode(dates), as: UTF8.self)
        // Then
        #expect(json == #"["1815-12-10","--02-29"]"#)
        #expect(try JSONDecoder().decode([PartialDate].self, from: Data(json.utf8)) == dates)
    }

    @Test(arguments: [#"["2023-02-29"]"#, #"["1990-1-1"]"#, #"[""]"#, "[19901231]"])
    func decodingBadTextThrows(_ json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([PartialDate].self, from: Data(json.utf8))
        }
    }

    @Test func decodingErrorNamesTheText() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode([PartialDate].self, from: Data(#"["2023-02-29"]"#.utf8))
        }
        guard case let .dataCorrupted(context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription.contains("2023-02-29"))
    }
}

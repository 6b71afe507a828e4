import Foundation
import TestSupport
import Testing

@testable import ContactsCore

@Suite struct TimestampTests {
    @Test func epochIsWrittenInUTC() {
        #expect(Timestamp.string(from: date(0)) == "1970-01-01T00:00:00Z")
    }

    @Test func knownInstantIsWritten() {
        #expect(Timestamp.string(from: date(1_700_000_000)) == "2023-11-14T22:13:20Z")
    }

    /// A year of five digits is written whole (each field in turn), in both forms.
    @Test func yearsPastFourDigitsAreWrittenWhole() {
        let date = Date(timeIntervalSince1970: Double(CalendarDay.days(fromCivil: 12345, 6, 7)) * 86_400 + 3723)
        #expect(Timestamp.string(from: date) == "12345-06-07T01:02:03Z")
        #expect(Timestamp.utf8(from: date, separated: false) == Array("123450607T010203Z".utf8))
        #expect(Timestamp.utf8(from: Date(timeIntervalSince1970: 1_700_000_000), separated: false) == Array("20231114T221320Z".utf8))
    }

    @Test func knownInstantIsRead() {
        #expect(Timestamp.date(from: "2023-11-14T22:13:20Z") == date(1_700_000_000))
    }

    @Test(
        arguments: [
            0, 1, 59, 86_399, 86_400, 951_782_400, 1_700_000_000, 4_102_444_800, -1, -86_400, -86_401,
            -2_208_988_800, -4_861_728_000, -62_135_596_800,
        ] as [TimeInterval])
    func wholeSecondsRoundTrip(_ seconds: TimeInterval) throws {
        let text = Timestamp.string(from: date(seconds))
        let parsed = try #require(Timestamp.date(from: text), "could not read back \(text)")
        #expect(parsed == date(seconds))
    }

    @Test func datesBefore1970() {
        #expect(Timestamp.string(from: date(-1)) == "1969-12-31T23:59:59Z")
        #expect(Timestamp.string(from: date(-86_400)) == "1969-12-31T00:00:00Z")
        #expect(Timestamp.string(from: date(-2_208_988_800)) == "1900-01-01T00:00:00Z")
        #expect(Timestamp.date(from: "1815-12-10T06:00:00Z") == date(-4_861_728_000 + 6 * 3600))
    }

    @Test func agreesWithFoundationCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let components = DateComponents(year: 1815, month: 12, day: 10, hour: 14, minute: 5, second: 9)
        let expected = try #require(calendar.date(from: components))
        #expect(Timestamp.date(from: "1815-12-10T14:05:09Z") == expected)
        #expect(Timestamp.string(from: expected) == "1815-12-10T14:05:09Z")
    }

    @Test func writingDropsFractionsTowardsThePast() {
        #expect(Timestamp.string(from: date(0.75)) == "1970-01-01T00:00:00Z")
        #expect(Timestamp.string(from: date(-0.5)) == "1969-12-31T23:59:59Z")
    }

    @Test func fractionalSecondsAreAccepted() throws {
        let parsed = try #require(Timestamp.date(from: "2023-11-14T22:13:20.250Z"))
        #expect(abs(parsed.timeIntervalSince1970 - 1_700_000_000.25) < 0.000_1)
        let micro = try #require(Timestamp.date(from: "2023-11-14T22:13:20.123456Z"))
        #expect(abs(micro.timeIntervalSince1970 - 1_700_000_000.123456) < 0.000_01)
    }

    @Test func offsetsAreAccepted() {
        #expect(Timestamp.date(from: "2023-11-15T00:13:20+02:00") == date(1_700_000_000))
        #expect(Timestamp.date(from: "2023-11-14T16:43:20-05:30") == date(1_700_000_000))
        #expect(Timestamp.date(from: "2023-11-14T22:13:20+00:00") == date(1_700_000_000))
    }

    @Test func fractionAndOffsetTogether() throws {
        let parsed = try #require(Timestamp.date(from: "2023-11-15T00:13:20.5+02:00"))
        #expect(abs(parsed.timeIntervalSince1970 - 1_700_000_000.5) < 0.000_1)
    }

    @Test func spaceSeparatorAndMissingZoneMeanUTC() {
        #expect(Timestamp.date(from: "2023-11-14 22:13:20Z") == date(1_700_000_000))
        #expect(Timestamp.date(from: "2023-11-14T22:13:20") == date(1_700_000_000))
    }

    @Test(arguments: [
        "", "garbage", "2023-11-14", "2023-11-14T22:13", "2023-13-14T22:13:20Z", "2023-02-29T00:00:00Z",
        "2023-11-14T24:00:00Z", "2023-11-14T22:60:00Z", "2023-11-14T22:13:61Z", "2023-11-14X22:13:20Z",
        "2023-11-14T22:13:20ZZ", "2023-11-14T22:13:20+0200", "2023-11-14T22:13:20+02", "2023-11-14T22:13:20 UTC",
        "2023/11/14T22:13:20Z", "2023-11-14T22:13:2aZ", "0000-01-01T00:00:00Z", "２０２３-11-14T22:13:20Z",
    ])
    func garbageIsRejected(_ text: String) {
        #expect(Timestamp.date(from: text) == nil)
    }

    /// Digits as `%0*d` prints them: padded, never cut, a sign first.
    @Test(arguments: [(7, 2, "07"), (0, 4, "0000"), (2026, 4, "2026"), (12345, 4, "12345"), (-5, 4, "-005"), (-12345, 2, "-12345")])
    func digitsArePaddedAsPrintfPadsThem(value: Int, width: Int, printed: String) {
        var bytes: [UInt8] = []
        bytes.appendDigits(value, width: width)
        #expect(String(decoding: bytes, as: UTF8.self) == printed)
        #expect(String(format: "%0*d", width, value) == printed)
    }
}

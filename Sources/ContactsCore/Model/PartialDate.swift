import Localization

/// A calendar date whose year may be unknown, as birthdays often are: written "YYYY-MM-DD", or
/// "--MM-DD" without a year (the vCard form).
public struct PartialDate: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    // Four bytes, not three Ints: every contact holds two of these.
    private let storedYear: Int16  // 0: no year
    private let storedMonth: UInt8
    private let storedDay: UInt8

    public var year: Int? { storedYear == 0 ? nil : Int(storedYear) }
    public var month: Int { Int(storedMonth) }
    public var day: Int { Int(storedDay) }

    /// nil for anything that is not a real date: "2023-02-29", "--13-01", "1990-1-1".
    public init?(year: Int?, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1,
            day <= Self.daysIn(month: month, year: year),
            year.map({ (1...9999).contains($0) }) ?? true
        else { return nil }
        storedYear = Int16(year ?? 0)
        storedMonth = UInt8(month)
        storedDay = UInt8(day)
    }

    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.allSatisfy({ bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }) else { return nil }
            return range.reduce(0) { $0 * 10 + Int(bytes[$1] - 0x30) }
        }
        let dash = UInt8(ascii: "-")
        if bytes.count == 10, bytes[4] == dash, bytes[7] == dash,
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10)
        {
            self.init(year: year, month: month, day: day)
        } else if bytes.count == 7, bytes[0] == dash, bytes[1] == dash, bytes[4] == dash,
            let month = number(2..<4), let day = number(5..<7)
        {
            self.init(year: nil, month: month, day: day)
        } else {
            return nil
        }
    }

    public var description: String {
        let monthDay = Self.twoDigits(month) + "-" + Self.twoDigits(day)
        guard let year else { return "--" + monthDay }
        return String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year) + "-" + monthDay
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = PartialDate(text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: tr("\"{text}\" is not a date in the form YYYY-MM-DD or --MM-DD", ["text": text])))
        }
        self = date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static func daysIn(month: Int, year: Int?) -> Int {
        switch month {
        case 2:
            guard let year else { return 29 }
            return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

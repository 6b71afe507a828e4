import Foundation

/// ISO 8601 timestamps for createdAt/updatedAt ("2026-11-22T09:30:00Z"), parsed and written by
/// hand: Foundation's ISO8601DateFormatter costs microseconds a call, which adds up to seconds
/// for a large book, and it refuses fractional seconds unless told, which other tools write.
public enum Timestamp {
    public static func string(from date: Date) -> String {
        String(decoding: utf8(from: date, separated: true), as: UTF8.self)
    }

    /// "2026-11-22T09:30:00Z", or without its separators ("20261122T093000Z", vCard's REV),
    /// written as bytes: padding strings of each part was most of writing a card's REV.
    static func utf8(from date: Date, separated: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        append(date, separated: separated, to: &bytes)
        return bytes
    }

    package static func append(_ date: Date, separated: Bool, to bytes: inout [UInt8]) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = CalendarDay.civil(fromDays: days)
        let dash: UInt8? = separated ? UInt8(ascii: "-") : nil
        let colon: UInt8? = separated ? UInt8(ascii: ":") : nil
        /// Hands each field to `field` with its width and what follows it.
        func fields(_ field: (Int, Int, UInt8?) -> Void) {
            field(year, 4, dash)
            field(month, 2, dash)
            field(day, 2, UInt8(ascii: "T"))
            field(secondOfDay / 3600, 2, colon)
            field(secondOfDay / 60 % 60, 2, colon)
            field(secondOfDay % 60, 2, UInt8(ascii: "Z"))
        }
        // Each field in at least its width: a year of more digits, or before the era, as printf
        // would print it.
        fields { value, width, after in
            bytes.appendDigits(value, width: width)
            if let after { bytes.append(after) }
        }
    }

    /// Accepts "YYYY-MM-DDTHH:MM:SS" with optional fraction and "Z" or a "+HH:MM" offset.
    public static func date(from text: String) -> Date? {
        date(fromUTF8: text.utf8.span)
    }

    /// Whether `string(from:)` writes exactly these bytes for the date they hold (checked by
    /// `date(fromUTF8:)`): whole seconds, below 60, in UTC.
    package static func isAsWritten(_ bytes: Span<UInt8>) -> Bool {
        bytes.count == 20 && bytes[10] == UInt8(ascii: "T") && bytes[19] == UInt8(ascii: "Z") && bytes[17] < UInt8(ascii: "6")
    }

    /// A timestamp's fields as written, each checked: what `date(fromUTF8:)` reads.
    package struct Fields {
        let year, month, day, hour, minute, second: Int
        let fraction: Double
        /// Seconds east of UTC.
        let offset: Int

        var date: Date {
            let seconds = CalendarDay.days(fromCivil: year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset
            return Date(timeIntervalSince1970: Double(seconds) + fraction)
        }
    }

    package static func date(fromUTF8 bytes: Span<UInt8>) -> Date? {
        fields(fromUTF8: bytes)?.date
    }

    package static func fields(fromUTF8 bytes: Span<UInt8>) -> Fields? {
        guard bytes.count >= 19 else { return nil }
        @inline(__always) func number(_ start: Int, _ length: Int) -> Int? {
            var value = 0
            for index in start..<start + length {
                let byte = bytes[index]
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            PartialDate(year: year, month: month, day: day) != nil,
            hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 0.1
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
        }
        var offset = 0
        if index < bytes.count {
            let sign = bytes[index]
            if sign == UInt8(ascii: "Z"), index + 1 == bytes.count {
                offset = 0
            } else if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), bytes.count == index + 6,
                bytes[index + 3] == UInt8(ascii: ":"),
                let hours = number(index + 1, 2), let minutes = number(index + 4, 2)
            {
                offset = (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "+") ? 1 : -1)
            } else {
                return nil
            }
        }
        return Fields(year: year, month: month, day: day, hour: hour, minute: minute, second: second, fraction: fraction, offset: offset)
    }
}

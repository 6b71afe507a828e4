import Foundation
import Localization

/// Dates as the screens say them, with the catalog's month names (msgctxt "month") in the
/// current language, never the C library's locale.
enum DateWording {
    /// The short month names, January first (the same messages as the birthdays screen's).
    static var shortMonths: [String] {
        // TRANSLATORS: short month names, as in "Sat 13 Dec" on the birthdays screen (about three letters).
        [
            tr("Jan", context: "month"), tr("Feb", context: "month"), tr("Mar", context: "month"), tr("Apr", context: "month"),
            tr("May", context: "month"), tr("Jun", context: "month"), tr("Jul", context: "month"), tr("Aug", context: "month"),
            tr("Sep", context: "month"), tr("Oct", context: "month"), tr("Nov", context: "month"), tr("Dec", context: "month"),
        ]
    }

    /// "21 Sep 2026, 14:13" in `timeZone`: a moment a person is reminded of.
    static func dayAndTime(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let month = shortMonths[max(0, min(11, (parts.month ?? 1) - 1))]
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        // TRANSLATORS: a day and a time, as "21 Sep 2026, 14:13" ({month} is a short month name, {time} is 24-hour).
        return tr(
            "{day} {month} {year}, {time}", ["day": String(parts.day ?? 1), "month": month, "year": String(parts.year ?? 0), "time": time])
    }
}

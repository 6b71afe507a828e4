/// A birthday or anniversary coming up: when, how far away, and how many years it marks.
public struct Occasion: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case birthday, anniversary }

    public let contact: Contact
    public let kind: Kind
    /// The day it falls on next (today counts as next).
    public let day: CalendarDay
    public let daysAway: Int
    /// The age reached or the years married, when the year is known.
    public let years: Int?
}

/// Finds the birthdays and anniversaries in a window of days from today: the business rule the
/// Birthdays screen and the `birthdays` command share.
public enum UpcomingOccasions {
    /// Occasions from today to `days` days ahead (today included), soonest first, then by name.
    /// A 29 February date is kept on 28 February in years without one.
    public static func find(in contacts: [Contact], from today: CalendarDay, days: Int) -> [Occasion] {
        var occasions: [(occasion: Occasion, order: String)] = []
        for contact in contacts where contact.birthday != nil || contact.anniversary != nil {
            let sortKey = contact.sortKey
            for (kind, date) in [(Occasion.Kind.birthday, contact.birthday), (.anniversary, contact.anniversary)] {
                guard let date, let day = nextOccurrence(of: date, from: today) else { continue }
                let daysAway = day.daysSinceEpoch - today.daysSinceEpoch
                guard daysAway <= days else { continue }
                let years = date.year.map { day.year - $0 }
                let occasion = Occasion(contact: contact, kind: kind, day: day, daysAway: daysAway, years: years.flatMap { $0 >= 0 ? $0 : nil })
                occasions.append((occasion, sortKey + (kind == .birthday ? "\u{0}0" : "\u{0}1")))
            }
        }
        return occasions.sorted { ($0.occasion.daysAway, $0.order) < ($1.occasion.daysAway, $1.order) }.map(\.occasion)
    }

    static func nextOccurrence(of date: PartialDate, from today: CalendarDay) -> CalendarDay? {
        for year in today.year...(today.year + 1) {
            let day = PartialDate.daysIn(month: date.month, year: year)
            let occurrence = CalendarDay(year: year, month: date.month, day: min(date.day, day))
            if occurrence >= today { return occurrence }
        }
        return nil
    }
}

import ContactsCore
import Localization

@MainActor
public protocol BirthdaysPresentationLogic {
    func presentOccasions(response: Birthdays.ShowOccasions.Response)
}

/// One row per occasion: the date, how far away, the name, and what it is ("turns 40").
@MainActor
public final class BirthdaysPresenter: BirthdaysPresentationLogic {
    public weak var view: BirthdaysDisplayLogic?

    public init() {}

    /// The short weekday names, Monday first, in the current language.
    static var weekdays: [String] {
        [
            // TRANSLATORS: short weekday names, as in "Sat 13 Dec" on the birthdays screen (about three letters).
            tr("Mon", context: "weekday"), tr("Tue", context: "weekday"), tr("Wed", context: "weekday"), tr("Thu", context: "weekday"),
            // TRANSLATORS: short weekday names, as in "Sat 13 Dec" on the birthdays screen (about three letters).
            tr("Fri", context: "weekday"), tr("Sat", context: "weekday"), tr("Sun", context: "weekday"),
        ]
    }

    /// The short month names, January first, in the current language.
    static var months: [String] {
        [
            // TRANSLATORS: short month names, as in "Sat 13 Dec" on the birthdays screen (about three letters).
            tr("Jan", context: "month"), tr("Feb", context: "month"), tr("Mar", context: "month"), tr("Apr", context: "month"),
            // TRANSLATORS: short month names, as in "Sat 13 Dec" on the birthdays screen (about three letters).
            tr("May", context: "month"), tr("Jun", context: "month"), tr("Jul", context: "month"), tr("Aug", context: "month"),
            // TRANSLATORS: short month names, as in "Sat 13 Dec" on the birthdays screen (about three letters).
            tr("Sep", context: "month"), tr("Oct", context: "month"), tr("Nov", context: "month"), tr("Dec", context: "month"),
        ]
    }

    public func presentOccasions(response: Birthdays.ShowOccasions.Response) {
        // Date, distance ("in 4 days", left out when narrow), name, and what it is.
        let width = response.viewport.columns
        let showsDistance = width >= 60
        let whatWidth = min(24, max(12, width / 3))
        // "in 365 days" or the language's longest ("365 hari lagi"), the same on every page.
        let distanceWidth = max(11, [0, 1, 365].map { DisplayWidth.of(Self.distance($0)) }.max() ?? 0)
        let nameWidth = max(4, width - 1 - 10 - 2 - (showsDistance ? distanceWidth + 2 : 0) - 2 - 1 - whatWidth)
        let rows = response.page.enumerated().map { offset, occasion in
            let distance = showsDistance ? DisplayWidth.fit(Self.distance(occasion.daysAway), to: distanceWidth) + "  " : ""
            let line =
                " " + DisplayWidth.fit(Self.date(occasion.day), to: 10) + "  " + distance
                + DisplayWidth.fit(occasion.contact.displayName.terminalSafe, to: nameWidth) + "  "
                + DisplayWidth.fit(Self.what(occasion), to: whatWidth)
            return Birthdays.ShowOccasions.ViewModel.Row(text: line, isSelected: response.firstIndex + offset == response.selectedIndex)
        }
        view?.displayOccasions(
            viewModel: .init(
                title: trn("Birthdays — next {count} day", "Birthdays — next {count} days", response.days),
                trailing: response.isLooking ? tr("looking…") : trn("{count} date", "{count} dates", response.total),
                rows: rows,
                emptyMessage: response.total > 0
                    ? nil
                    : response.isLooking
                        ? tr("Looking for birthdays and anniversaries…")
                        : trn(
                            "Nothing in the next {count} day: + looks further ahead", "Nothing in the next {count} days: + looks further ahead",
                            response.days)))
    }

    /// "Sat 13 Dec": the names from the catalog in the current language (never the C library's
    /// locale), like the rest of the screens.
    static func date(_ day: CalendarDay) -> String {
        // TRANSLATORS: a date on the birthdays screen, "Sat 13 Dec": short weekday, day of the month, short month (10 columns at most).
        tr("{weekday} {day} {month}", ["weekday": weekdays[day.weekday], "day": String(day.day), "month": months[day.month - 1]])
    }

    static func distance(_ days: Int) -> String {
        switch days {
        case 0: return tr("today")
        case 1: return tr("tomorrow")
        default: return trn("in {count} day", "in {count} days", days)
        }
    }

    static func what(_ occasion: Occasion) -> String {
        switch (occasion.kind, occasion.years) {
        // TRANSLATORS: the age a person reaches on the birthday.
        case (.birthday, let years?): return trn("birthday, turns {count}", "birthday, turns {count}", years)
        case (.birthday, nil): return tr("birthday")
        case (.anniversary, let years?): return trn("anniversary, {count} year", "anniversary, {count} years", years)
        case (.anniversary, nil): return tr("anniversary")
        }
    }
}

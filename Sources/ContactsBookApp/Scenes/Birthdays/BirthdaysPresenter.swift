import ContactsCore

@MainActor
public protocol BirthdaysPresentationLogic {
    func presentOccasions(response: Birthdays.ShowOccasions.Response)
}

/// One row per occasion: the date, how far away, the name, and what it is ("turns 40").
@MainActor
public final class BirthdaysPresenter: BirthdaysPresentationLogic {
    public weak var view: BirthdaysDisplayLogic?

    public init() {}

    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public func presentOccasions(response: Birthdays.ShowOccasions.Response) {
        // Date, distance ("in 4 days", left out when narrow), name, and what it is.
        let width = response.viewport.columns
        let showsDistance = width >= 60
        let whatWidth = min(24, max(12, width / 3))
        let nameWidth = max(4, width - 1 - 10 - 2 - (showsDistance ? 13 : 0) - 2 - 1 - whatWidth)
        let rows = response.page.enumerated().map { offset, occasion in
            let distance = showsDistance ? DisplayWidth.fit(Self.distance(occasion.daysAway), to: 11) + "  " : ""
            let line =
                " " + DisplayWidth.fit(Self.date(occasion.day), to: 10) + "  " + distance
                + DisplayWidth.fit(occasion.contact.displayName.terminalSafe, to: nameWidth) + "  "
                + DisplayWidth.fit(Self.what(occasion), to: whatWidth)
            return Birthdays.ShowOccasions.ViewModel.Row(text: line, isSelected: response.firstIndex + offset == response.selectedIndex)
        }
        view?.displayOccasions(
            viewModel: .init(
                title: "Birthdays — next \(response.days) days",
                trailing: response.isLooking ? "looking…" : response.total == 1 ? "1 date" : "\(CountFormatting.grouped(response.total)) dates",
                rows: rows,
                emptyMessage: response.total > 0
                    ? nil
                    : response.isLooking
                        ? "Looking for birthdays and anniversaries…" : "Nothing in the next \(response.days) days: + looks further ahead"))
    }

    /// "Sat 13 Dec", in English whatever the locale, like the rest of the screens.
    static func date(_ day: CalendarDay) -> String {
        "\(weekdays[day.weekday]) \(day.day) \(months[day.month - 1])"
    }

    static func distance(_ days: Int) -> String {
        switch days {
        case 0: return "today"
        case 1: return "tomorrow"
        default: return "in \(days) days"
        }
    }

    static func what(_ occasion: Occasion) -> String {
        switch (occasion.kind, occasion.years) {
        case (.birthday, let years?): return "birthday, turns \(years)"
        case (.birthday, nil): return "birthday"
        case (.anniversary, let years?): return "anniversary, \(years) \(years == 1 ? "year" : "years")"
        case (.anniversary, nil): return "anniversary"
        }
    }
}

import ContactsCore
import Localization
import TerminalUI
import TestSupport
import Testing

@testable import ContactsBookApp

/// The birthdays screen in another language: the month and weekday names are the catalog's
/// (msgctxt "month" and "weekday"), never the C library's locale; the counts take its plurals.
@MainActor
@Suite struct BirthdaysLanguageTests {
    static let spanish = """
        msgctxt "weekday"
        msgid "Sat"
        msgstr "sáb"

        msgctxt "weekday"
        msgid "Sun"
        msgstr "dom"

        msgctxt "month"
        msgid "Nov"
        msgstr "nov"

        msgctxt "month"
        msgid "Dec"
        msgstr "dic"

        msgid "{weekday} {day} {month}"
        msgstr "{weekday} {day} {month}"

        msgid "today"
        msgstr "hoy"

        msgid "Birthdays — next {count} day"
        msgid_plural "Birthdays — next {count} days"
        msgstr[0] "Cumpleaños — el próximo {count} día"
        msgstr[1] "Cumpleaños — los próximos {count} días"

        msgid "{count} date"
        msgid_plural "{count} dates"
        msgstr[0] "{count} fecha"
        msgstr[1] "{count} fechas"

        msgctxt "yes letter"
        msgid "y"
        msgstr "s"

        msgid "Yes"
        msgstr "Sí"

        """

    static func catalog() throws -> Catalog {
        try CompiledPO.catalog(spanish, language: "es")
    }

    @Test func datesUseTheCatalogsMonthAndWeekdayNames() throws {
        let occasions = UpcomingOccasions.find(in: BirthdayFixtures.book, from: BirthdayFixtures.today, days: 30)
        let sut = BirthdaysPresenter()
        let spy = BirthdaysDisplayLogicSpy()
        sut.view = spy
        try Translation.$scoped.withValue(Self.catalog()) {
            sut.presentOccasions(
                response: .init(
                    days: 30, total: occasions.count, page: occasions, firstIndex: 0, selectedIndex: 0, viewport: .init(rows: 10, columns: 80)))
        }
        let viewModel = try #require(spy.viewModel)
        #expect(viewModel.title == "Cumpleaños — los próximos 30 días")
        #expect(viewModel.trailing == "5 fechas")
        #expect(viewModel.rows[0].text.contains("sáb 22 nov"))
        #expect(viewModel.rows[0].text.contains("hoy"))
        #expect(!viewModel.rows.contains { $0.text.contains("Sat") || $0.text.contains("Nov") })
        for row in viewModel.rows { #expect(DisplayWidth.of(row.text) <= 80) }
    }

    @Test func aMessageTheCatalogLacksStaysEnglish() throws {
        let date = try Translation.$scoped.withValue(Self.catalog()) { BirthdaysPresenter.date(CalendarDay(year: 2025, month: 11, day: 24)) }
        #expect(date == "Mon 24 nov")
    }

    /// y/N questions take the language's yes letter beside y; n still says no.
    @Test func aYesNoQuestionTakesTheLanguagesYesLetter() throws {
        let catalog = try Self.catalog()
        for (key, expected) in [("s", true), ("S", true), ("y", true), ("n", false)] {
            let sut = ConfirmDialogInteractor()
            let spy = ConfirmDialogPresentationLogicSpy()
            sut.presenter = spy
            Translation.$scoped.withValue(catalog) {
                sut.configuration = .init(question: "¿Eliminar a Ada?", onAnswer: { _ in })
                sut.answer(request: .init(press: .character(Character(key))))
            }
            #expect(spy.answer.map { $0.choice == 0 } == expected, "\(key)")
            #expect(sut.configuration?.choices.first?.label == "Sí")
        }
        // In English "s" is no answer at all.
        let sut = ConfirmDialogInteractor()
        let spy = ConfirmDialogPresentationLogicSpy()
        sut.presenter = spy
        sut.configuration = .init(question: "Delete Ada?", onAnswer: { _ in })
        sut.answer(request: .init(press: .character("s")))
        #expect(spy.answer == nil)
    }
}

import ContactsCore
import Foundation
import TerminalUI
import Testing

@testable import ContactsBookApp

@MainActor
final class BirthdaysPresentationLogicSpy: BirthdaysPresentationLogic {
    var lastResponse: Birthdays.ShowOccasions.Response?
    func presentOccasions(response: Birthdays.ShowOccasions.Response) { lastResponse = response }
}

@MainActor
final class BirthdaysDisplayLogicSpy: BirthdaysDisplayLogic {
    var viewModel: Birthdays.ShowOccasions.ViewModel?
    func displayOccasions(viewModel: Birthdays.ShowOccasions.ViewModel) { self.viewModel = viewModel }
}

@MainActor
final class BirthdaysDataStoreStub: BirthdaysDataStore {
    var selectedContactID: Contact.ID?
    var days = 30
}

enum BirthdayFixtures {
    /// Saturday 22 November 2025.
    static let today = CalendarDay(year: 2025, month: 11, day: 22)

    static func person(_ name: String, birthday: String? = nil, anniversary: String? = nil) -> Contact {
        var contact = Fixtures.contact(name)
        contact.birthday = birthday.flatMap(PartialDate.init)
        contact.anniversary = anniversary.flatMap(PartialDate.init)
        return contact
    }

    static let book = [
        person("Grace", birthday: "1906-12-09"),
        person("Ada", birthday: "1815-12-10", anniversary: "1835-07-08"),
        person("Today", birthday: "--11-22"),
        person("Tomorrow", birthday: "2000-11-23"),
        person("Marie", anniversary: "1895-11-26"),
        person("Nobody"),
        person("Later", birthday: "1990-03-01"),
    ]
}

@MainActor
@Suite struct BirthdaysInteractorTests {
    let viewport = ContactList.Viewport(rows: 10, columns: 80)

    func makeSUT(_ contacts: [Contact] = BirthdayFixtures.book) -> (BirthdaysInteractor, BirthdaysPresentationLogicSpy) {
        let (worker, _) = Fixtures.worker(contacts)
        let sut = BirthdaysInteractor(worker: worker, work: ImmediateWork(), today: { BirthdayFixtures.today })
        let spy = BirthdaysPresentationLogicSpy()
        sut.presenter = spy
        return (sut, spy)
    }

    @Test func theNext30DaysSoonestFirstWithYearsWhenKnown() throws {
        let (sut, spy) = makeSUT()
        sut.showOccasions(request: .init(viewport: viewport))
        let response = try #require(spy.lastResponse)
        #expect(response.days == 30)
        #expect(response.page.map(\.contact.firstName) == ["Today", "Tomorrow", "Marie", "Grace", "Ada"])
        #expect(response.page.map(\.daysAway) == [0, 1, 4, 17, 18])
        #expect(response.page.map(\.years) == [nil, 25, 130, 119, 210])
        #expect(response.page[2].kind == .anniversary)
        #expect(response.selectedIndex == 0)
    }

    @Test func plusAndMinusChangeTheWindow() throws {
        let (sut, spy) = makeSUT()
        sut.showOccasions(request: .init(viewport: viewport))
        sut.changeWindow(request: .init(step: 1, viewport: viewport))
        #expect(spy.lastResponse?.days == 60)
        sut.changeWindow(request: .init(step: 1, viewport: viewport))
        sut.changeWindow(request: .init(step: 1, viewport: viewport))
        sut.changeWindow(request: .init(step: 1, viewport: viewport))
        #expect(spy.lastResponse?.days == 365)
        #expect(spy.lastResponse?.page.contains { $0.contact.firstName == "Later" } == true)
        for _ in 0..<10 { sut.changeWindow(request: .init(step: -1, viewport: viewport)) }
        #expect(spy.lastResponse?.days == 7)
        #expect(spy.lastResponse?.total == 3)
    }

    @Test func theSelectionMovesAndNamesTheContactToOpen() {
        let (sut, spy) = makeSUT()
        sut.showOccasions(request: .init(viewport: viewport))
        sut.moveSelection(request: .init(movement: .down, viewport: viewport))
        sut.moveSelection(request: .init(movement: .down, viewport: viewport))
        #expect(spy.lastResponse?.selectedIndex == 2)
        #expect(sut.selectedContactID == BirthdayFixtures.book[4].id)
    }

    /// Found off the run loop: meanwhile the screen says so and shows what it found before; only
    /// the latest search's answer is shown.
    @Test func theOccasionsAreFoundOffTheRunLoop() throws {
        let (worker, _) = Fixtures.worker(BirthdayFixtures.book)
        let work = BackgroundWorkSpy()
        let sut = BirthdaysInteractor(worker: worker, work: work, today: { BirthdayFixtures.today })
        let spy = BirthdaysPresentationLogicSpy()
        sut.presenter = spy
        sut.showOccasions(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.isLooking == true && spy.lastResponse?.total == 0)
        sut.changeWindow(request: .init(step: -1, viewport: viewport))
        sut.changeWindow(request: .init(step: -1, viewport: viewport))
        work.finishAll()
        #expect(spy.lastResponse?.isLooking == false)
        #expect(spy.lastResponse?.days == 7 && spy.lastResponse?.total == 3, "the earlier searches' answers never shown over the last")
        sut.changeWindow(request: .init(step: 1, viewport: viewport))
        #expect(spy.lastResponse?.isLooking == true && spy.lastResponse?.total == 3, "the last found show meanwhile")
    }

    @Test func nothingComingUpHasNoSelection() {
        let (sut, spy) = makeSUT([BirthdayFixtures.person("Nobody")])
        sut.showOccasions(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.total == 0)
        #expect(spy.lastResponse?.selectedIndex == nil)
        #expect(sut.selectedContactID == nil)
    }
}

@Suite struct UpcomingOccasionsTests {
    @Test func aLeapDayBirthdayFallsOnTheLastDayOfFebruaryInOtherYears() throws {
        let leap = BirthdayFixtures.person("Leap", birthday: "2000-02-29")
        let found = UpcomingOccasions.find(in: [leap], from: CalendarDay(year: 2027, month: 2, day: 20), days: 30)
        let occasion = try #require(found.first)
        #expect(occasion.day == CalendarDay(year: 2027, month: 2, day: 28))
        #expect(occasion.years == 27)
    }

    @Test func theWindowWrapsIntoNextYear() throws {
        let newYear = BirthdayFixtures.person("January", birthday: "--01-03")
        let found = UpcomingOccasions.find(in: [newYear], from: CalendarDay(year: 2025, month: 12, day: 30), days: 7)
        #expect(found.first?.day == CalendarDay(year: 2026, month: 1, day: 3))
        #expect(found.first?.daysAway == 4)
    }

    @Test func weekdaysAreRight() {
        #expect(CalendarDay(year: 2025, month: 11, day: 22).weekday == 5)  // Saturday
        #expect(CalendarDay(year: 1970, month: 1, day: 1).weekday == 3)  // Thursday
    }
}

@MainActor
@Suite struct BirthdaysPresenterTests {
    @Test func rowsSayWhenWhoAndWhat() throws {
        let occasions = UpcomingOccasions.find(in: BirthdayFixtures.book, from: BirthdayFixtures.today, days: 30)
        let sut = BirthdaysPresenter()
        let spy = BirthdaysDisplayLogicSpy()
        sut.view = spy
        sut.presentOccasions(
            response: .init(
                days: 30, total: occasions.count, page: occasions, firstIndex: 0, selectedIndex: 1,
                viewport: .init(rows: 10, columns: 80)))
        let viewModel = try #require(spy.viewModel)
        #expect(viewModel.title == "Birthdays — next 30 days")
        #expect(viewModel.trailing == "5 dates")
        #expect(viewModel.rows[0].text.contains("Sat 22 Nov"))
        #expect(viewModel.rows[0].text.contains("today"))
        #expect(viewModel.rows[1].text.contains("tomorrow"))
        #expect(viewModel.rows[1].text.contains("birthday, turns 25"))
        #expect(viewModel.rows[2].text.contains("anniversary, 130 years"))
        #expect(viewModel.rows.map(\.isSelected) == [false, true, false, false, false])
        for row in viewModel.rows { #expect(DisplayWidth.of(row.text) <= 80) }
    }

    @Test func rowsFitFortyColumns() throws {
        let occasions = UpcomingOccasions.find(in: BirthdayFixtures.book, from: BirthdayFixtures.today, days: 30)
        let sut = BirthdaysPresenter()
        let spy = BirthdaysDisplayLogicSpy()
        sut.view = spy
        sut.presentOccasions(
            response: .init(days: 30, total: 5, page: occasions, firstIndex: 0, selectedIndex: 0, viewport: .init(rows: 10, columns: 40)))
        for row in try #require(spy.viewModel).rows { #expect(DisplayWidth.of(row.text) <= 40, "\(row.text)") }
    }

    @Test func anEmptyWindowSaysHowToLookFurther() throws {
        let sut = BirthdaysPresenter()
        let spy = BirthdaysDisplayLogicSpy()
        sut.view = spy
        sut.presentOccasions(response: .init(days: 7, total: 0, page: [], firstIndex: 0, selectedIndex: nil, viewport: .init(rows: 10, columns: 40)))
        #expect(spy.viewModel?.emptyMessage == "Nothing in the next 7 days: + looks further ahead")
    }
}

@MainActor
@Suite struct BirthdaysRouterTests {
    @Test func enterOpensTheSelectedContactAndEscapeGoesBack() {
        let navigator = NavigatorSpy()
        let dataStore = BirthdaysDataStoreStub()
        let id = UUID()
        dataStore.selectedContactID = id
        let sut = BirthdaysRouter()
        sut.navigator = navigator
        sut.dataStore = dataStore
        sut.routeToContactDetail()
        sut.routeBack()
        #expect(navigator.pushed == [.contactDetail(id: id)])
        #expect(navigator.popCount == 1)
    }
}

@MainActor
@Suite struct BirthdaysRenderTests {
    @Test func bOpensTheScreenFromTheListAndEscapeComesBack() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("b"))
        #expect(app.lines.first?.contains("Birthdays — next 30 days") == true)
        app.press(.escape)
        #expect(app.screen.contains("6 contacts"))
    }

    @Test func aBirthdayAddedElsewhereShowsWhileTheScreenIsOpen() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("b"))
        let today = CalendarDay(Fixtures.clock)
        let birthday = String(format: "--%02d-%02d", today.month, today.day)
        app.store.writeFromElsewhere(AddressBook(contacts: app.worker.contacts + [BirthdayFixtures.person("Outside", birthday: birthday)]))
        app.loop.handle(InputEvent.outsideChange)
        app.loop.render()
        #expect(app.screen.contains("Outside"))
    }
}

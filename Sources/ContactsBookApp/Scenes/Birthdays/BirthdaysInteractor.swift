import ContactsCore
import Foundation

@MainActor
public protocol BirthdaysBusinessLogic {
    func showOccasions(request: Birthdays.ShowOccasions.Request)
    func moveSelection(request: Birthdays.MoveSelection.Request)
    func changeWindow(request: Birthdays.ChangeWindow.Request)
}

/// What the router needs: the contact of the selected occasion, to open it.
@MainActor
public protocol BirthdaysDataStore: AnyObject {
    var selectedContactID: Contact.ID? { get }
    var days: Int { get set }
}

/// Finds the occasions in the window (through `UpcomingOccasions`, shared with the command
/// line) and keeps the selection.
@MainActor
public final class BirthdaysInteractor: BirthdaysBusinessLogic, BirthdaysDataStore {
    public var presenter: BirthdaysPresentationLogic?
    private let worker: ContactWorker
    private let today: () -> CalendarDay
    public var days = Birthdays.defaultWindow
    private var occasions: [Occasion] = []
    private var selection = SelectionWindow()

    /// `today` defaults to the day by the worker's clock (a fixed one in tests).
    public init(worker: ContactWorker, today: (() -> CalendarDay)? = nil) {
        self.worker = worker
        self.today = today ?? { CalendarDay(worker.currentTime) }
    }

    public var selectedContactID: Contact.ID? {
        occasions.indices.contains(selection.selectedIndex) ? occasions[selection.selectedIndex].contact.id : nil
    }

    /// Finds the occasions afresh (contacts may have changed since), keeping the selection.
    public func showOccasions(request: Birthdays.ShowOccasions.Request) {
        let selected = selectedContactID
        occasions = UpcomingOccasions.find(in: worker.contactsWithOccasions, from: today(), days: days)
        if let selected, let index = occasions.firstIndex(where: { $0.contact.id == selected }) {
            selection.select(index, count: occasions.count)
        }
        present(viewport: request.viewport)
    }

    public func moveSelection(request: Birthdays.MoveSelection.Request) {
        selection.move(request.movement, count: occasions.count, rows: request.viewport.rows)
        present(viewport: request.viewport)
    }

    public func changeWindow(request: Birthdays.ChangeWindow.Request) {
        let windows = Birthdays.windows
        if request.step > 0 {
            days = windows.first { $0 > days } ?? days
        } else {
            days = windows.last { $0 < days } ?? days
        }
        showOccasions(request: .init(viewport: request.viewport))
    }

    private func present(viewport: ContactList.Viewport) {
        let visible = selection.visibleRange(count: occasions.count, rows: viewport.rows)
        presenter?.presentOccasions(
            response: .init(
                days: days, total: occasions.count, page: Array(occasions[visible]), firstIndex: visible.lowerBound,
                selectedIndex: occasions.isEmpty ? nil : selection.selectedIndex, viewport: viewport))
    }
}

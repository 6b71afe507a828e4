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
    private let work: BackgroundWork
    private let today: () -> CalendarDay
    public var days = Birthdays.defaultWindow
    /// The books shown, when not every book is: only their contacts' occasions.
    public var books: Set<String>?
    private var occasions: [Occasion] = []
    private var selection = SelectionWindow()
    private var viewport = ContactList.Viewport(rows: 0, columns: 0)
    /// The search running off the run loop, if any: its result is shown only if it is the latest.
    private var searching: Int?
    private var searches = 0

    /// `today` defaults to the day by the worker's clock (a fixed one in tests).
    public init(worker: ContactWorker, work: BackgroundWork, today: (() -> CalendarDay)? = nil) {
        self.worker = worker
        self.work = work
        self.today = today ?? { CalendarDay(worker.currentTime) }
    }

    public var selectedContactID: Contact.ID? {
        occasions.indices.contains(selection.selectedIndex) ? occasions[selection.selectedIndex].contact.id : nil
    }

    /// Finds the occasions afresh (contacts may have changed since) off the run loop, keeping
    /// the selection; what was found before shows meanwhile.
    public func showOccasions(request: Birthdays.ShowOccasions.Request) {
        viewport = request.viewport
        let (contacts, from, days, books) = (worker.contactsWithOccasions, today(), days, books)
        searches += 1
        let search = searches
        searching = search
        work.run(
            { UpcomingOccasions.find(in: contacts.shown(in: books), from: from, days: days) },
            then: { [weak self] found in self?.found(found, by: search) })
        // Still running: say so (work done at once, as a command's, has shown its answer).
        if searching == search { present() }
    }

    private func found(_ found: [Occasion], by search: Int) {
        guard searching == search else { return }
        searching = nil
        let selected = selectedContactID
        occasions = found
        if let selected, let index = occasions.firstIndex(where: { $0.contact.id == selected }) {
            selection.select(index, count: occasions.count)
        }
        present()
    }

    public func moveSelection(request: Birthdays.MoveSelection.Request) {
        viewport = request.viewport
        selection.move(request.movement, count: occasions.count, rows: request.viewport.rows)
        present()
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

    private func present() {
        let visible = selection.visibleRange(count: occasions.count, rows: viewport.rows)
        presenter?.presentOccasions(
            response: .init(
                days: days, total: occasions.count, page: Array(occasions[visible]), firstIndex: visible.lowerBound,
                selectedIndex: occasions.isEmpty ? nil : selection.selectedIndex, viewport: viewport, isLooking: searching != nil))
    }
}

import ContactsCore
import ContactsEngine
import TerminalUI
import TestSupport

@testable import ContactsBookApp

/// The whole app assembled as in production, over an in-memory store and terminal: keys go in
/// through the run loop, the screen comes out as text.
@MainActor
final class TestApp {
    let terminal: InMemoryTerminal
    let store: InMemoryContactStore
    let worker: ContactWorker
    let navigation: NavigationStack
    let loop: AppRunLoop
    let coordinator: AppCoordinator
    /// Writes the changes off the run loop, as in the app (nil: each saved as it is made).
    let keeper: BookFileKeeper?

    /// The app on a store as given: a store with no book starts the Welcome flow. With a
    /// `work` that is not done at once, saves are queued as in the app.
    init(
        store: InMemoryContactStore, rows: Int = 30, columns: Int = 100, drafts: EditDraftKeeping? = nil, settings: Settings = Settings(),
        settingsProblems: [String] = [], sync: ((ContactWorker) -> SyncSession)? = nil, programs: ExternalPrograms? = nil,
        work: BackgroundWork? = nil
    ) {
        terminal = InMemoryTerminal(rows: rows, columns: columns)
        self.store = store
        let worker = ContactWorker(store: store, now: { Fixtures.clock })
        self.worker = worker
        keeper = work.map { BookFileKeeper(worker: worker, work: $0) }
        coordinator = AppCoordinator(
            worker: worker, drafts: drafts, settings: settings, settingsProblems: settingsProblems, sync: sync.map { $0(worker) },
            work: work ?? ImmediateWork(), keeper: keeper)
        navigation = coordinator.start(coordinator.decideStart(), size: terminal.size, programs: programs)
        loop = AppRunLoop(terminal: terminal, input: terminal, navigation: navigation, work: work)
        if let keeper {
            loop.mayQuit = keeper.mayQuit
            loop.bookMayHaveChanged = keeper.bookMayHaveChanged
        }
        loop.render()
    }

    /// The app on a book with these contacts.
    convenience init(
        _ contacts: [Contact], rows: Int = 30, columns: Int = 100, name: String = "contacts.json", drafts: EditDraftKeeping? = nil
    ) {
        self.init(
            store: InMemoryContactStore(book: AddressBook(contacts: contacts), displayName: name), rows: rows, columns: columns, drafts: drafts)
    }

    func press(_ keys: Key...) {
        for key in keys { loop.handle(key) }
        loop.render()
    }

    func type(_ text: String) {
        for character in text { loop.handle(.character(character)) }
        loop.render()
    }

    func resize(rows: Int, columns: Int) {
        terminal.size = TerminalSize(rows: rows, columns: columns)
        navigation.resize(to: terminal.size)
        loop.render()
    }

    var screen: String { terminal.text }
    var lines: [String] { terminal.lines }

    /// The row (line number) showing this text, to check its style.
    func row(containing text: String) -> Int? { lines.firstIndex { $0.contains(text) } }
}

enum SampleBook {
    static let contacts: [Contact] = [
        Fixtures.contact("Ada", "Lovelace", phone: "+44 20 7946 0018", email: "ada@example.org"),
        Fixtures.contact("Anders", "Ångström", phone: "+46 18 471 00 00", email: "anders@uu.example.se"),
        Fixtures.contact("Émile", "Zola", email: "emile.zola@example.fr"),
        Fixtures.contact("小明", "王", phone: "+86 10 5555 0100", email: "xiaoming.wang@example.cn"),
        Fixtures.contact("Pizzeria 🍕", company: "Napoli"),
        Fixtures.contact("Grace", "Hopper", phone: "+1 202 555 0143", email: "grace@example.mil"),
    ]
}

import ContactsCore
import ContactsEngine
import TerminalUI

/// The flows a child scene reports back to when it is done.
@MainActor
public protocol AppFlowDelegate: AnyObject {
    func welcomeDidFinish(_ outcome: Welcome.Outcome)
    func damagedFileDidFinish(_ outcome: DamagedFile.Outcome)
}

/// Decides which flow runs and owns the navigation stack: the one place that knows what the
/// app shows first and what follows a finished flow.
///
///     no data file      -> Welcome  -- book created --> ContactList
///                                   -- quit ---------> end (no file written)
///     damaged data file -> DamagedFile -- backup put back --> ContactList
///                                      -- read-only -------> ContactList (nothing is saved)
///                                      -- quit ------------> end, exit status 2
///     otherwise         -> ContactList (+ an edit left unsaved: restore it? -> EditContact)
@MainActor
public final class AppCoordinator: AppFlowDelegate {
    public enum StartDecision: Equatable {
        /// No book yet: offer an empty book or the sample book.
        case welcome
        /// The book loaded: show the contacts.
        case contactList
        /// The file is damaged or unreadable: explain, quit, leave it untouched.
        case damagedFile(StoreError)
    }

    public let worker: ContactWorker
    /// How to recover the book's file when it is damaged (nil: no file behind the book).
    private let recovery: BookRecovery?
    /// Where edits in progress are kept (nil: none are, as in a read-only book).
    private let drafts: EditDraftKeeping?
    /// What the process should exit with once the run loop ends.
    public private(set) var exitStatus: Int32 = 0
    private var navigation: NavigationStack?
    private var programs: ExternalPrograms?
    private var progress: ProgressReporting?

    private let settings: Settings
    /// The book's sync with its vdir (nil: none configured).
    private let sync: SyncSession?
    /// What was wrong with the settings file, said once the first screen is up.
    private var settingsProblems: [String]

    /// Where scenes run what would keep keys waiting (the app's thread, or at once).
    public let work: BackgroundWork

    public init(
        worker: ContactWorker, recovery: BookRecovery? = nil, drafts: EditDraftKeeping? = nil, settings: Settings = Settings(),
        settingsProblems: [String] = [], sync: SyncSession? = nil, work: BackgroundWork = ImmediateWork()
    ) {
        self.sync = sync
        self.work = work
        self.worker = worker
        self.recovery = recovery
        self.drafts = drafts
        self.settings = settings
        self.settingsProblems = settingsProblems
    }

    /// A large book's first contacts, drawn at once while `decideStart` reads the whole book
    /// (keys wait meanwhile: the run loop has not started). The list is the real list scene over
    /// a read-only copy of those contacts, so nothing done with it could be saved.
    public func showPreview(_ contacts: [Contact], on terminal: Terminal, progress: ProgressReporting) {
        let size = terminal.size
        guard size.rows >= AppRunLoop.minimumSize.rows, size.columns >= AppRunLoop.minimumSize.columns else { return }
        let store = InMemoryContactStore(book: AddressBook(contacts: contacts), displayName: worker.storeName + " (reading…)")
        store.writeRefusal = .writeFailed(path: worker.storeLocation, reason: "the book is still being read")
        let preview = ContactWorker(store: store)
        _ = try? preview.load()
        let navigation = NavigationStack(size: terminal.size)
        navigation.makeScene =
            SceneFactory(worker: preview, navigator: navigation, flow: self, recovery: nil, settings: settings, work: work)
            .makeScene(for:)
        navigation.push(.contactList)
        terminal.clear()
        navigation.draw(on: terminal)
        terminal.present()
        progress.report(.loading(worker.storeName))
    }

    public func decideStart() -> StartDecision {
        do {
            return try worker.load() ? .contactList : .welcome
        } catch {
            return .damagedFile(error)
        }
    }

    /// The stack with the first flow's scene on it, ready for the run loop.
    /// `programs` runs the mailer and the editor with the terminal handed over; `progress`
    /// says what long operations are doing.
    public func start(
        _ decision: StartDecision, size: TerminalSize, programs: ExternalPrograms? = nil, progress: ProgressReporting? = nil
    ) -> NavigationStack {
        self.programs = programs
        self.progress = progress
        let navigation = NavigationStack(size: size)
        let factory = SceneFactory(
            worker: worker, navigator: navigation, flow: self, recovery: recovery, drafts: drafts, programs: programs, progress: progress,
            sync: sync, settings: settings, work: work)
        navigation.makeScene = factory.makeScene(for:)
        self.navigation = navigation
        switch decision {
        case .welcome: navigation.push(.welcome)
        case .contactList:
            navigation.push(.contactList)
            offerLeftDraft()
        case .damagedFile(let error): navigation.push(.damagedFile(error))
        }
        reportSettingsProblems()
        return navigation
    }

    public func welcomeDidFinish(_ outcome: Welcome.Outcome) {
        switch outcome {
        case .bookCreated: navigation?.reset(to: .contactList)
        case .quit: navigation?.quit()
        }
    }

    public func damagedFileDidFinish(_ outcome: DamagedFile.Outcome) {
        guard let navigation else { return }
        switch outcome {
        case .quit:
            exitStatus = 2
            navigation.quit()
        case .restored:
            do {
                try worker.load()
                navigation.reset(to: .contactList)
                offerLeftDraft()
            } catch {
                navigation.reset(to: .damagedFile(error))
            }
        case .readOnly(let book):
            // What could be read, shown from memory: every save is refused, so the damaged file
            // is never overwritten by a partial book.
            let store = InMemoryContactStore(book: book, displayName: worker.storeName + " (read-only)")
            store.writeRefusal = .writeFailed(path: worker.storeLocation, reason: "the book was opened read-only from a damaged file")
            let readOnly = ContactWorker(store: store)
            _ = try? readOnly.load()
            let factory = SceneFactory(
                worker: readOnly, navigator: navigation, flow: self, recovery: nil, programs: programs, progress: progress, settings: settings,
                work: work)
            navigation.makeScene = factory.makeScene(for:)
            navigation.reset(to: .contactList)
        }
    }

    /// A settings file with a problem: said over the first screen, once; the defaults stand in.
    private func reportSettingsProblems() {
        guard !settingsProblems.isEmpty, let navigation else { return }
        let detail = settingsProblems.joined(separator: " ")
        settingsProblems = []
        navigation.present(
            .confirm(
                .init(
                    question: "Your settings file has a problem.", detail: detail, choices: [.init(key: "o", label: "OK")], defaultChoice: 0,
                    onChoice: { _ in })))
    }

    /// An edit an earlier run left unsaved (a crash, a closed terminal): offered back over the list.
    private func offerLeftDraft() {
        guard let drafts, let navigation, let left = drafts.leftBehind() else { return }
        navigation.present(
            .confirm(
                DraftOffer.question(for: left) { answer in
                    switch answer {
                    case .restore:
                        // Kept again as this run's draft as the form opens, then the old one goes.
                        navigation.push(.restoreDraft(left.draft))
                        drafts.forget(left)
                    case .discard: drafts.forget(left)
                    case .later: break
                    }
                }))
    }
}
